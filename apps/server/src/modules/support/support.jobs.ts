import type { JobHandler } from '../../jobs/job-handler';
import { SUPPORT_EMAIL_JOB } from './support.service';

/** The e-mail that carries a support message to the operator. */
export const supportJobs: Record<string, JobHandler> = {
  [SUPPORT_EMAIL_JOB]: (job, container) =>
    container.support.deliver(Number((job.payload as { messageId: number }).messageId)),
};
