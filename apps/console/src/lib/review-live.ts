import { authStore } from '@portal/web-kit/session/auth-store';
import { EventSource } from 'eventsource';
import { useEffect } from 'react';
import { queryClient } from './query-client';
import { refreshSession } from './session';

const STREAM_URL = '/api/v1/review/stream';

/**
 * Opens the reviewers' live stream (issue 26): a `review-changed` event whenever content this
 * reviewer may see moves — by another reviewer, a creator or a job, in any server process. The
 * `eventsource` package is the standard EventSource with our own fetch, so the request carries
 * the bearer token; it reconnects by itself (refreshing the token first when the server says it
 * expired).
 */
export function openReviewLive(onChange: () => void): () => void {
  const withToken = (init: RequestInit | undefined) => {
    const headers = new Headers(init?.headers);
    const token = authStore.get().accessToken;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return { ...init, headers };
  };
  const source = new EventSource(STREAM_URL, {
    fetch: async (input, init) => {
      const res = await fetch(input, withToken(init));
      if (res.status !== 401 || !(await refreshSession())) return res;
      return fetch(input, withToken(init));
    },
  });
  source.addEventListener('review-changed', () => onChange());
  return () => source.close();
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
