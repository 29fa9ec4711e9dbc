import type { PageModule, RouteNode } from './route-node';
import { contentSubmissionPages } from './routes/creator/dashboard/submit/routes';

export type { PageModule, RouteNode } from './route-node';

/** The route map of spec parts 1 and 2, section 2; unknown paths fall through to the 404 page. */
export const routeTree: RouteNode[] = [
  { index: true, redirect: 'creator home' },
  {
    path: 'app',
    children: [
      { index: true, redirect: 'login' },
      { path: 'login', page: () => import('./routes/app/login') },
      { path: 'sign-up', page: () => import('./routes/app/sign-up') },
      { path: 'forgot-password', page: () => import('./routes/app/forgot-password') },
      { path: 'reset-password', page: () => import('./routes/app/reset-password') },
      {
        path: 'connect_social_accounts',
        page: () => import('./routes/app/connect-social-accounts'),
      },
    ],
  },
  {
    path: 'creator',
    page: () => import('./routes/creator/root'),
    children: [
      { index: true, redirect: 'creator home' },
      {
        path: 'setup',
        page: () => import('./routes/creator/setup/layout'),
        children: [
          { index: true },
          { path: 'information', page: () => import('./routes/creator/setup/information') },
          { path: 'accounts', page: () => import('./routes/creator/setup/accounts') },
          { path: '*' },
        ],
      },
      { path: 'connect-account', page: () => import('./routes/creator/connect-account') },
      { path: 'terms', page: () => import('./routes/creator/terms') },
      {
        page: () => import('./routes/creator/dashboard/layout'),
        children: [
          { path: 'content/:mediaId', page: () => import('./routes/creator/content') },
          { path: 'support', page: () => import('./routes/creator/support') },
          {
            path: 'dashboard',
            children: [
              { index: true, redirect: 'creator home' },
              ...contentSubmissionPages,
              { path: 'campaigns', page: () => import('./routes/creator/dashboard/campaigns') },
              { path: 'profile', page: () => import('./routes/creator/dashboard/profile') },
              { path: 'analytics', page: () => import('./routes/creator/dashboard/analytics') },
              { path: 'earnings', page: () => import('./routes/creator/dashboard/earnings') },
              {
                path: 'analytics/post/:postId',
                page: () => import('./routes/creator/dashboard/analytics-post'),
              },
            ],
          },
        ],
      },
      {
        path: 'onboarding/invite/:inviteId',
        children: [
          { index: true, page: () => import('./routes/creator/onboarding/invite') },
          {
            path: 'guidelines',
            page: () => import('./routes/creator/onboarding/invite-guidelines'),
          },
          {
            path: 'whats_next',
            page: () => import('./routes/creator/onboarding/invite-whats-next'),
          },
        ],
      },
      {
        path: 'campaigns/opt-in/:id/guidelines',
        page: () => import('./routes/creator/campaigns/opt-in/guidelines'),
      },
      {
        path: 'campaigns/full/:id/guidelines',
        page: () => import('./routes/creator/campaigns/full/guidelines'),
      },
    ],
  },
  { path: '*', page: () => import('./routes/not-found') },
];

/**
 * The nodes of the first branch of `tree` that matches `pathname` whole, outermost first. React
 * Router ranks competing branches; for the paths of this map the first match is the same
 * (route-tree.test.ts checks it against React Router), and a wrong guess only loads a page early.
 */
export function matchNodes(tree: RouteNode[], pathname: string): RouteNode[] {
  const walk = (nodes: RouteNode[], rest: string[]): RouteNode[] | null => {
    for (const node of nodes) {
      if (node.index && rest.length > 0) continue;
      const left = consume(node.path, rest);
      if (!left) continue;
      if (node.children) {
        const below = walk(node.children, left);
        if (below) return [node, ...below];
      } else if (left.length === 0) {
        return [node];
      }
    }
    return null;
  };
  return walk(tree, pathname.split('/').filter(Boolean)) ?? [];
}

/** The segments `path` leaves of `segments` once it matches their start, or null. */
function consume(path: string | undefined, segments: string[]): string[] | null {
  let left = segments;
  for (const part of path?.split('/').filter(Boolean) ?? []) {
    if (part === '*') return [];
    if (!left.length || (!part.startsWith(':') && part !== left[0])) return null;
    left = left.slice(1);
  }
  return left;
}

/** The page modules `pathname` draws, outermost first. */
export function pagesFor(tree: RouteNode[], pathname: string): (() => Promise<PageModule>)[] {
  return matchNodes(tree, pathname).flatMap((node) => (node.page ? [node.page] : []));
}
