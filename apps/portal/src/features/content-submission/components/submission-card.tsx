import { Badge, Box, Group, Image, Card as MantineCard, Text } from '@mantine/core';
import type { SubmissionCard as Card } from '@portal/domain/content/submission-api';
import {
  type SubmissionCardKind,
  submissionCardStatus,
} from '@portal/domain/content/submission-card';
import { browserTimeZone } from '@portal/web-kit/format/dates';
import { IconAlertTriangle, IconCheck, IconClock, IconVideo, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const KIND_STYLE: Record<
  SubmissionCardKind,
  { color: string; Icon: typeof IconCheck; label: string }
> = {
  complete: { color: '#1e6b34', Icon: IconCheck, label: 'Approved' },
  warning: { color: '#8a4b00', Icon: IconAlertTriangle, label: 'Action needed' },
  error: { color: '#b02020', Icon: IconX, label: 'Rejected' },
  incomplete: { color: '#495057', Icon: IconClock, label: 'In review' },
};

/** One submission (spec part 2 section 4 card status mapping), linking to its status screen. */
export function SubmissionCard({ card, now }: { card: Card; now: Date }) {
  const status = submissionCardStatus({
    flags: card,
    flightEndDate: card.flightEndDate,
    has_campaign_distribution: card.has_campaign_distribution,
    now,
    timeZone: browserTimeZone(),
  });
  const { color, Icon, label } = KIND_STYLE[status.kind];
  return (
    <MantineCard
      component={Link}
      to={paths.creator.content.getHref(card.mediaId)}
      withBorder
      radius="md"
      padding="sm"
      data-status={status.kind}
    >
      <Group wrap="nowrap" gap="md">
        <Box w={72} h={72} style={{ flexShrink: 0 }}>
          {card.imageUrl ? (
            <Image src={card.imageUrl} alt="" w={72} h={72} radius="sm" fit="cover" />
          ) : (
            <Group w={72} h={72} justify="center" bg="gray.1" style={{ borderRadius: 4 }}>
              <IconVideo size={32} aria-hidden />
            </Group>
          )}
        </Box>
        <Box>
          <Badge color={color} variant="filled" leftSection={<Icon size={12} aria-hidden />}>
            {label}
          </Badge>
          <Text fw={600} mt={4}>
            {status.text}
          </Text>
        </Box>
      </Group>
    </MantineCard>
  );
}
