import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { REQUEST_MESSAGES } from '@portal/domain/campaigns/request-rules';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/**
 * After a request to a campaign that assigns windows itself (decision 543): the creator has an
 * invite, in the window named here; the one thing left is to accept it.
 */
export function Assigned({ inviteId, window }: { inviteId: number; window: string | null }) {
  return (
    <Stack gap="lg" px="md" py="xl" maw={560} mx="auto">
      <Card withBorder radius="md" padding="xl">
        <Stack gap="sm" align="center" ta="center">
          <Title order={1} size="h2">
            You're in!
          </Title>
          <Text>{REQUEST_MESSAGES.assigned}</Text>
          {window && <Text fw={600}>Your posting window: {window}</Text>}
          <Button
            component={Link}
            to={paths.creator.onboarding.inviteGuidelines.getHref(inviteId)}
            mt="md"
            data-autofocus
          >
            ACCEPT THE INVITE
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
