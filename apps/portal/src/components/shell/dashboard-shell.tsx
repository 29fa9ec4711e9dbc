import { Box } from '@mantine/core';
import { useReturnFocusOnClose } from '@portal/web-kit/ui/return-focus';
import { type ReactNode, Suspense, useRef, useState } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import { ShellFooter } from './shell-footer';
import { ShellHeader } from './shell-header';
import { ShellTabs } from './shell-tabs';
import type { ShellUser } from './types';

// The side menu (a Drawer with its focus trap) loads when it is first opened, not with every page.
const SideMenu = lazyNamed(() => import('./side-menu'), 'SideMenu');

/**
 * Spec part 1 section 2 'Dashboard shell': header, tabs, side menu, content at most 60rem wide,
 * footer. Notifications show above it (the provider's Notifications).
 */
export function DashboardShell({
  user,
  instagramConnectionExpired,
  onSignOut,
  children,
}: {
  user: ShellUser;
  /** Social connections on and the Instagram connection expired. */
  instagramConnectionExpired: boolean;
  onSignOut: () => Promise<unknown>;
  children: ReactNode;
}) {
  const [menuOpened, setMenuOpened] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menu = {
    toggle: () => setMenuOpened((opened) => !opened),
    close: () => setMenuOpened(false),
  };
  // The keyboard goes back to the menu button (Escape, a link). The Drawer's own focus return
  // misses the first opening: it mounts (lazily) already open, so it never saw where the focus was.
  useReturnFocusOnClose(menuOpened, () => menuButton.current);
  // Mounted from the first open on, so closing keeps its transition.
  const [menuWanted, setMenuWanted] = useState(false);
  if (menuOpened && !menuWanted) setMenuWanted(true);
  const [warningDismissed, setWarningDismissed] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    menu.close();
    try {
      await onSignOut();
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <Box mih="100vh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <a href="#main-content" className="skip-link">
        Skip to content
      </a>
      <ShellHeader
        user={user}
        menuOpened={menuOpened}
        onMenuToggle={menu.toggle}
        menuButtonRef={menuButton}
        showInstagramWarning={instagramConnectionExpired && !warningDismissed}
        onDismissInstagramWarning={() => setWarningDismissed(true)}
      />
      <ShellTabs />
      {menuWanted && (
        <Suspense fallback={null}>
          <SideMenu
            opened={menuOpened}
            onClose={menu.close}
            onSignOut={signOut}
            signingOut={signingOut}
          />
        </Suspense>
      )}
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        w="100%"
        maw="60rem"
        mx="auto"
        px="md"
        py="lg"
        style={{ flex: 1 }}
      >
        {children}
      </Box>
      <ShellFooter />
    </Box>
  );
}
