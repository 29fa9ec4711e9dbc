import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/**
 * Asking again for a campaign the creator already asked for, or is already invited to (issue 31:
 * it used to land silently on the dashboard): the server's words, and the way to that invite.
 */
export function AlreadyAsked({
  message,
  inviteId,
  step,
}: {
  message: string;
  inviteId: number | null;
  step: string | null;
}) {
  const invited = step === 'invited' && inviteId !== null;
  return (
    <Stack gap="lg" px="md" py="xl" maw={560} mx="auto">
      <Card withBorder radius="md" padding="xl">
        <Stack gap="sm" align="center" ta="center">
          <Title order={1} size="h2">
            {message}
          </Title>
          <Text>
            {invited
              ? 'Your invite is waiting for you: accept it from its guidelines.'
              : 'Its card on your dashboard says where it stands.'}
          </Text>
          <Button
            component={Link}
            to={
              invited
                ? paths.creator.onboarding.inviteGuidelines.getHref(inviteId)
                : paths.creator.dashboard.campaigns.getHref()
            }
            mt="md"
          >
            {invited ? 'VIEW THE INVITE' : 'BACK TO DASHBOARD'}
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
