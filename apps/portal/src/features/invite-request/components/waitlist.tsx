import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Where the follow-on-social button leads (ours: the brand-agnostic portal account; record 181). */
export const FOLLOW_ON_SOCIAL_URL = 'https://www.instagram.com/';

/** The waitlist screen (spec part 1 section 2). */
export function Waitlist() {
  return (
    <Stack gap="lg" px="md" py="xl" maw={560} mx="auto">
      <Card withBorder radius="md" padding="xl">
        <Stack gap="sm" align="center" ta="center">
          <Title order={1} size="h2">
            You're on the waitlist!
          </Title>
          <Text>We are reviewing your request. We will let you know your status ASAP!</Text>
          <Group mt="md" justify="center">
            <Button component={Link} to={paths.creator.dashboard.campaigns.getHref()}>
              Back to campaigns
            </Button>
            <Button
              component="a"
              href={FOLLOW_ON_SOCIAL_URL}
              target="_blank"
              rel="noreferrer"
              variant="default"
            >
              Follow us on social
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
