import '@mantine/core/styles.css';
import '@portal/web-kit/theme/global.css';
import { SessionGate } from '@portal/web-kit/session/session-gate';
import { ThemeProvider } from '@portal/web-kit/theme/theme-provider';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { queryClient } from './lib/query-client';
import { restoreSession } from './lib/session';
import { createConsoleRouter } from './router';

/** The review console (issue 16): the portal's theme and query defaults, its own routes. */
export function ConsoleApp() {
  const [router] = useState(createConsoleRouter);
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <SessionGate restore={restoreSession}>
          <RouterProvider router={router} />
        </SessionGate>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
