import { Stack, Text, Title } from '@mantine/core';
import type { ContentStatus } from '@portal/domain/content/content-status-api';
import { formatDay, listSpansYears } from '@portal/web-kit/format/dates';

/** "Status Tour: TikTok · by Glow Botanics": which work this screen is about (issue 13). */
export function CampaignLine({
  campaign,
}: {
  campaign: ContentStatus['campaign_post']['campaign'];
}) {
  return (
    <Text size="sm" c="dimmed" ta="center">
      {campaign.name} · by {campaign.brand.name}
    </Text>
  );
}

/**
 * The caption the creator submitted and the review so far, oldest first, each step with its date
 * in the creator's zone and the reviewer's comment where there was one.
 */
export function SubmittedCaptionAndHistory({
  status,
  showCaption,
}: {
  status: ContentStatus;
  /** False where the caption form already shows it. */
  showCaption: boolean;
}) {
  const year = listSpansYears(status.history.map((entry) => entry.at));
  return (
    <Stack gap="md" w="100%">
      {showCaption && status.caption && (
        <section aria-labelledby="submitted-caption">
          <Title order={2} size="h5" id="submitted-caption">
            Your caption
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {status.caption}
          </Text>
        </section>
      )}
      {status.history.length > 0 && (
        <section aria-labelledby="review-history">
          <Title order={2} size="h5" id="review-history">
            History
          </Title>
          <ol
            style={{ margin: 0, paddingLeft: '1.25rem', fontSize: 'var(--mantine-font-size-sm)' }}
          >
            {status.history.map((entry) => (
              // A step is one moment and one move: the pair names it.
              <li key={`${entry.at}-${entry.label}`}>
                <Text size="sm" span fw={600}>
                  {formatDay(entry.at, { year })}
                </Text>{' '}
                <Text size="sm" span>
                  {entry.label}
                </Text>
                {entry.comments.map((comment) => (
                  <Text key={comment} size="sm" c="dimmed">
                    “{comment}”
                  </Text>
                ))}
              </li>
            ))}
          </ol>
        </section>
      )}
    </Stack>
  );
}
