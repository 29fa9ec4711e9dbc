import { isAppError } from '@portal/domain/errors/app-error';
import type { SessionAccess } from './session-access';
import type { AccessClaims } from './tokens';

/** The last event of a live stream whose session has ended. */
const SESSION_ENDED = 'event: session-ended\ndata: {"kind":"session_ended"}\n\n';

/**
 * Ends a live stream (the creator's news, the reviewers' changes) as soon as its session does —
 * signed out in another tab, a password reset, a deactivation (decision 510) — with a last
 * `session-ended` event, so every open tab learns of it at once instead of at its next request.
 * A database hiccup ends the stream without the event: the client reconnects and is checked
 * again. Returns the function that stops watching.
 */
export function endWithSession(
  sessions: SessionAccess,
  actor: AccessClaims,
  stream: { write: (text: string) => unknown; closed: () => boolean; end: () => void },
): () => void {
  const { userId, familyId, expiresAt } = actor;
  if (!familyId) return () => {};
  return sessions.onUserChange(userId, () => {
    sessions.actorFor({ userId, familyId, expiresAt: expiresAt ?? 0 }).catch((error) => {
      if (stream.closed()) return;
      if (isAppError(error)) stream.write(SESSION_ENDED);
      stream.end();
    });
  });
}
