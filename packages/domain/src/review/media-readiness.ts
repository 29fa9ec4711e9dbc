/**
 * Content is approved only when a reviewer can see it (issue 26: bulk approve approved a video
 * still processing whose file was missing). Uploads are 'processing' until their preview job has
 * checked the file, 'failed' when it could not.
 */
export type MediaStatus = 'processing' | 'ready' | 'failed';

/** Why content with media in `status` may not be approved yet, or null when it may. */
export function approvalBlockedByMedia(status: MediaStatus): string | null {
  if (status === 'processing') {
    return 'The media is still processing: approve it once it can be seen.';
  }
  if (status === 'failed') {
    return 'The media could not be processed: it cannot be approved. Ask the creator to submit it again.';
  }
  return null;
}
