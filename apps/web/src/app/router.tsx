import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type LoaderFunction,
  Outlet,
  type RouteObject,
  redirect,
  ScrollRestoration,
} from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { RouteErrorBoundary } from '@/components/ui/route-error-boundary';
import { DEFAULT_CREATOR_HOME, paths } from '@/config/paths';
import { setNavigator } from '@/lib/navigation';
import { contentSubmissionRoutes } from './routes/creator/dashboard/submit/routes';

interface RouteModule {
  default: ComponentType;
  ErrorBoundary?: ComponentType;
  loader?: LoaderFunction;
}

/** A page module (default export + ErrorBoundary + optional loader) as a lazy route. */
function convert(module: RouteModule) {
  return {
    Component: module.default,
    ...(module.ErrorBoundary ? { ErrorBoundary: module.ErrorBoundary } : {}),
    ...(module.loader ? { loader: module.loader } : {}),
  };
}

const toCampaigns = () => redirect(DEFAULT_CREATOR_HOME);

function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/**
 * The route map of spec parts 1 and 2, section 2. A screen is registered here by the work that
 * builds it; unknown paths fall through to the 404 page.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      { index: true, loader: toCampaigns },
      {
        path: 'app',
        children: [
          { index: true, loader: () => redirect(paths.app.login.getHref()) },
          { path: 'login', lazy: () => import('./routes/app/login').then(convert) },
          { path: 'sign-up', lazy: () => import('./routes/app/sign-up').then(convert) },
          {
            path: 'forgot-password',
            lazy: () => import('./routes/app/forgot-password').then(convert),
          },
          {
            path: 'reset-password',
            lazy: () => import('./routes/app/reset-password').then(convert),
          },
          {
            path: 'connect_social_accounts',
            lazy: () => import('./routes/app/connect-social-accounts').then(convert),
          },
        ],
      },
      {
        path: 'creator',
        lazy: () => import('./routes/creator/root').then(convert),
        children: [
          { index: true, loader: toCampaigns },
          {
            path: 'setup',
            lazy: () => import('./routes/creator/setup/layout').then(convert),
            children: [
              { index: true },
              {
                path: 'information',
                lazy: () => import('./routes/creator/setup/information').then(convert),
              },
              {
                path: 'accounts',
                lazy: () => import('./routes/creator/setup/accounts').then(convert),
              },
              { path: '*' },
            ],
          },
          {
            path: 'connect-account',
            lazy: () => import('./routes/creator/connect-account').then(convert),
          },
          { path: 'terms', lazy: () => import('./routes/creator/terms').then(convert) },
          {
            lazy: () => import('./routes/creator/dashboard/layout').then(convert),
            children: [
              {
                path: 'content/:mediaId',
                lazy: () => import('./routes/creator/content').then(convert),
              },
              {
                path: 'dashboard',
                children: [
                  { index: true, loader: toCampaigns },
                  ...contentSubmissionRoutes,
                  {
                    path: 'campaigns',
                    lazy: () => import('./routes/creator/dashboard/campaigns').then(convert),
                  },
                  {
                    path: 'profile',
                    lazy: () => import('./routes/creator/dashboard/profile').then(convert),
                  },
                  {
                    path: 'analytics',
                    lazy: () => import('./routes/creator/dashboard/analytics').then(convert),
                  },
                  {
                    path: 'earnings',
                    lazy: () => import('./routes/creator/dashboard/earnings').then(convert),
                  },
                  {
                    path: 'analytics/post/:postId',
                    lazy: () => import('./routes/creator/dashboard/analytics-post').then(convert),
                  },
                ],
              },
            ],
          },
          {
            path: 'onboarding/invite/:inviteId',
            children: [
              {
                index: true,
                lazy: () => import('./routes/creator/onboarding/invite').then(convert),
              },
              {
                path: 'guidelines',
                lazy: () => import('./routes/creator/onboarding/invite-guidelines').then(convert),
              },
              {
                path: 'whats_next',
                lazy: () => import('./routes/creator/onboarding/invite-whats-next').then(convert),
              },
            ],
          },
          {
            path: 'campaigns/opt-in/:id/guidelines',
            lazy: () => import('./routes/creator/campaigns/opt-in/guidelines').then(convert),
          },
          {
            path: 'campaigns/full/:id/guidelines',
            lazy: () => import('./routes/creator/campaigns/full/guidelines').then(convert),
          },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found').then(convert) },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
}
