const HOUR_MS = 60 * 60 * 1000;

/**
 * How long an unfinished resumable upload is kept for resuming (our rule; the spec names none).
 * A day covers a creator who starts on a train, loses signal and finishes in the evening; after
 * that the upload answers 410 Gone and its partial bytes are deleted.
 */
export const UNFINISHED_UPLOAD_TTL_MS = 24 * HOUR_MS;

/** How often abandoned uploads are swept: often enough that none outlives its TTL by much. */
export const UPLOAD_SWEEP_INTERVAL_MS = HOUR_MS;

/**
 * Unfinished uploads started before the returned instant are abandoned and may be deleted.
 * Finished uploads are never abandoned by this rule: they are media, whatever became of them.
 */
export function abandonedUploadCutoff(now: Date): Date {
  return new Date(now.getTime() - UNFINISHED_UPLOAD_TTL_MS);
}
