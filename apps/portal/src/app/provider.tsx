import '@/styles/mantine.css';
import '@portal/web-kit/theme/global.css';
import { useAuth } from '@portal/web-kit/session/auth-store';
import { SessionGate } from '@portal/web-kit/session/session-gate';
import { ThemeProvider } from '@portal/web-kit/theme/theme-provider';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { AFTER_FIRST_SCREEN_MS, afterFirstScreen } from '@/lib/after-first-screen';
import { queryClient as defaultQueryClient } from '@/lib/query-client';
import { restoreSession } from '@/lib/session';

const NotificationsHost = lazy(() => import('./notifications-host'));

/**
 * Mounts the notifications list once the first screen is up and the browser is idle, so its code
 * (react-transition-group and the list) never competes with the first paint. Notifications
 * raised before then wait in Mantine's store and show when the list mounts.
 */
function DeferredNotificationsHost({ delayMs }: { delayMs: number }) {
  const { status } = useAuth();
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (status === 'unknown' || mounted) return;
    // The first route's own chunks always come first, even while they are still arriving.
    return afterFirstScreen(() => setMounted(true), delayMs);
  }, [status, mounted, delayMs]);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}

export function AppProvider({
  children,
  queryClient = defaultQueryClient,
  restore = true,
  notificationsDelayMs = AFTER_FIRST_SCREEN_MS,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  /** Tests that set the session themselves turn the start-up refresh off. */
  restore?: boolean;
  /** How long after the first screen the notifications list mounts (tests: at once). */
  notificationsDelayMs?: number;
}) {
  return (
    <ThemeProvider>
      <DeferredNotificationsHost delayMs={notificationsDelayMs} />
      <QueryClientProvider client={queryClient}>
        {restore ? <SessionGate restore={restoreSession}>{children}</SessionGate> : children}
      </QueryClientProvider>
    </ThemeProvider>
  );
}
