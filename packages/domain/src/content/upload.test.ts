import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkUploadCandidate,
  checkUploadSelection,
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  UPLOAD_FAILED_MESSAGE,
} from './upload';

describe('checkUploadCandidate', () => {
  it.each([
    ['image/jpeg', 3_000_000],
    ['image/png', MAX_IMAGE_BYTES],
    ['IMAGE/HEIC', 1],
    ['video/mp4', MAX_VIDEO_BYTES],
    ['video/quicktime', 500_000_000],
    ['video/mp4; codecs="avc1"', 10],
  ])('accepts %s of %d bytes', (mimeType, size) => {
    expect(checkUploadCandidate({ mimeType, size })).toBeNull();
  });

  it.each(['application/pdf', 'text/plain', 'audio/mpeg', '', 'image', 'image/', 'imagex/png'])(
    'refuses %j as not an image or a video',
    (mimeType) => {
      expect(checkUploadCandidate({ mimeType, size: 100 })).toEqual({
        code: 'unsupported_media_type',
        message: 'Please upload an image or a video.',
      });
    },
  );

  it('refuses an image one byte over the limit', () => {
    expect(checkUploadCandidate({ mimeType: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 })).toEqual({
      code: 'payload_too_large',
      message: 'Images can be at most 25 MB.',
    });
  });

  it('refuses a video one byte over the limit', () => {
    expect(checkUploadCandidate({ mimeType: 'video/mp4', size: MAX_VIDEO_BYTES + 1 })?.code).toBe(
      'payload_too_large',
    );
  });

  it('allows videos larger than the image limit', () => {
    expect(checkUploadCandidate({ mimeType: 'video/mp4', size: MAX_IMAGE_BYTES + 1 })).toBeNull();
  });

  it.each([0, -1, Number.NaN])('refuses an empty or broken size %d', (size) => {
    expect(checkUploadCandidate({ mimeType: 'image/png', size })?.code).toBe('bad_request');
  });

  it('accepts an image exactly when its size is within 1..MAX_IMAGE_BYTES', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: MAX_IMAGE_BYTES * 2 }), (size) => {
        const ok = checkUploadCandidate({ mimeType: 'image/webp', size }) === null;
        expect(ok).toBe(size >= 1 && size <= MAX_IMAGE_BYTES);
      }),
    );
  });
});

describe('checkUploadSelection', () => {
  const file = { mimeType: 'image/png', size: 10 };

  it('accepts exactly one good file', () => {
    expect(checkUploadSelection([file])).toBeNull();
  });

  it.each([[[]], [[file, file]]])('refuses %j files', (files) => {
    expect(checkUploadSelection(files)?.message).toBe('Please upload one file at a time.');
  });

  it('passes the single file through the candidate check', () => {
    expect(checkUploadSelection([{ mimeType: 'text/csv', size: 10 }])?.code).toBe(
      'unsupported_media_type',
    );
  });
});

describe('UPLOAD_FAILED_MESSAGE', () => {
  it('is the spec text', () => {
    expect(UPLOAD_FAILED_MESSAGE).toBe('Error uploading content. Please try again.');
  });
});
