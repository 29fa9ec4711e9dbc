import { PageLoader } from '@portal/web-kit/ui/page-loader';
import { useState } from 'react';
import {
  createBrowserRouter,
  Outlet,
  type RouteObject,
  redirect,
  ScrollRestoration,
  useLocation,
} from 'react-router';
import { RouteErrorBoundary } from '@/components/ui/route-error-boundary';
import { DEFAULT_CREATOR_HOME, paths } from '@/config/paths';
import { useHandOverFirstScreen } from '@/lib/first-screen';
import { setNavigator } from '@/lib/navigation';
import { type PageModule, type RouteNode, routeTree } from './route-tree';

/** A page module as the lazy part of a React Router route. */
function convert(module: PageModule) {
  return {
    Component: module.default,
    ...(module.ErrorBoundary ? { ErrorBoundary: module.ErrorBoundary } : {}),
    ...(module.loader ? { loader: module.loader } : {}),
  };
}

const REDIRECTS = {
  'creator home': () => DEFAULT_CREATOR_HOME,
  login: () => paths.app.login.getHref(),
} as const;

/** The route map (route-tree.ts) as React Router routes. */
export function toRouteObjects(nodes: RouteNode[]): RouteObject[] {
  return nodes.map((node): RouteObject => {
    const { page, redirect: to } = node;
    const route = {
      ...(node.path !== undefined ? { path: node.path } : {}),
      ...(page ? { lazy: () => page().then(convert) } : {}),
      ...(to ? { loader: () => redirect(REDIRECTS[to]()) } : {}),
    };
    return node.index
      ? { ...route, index: true }
      : { ...route, children: node.children && toRouteObjects(node.children) };
  });
}

function RootLayout() {
  // Any page but the one the server drew (decision 313): the app's drawing takes over at once.
  const { pathname } = useLocation();
  const [firstPathname] = useState(pathname);
  useHandOverFirstScreen(pathname !== firstPathname);
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/**
 * The app's routes: a root layout (scroll restoration, the error boundary) around the route map.
 * A screen is registered in route-tree.ts by the work that builds it.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteErrorBoundary,
    children: toRouteObjects(routeTree),
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
}
