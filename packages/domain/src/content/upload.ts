const MB = 1024 * 1024;

/** Spec part 2 sections 5 and 9: one file per upload. */
export const MAX_UPLOAD_FILES = 1;

/**
 * Largest accepted image (our limit; the spec names none). 25 MB holds a full-resolution photo
 * from any current phone or camera (HEIC/JPEG of 12 to 48 MP is roughly 2 to 15 MB) with room to
 * spare, and stops accidental uploads of huge raw or TIFF files.
 */
export const MAX_IMAGE_BYTES = 25 * MB;

/**
 * Largest accepted video (our limit; the spec names none). 1 GB holds several minutes of 4K phone
 * video, more than a campaign post or reel needs, while keeping one upload within a few minutes
 * on a home connection.
 */
export const MAX_VIDEO_BYTES = 1024 * MB;

/** Spec part 2 section 8 'Upload failure', verbatim. */
export const UPLOAD_FAILED_MESSAGE = 'Error uploading content. Please try again.';

/** Messages for refused candidates (ours; the spec shows only the upload-failure text). */
export const UPLOAD_MESSAGES = {
  tooManyFiles: 'Please upload one file at a time.',
  notMedia: 'Please upload an image or a video.',
  empty: 'This file is empty. Please choose another one.',
  imageTooLarge: 'Images can be at most 25 MB.',
  videoTooLarge: 'Videos can be at most 1 GB.',
} as const;

/** Spec part 2 section 5: what the upload rule reads of a chosen file. */
export interface UploadCandidate {
  /** The file's MIME type as the browser or the request reports it, e.g. 'image/jpeg'. */
  mimeType: string;
  /** Size in bytes. */
  size: number;
}

/** Why a candidate is refused, with the AppError code the server answers with. */
export interface UploadProblem {
  code: 'unsupported_media_type' | 'payload_too_large' | 'bad_request';
  message: string;
}

const MEDIA_TYPE = /^(image|video)\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i;

/**
 * Spec part 2 sections 5 and 9: an upload is one image/* or video/* file. Returns null when the
 * file may be uploaded, otherwise the problem; images up to MAX_IMAGE_BYTES and videos up to
 * MAX_VIDEO_BYTES, both limits inclusive. Parameters after ';' (e.g. codecs) are ignored.
 */
export function checkUploadCandidate(file: UploadCandidate): UploadProblem | null {
  const type = MEDIA_TYPE.exec(file.mimeType.split(';')[0]!.trim());
  if (!type) return { code: 'unsupported_media_type', message: UPLOAD_MESSAGES.notMedia };
  if (!(file.size > 0)) return { code: 'bad_request', message: UPLOAD_MESSAGES.empty };
  const isImage = type[1]!.toLowerCase() === 'image';
  if (isImage && file.size > MAX_IMAGE_BYTES) {
    return { code: 'payload_too_large', message: UPLOAD_MESSAGES.imageTooLarge };
  }
  if (!isImage && file.size > MAX_VIDEO_BYTES) {
    return { code: 'payload_too_large', message: UPLOAD_MESSAGES.videoTooLarge };
  }
  return null;
}

/**
 * Spec part 2 section 5 'Upload accepts image/* or video/*, maximum 1 file': checks a whole
 * selection; null when it is exactly one acceptable file.
 */
export function checkUploadSelection(files: readonly UploadCandidate[]): UploadProblem | null {
  if (files.length !== MAX_UPLOAD_FILES) {
    return { code: 'bad_request', message: UPLOAD_MESSAGES.tooManyFiles };
  }
  return checkUploadCandidate(files[0]!);
}
