import { Alert, Image, Loader, Stack, Text } from '@mantine/core';
import { FUNNEL_COPY } from '@portal/domain/content/funnel-header';
import { useEffect, useState } from 'react';

/** Spec part 2 section 9: a failed preview is retried 3 times, 250 ms apart. */
export const PREVIEW_RETRIES = 3;
export const PREVIEW_RETRY_MS = 250;

type Availability = 'checking' | 'processing' | 'available';

/** Spec part 2 section 7 'HEAD {content_url}': non-200 or a failure means the media is processing. */
function useAvailability(url: string | null): Availability {
  const [state, setState] = useState<Availability>('checking');
  useEffect(() => {
    if (!url) {
      setState('processing');
      return;
    }
    const controller = new AbortController();
    setState('checking');
    fetch(url, { method: 'HEAD', signal: controller.signal })
      .then((res) => setState(res.status === 200 ? 'available' : 'processing'))
      .catch((error: Error) => {
        if (error.name !== 'AbortError') setState('processing');
      });
    return () => controller.abort();
  }, [url]);
  return state;
}

const withRetry = (url: string, attempt: number) =>
  attempt === 0 ? url : `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`;

/** The preview image, retried with a cache-busting parameter when it fails to load. */
function PreviewImage({ src }: { src: string }) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  if (failed) return <Text c="dimmed">The preview could not be loaded.</Text>;
  return (
    <Image
      src={withRetry(src, attempt)}
      alt="Your submitted content"
      radius="md"
      mah={480}
      fit="contain"
      onError={() => {
        if (attempt >= PREVIEW_RETRIES) setFailed(true);
        else setTimeout(() => setAttempt((a) => a + 1), PREVIEW_RETRY_MS);
      }}
    />
  );
}

/** Spec part 2 section 2: the creator's media, once its availability is known. */
export function ContentMedia({
  contentType,
  contentUrl,
  thumbnailUrl,
}: {
  contentType: 'image' | 'video';
  contentUrl: string | null;
  thumbnailUrl: string | null;
}) {
  const availability = useAvailability(contentUrl);
  if (availability === 'checking') {
    return (
      <Stack align="center" py="lg">
        <Loader size="sm" role="status" aria-label="Checking your content" />
      </Stack>
    );
  }
  if (availability === 'processing' || !contentUrl) {
    return (
      <Alert color="blue" variant="light" w="100%">
        {FUNNEL_COPY.processing}
      </Alert>
    );
  }
  if (contentType === 'video') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: creators' own uploads come without caption tracks
      <video
        src={contentUrl}
        poster={thumbnailUrl ?? undefined}
        controls
        style={{ maxWidth: '100%', maxHeight: 480, borderRadius: 8 }}
      />
    );
  }
  return <PreviewImage key={thumbnailUrl ?? contentUrl} src={thumbnailUrl ?? contentUrl} />;
}
