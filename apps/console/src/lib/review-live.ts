import { openBearerEventSource } from '@portal/web-kit/live/bearer-event-source';
import { authStore } from '@portal/web-kit/session/auth-store';
import { useEffect } from 'react';
import { SESSION_ENDED_MESSAGE } from './api';
import { queryClient } from './query-client';
import { refreshSession } from './session';

const STREAM_URL = '/api/v1/review/stream';

/**
 * Opens the reviewers' live stream (issue 26): a `review-changed` event whenever content this
 * reviewer may see moves — by another reviewer, a creator or a job, in any server process — and a
 * last `session-ended` when the session ends. The stream carries the bearer token and reconnects
 * by itself (the kit's `openBearerEventSource`).
 */
export function openReviewLive(onChange: () => void): () => void {
  const source = openBearerEventSource(STREAM_URL, refreshSession);
  source.addEventListener('review-changed', () => onChange());
  source.addEventListener('session-ended', () => void sessionEnded());
  return () => source.close();
}

/**
 * The server says this reviewer's session has ended (signed out elsewhere, a password reset, ops
 * deactivated the account): unless a refresh still works, the console forgets it at once and the
 * layout shows the sign-in page with why, as after a 401 the refresh cannot cure.
 */
async function sessionEnded() {
  if (await refreshSession()) return;
  authStore.clear(SESSION_ENDED_MESSAGE);
}

/**
 * While a reviewer is signed in, every review list and the open item are read again when
 * something moves: two reviewers on one queue see each other's decisions without reloading
 * (react-query refetches only what is on screen).
 */
export function useReviewLive(signedIn: boolean) {
  useEffect(() => {
    if (!signedIn) return;
    return openReviewLive(() => void queryClient.invalidateQueries({ queryKey: ['review'] }));
  }, [signedIn]);
}
