import { mediaJobs } from '../modules/media/media.jobs';
import { notificationJobs } from '../modules/notifications/notifications.jobs';
import { payoutsJobs } from '../modules/payouts/payouts.jobs';
import { reminderJobs } from '../modules/reminders/reminders.jobs';
import { SAGA_JOB_PREFIX } from '../modules/sagas/saga-definition';
import { runSagaJob } from '../modules/sagas/saga-runner';
import { syncMetricsJob } from '../modules/social/social.jobs';
import { SYNC_METRICS_JOB } from '../modules/social/social.service';
import { studioJobs } from '../modules/studio/studio.jobs';
import { supportJobs } from '../modules/support/support.jobs';
import type { JobHandler } from './job-handler';

/** Every job kind the worker knows, kind → handler. Add a line per kind. */
export const jobHandlers: Record<string, JobHandler> = {
  ...mediaJobs,
  ...notificationJobs,
  ...payoutsJobs,
  ...reminderJobs,
  ...studioJobs,
  ...supportJobs,
  [SYNC_METRICS_JOB]: syncMetricsJob,
};

/** Finds the handler of a job: saga jobs share one runner, the rest are looked up by kind. */
export function handlerFor(kind: string): JobHandler | undefined {
  if (kind.startsWith(SAGA_JOB_PREFIX)) return runSagaJob;
  return jobHandlers[kind];
}
