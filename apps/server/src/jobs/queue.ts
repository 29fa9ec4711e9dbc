import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { jobs } from '../db/schema/platform';
import { requestContext } from '../http/log-redaction';

export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  userId?: number | null;
  /** Public id when the job is a saga transaction the client polls. */
  transactionId?: string | null;
  runAt?: Date;
  maxAttempts?: number;
}

/** Adds a job to the queue (inside the caller's transaction when given one). */
export async function enqueueJob(db: DbOrTx, job: NewJob): Promise<JobRow> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload ?? {},
      user_id: job.userId ?? null,
      transaction_id: job.transactionId ?? null,
      request_id: requestContext.getStore()?.requestId ?? null,
      run_at: job.runAt ?? new Date(),
      max_attempts: job.maxAttempts ?? 5,
    })
    .returning();
  return row!;
}

/** A job that was running for this long belongs to a process that died: it is claimed again. */
const STALE_LOCK = sql`interval '5 minutes'`;

/**
 * Claims the next due job. `FOR UPDATE SKIP LOCKED` lets any number of worker processes share
 * the queue without taking the same job twice.
 */
export async function claimNextJob(db: DbOrTx): Promise<JobRow | undefined> {
  const result = await db.execute(sql`
    update ${jobs} set status = 'running', locked_at = now(), attempts = ${jobs.attempts} + 1
    where ${jobs.id} = (
      select id from ${jobs}
      where (status = 'queued' and run_at <= now())
         or (status = 'running' and locked_at < now() - ${STALE_LOCK})
      order by run_at, id
      for update skip locked
      limit 1
    )
    returning id`);
  const id = (result.rows[0] as { id: number } | undefined)?.id;
  if (id === undefined) return undefined;
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

export async function completeJob(db: DbOrTx, id: number, result: Record<string, unknown>) {
  await db
    .update(jobs)
    .set({ status: 'done', result, finished_at: new Date(), locked_at: null })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running')));
}

/**
 * Hands a claimed job back unfinished (a graceful stop ran out of time): queued again now, and
 * the attempt it was on does not count against it.
 */
export async function releaseJob(db: DbOrTx, id: number) {
  await db
    .update(jobs)
    .set({ status: 'queued', locked_at: null, attempts: sql`greatest(${jobs.attempts} - 1, 0)` })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running')));
}

/** Records a failure: the job runs again later with backoff, or fails for good when out of attempts. */
export async function failJob(
  db: DbOrTx,
  job: JobRow,
  error: string,
  options: { retry: boolean; result?: Record<string, unknown> },
) {
  const retry = options.retry && job.attempts < job.max_attempts;
  const backoffMs = Math.min(60_000, 1000 * 2 ** job.attempts);
  await db
    .update(jobs)
    .set(
      retry
        ? {
            status: 'queued',
            last_error: error,
            locked_at: null,
            run_at: new Date(Date.now() + backoffMs),
          }
        : {
            status: 'failed',
            last_error: error,
            locked_at: null,
            finished_at: new Date(),
            result: options.result ?? { message: error },
          },
    )
    .where(eq(jobs.id, job.id));
}

/**
 * Adds a job unless one of the same kind is already queued: recurring jobs reschedule
 * themselves with it, so processes starting together or a retried run never double the cycle.
 */
export async function enqueueJobUnlessQueued(db: DbOrTx, job: NewJob): Promise<void> {
  await db.execute(sql`
    insert into ${jobs} (kind, payload, run_at, max_attempts)
    select ${job.kind}, ${JSON.stringify(job.payload ?? {})}::jsonb,
           ${(job.runAt ?? new Date()).toISOString()}::timestamptz, ${job.maxAttempts ?? 5}
    where not exists (select 1 from ${jobs} where kind = ${job.kind} and status = 'queued')`);
}
