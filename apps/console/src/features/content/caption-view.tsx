import { Alert, Text } from '@mantine/core';
import { reviewCaption } from '@portal/domain/review/caption-review';
import type { ReviewContentDetail } from '@portal/domain/review/detail-api';
import classes from './content.module.css';

/** The caption with the campaign's required hashtags and mentions marked, and the missing ones. */
export function CaptionView({
  caption,
  campaign,
}: {
  caption: string | null;
  campaign: ReviewContentDetail['campaign'];
}) {
  const review = reviewCaption(caption ?? '', {
    requires_caption: campaign.requires_caption,
    required_hashtags: campaign.hashtags,
    required_screen_names: campaign.screen_names,
  });
  return (
    <section aria-labelledby="caption-heading">
      <Text component="h2" id="caption-heading" fw={700} size="md" mb={4}>
        Caption
      </Text>
      {caption ? (
        <p className={classes.caption}>
          {review.segments.map((s, i) =>
            s.required ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: segments are a fixed split of one caption.
              <mark key={i} className={classes.required} title="Required by the campaign">
                {s.text}
              </mark>
            ) : s.kind === 'text' ? (
              s.text
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above.
              <strong key={i}>{s.text}</strong>
            ),
          )}
        </p>
      ) : (
        <Text c="dimmed">No caption.</Text>
      )}
      {review.message ? (
        <Alert color="red" mt="xs" title="Required tags missing">
          {review.message}
        </Alert>
      ) : (
        campaign.requires_caption && (
          <Text size="sm" fw={600} mt="xs">
            Every required hashtag and mention is there.
          </Text>
        )
      )}
    </section>
  );
}
