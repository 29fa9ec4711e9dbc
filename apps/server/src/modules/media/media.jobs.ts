import type { JobHandler } from '../../jobs/handlers';
import { MEDIA_PREVIEW_JOB } from './media.service';

/** The media jobs: previews of new uploads. */
export const mediaJobs: Record<string, JobHandler> = {
  [MEDIA_PREVIEW_JOB]: async (job, container) => {
    const mediaId = Number(job.payload.mediaId);
    return container.media.generatePreview(mediaId);
  },
};
