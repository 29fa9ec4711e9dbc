import type { Me } from '@portal/domain/users/me-api';
import { useSyncExternalStore } from 'react';

/**
 * The session, in memory only: the access token never touches storage (the refresh token is an
 * httpOnly cookie the browser never reads). `unknown` until the start-up refresh has answered.
 */
export type AuthStatus = 'unknown' | 'authenticated' | 'unauthenticated';

export interface AuthState {
  status: AuthStatus;
  accessToken: string | null;
  user: Me | null;
  /** A message for the login page (e.g. why the user was signed out). */
  notice: string | null;
  /** True after a sign-out (by the user or forced): login then needs no way back. */
  signedOut: boolean;
}

const initial: AuthState = {
  status: 'unknown',
  accessToken: null,
  user: null,
  notice: null,
  signedOut: false,
};

let state: AuthState = initial;
const listeners = new Set<() => void>();

function set(next: Partial<AuthState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const authStore = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(accessToken: string, user: Me) {
    set({ status: 'authenticated', accessToken, user, notice: null, signedOut: false });
  },
  setUser(user: Me) {
    set({ user });
  },
  /** Session gone (expired or never there); keeps a notice already set. */
  clear(notice: string | null = state.notice) {
    set({ status: 'unauthenticated', accessToken: null, user: null, notice });
  },
  /** The user signed out, or was signed out for a reason the notice gives. */
  signOut(notice: string | null) {
    set({ status: 'unauthenticated', accessToken: null, user: null, notice, signedOut: true });
  },
  clearNotice() {
    if (state.notice) set({ notice: null });
  },
  /** Tests only: back to the state of a fresh page load. */
  reset() {
    state = initial;
    for (const listener of listeners) listener();
  },
};

export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.get, authStore.get);
}
