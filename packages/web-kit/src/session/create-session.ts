import type { Me, Session } from '@portal/domain/users/me-api';
import type { QueryClient } from '@tanstack/react-query';
import { authStore } from './auth-store';

const REFRESH_URL = '/api/v1/auth/refresh';
const LOGOUT_URL = '/api/v1/auth/logout';

export interface SessionRule {
  /** Who this app lets in (the portal: creators; the console: ops and brand users). */
  admits(user: Me): boolean;
  /** What the sign-in page tells someone this app refuses. */
  refusedMessage: string;
  /**
   * Whether a refused session is revoked: 'always' (the portal signs brand and ops users out,
   * spec part 1 section 6), or only one just made by signing in here ('when-fresh': a creator's
   * portal session, restored from the shared cookie, is left alone and only refused).
   */
  revokeRefused: 'always' | 'when-fresh';
  /** The app's query client: its answers are forgotten when the session ends. */
  queryClient: QueryClient;
  /**
   * The name the app's tabs share: signing out in one tab signs out every other tab of the same
   * app (BroadcastChannel), which then shows its sign-in page.
   */
  channel: string;
  /** A refresh the page already sent before the app loaded, taken once (decision 307). */
  takeStartupRefresh?: () => Promise<Response> | undefined;
}

const SIGNED_OUT = 'signed-out';

/**
 * One app's session over the shared store: admitting or refusing a session by the app's rule,
 * the single-flight silent refresh from the httpOnly cookie, the start-up restore, sign-out (in
 * every tab of the app at once), and a promise for when the start-up session is settled.
 */
export function createSession(rule: SessionRule) {
  const tabs = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(rule.channel);
  if (tabs) {
    tabs.onmessage = (event: MessageEvent) => {
      if (event.data !== SIGNED_OUT || authStore.get().status !== 'authenticated') return;
      authStore.signOut(null);
      rule.queryClient.clear();
    };
  }

  const revoke = () =>
    fetch(LOGOUT_URL, { method: 'POST', credentials: 'include' }).then(
      () => {},
      // Signed out here either way; the cookie expires on its own.
      () => {},
    );

  /** Revokes the refresh token, forgets the access token and every cached answer, in every tab. */
  async function signOut(notice: string | null = null): Promise<void> {
    await revoke();
    authStore.signOut(notice);
    rule.queryClient.clear();
    tabs?.postMessage(SIGNED_OUT);
  }

  /**
   * Admits a session from sign-in, sign-up or refresh (`fresh`: made just now, by this app), or
   * refuses it and says why. Resolves whether it was admitted.
   */
  async function acceptSession(session: Session, { fresh }: { fresh: boolean }): Promise<boolean> {
    if (rule.admits(session.user)) {
      authStore.signIn(session.accessToken, session.user);
      return true;
    }
    if (fresh || rule.revokeRefused === 'always') await revoke();
    authStore.signOut(rule.refusedMessage);
    rule.queryClient.clear();
    return false;
  }

  let refreshing: Promise<boolean> | null = null;

  /**
   * Trades the httpOnly refresh cookie for a new access token. Single-flight: however many calls
   * hit a 401 at once, one refresh goes out and they all wait for it.
   */
  function refreshSession(): Promise<boolean> {
    refreshing ??= (async () => {
      try {
        const res = await (rule.takeStartupRefresh?.() ??
          fetch(REFRESH_URL, { method: 'POST', credentials: 'include' }));
        if (!res.ok) return false;
        return await acceptSession((await res.json()) as Session, { fresh: false });
      } catch {
        return false;
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  /** On app start: restore the session from the cookie once, or settle as signed out. */
  async function restoreSession(): Promise<void> {
    const ok = await refreshSession();
    if (!ok && authStore.get().status === 'unknown') authStore.clear();
  }

  /** Resolves once the start-up session is settled: true when someone is signed in. */
  function sessionSettled(): Promise<boolean> {
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

  return {
    admits: rule.admits,
    acceptSession,
    refreshSession,
    restoreSession,
    signOut,
    sessionSettled,
  };
}

export type AppSession = ReturnType<typeof createSession>;
