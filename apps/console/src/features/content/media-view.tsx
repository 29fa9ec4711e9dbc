import { Alert, Anchor, Text } from '@mantine/core';
import type { ReviewContentDetail } from '@portal/domain/review/detail-api';
import classes from './content.module.css';

/** The submitted image or video (with its poster), or why it cannot be shown yet. */
export function MediaView({
  media,
  creator,
}: {
  media: ReviewContentDetail['media'];
  creator: string;
}) {
  if (media.status === 'failed') {
    return (
      <Alert color="red" title="The media could not be processed">
        {media.url && (
          <Anchor href={media.url} target="_blank" rel="noreferrer">
            Open the original file
          </Anchor>
        )}
      </Alert>
    );
  }
  return (
    <div className={classes.media}>
      {media.status === 'processing' && (
        <Alert color="yellow" title="Processing" mb="sm">
          The preview is still being made; the original may not play in every browser yet.
        </Alert>
      )}
      {media.content_type === 'video' ? (
        // biome-ignore lint/a11y/useMediaCaption: creators' submissions come without captions.
        <video
          controls
          preload="metadata"
          poster={media.thumbnail ?? undefined}
          src={media.url ?? undefined}
          aria-label={`Video submitted by ${creator}`}
          className={classes.mediaElement}
        />
      ) : media.url ? (
        <img src={media.url} alt={`Submitted by ${creator}`} className={classes.mediaElement} />
      ) : (
        <Text c="dimmed">No media file.</Text>
      )}
    </div>
  );
}
