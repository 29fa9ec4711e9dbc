import { PermanentJobError } from '../../jobs/job-errors';
import type { JobHandler } from '../../jobs/job-handler';
import { NEWS_EMAIL_JOB } from './news-writer';

/** E-mails one decision's notification to its creator (queued by the news writer). */
const sendNewsEmail: JobHandler = async (job, container) => {
  const id = Number(job.payload.notificationId);
  if (!Number.isInteger(id) || id <= 0) {
    throw new PermanentJobError('A news e-mail job needs the notificationId.');
  }
  return container.notifications.sendEmail(id);
};

export const notificationJobs = { [NEWS_EMAIL_JOB]: sendNewsEmail };
