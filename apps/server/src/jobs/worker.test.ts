import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { jobs } from '../db/schema/platform';
import { jobHandlers } from './handlers';
import { enqueueJob } from './queue';
import { createWorker } from './worker';

let t: TestApp;
let finishSlowJob = () => {};
beforeAll(async () => {
  t = await buildTestApp();
  jobHandlers['test.slow'] = () =>
    new Promise((resolve) => {
      finishSlowJob = () => resolve({ finished: true });
    });
  jobHandlers['test.quick'] = async () => ({ quick: true });
});
afterAll(async () => {
  delete jobHandlers['test.slow'];
  delete jobHandlers['test.quick'];
  await t.close();
});

const row = async (id: number) =>
  (await t.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 10));
}

describe('graceful stop', () => {
  it('hands a job that outlasts the grace period back to the queue, its attempt not counted', async () => {
    const job = await enqueueJob(t.database.db, { kind: 'test.slow' });
    const worker = createWorker(t.app.container, t.app.log, 50);
    worker.start();
    await until(async () => (await row(job.id)).status === 'running');
    await worker.stop({ graceMs: 50 });
    expect(await row(job.id)).toMatchObject({ status: 'queued', attempts: 0, locked_at: null });
    finishSlowJob();
    await t.database.db.delete(jobs).where(eq(jobs.id, job.id));
  });

  it('lets a job that finishes within the grace period complete', async () => {
    const job = await enqueueJob(t.database.db, { kind: 'test.quick' });
    const worker = createWorker(t.app.container, t.app.log, 50);
    worker.start();
    await until(async () => (await row(job.id)).status !== 'queued');
    await worker.stop({ graceMs: 2000 });
    expect(await row(job.id)).toMatchObject({ status: 'done', attempts: 1 });
  });
});
