import type { FastifyBaseLogger } from 'fastify';
import type { Container } from '../container';
import { safeErrorMessage } from '../http/error-scrub';
import { requestContext } from '../http/log-redaction';
import { handlerFor } from './handlers';
import { PermanentJobError } from './job-errors';
import { claimNextJob, completeJob, failJob, releaseJob } from './queue';

export interface Worker {
  /** Works every due job, then returns how many it ran (tests and the CLI use it). */
  runUntilIdle(): Promise<number>;
  start(): void;
  /**
   * Stops claiming. The job in hand gets `graceMs` to finish (unbounded when omitted); past that
   * it is handed back to the queue so another process runs it now, not after the stale-lock delay.
   */
  stop(options?: { graceMs?: number }): Promise<void>;
}

/**
 * The background worker: claims due jobs one at a time and runs their handler. Any number of
 * server processes may run one; the queue's row locks keep them apart.
 */
export function createWorker(
  container: Container,
  log: FastifyBaseLogger,
  pollIntervalMs: number,
): Worker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;
  let inHand: number | undefined;
  /** A graceful stop handed the job back: later stops (the app's onClose) do not wait for it. */
  let handedBack = false;

  async function runOne(): Promise<boolean> {
    const job = await claimNextJob(container.db);
    if (!job) return false;
    inHand = job.id;
    try {
      // Lines logged while the job runs, and jobs it enqueues, carry the request's id.
      if (job.request_id) {
        await requestContext.run({ requestId: job.request_id, inJob: true }, () => run(job));
      } else await run(job);
    } finally {
      inHand = undefined;
    }
    return true;
  }

  async function run(job: NonNullable<Awaited<ReturnType<typeof claimNextJob>>>) {
    const handler = handlerFor(job.kind);
    // The request that enqueued the job (reqId) follows it into the worker's log lines.
    const jobLog = log.child({ jobId: job.id, kind: job.kind });
    const started = performance.now();
    try {
      if (!handler) throw new PermanentJobError(`No handler for job kind ${job.kind}`);
      const result = (await handler(job, container)) ?? {};
      await completeJob(container.db, job.id, result);
      jobLog.info({ ms: Math.round(performance.now() - started) }, 'job done');
    } catch (error) {
      const permanent = error instanceof PermanentJobError;
      if (!permanent) jobLog.error({ err: error }, 'job failed');
      else jobLog.warn({ reason: (error as Error).message }, 'job failed for good');
      await failJob(container.db, job, safeErrorMessage(error), {
        retry: !permanent,
        result: permanent ? error.payload : undefined,
      });
    }
  }

  async function runUntilIdle(): Promise<number> {
    let n = 0;
    while (await runOne()) n++;
    return n;
  }

  /** The started worker's loop: like runUntilIdle, but a stop ends it before the next claim. */
  async function workWhileStarted() {
    while (!stopped && (await runOne()));
  }

  function tick() {
    if (stopped) return;
    running = workWhileStarted()
      .catch((error) => log.error({ err: error }, 'worker loop failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, pollIntervalMs);
      });
  }

  return {
    runUntilIdle,
    start() {
      if (!stopped) return;
      stopped = false;
      tick();
    },
    async stop(options = {}) {
      stopped = true;
      clearTimeout(timer);
      if (handedBack) return;
      if (options.graceMs === undefined) return void (await running);
      let timeout: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timeout = setTimeout(() => resolve('late'), options.graceMs);
      });
      const outcome = await Promise.race([running.then(() => 'done' as const), late]);
      clearTimeout(timeout);
      if (outcome === 'late' && inHand !== undefined) {
        handedBack = true;
        log.warn({ jobId: inHand }, 'stopping: job handed back to the queue');
        await releaseJob(container.db, inHand);
      }
    },
  };
}
