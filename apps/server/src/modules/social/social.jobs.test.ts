import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { connectThroughSandbox, createPostedContent } from '../../../test/factories-social';
import { distributionSnapshots } from '../../db/schema/content';
import { jobs } from '../../db/schema/platform';

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

  it('fails for good without a creator id', async () => {
    await t.app.container.db.insert(jobs).values({ kind: 'social.sync_metrics', payload: {} });
    await t.app.worker.runUntilIdle();
    const failed = await t.app.container.db.select().from(jobs).where(eq(jobs.status, 'failed'));
    expect(failed).toHaveLength(1);
  });
});
