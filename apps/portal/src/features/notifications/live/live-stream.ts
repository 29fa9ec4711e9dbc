import type { Notification } from '@portal/domain/notifications/notification-schemas';
import { authStore } from '@portal/web-kit/session/auth-store';
import { EventSource } from 'eventsource';
import { sessionEndedElsewhere } from '@/lib/api-client';
import { liveStatus } from '@/lib/live-status';
import { refreshSession } from '@/lib/session';

const STREAM_URL = '/api/v1/notifications/stream';

/**
 * Opens the creator's live news (server-sent events). The `eventsource` package is the
 * standard EventSource with one addition we need: our own fetch, so the request carries the
 * bearer token (the browser's EventSource cannot send headers). It reconnects by itself with the
 * last event id, so nothing raised while the connection was down is lost; the server ends the
 * stream when the token expires, and the reconnect then sends the fresh one, refreshing first
 * when the server says the token is no longer good. When the session itself has ended (its last
 * event, `session-ended`), the tab goes to the sign-in page at once.
 */
export function openLiveStream(onNews: (news: Notification) => void): () => void {
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
  source.addEventListener('open', () => liveStatus.set(true));
  source.addEventListener('error', () => liveStatus.set(false));
  // The stream reconnects by itself if a refresh still works; the sign-in page closes it if not.
  source.addEventListener('session-ended', () => void sessionEndedElsewhere());
  source.addEventListener('notification', (event) => {
    try {
      onNews(JSON.parse(event.data) as Notification);
    } catch {
      // A malformed event is skipped; the bell's list is re-read on the next one anyway.
    }
  });
  return () => {
    source.close();
    liveStatus.set(false);
  };
}
