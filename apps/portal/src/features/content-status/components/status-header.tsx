import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { FunnelHeader, FunnelIconKind } from '@portal/domain/content/funnel-header';
import { FUNNEL_COPY } from '@portal/domain/content/funnel-header';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconHourglass,
} from '@tabler/icons-react';

const ICONS: Record<FunnelIconKind, { Icon: typeof IconCircleCheck; color: string }> = {
  pending: { Icon: IconHourglass, color: 'var(--mantine-color-blue-8)' },
  success: { Icon: IconCircleCheck, color: 'var(--mantine-color-green-8)' },
  warning: { Icon: IconAlertTriangle, color: 'var(--mantine-color-orange-8)' },
  error: { Icon: IconCircleX, color: 'var(--mantine-color-red-8)' },
};

/** Spec part 2 section 2: the header (icon, main text, sub text) and the 'APPROVED CONTENT' banner. */
export function StatusHeader({ header, banner }: { header: FunnelHeader; banner: boolean }) {
  const { Icon, color } = ICONS[header.icon];
  return (
    <Stack gap="xs" align="center" ta="center">
      {banner && (
        <Badge
          size="lg"
          radius="sm"
          variant="filled"
          styles={{ root: { background: '#1f5f2b', color: '#fff' } }}
        >
          {FUNNEL_COPY.approvedBanner}
        </Badge>
      )}
      <Icon size={48} color={color} aria-hidden data-icon={header.icon} />
      <Title order={1} size="h2">
        {header.title}
      </Title>
      {header.subtitles.map((line) => (
        <Text key={line} fw={line === FUNNEL_COPY.doNotPost ? 700 : undefined}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/** Comments of the sources a state shows (spec part 2 section 4), each message a list item. */
export function ReviewComments({
  comments,
}: {
  comments: { messages: string[]; comment_source: string }[];
}) {
  if (comments.length === 0) return null;
  return (
    <Stack gap={4} component="section" aria-label="Reviewer comments" w="100%">
      <Group gap="xs">
        <Text fw={700}>Reviewer comments</Text>
      </Group>
      <Stack gap={4} component="ul" m={0} pl="lg">
        {comments.flatMap((c, i) =>
          c.messages.map((m, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: messages of a fixed list, in order
            <Text component="li" key={`${i}-${j}`} data-source={c.comment_source}>
              {m}
            </Text>
          )),
        )}
      </Stack>
    </Stack>
  );
}
