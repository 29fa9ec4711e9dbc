import type { JobHandler } from '../../jobs/job-handler';
import {
  REMINDER_EMAIL_JOB,
  REMINDER_SCAN_JOB,
  REMINDER_TEXT_JOB,
  type ReminderPayload,
} from './reminders.service';

/** The reminder jobs: the recurring scan, and the e-mails and texts it queues. */
export const reminderJobs: Record<string, JobHandler> = {
  [REMINDER_SCAN_JOB]: async (_job, container) => {
    // The next scan is queued first, so a failing scan never ends the cycle.
    await container.reminders.scheduleScan();
    return container.reminders.scan();
  },
  [REMINDER_EMAIL_JOB]: (job, container) =>
    container.reminders.sendEmail(Number(job.user_id), job.payload as ReminderPayload),
  [REMINDER_TEXT_JOB]: (job, container) =>
    container.reminders.sendText(Number(job.user_id), job.payload as ReminderPayload),
};
