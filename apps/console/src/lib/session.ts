import type { Session } from '@portal/domain/users/me-api';
import { createSession } from '@portal/web-kit/session/create-session';
import { queryClient } from './query-client';

/** Shown when a creator reaches the console (the wording is ours: the spec has no console). */
export const CREATORS_REFUSED_MESSAGE =
  'The review console is for ops and brand reviewers. Creators sign in to the Creator Portal.';

/**
 * The console's session: ops and brand users only. A creator who signs in here is signed out
 * again and told why; a creator's session restored from the shared cookie is left alone (it is
 * the portal's) and the console just refuses it.
 */
const session = createSession({
  admits: (user) => user.type === 'ops' || user.type === 'brand',
  refusedMessage: CREATORS_REFUSED_MESSAGE,
  revokeRefused: 'when-fresh',
  queryClient,
  channel: 'console-session',
});

export const { refreshSession, restoreSession, signOut } = session;

/** Admits a session from the console's sign-in; resolves false when it was refused. */
export const acceptSession = (answer: Session) => session.acceptSession(answer, { fresh: true });
