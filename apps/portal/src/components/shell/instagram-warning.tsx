import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';

/** Shown when social connections are on and the Instagram token has expired (spec part 1 §2). */
export function InstagramWarning({ onClose }: { onClose: () => void }) {
  // Reconnecting comes back here, not to the sign-up's setup (issue 31).
  const { pathname, search } = useLocation();
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      withCloseButton
      onClose={onClose}
      closeButtonLabel="Dismiss Instagram warning"
      role="alert"
      styles={{ message: { color: 'var(--mantine-color-dark-9)' } }}
    >
      Your Instagram connection has expired, please reconnect asap.{' '}
      <Anchor
        component={Link}
        to={paths.creator.connectAccount.getHref('instagram', `${pathname}${search}`)}
        fw={700}
        c="dark.9"
        underline="always"
      >
        Reconnect Instagram
      </Anchor>
    </Alert>
  );
}
