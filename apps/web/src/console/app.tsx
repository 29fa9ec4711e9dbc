import '@mantine/core/styles.css';
import '@/styles/global.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { ThemeProvider } from '@/app/theme-provider';
import { PageLoader } from '@/components/ui/page-loader';
import { useAuth } from '@/lib/auth-store';
import { createQueryClient } from '@/lib/query-client';
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
