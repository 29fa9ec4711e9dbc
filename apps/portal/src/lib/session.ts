import { authStore } from '@portal/web-kit/session/auth-store';
import type { Session } from '@/types/api';
import { queryClient } from './query-client';

/** Shown on the login page when a brand or ops user signs in (spec leaves the wording to us). */
export const NOT_A_CREATOR_MESSAGE =
  'This portal is for creators. Please sign in with a creator account.';

const REFRESH_URL = '/api/v1/auth/refresh';
const LOGOUT_URL = '/api/v1/auth/logout';

/**
 * Admits a session from login, sign-up or refresh. Only influencers may use the portal
 * (spec part 1 section 6): anyone else is signed out at once and told why.
 */
export async function acceptSession(session: Session): Promise<boolean> {
  if (session.user.type !== 'influencer') {
    await signOut(NOT_A_CREATOR_MESSAGE);
    return false;
  }
  authStore.signIn(session.accessToken, session.user);
  return true;
}

let refreshing: Promise<boolean> | null = null;

/**
 * The refresh index.html sent while the JavaScript loaded, handed out once: a refresh token
 * rotates, so asking twice with the same cookie would look like a stolen token.
 */
function takeStartupRefresh(): Promise<Response> | undefined {
  const startup = window.__portalRefresh;
  window.__portalRefresh = undefined;
  return startup;
}

/**
 * Trades the httpOnly refresh cookie for a new access token. Single-flight: however many calls
 * hit a 401 at once, one refresh goes out and they all wait for it.
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const res = await (takeStartupRefresh() ??
        fetch(REFRESH_URL, { method: 'POST', credentials: 'include' }));
      if (!res.ok) return false;
      return await acceptSession((await res.json()) as Session);
    } catch {
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** On app start: restore the session from the cookie once, or settle as signed out. */
export async function restoreSession(): Promise<void> {
  const ok = await refreshSession();
  if (!ok && authStore.get().status === 'unknown') authStore.clear();
}

/** Revokes the refresh token, forgets the access token and every cached answer. */
export async function signOut(notice: string | null = null): Promise<void> {
  try {
    await fetch(LOGOUT_URL, { method: 'POST', credentials: 'include' });
  } catch {
    // Signed out locally either way; the cookie expires on its own.
  }
  authStore.signOut(notice);
  queryClient.clear();
}

/** Resolves once the start-up session is settled: true when someone is signed in. */
export function sessionSettled(): Promise<boolean> {
  return new Promise((resolve) => {
    const check = () => {
      const { status } = authStore.get();
      if (status === 'unknown') return false;
      resolve(status === 'authenticated');
      return true;
    };
    if (check()) return;
    const unsubscribe = authStore.subscribe(() => {
      if (check()) unsubscribe();
    });
  });
}
