import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';

/** A page module: its component, and optionally an error boundary and a data loader. */
export interface PageModule {
  default: ComponentType;
  ErrorBoundary?: ComponentType;
  loader?: LoaderFunction;
}

/**
 * One node of the route map, as data: a path pattern (React Router's: `:param`, `*`, none for a
 * layout), the page module it loads on demand, or where it redirects. router.tsx turns the tree
 * into React Router routes; route-preload.ts matches the address against it before the app's
 * JavaScript has arrived, so the page's own chunks download alongside it (decision 310). It
 * imports nothing at run time (types only): the early script must not wait for the app's code.
 */
export interface RouteNode {
  path?: string;
  index?: boolean;
  page?: () => Promise<PageModule>;
  /** A redirect, resolved by router.tsx (the paths live in the app's code). */
  redirect?: 'creator home' | 'login';
  children?: RouteNode[];
}
