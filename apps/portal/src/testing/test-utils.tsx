import { createQueryClient } from '@portal/web-kit/api/query-client';
import { authStore } from '@portal/web-kit/session/auth-store';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { setNavigator } from '@/lib/navigation';
import type { Flags, Me, Session } from '@/types/api';

export const meFactory = (overrides: Partial<Me> = {}): Me => ({
  id: 1,
  email: 'creator@demo.test',
  type: 'influencer',
  first_name: 'Casey',
  last_name: 'Creator',
  username: 'casey',
  social_un: 'casey.creates',
  instagram_un: 'casey.creates',
  profile_progress: 1,
  profile_picture_url: null,
  instagram_connection_expired: false,
  consents_to_sms_messaging: false,
  tcpa_last_consent_given_at: null,
  tcpa_count_consents_given: 0,
  sign_up_source: null,
  ...overrides,
});

export const flagsFactory = (overrides: Partial<Flags> = {}): Flags => ({
  'simplified-signup': false,
  'social-connection-enabled': false,
  'tik-tok-creator-login-enabled': false,
  'creator-legacy-app-connect-youtube': false,
  'creator-consents-to-sms': false,
  'uploading-content-type-selector': false,
  ...overrides,
});

export const sessionFactory = (user: Partial<Me> = {}): Session => ({
  accessToken: 'access-1',
  expiresIn: 900,
  user: meFactory(user),
});

export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export const errorBody = (code: string, message: string, details?: unknown) => ({
  error: { code, message, details },
});

type Handler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Mocks the network at `fetch`: each route key is 'METHOD /path'; unknown calls answer 404.
 * Returns the spy so tests can look at the calls.
 */
export function mockApi(routes: Record<string, Handler | Response>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.split('?')[0]!;
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${path}`;
    const route = routes[key];
    if (!route) return json(404, errorBody('not_found', `No mock for ${key}`));
    return typeof route === 'function' ? route(url, init) : route.clone();
  });
}

/** Renders the given routes at `path` inside the real provider, session optionally signed in. */
export function renderRoutes(
  routes: RouteObject[],
  { path = '/', signedIn = false }: { path?: string; signedIn?: Partial<Me> | false } = {},
) {
  authStore.reset();
  if (signedIn) authStore.signIn('access-1', meFactory(signedIn));
  else authStore.clear();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setNavigator((to, options) => void router.navigate(to, options));
  const user = userEvent.setup();
  const utils = render(
    <AppProvider queryClient={createQueryClient()} restore={false} notificationsDelayMs={0}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...utils, router, user };
}
