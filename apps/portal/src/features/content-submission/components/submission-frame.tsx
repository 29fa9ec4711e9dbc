import { Anchor, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The frame of the submission pages: back to campaigns, a title, the page. */
export function SubmissionFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md" maw="40rem" mx="auto" w="100%">
      <Anchor component={Link} to={paths.creator.dashboard.campaigns.getHref()} fw={600} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          Back to Campaigns
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
