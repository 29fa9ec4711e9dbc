import { Anchor, Box, Button, Group, Text } from '@mantine/core';
import { useAuth } from '@portal/web-kit/session/auth-store';
import { PageLoader } from '@portal/web-kit/ui/page-loader';
import { Suspense } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { useConsoleMe } from '../features/account/use-console-me';
import { useReviewLive } from '../lib/review-live';
import { signOut } from '../lib/session';
import { navFor, ROLE_LABELS } from '../nav';
import classes from './layout.module.css';

/** The console's shell: who is signed in, the sections, sign out. Reviewers only past here. */
export function ConsoleLayout() {
  const auth = useAuth();
  const location = useLocation();
  const me = useConsoleMe();
  useReviewLive(auth.status === 'authenticated' && Boolean(auth.user));
  if (auth.status !== 'authenticated' || !auth.user) {
    const here = `${location.pathname}${location.search}`;
    const returnTo = here === '/' ? '' : `?returnTo=${encodeURIComponent(here)}`;
    return <Navigate to={`/login${returnTo}`} replace />;
  }
  const role = me.data
    ? `${ROLE_LABELS[me.data.role]}${me.data.brand ? ` · ${me.data.brand.name}` : ''}`
    : auth.user.type === 'ops'
      ? 'Ops'
      : 'Brand';
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
                {navFor(me.data?.role).map((item) => (
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
