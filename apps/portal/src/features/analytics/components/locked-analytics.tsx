import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export const LOCKED_TITLE = 'Your analytics are locked';
export const LOCKED_TEXT =
  'Analytics unlock when your first approved post goes live. Accept a campaign, post your ' +
  'approved content, and your likes, comments and earnings will show up here.';

/** The empty state with no accepted posts (spec part 2 section 2: wording ours). */
export function LockedAnalytics() {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <IconLock size={28} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h3">
          {LOCKED_TITLE}
        </Title>
        <Text maw={440}>{LOCKED_TEXT}</Text>
        <Button component={Link} to={paths.creator.dashboard.campaigns.getHref()}>
          View Campaigns
        </Button>
      </Stack>
    </Paper>
  );
}
