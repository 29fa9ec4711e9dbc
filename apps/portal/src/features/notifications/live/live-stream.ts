import type { Notification } from '@portal/domain/notifications/notification-schemas';
import { openBearerEventSource } from '@portal/web-kit/live/bearer-event-source';
import { sessionEndedElsewhere } from '@/lib/api-client';
import { liveStatus } from '@/lib/live-status';
import { refreshSession } from '@/lib/session';

const STREAM_URL = '/api/v1/notifications/stream';

/**
 * Opens the creator's live news (server-sent events, with the bearer token: the kit's
 * `openBearerEventSource`). It reconnects by itself with the last event id, so nothing raised
 * while the connection was down is lost; the server ends the stream when the token expires, and
 * the reconnect then sends the fresh one. When the session itself has ended (its last event,
 * `session-ended`), the tab goes to the sign-in page at once.
 */
export function openLiveStream(onNews: (news: Notification) => void): () => void {
  const source = openBearerEventSource(STREAM_URL, refreshSession);
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
