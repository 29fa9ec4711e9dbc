import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/**
 * After a request whose smart-question answers failed the campaign's match (issue 13): the spec's
 * failed-questions copy, 'Not a campaign match' (the card of such an invite says the same), instead
 * of 'Invite request received' and 'Awaiting approval', which would promise a review that will
 * not come.
 */
export function NotAMatch() {
  return (
    <Stack gap="lg" px="md" py="xl" maw={560} mx="auto">
      <Card withBorder radius="md" padding="xl">
        <Stack gap="sm" align="center" ta="center">
          <Title order={1} size="h2">
            Not a campaign match
          </Title>
          <Text>
            Your answers show this campaign is not the right fit for you this time. We keep your
            request, and we will match you with campaigns that fit.
          </Text>
          <Button component={Link} to={paths.creator.dashboard.campaigns.getHref()} mt="md">
            BACK TO DASHBOARD
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
