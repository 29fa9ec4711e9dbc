import { Anchor, Box, Button, Group, Text } from '@mantine/core';
import { useAuth } from '@portal/web-kit/session/auth-store';
import { PageLoader } from '@portal/web-kit/ui/page-loader';
import { Suspense } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { signOut } from '../lib/session';
import classes from './layout.module.css';

const NAV = [
  { to: '/', label: 'Queue', end: true, opsOnly: false },
  { to: '/invite-requests', label: 'Invite requests', end: false, opsOnly: false },
  // Payouts carry creators' PayPal addresses: ops only (decision 422).
  { to: '/payouts', label: 'Payouts', end: false, opsOnly: true },
  // The campaign studio (issue 29): ops for every brand, brand users for their own.
  { to: '/campaigns', label: 'Campaigns', end: false, opsOnly: false },
  { to: '/creators', label: 'Creators', end: false, opsOnly: false },
];

/** The console's shell: who is signed in, the sections, sign out. Reviewers only past here. */
export function ConsoleLayout() {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status !== 'authenticated' || !auth.user) {
    const here = `${location.pathname}${location.search}`;
    const returnTo = here === '/' ? '' : `?returnTo=${encodeURIComponent(here)}`;
    return <Navigate to={`/login${returnTo}`} replace />;
  }
  const role = auth.user.type === 'ops' ? 'Ops' : 'Brand';
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className={classes.header}>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="lg" wrap="wrap">
            <Text fw={700} size="lg">
              Review Console
            </Text>
            <nav aria-label="Console sections">
              <Group gap="md">
                {NAV.filter((item) => !item.opsOnly || auth.user?.type === 'ops').map((item) => (
                  <Anchor
                    key={item.to}
                    component={NavLink}
                    to={item.to}
                    end={item.end}
                    className={classes.nav}
                  >
                    {item.label}
                  </Anchor>
                ))}
              </Group>
            </nav>
          </Group>
          <Group gap="sm">
            <Text size="sm" c="dimmed">
              {auth.user.email} · {role}
            </Text>
            <Button variant="default" size="xs" onClick={() => void signOut()}>
              Sign out
            </Button>
          </Group>
        </Group>
      </header>
      <Box component="main" id="main" tabIndex={-1} className={classes.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </>
  );
}
