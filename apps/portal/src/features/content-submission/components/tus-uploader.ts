import { authStore } from '@portal/web-kit/session/auth-store';
import Uppy from '@uppy/core';
import Tus from '@uppy/tus';
import { refreshSession } from '@/lib/session';

/** Bytes per PATCH: big enough to run at disk speed, small enough for slow phones' timeouts. */
export const UPLOAD_CHUNK_BYTES = 32 * 1024 * 1024;

const statusOf = (error: unknown) =>
  (error as { originalResponse?: { getStatus(): number } | null })?.originalResponse?.getStatus();

/**
 * The one-file tus upload of the generic submission (spec part 2 section 2). Its own module so
 * MediaUploader can import() it: Uppy and tus-js-client are most of the submit page's JavaScript.
 */
export function createTusUploader(): Uppy {
  return new Uppy({
    autoProceed: true,
    restrictions: { maxNumberOfFiles: 1, allowedFileTypes: ['image/*', 'video/*'] },
  }).use(Tus, {
    endpoint: '/api/v1/uploads',
    chunkSize: UPLOAD_CHUNK_BYTES,
    retryDelays: [0, 1000, 3000, 5000],
    removeFingerprintOnSuccess: true,
    allowedMetaFields: ['name', 'type'],
    onBeforeRequest: (req) => {
      const token = authStore.get().accessToken;
      if (token) req.setHeader('Authorization', `Bearer ${token}`);
    },
    onShouldRetry: (error, _attempt, _options, next) => {
      if (statusOf(error) === 401) {
        void refreshSession();
        return true;
      }
      return next(error);
    },
  });
}
