import { Alert, Button, FileButton, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { checkUploadCandidate, UPLOAD_FAILED_MESSAGE } from '@portal/domain/content/upload';
import { IconPhotoUp, IconRefresh, IconVideo } from '@tabler/icons-react';
import type Uppy from '@uppy/core';
import { useEffect, useRef, useState } from 'react';

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
  const uppyReady = useRef<Promise<Uppy | null> | null>(null);
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;

  useEffect(() => {
    // Uppy and tus (~37 kB gzip) load after the page has drawn, not on its critical path.
    let closed = false;
    let created: Uppy | null = null;
    uppyReady.current = import('./tus-uploader').then(({ createTusUploader }) => {
      if (closed) return null;
      const uppy = createTusUploader();
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
      created = uppy;
      return uppy;
    });
    return () => {
      closed = true;
      created?.destroy();
      uppyReady.current = null;
    };
  }, []);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const start = async (file: File | null) => {
    const uppy = await uppyReady.current?.catch(() => null);
    if (!file) return;
    if (!uppy) {
      setStatus({ kind: 'error', message: UPLOAD_FAILED_MESSAGE, file });
      return;
    }
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
    if (status.kind === 'error' && status.file) void start(status.file);
  };

  const busy = status.kind === 'uploading';
  const file = status.kind === 'idle' ? null : status.file;
  return (
    <Stack gap="sm">
      <FileButton
        onChange={(file) => void start(file)}
        accept="image/*,video/*"
        disabled={disabled || busy}
      >
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
