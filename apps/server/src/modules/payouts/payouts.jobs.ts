import { PermanentJobError } from '../../jobs/job-errors';
import type { JobHandler } from '../../jobs/job-handler';
import { POLL_PAYOUT_BATCH_JOB } from './payouts.repository';
import { RECONCILE_PAYOUTS_JOB, RETRY_PAYOUTS_JOB } from './payouts.service';

/** The status job ({ batchId }): reads the batch back until every payout in it is final. */
const pollPayoutBatch: JobHandler = async (job, container) => {
  const batchId = Number(job.payload.batchId);
  if (!Number.isInteger(batchId) || batchId <= 0) {
    throw new PermanentJobError('A payout status job needs the batchId.');
  }
  return container.payouts.poll(batchId);
};

/** Sends a creator's failed or returned payouts again after they fixed their PayPal e-mail. */
const retryPayouts: JobHandler = async (job, container) => {
  const ids = (job.payload.payoutIds as unknown[] | undefined)?.map(Number) ?? [];
  if (ids.length === 0 || ids.some((id) => !Number.isInteger(id))) {
    throw new PermanentJobError('A payout retry needs the payoutIds.');
  }
  const sent = await container.payouts.run({ type: 'job' }, ids);
  return { batchId: sent?.batch.id ?? null, outcome: sent?.outcome ?? 'nothing_ready' };
};

/** The periodic read of completed batches; queues the next one first, so the cycle never ends. */
const reconcilePayouts: JobHandler = async (_job, container) => {
  await container.payouts.scheduleReconcile();
  return container.payouts.reconcile();
};

export const payoutsJobs = {
  [POLL_PAYOUT_BATCH_JOB]: pollPayoutBatch,
  [RETRY_PAYOUTS_JOB]: retryPayouts,
  [RECONCILE_PAYOUTS_JOB]: reconcilePayouts,
};
