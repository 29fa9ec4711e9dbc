import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser, type TestUser } from '../../../test/factories';
import { patchUpload, pngBytes, startPngUpload, uploadFile } from '../../../test/factories-content';
import {
  STORAGE_KINDS,
  type StorageUnderTest,
  startStorage,
} from '../../../test/support/storage-under-test';
import { jobs } from '../../db/schema/platform';

const HOUR = 60 * 60 * 1000;

describe.each(STORAGE_KINDS)('job media.sweep_uploads on %s storage', (kind) => {
  let t: TestApp;
  let storage: StorageUnderTest;
  let creator: TestUser;
  let now = new Date();

  beforeAll(async () => {
    storage = await startStorage(kind);
    t = await buildTestApp({ storage: storage.config }, { clock: () => now });
    creator = await createUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    await storage.close();
  });

  const head = (location: string) =>
    t.app.inject({
      method: 'HEAD',
      url: location,
      headers: { ...creator.headers, 'tus-resumable': '1.0.0' },
    });

  /** An upload that stopped halfway; answers its URL and handle. */
  async function halfUpload() {
    const upload = await startPngUpload(t.app, creator.headers, 'half.png', 300);
    const half = Math.floor(upload.bytes.length / 2);
    const sent = await patchUpload(
      t.app,
      creator.headers,
      upload.location,
      0,
      upload.bytes.subarray(0, half),
    );
    expect(sent.statusCode).toBe(204);
    return { location: upload.location, handle: upload.handle };
  }

  it('keeps unfinished uploads for 24 hours, then deletes them; finished ones stay', async () => {
    const unfinished = await halfUpload();
    const finished = await uploadFile(t.app, creator.headers, {
      name: 'done.png',
      type: 'image/png',
      bytes: await pngBytes(64),
    });
    const finishedKey = `uploads/${finished.handle}`;
    expect(await storage.leftovers(unfinished.handle)).not.toEqual([]);
    const started = Date.now();

    now = new Date(started + 23 * HOUR);
    expect(await t.app.container.media.sweepAbandonedUploads()).toEqual({ removed: 0 });
    expect((await head(unfinished.location)).statusCode).toBe(200);

    now = new Date(started + 25 * HOUR);
    expect(await t.app.container.media.sweepAbandonedUploads()).toEqual({ removed: 1 });
    expect(await storage.leftovers(unfinished.handle)).toEqual([]);
    expect((await head(unfinished.location)).statusCode).toBe(404);
    expect(await t.app.container.storage.stat(finishedKey)).not.toBeNull();
    expect((await head(finished.location)).statusCode).toBe(200);

    expect(await t.app.container.media.sweepAbandonedUploads()).toEqual({ removed: 0 });
  });

  it('runs as a job that queues its next run an hour later, once', async () => {
    const abandoned = await halfUpload();
    now = new Date(Date.now() + 25 * HOUR);
    await t.app.container.db.insert(jobs).values({ kind: 'media.sweep_uploads' });
    await t.app.container.media.scheduleUploadSweep(); // already queued: not doubled
    await t.app.worker.runUntilIdle();

    const sweeps = await t.app.container.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, 'media.sweep_uploads'));
    expect(sweeps.map((j) => j.status).sort()).toEqual(['done', 'queued']);
    expect(sweeps.find((j) => j.status === 'done')!.result).toEqual({ removed: 1 });
    const next = sweeps.find((j) => j.status === 'queued')!;
    expect(next.run_at.getTime()).toBe(now.getTime() + HOUR);
    expect(await storage.leftovers(abandoned.handle)).toEqual([]);

    await t.app.container.media.scheduleUploadSweep({ now: true });
    const queued = await t.app.container.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'media.sweep_uploads'), eq(jobs.status, 'queued')));
    expect(queued).toHaveLength(1);
  });
});
