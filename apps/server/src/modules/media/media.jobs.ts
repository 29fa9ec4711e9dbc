import type { JobHandler } from '../../jobs/job-handler';
import { MEDIA_PREVIEW_JOB, UPLOADS_SWEEP_JOB } from './media.service';

/** The media jobs: previews of new uploads, and the recurring sweep of abandoned uploads. */
export const mediaJobs: Record<string, JobHandler> = {
  [MEDIA_PREVIEW_JOB]: async (job, container) => {
    const mediaId = Number(job.payload.mediaId);
    return container.media.generatePreview(mediaId);
  },
  [UPLOADS_SWEEP_JOB]: async (_job, container) => {
    // The next run is queued first, so a failing sweep (storage down) never ends the cycle.
    await container.media.scheduleUploadSweep();
    return container.media.sweepAbandonedUploads();
  },
};
