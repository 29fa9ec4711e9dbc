import { Alert, Button, FileButton, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { checkUploadCandidate, UPLOAD_FAILED_MESSAGE } from '@portal/domain/content/upload';
import { IconPhotoUp, IconRefresh, IconVideo } from '@tabler/icons-react';
import Uppy from '@uppy/core';
import Tus from '@uppy/tus';
import { useEffect, useRef, useState } from 'react';
import { authStore } from '@/lib/auth-store';
import { refreshSession } from '@/lib/session';

/** Bytes per PATCH: big enough to run at disk speed, small enough for slow phones' timeouts. */
export const UPLOAD_CHUNK_BYTES = 32 * 1024 * 1024;

/** A finished upload, as the creation payload names it (spec part 2 section 3). */
export interface UploadedFile {
  handle: string;
  filename: string;
  contentType: string;
  kind: 'image' | 'video';
  previewUrl: string;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number; file: File }
  | { kind: 'done'; file: File }
  | { kind: 'error'; message: string; file: File | null };

/** The server's message in a tus error response, when it sent our error envelope. */
function serverMessage(error: unknown): string | null {
  const response = (error as { originalResponse?: { getBody(): string } | null })?.originalResponse;
  try {
    const body = response ? JSON.parse(response.getBody()) : null;
    return typeof body?.error?.message === 'string' ? body.error.message : null;
  } catch {
    return null;
  }
}

const statusOf = (error: unknown) =>
  (error as { originalResponse?: { getStatus(): number } | null })?.originalResponse?.getStatus();

/**
 * Step one of the generic upload (spec part 2 section 2): one image or video, checked by the
 * domain's upload rule, sent with tus so a dropped connection retries from where it stopped and
 * choosing the same file again after a reload resumes it. Shows a real progress bar.
 */
export function MediaUploader({
  disabled,
  disabledReason,
  onUploaded,
  onCleared,
}: {
  disabled?: boolean;
  disabledReason?: string | null;
  onUploaded: (file: UploadedFile) => void;
  onCleared: () => void;
}) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [preview, setPreview] = useState<string | null>(null);
  const uppyRef = useRef<Uppy | null>(null);
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;

  useEffect(() => {
    const uppy = new Uppy({
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
    uppy.on('upload-progress', (file, progress) => {
      if (!file?.data || !progress.bytesTotal) return;
      const percent = Math.floor((progress.bytesUploaded / progress.bytesTotal) * 100);
      setStatus({ kind: 'uploading', percent, file: file.data as File });
    });
    uppy.on('upload-success', (file, response) => {
      const url = response.uploadURL ?? '';
      const data = file?.data as File;
      setStatus({ kind: 'done', file: data });
      onUploadedRef.current({
        handle: url.split('/').pop() ?? '',
        filename: data.name,
        contentType: data.type,
        kind: data.type.startsWith('video/') ? 'video' : 'image',
        previewUrl: URL.createObjectURL(data),
      });
    });
    uppy.on('upload-error', (file, error) => {
      setStatus({
        kind: 'error',
        message: serverMessage(error) ?? UPLOAD_FAILED_MESSAGE,
        file: (file?.data as File) ?? null,
      });
    });
    uppyRef.current = uppy;
    return () => {
      uppy.destroy();
      uppyRef.current = null;
    };
  }, []);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const start = (file: File | null) => {
    const uppy = uppyRef.current;
    if (!file || !uppy) return;
    uppy.cancelAll();
    onCleared();
    const problem = checkUploadCandidate({ mimeType: file.type, size: file.size });
    if (problem) {
      setStatus({ kind: 'error', message: problem.message, file: null });
      return;
    }
    setPreview(URL.createObjectURL(file));
    setStatus({ kind: 'uploading', percent: 0, file });
    try {
      uppy.addFile({ name: file.name, type: file.type, data: file, source: 'local' });
    } catch (error) {
      setStatus({ kind: 'error', message: (error as Error).message, file: null });
    }
  };

  const retry = () => {
    if (status.kind === 'error' && status.file) start(status.file);
  };

  const busy = status.kind === 'uploading';
  const file = status.kind === 'idle' ? null : status.file;
  return (
    <Stack gap="sm">
      <FileButton onChange={start} accept="image/*,video/*" disabled={disabled || busy}>
        {(props) => (
          <Button
            {...props}
            variant={file ? 'default' : 'filled'}
            leftSection={<IconPhotoUp size={18} aria-hidden />}
            disabled={disabled || busy}
          >
            {file ? 'Choose another file' : 'Choose a photo or video'}
          </Button>
        )}
      </FileButton>
      {disabled && disabledReason && (
        <Text c="red.8" size="sm" role="alert">
          {disabledReason}
        </Text>
      )}
      {file && preview && (
        <Group gap="sm" wrap="nowrap" align="center">
          {file.type.startsWith('image/') ? (
            <Image src={preview} alt="Your chosen photo" w={72} h={72} radius="sm" fit="cover" />
          ) : (
            <IconVideo size={48} aria-label="Your chosen video" />
          )}
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {file.name}
          </Text>
        </Group>
      )}
      {(status.kind === 'uploading' || status.kind === 'done') && (
        <Stack gap={4}>
          <Progress
            value={status.kind === 'done' ? 100 : status.percent}
            aria-label="Upload progress"
            size="lg"
            animated={status.kind === 'uploading'}
          />
          <Text size="sm" aria-live="polite">
            {status.kind === 'done' ? 'Upload complete' : `Uploading… ${status.percent}%`}
          </Text>
        </Stack>
      )}
      {status.kind === 'error' && (
        <Alert color="red" title={UPLOAD_FAILED_MESSAGE} role="alert">
          {status.message !== UPLOAD_FAILED_MESSAGE && <Text size="sm">{status.message}</Text>}
          {status.file && (
            <Button
              mt="xs"
              size="xs"
              variant="default"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={retry}
            >
              Try again
            </Button>
          )}
        </Alert>
      )}
    </Stack>
  );
}
