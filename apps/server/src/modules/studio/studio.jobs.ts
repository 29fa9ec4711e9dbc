import type { JobHandler } from '../../jobs/job-handler';
import { INVITE_EMAIL_JOB, SIGN_UP_INVITE_EMAIL_JOB } from './studio-invites.service';

/** The studio's jobs: the e-mails its invites send. */
export const studioJobs: Record<string, JobHandler> = {
  [INVITE_EMAIL_JOB]: (job, container) =>
    container.studioInvites.sendInviteEmail(Number(job.payload.inviteId)),
  [SIGN_UP_INVITE_EMAIL_JOB]: (job, container) =>
    container.studioInvites.sendSignUpEmail(Number(job.payload.pendingInviteId)),
};
