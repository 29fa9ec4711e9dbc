import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { RouteErrorBoundary } from '@/components/ui/route-error-boundary';
import { paths } from '@/config/paths';
import { AccountTiles } from '@/features/setup/components/account-tiles';
import { connectResultNotice } from '@/features/setup/components/connect-result';
import { useSetupContext } from './setup-context';

/** /creator/setup/accounts: a tile per platform; Next only once setup is finished. */
export default function SetupAccountsRoute() {
  const { accounts, expired, complete } = useSetupContext();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();

  // The connect flow's result, said on the page it returns to (not a floating toast, which on a
  // phone covers Next), kept after the address drops its query.
  const [notice] = useState(() => connectResultNotice(search));
  useEffect(() => {
    if (search.has('connected') || search.has('connect_error')) setSearch({}, { replace: true });
  }, [search, setSearch]);

  return (
    <Stack gap="md">
      {notice && (
        <Alert
          color={notice.color}
          variant="light"
          title={notice.title}
          role={notice.color === 'red' ? 'alert' : 'status'}
          styles={{ message: { color: 'var(--mantine-color-dark-9)' } }}
        >
          {notice.message}
        </Alert>
      )}
      <Text>Connect your social accounts so brands can see your work.</Text>
      {accounts.length === 0 && (
        <Alert
          color="blue"
          variant="light"
          icon={<IconInfoCircle aria-hidden />}
          role="status"
          title="One more step"
          data-testid="notification-bubble"
          styles={{ message: { color: 'var(--mantine-color-dark-9)' } }}
        >
          Connect at least one account to complete your registration.
        </Alert>
      )}
      <AccountTiles accounts={accounts} expired={expired} />
      <Group justify="space-between">
        <Button component={Link} to={paths.creator.setup.information.getHref()} variant="default">
          Back
        </Button>
        <Button
          disabled={!complete}
          onClick={() => navigate(paths.creator.dashboard.campaigns.getHref())}
        >
          Next
        </Button>
      </Group>
    </Stack>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
