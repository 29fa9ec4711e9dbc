import { createBrowserRouter } from 'react-router';
import { ConsoleLayout } from './routes/layout';

/** The console lives under /review (the server sends its index.html for every path there). */
export const CONSOLE_BASE = '/review';

export function createConsoleRouter() {
  return createBrowserRouter(
    [
      { path: '/login', lazy: () => import('./routes/login') },
      { path: '/set-password', lazy: () => import('./routes/set-password') },
      { path: '/forgot-password', lazy: () => import('./routes/forgot-password') },
      { path: '/reset-password', lazy: () => import('./routes/reset-password') },
      {
        path: '/',
        element: <ConsoleLayout />,
        children: [
          { index: true, lazy: () => import('./routes/queue') },
          { path: 'content/:contentId', lazy: () => import('./routes/content') },
          { path: 'invite-requests', lazy: () => import('./routes/invite-requests') },
          { path: 'payouts', lazy: () => import('./routes/payouts') },
          { path: 'campaigns', lazy: () => import('./routes/studio-campaigns') },
          { path: 'campaigns/:campaignId', lazy: () => import('./routes/studio-campaign') },
          {
            path: 'campaigns/:campaignId/preview',
            lazy: () => import('./routes/studio-preview'),
          },
          { path: 'campaigns/:campaignId/board', lazy: () => import('./routes/studio-board') },
          { path: 'creators', lazy: () => import('./routes/studio-creators') },
          { path: 'brands', lazy: () => import('./routes/brands') },
          { path: 'team', lazy: () => import('./routes/team') },
          { path: 'creator-invitations', lazy: () => import('./routes/creator-invitations') },
          { path: 'audit', lazy: () => import('./routes/audit') },
          { path: 'account', lazy: () => import('./routes/account') },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
    { basename: CONSOLE_BASE },
  );
}
