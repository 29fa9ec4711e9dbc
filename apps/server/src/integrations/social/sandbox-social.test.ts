import { accountEngagementRate } from '@portal/domain/social/audience';
import { describe, expect, it } from 'vitest';
import { createSandboxSocial, sandboxAccessToken, sandboxFollowers } from './sandbox-social';

const now = new Date('2024-05-01T12:00:00Z');
const sandbox = createSandboxSocial({ secret: 'sandbox-test', clock: () => now });
const HANDLES = ['ines.paints', 'omar.lifts', 'maya.makes', 'vera.quinn', 'ana.dances', 'jo.bakes'];

describe('sandbox audience (decision 670)', () => {
  it('gives each handle the same plausible follower count every time', async () => {
    const token = sandboxAccessToken('instagram', 'maya.makes');
    const first = await sandbox.client('instagram').readAudience(token);
    expect(first).toEqual({ followers: sandboxFollowers('instagram', 'maya.makes') });
    expect(await sandbox.client('instagram').readAudience(token)).toEqual(first);
    for (const handle of HANDLES) {
      const followers = sandboxFollowers('tiktok', handle);
      expect(followers).toBeGreaterThanOrEqual(2_000);
      expect(followers).toBeLessThanOrEqual(250_000);
    }
    // Audiences differ from one creator to the next, so sorting by them means something.
    const spread = HANDLES.map((h) => sandboxFollowers('instagram', h));
    expect(Math.max(...spread) / Math.min(...spread)).toBeGreaterThan(3);
  });

  it('draws the sample posts from that audience: a real-looking engagement rate', async () => {
    for (const handle of HANDLES) {
      const token = sandboxAccessToken('tiktok', handle);
      const posts = await sandbox.client('tiktok').listRecentPosts(token, 12);
      const rate = accountEngagementRate(
        sandboxFollowers('tiktok', handle),
        posts.map((p) => p.metrics),
      );
      expect(rate).toBeGreaterThan(0.5);
      expect(rate).toBeLessThan(10);
    }
  });

  it("answers a sample post's counters the same from the list and from its link", async () => {
    const token = sandboxAccessToken('instagram', 'jo.bakes');
    const [post] = await sandbox.client('instagram').listRecentPosts(token, 1);
    expect(
      await sandbox.client('instagram').postMetrics(token, post!.link, post!.postedAt),
    ).toEqual(post!.metrics);
  });

  it('refuses a token it did not issue', async () => {
    await expect(sandbox.client('tiktok').readAudience('act.real')).rejects.toThrow(
      'The sandbox does not know this access token.',
    );
  });
});
