import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useConsoleMe } from '../features/account/use-console-me';
import { ROLE_LABELS } from '../nav';

/** The signed-in staff user's own account (issue 28). */
export function Component() {
  const me = useConsoleMe();
  return (
    <Stack gap="md" maw={560}>
      <Title order={1} size="h2">
        Account
      </Title>
      {me.data && (
        <Text>
          {me.data.email} · {ROLE_LABELS[me.data.role]}
          {me.data.brand ? ` of ${me.data.brand.name}` : ''}
        </Text>
      )}
      <Text>
        To change your password, sign out and use{' '}
        <Anchor component={Link} to="/forgot-password">
          Forgot your password?
        </Anchor>
        : the link it e-mails sets a new one and signs out every session.
      </Text>
    </Stack>
  );
}
