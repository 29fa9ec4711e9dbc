import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchNodes, pagesFor, routeTree } from './route-tree';
import { toRouteObjects } from './router';

const PATHS = [
  '/',
  '/app',
  '/app/login',
  '/app/sign-up',
  '/creator',
  '/creator/setup',
  '/creator/setup/information',
  '/creator/setup/elsewhere',
  '/creator/terms',
  '/creator/dashboard',
  '/creator/dashboard/campaigns',
  '/creator/dashboard/profile',
  '/creator/dashboard/analytics/post/12',
  '/creator/dashboard/campaigns/7/submit_post',
  '/creator/dashboard/submit_generic_content/3/edit',
  '/creator/content/9',
  '/creator/onboarding/invite/4',
  '/creator/onboarding/invite/4/guidelines',
  '/creator/campaigns/opt-in/5/guidelines',
  '/nowhere/at/all',
  '/creator/dashboard/campaigns/extra',
];

const describeRoute = (route: { path?: string; index?: boolean }) =>
  route.index ? 'index' : (route.path ?? 'layout');

describe('the early route match (route-preload.ts)', () => {
  it.each(PATHS)('matches %s as React Router does', (path) => {
    const ours = matchNodes(routeTree, path).map(describeRoute);
    const router = (matchRoutes(toRouteObjects(routeTree), path) ?? []).map((m) =>
      describeRoute(m.route),
    );
    expect(ours).toEqual(router);
  });

  it('loads the creator area, the dashboard frame and the tab for the campaigns dashboard', () => {
    const creator = routeTree.find((n) => n.path === 'creator');
    const pages = pagesFor(routeTree, '/creator/dashboard/campaigns');
    expect(pages).toHaveLength(3);
    expect(pages[0]).toBe(creator?.page);
  });
});
