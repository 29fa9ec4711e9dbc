import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { connectThroughSandbox, createPostedContent } from '../../../test/factories-social';
import { distributionSnapshots } from '../../db/schema/content';
import { jobs } from '../../db/schema/platform';
import { socialAccounts } from '../../db/schema/users';
import { sandboxFollowers } from '../../integrations/social/sandbox-social';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('job social.sync_metrics', () => {
  it('stores one plausible snapshot per live accepted post of the connected platform', async () => {
    const creator = await createUser(t.app);
    const live = await createPostedContent(t.app, creator.id, { state: 'PAID' });
    const inReview = await createPostedContent(t.app, creator.id, {
      state: 'DISTRIBUTION_VERIFYING',
    });
    const tiktokPost = await createPostedContent(t.app, creator.id, { platform: 'tiktok' });
    const { callbackUrl } = await connectThroughSandbox(
      t.app,
      creator.headers,
      'instagram',
      'maya',
    );
    await t.app.inject({ method: 'GET', url: callbackUrl });

    await t.app.worker.runUntilIdle();

    const [job] = await t.app.container.db.select().from(jobs).where(eq(jobs.user_id, creator.id));
    expect(job).toMatchObject({ status: 'done', result: { synced: 1, skipped: 0 } });
    const snapshotsOf = (id: number) =>
      t.app.container.db
        .select()
        .from(distributionSnapshots)
        .where(eq(distributionSnapshots.distribution_id, id));
    const [snapshot] = await snapshotsOf(live.distribution.id);
    expect(snapshot!.impressions).toBeGreaterThan(1000);
    expect(snapshot!.likes).toBeGreaterThan(snapshot!.replies);
    expect(snapshot!.likes / snapshot!.impressions).toBeLessThan(0.1);
    expect(await snapshotsOf(inReview.distribution.id)).toHaveLength(0);
    expect(await snapshotsOf(tiktokPost.distribution.id)).toHaveLength(0);
  });

  it("refreshes each connected account's followers and engagement, the newest figures winning", async () => {
    const creator = await createUser(t.app);
    const { callbackUrl } = await connectThroughSandbox(
      t.app,
      creator.headers,
      'instagram',
      'jo.bakes',
    );
    await t.app.inject({ method: 'GET', url: callbackUrl });
    const accountOf = async () =>
      (
        await t.app.container.db
          .select()
          .from(socialAccounts)
          .where(eq(socialAccounts.user_id, creator.id))
      )[0]!;
    const connected = await accountOf();
    // Figures gone stale since (as if the audience had changed on the platform).
    await t.app.container.db
      .update(socialAccounts)
      .set({ followers: 12, engagement_rate: 99 })
      .where(eq(socialAccounts.id, connected.id));

    await t.app.worker.runUntilIdle();

    const [job] = await t.app.container.db.select().from(jobs).where(eq(jobs.user_id, creator.id));
    expect(job).toMatchObject({ status: 'done', result: { audiences: 1 } });
    const refreshed = await accountOf();
    expect(refreshed.followers).toBe(sandboxFollowers('instagram', 'jo.bakes'));
    expect(refreshed.engagement_rate).toBeGreaterThan(0);

    // A rerun overwrites with the newest figures: the same row, the same audience (the same
    // posts read a moment later, the newest still growing by a hair).
    await t.app.container.social.syncMetrics(creator.id);
    const rerun = await accountOf();
    expect(rerun).toMatchObject({ id: connected.id, followers: refreshed.followers });
    expect(rerun.engagement_rate).toBeCloseTo(refreshed.engagement_rate!, 1);
    expect(
      await t.app.container.db
        .select()
        .from(socialAccounts)
        .where(eq(socialAccounts.user_id, creator.id)),
    ).toHaveLength(1);
  });

  it('fails for good without a creator id', async () => {
    await t.app.container.db.insert(jobs).values({ kind: 'social.sync_metrics', payload: {} });
    await t.app.worker.runUntilIdle();
    const failed = await t.app.container.db.select().from(jobs).where(eq(jobs.status, 'failed'));
    expect(failed).toHaveLength(1);
  });
});
