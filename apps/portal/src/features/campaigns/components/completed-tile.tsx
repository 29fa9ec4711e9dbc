import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { completedCampaignsLabel } from '@portal/domain/invites/invite-groups';
import { Link } from 'react-router';
import { BorderedCard } from '@/components/ui/bordered-card';
import { paths } from '@/config/paths';

/** Past Campaigns tile: '{n} COMPLETED CAMPAIGN(S)' with VIEW ANALYTICS (spec part 1 section 2). */
export function CompletedTile({ count, image }: { count: number; image: string | null }) {
  return (
    <BorderedCard padding="md">
      <Group wrap="nowrap" gap="md">
        {image && (
          <Box
            component="img"
            src={image}
            alt=""
            w={64}
            h={64}
            style={{ borderRadius: 8, objectFit: 'cover', flexShrink: 0 }}
          />
        )}
        <Stack gap={2}>
          <Text fw={700}>{completedCampaignsLabel(count)}</Text>
          <Anchor component={Link} to={paths.creator.dashboard.analytics.getHref()} fw={600}>
            VIEW ANALYTICS
          </Anchor>
        </Stack>
      </Group>
    </BorderedCard>
  );
}
