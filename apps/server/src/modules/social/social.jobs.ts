import { PermanentJobError } from '../../jobs/job-errors';
import type { JobHandler } from '../../jobs/job-handler';

/** The metrics sync job ({ userId }): one fresh snapshot per live accepted post. */
export const syncMetricsJob: JobHandler = async (job, container) => {
  const userId = Number(job.payload.userId);
  if (!Number.isInteger(userId) || userId <= 0) {
    throw new PermanentJobError('A metrics sync needs the userId of the creator.');
  }
  return container.social.syncMetrics(userId);
};
