import '@mantine/core/styles.css';
import '@/styles/global.css';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { PageLoader } from '@/components/ui/page-loader';
import { useAuth } from '@/lib/auth-store';
import { queryClient as defaultQueryClient } from '@/lib/query-client';
import { restoreSession } from '@/lib/session';
import { cssVariablesResolver, theme } from './theme';

const NotificationsHost = lazy(() => import('./notifications-host'));

let restoring = false;

/** On app start, one refresh restores the session from the cookie; a loader shows meanwhile. */
function SessionGate({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  useEffect(() => {
    // Once per page load, StrictMode's second effect run included.
    if (restoring) return;
    restoring = true;
    void restoreSession();
  }, []);
  if (status === 'unknown') return <PageLoader label="Restoring your session" />;
  return children;
}

export function AppProvider({
  children,
  queryClient = defaultQueryClient,
  restore = true,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  /** Tests that set the session themselves turn the start-up refresh off. */
  restore?: boolean;
}) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <Suspense fallback={null}>
        <NotificationsHost />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        {restore ? <SessionGate>{children}</SessionGate> : children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
