import { Box, Burger, Group, Indicator, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  SETUP_TABS,
  type SetupTab,
  setupHeading,
  setupTabFromPath,
  setupTabPath,
} from '@portal/domain/setup/setup';
import { PageLoader } from '@portal/web-kit/ui/page-loader';
import { Suspense, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { RouteErrorBoundary } from '@/components/ui/route-error-boundary';
import { paths } from '@/config/paths';
import { useMe } from '@/features/auth/api/get-me';
import { useLogout } from '@/features/auth/api/logout';
import { useCreatorCategories } from '@/features/setup/api/get-creator-categories';
import { useSetupProfile } from '@/features/setup/api/get-setup-profile';
import { setupState } from '@/features/setup/setup-user';
import { lazyNamed } from '@/lib/lazy-named';
import type { SetupOutletContext } from './setup-context';

/** The menu drawer (Drawer, its focus trap and scroll lock) loads when the burger is first used. */
const SetupMenu = lazyNamed(() => import('@/features/setup/components/setup-menu'), 'SetupMenu');

const TAB_LABELS: Record<SetupTab, string> = { information: 'Information', accounts: 'Accounts' };

/**
 * Spec part 2 section 2 'Account setup': the heading, the side menu with 'Log Out', the
 * Information and Accounts tabs (any other path is replaced by Information), 600 px wide.
 */
export default function SetupLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const me = useMe();
  const profile = useSetupProfile();
  const categories = useCreatorCategories(me.data?.id ?? '');
  const logout = useLogout();
  const [menuOpened, menu] = useDisclosure(false);
  const [menuAsked, setMenuAsked] = useState(false);

  const tab = setupTabFromPath(location.pathname);
  if (location.pathname !== setupTabPath(tab)) {
    return <Navigate to={setupTabPath(tab)} replace />;
  }
  if (profile.error) throw profile.error;
  if (!me.data || !profile.data || !categories.data) return <PageLoader />;

  const state = setupState(profile.data, categories.data);
  const context: SetupOutletContext = {
    userId: String(me.data.id),
    profile: profile.data,
    storedCategories: categories.data,
    ...state,
  };
  const signOut = async () => {
    await logout.mutateAsync();
    navigate(paths.app.login.getHref(), { replace: true });
  };

  return (
    <Box mih="100vh" bg="gray.0">
      <Group component="header" justify="space-between" px="md" py="sm" bg="white">
        <Text fw={700}>Creator Portal</Text>
        <Burger
          opened={menuOpened}
          onClick={() => {
            setMenuAsked(true);
            menu.toggle();
          }}
          aria-label="Open menu"
        />
      </Group>
      {menuAsked && (
        <Suspense fallback={null}>
          <SetupMenu
            opened={menuOpened}
            onClose={menu.close}
            loggingOut={logout.isPending}
            onLogOut={signOut}
          />
        </Suspense>
      )}
      <Box component="main" maw={600} mx="auto" px="md" py="lg">
        <Stack gap="lg">
          <Title order={1} size="h2" ta="center">
            {setupHeading(state.complete)}
          </Title>
          <Tabs
            value={tab}
            onChange={(v) => v && navigate(setupTabPath(v as SetupTab))}
            keepMounted={false}
          >
            <Tabs.List grow>
              {SETUP_TABS.map((t, i) => (
                <Tabs.Tab key={t} value={t}>
                  {t === 'accounts' && state.accounts.length === 0 ? (
                    <Indicator
                      size={8}
                      color="red"
                      offset={-4}
                      position="top-end"
                      processing={false}
                    >
                      {`${i + 1}. ${TAB_LABELS[t]}`}
                    </Indicator>
                  ) : (
                    `${i + 1}. ${TAB_LABELS[t]}`
                  )}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <Outlet context={context} />
        </Stack>
      </Box>
    </Box>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
