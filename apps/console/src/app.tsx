import '@mantine/core/styles.css';
import '@portal/web-kit/theme/global.css';
import { createQueryClient } from '@portal/web-kit/api/query-client';
import { useAuth } from '@portal/web-kit/session/auth-store';
import { ThemeProvider } from '@portal/web-kit/theme/theme-provider';
import { PageLoader } from '@portal/web-kit/ui/page-loader';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { restoreConsoleSession } from './lib/session';
import { createConsoleRouter } from './router';

let restoring = false;

function SessionGate({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  useEffect(() => {
    if (restoring) return;
    restoring = true;
    void restoreConsoleSession();
  }, []);
  if (status === 'unknown') return <PageLoader label="Restoring your session" />;
  return children;
}

/** The review console (issue 16): the portal's theme and query defaults, its own routes. */
export function ConsoleApp() {
  const [router] = useState(createConsoleRouter);
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <SessionGate>
          <RouterProvider router={router} />
        </SessionGate>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
