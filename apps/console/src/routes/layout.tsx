import { Anchor, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useAuth } from '@portal/web-kit/session/auth-store';
import { PageLoader } from '@portal/web-kit/ui/page-loader';
import { Suspense } from 'react';
import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { useConsoleMe } from '../features/account/use-console-me';
import { useReviewLive } from '../lib/review-live';
import { signOut } from '../lib/session';
import { navFor, ROLE_LABELS, sectionAudience, sectionOf } from '../nav';
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
  // A section the role may not open (reached by a link or the address bar) says so once,
  // instead of a screen of refused reads; the server refuses them all the same.
  const section = sectionOf(location.pathname);
  const closed = me.data && section && !section.roles.includes(me.data.role) ? section : null;
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
        {closed ? (
          <Stack>
            <Title order={1}>Not open to your role</Title>
            <Text>
              {closed.label} is for {sectionAudience(closed)}. Ask one of them if you need something
              from it.
            </Text>
            <Text>
              <Anchor component={Link} to="/">
                Back to the queue
              </Anchor>
            </Text>
          </Stack>
        ) : (
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        )}
      </Box>
    </>
  );
}
