import { createSession } from '@portal/web-kit/session/create-session';
import type { Session } from '@/types/api';
import { queryClient } from './query-client';

/** Shown on the login page when a brand or ops user signs in (decision 008). */
export const NOT_A_CREATOR_MESSAGE =
  'This portal is for creators. Please sign in with a creator account.';

/**
 * The refresh index.html sent while the JavaScript loaded, handed out once: a refresh token
 * rotates, so asking twice with the same cookie would look like a stolen token (decision 307).
 */
function takeStartupRefresh(): Promise<Response> | undefined {
  const startup = window.__portalRefresh;
  window.__portalRefresh = undefined;
  return startup;
}

/**
 * The portal's session: only influencers may use it (spec part 1 section 6); anyone else is
 * signed out at once and told why.
 */
const session = createSession({
  admits: (user) => user.type === 'influencer',
  refusedMessage: NOT_A_CREATOR_MESSAGE,
  revokeRefused: 'always',
  queryClient,
  channel: 'portal-session',
  takeStartupRefresh,
});

export const { refreshSession, restoreSession, signOut, sessionSettled } = session;

/** Admits a session from login or sign-up; resolves false when it was refused. */
export const acceptSession = (answer: Session) => session.acceptSession(answer, { fresh: true });
