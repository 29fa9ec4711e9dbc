import type { Session } from '@portal/domain/users/me-api';
import { authStore } from '@portal/web-kit/session/auth-store';

/** Shown when a creator reaches the console (the wording is ours: the spec has no console). */
export const CREATORS_REFUSED_MESSAGE =
  'The review console is for ops and brand reviewers. Creators sign in to the Creator Portal.';

const REFRESH_URL = '/api/v1/auth/refresh';
const LOGOUT_URL = '/api/v1/auth/logout';

const isReviewer = (session: Session) =>
  session.user.type === 'ops' || session.user.type === 'brand';

/**
 * A session the console admits: ops and brand users only. A creator who signs in here is signed
 * out again and told why; a creator's session restored from the shared cookie is left alone (it
 * is the portal's) and the console just refuses it.
 */
export async function acceptConsoleSession(session: Session, fresh: boolean): Promise<boolean> {
  if (isReviewer(session)) {
    authStore.signIn(session.accessToken, session.user);
    return true;
  }
  if (fresh) await fetch(LOGOUT_URL, { method: 'POST', credentials: 'include' }).catch(() => {});
  authStore.signOut(CREATORS_REFUSED_MESSAGE);
  return false;
}

let refreshing: Promise<boolean> | null = null;

/** Single-flight refresh from the httpOnly cookie. */
export function refreshConsoleSession(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const res = await fetch(REFRESH_URL, { method: 'POST', credentials: 'include' });
      if (!res.ok) return false;
      return await acceptConsoleSession((await res.json()) as Session, false);
    } catch {
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

export async function restoreConsoleSession(): Promise<void> {
  const ok = await refreshConsoleSession();
  if (!ok && authStore.get().status === 'unknown') authStore.clear();
}

export async function signOutOfConsole(): Promise<void> {
  await fetch(LOGOUT_URL, { method: 'POST', credentials: 'include' }).catch(() => {});
  authStore.signOut(null);
}
