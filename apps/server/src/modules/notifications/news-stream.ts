import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionAccess } from '../auth/session-access';
import { openSessionStream } from '../auth/session-stream';
import type { LiveNews } from './live-news';
import type { NotificationsService } from './notifications.service';

/**
 * GET /api/v1/notifications/stream: the creator's news as server-sent events. Each event's id is
 * the notification's id; a client that reconnects (Last-Event-ID, or `?after=`) first gets all it
 * missed. The stream ends when the access token that opened it expires: the client reconnects
 * with a fresh one, so a signed-out or expired session never keeps receiving. It also ends as
 * soon as the session does (signed out in another tab, a password reset, a deactivation: decision
 * 510), with a last `session-ended` event, so every open tab learns of it at once.
 */
export async function openNewsStream(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { notifications: NotificationsService; live: LiveNews; sessions: SessionAccess },
) {
  const { userId } = request.actor;
  const lastSeen = Number(
    request.headers['last-event-id'] ?? (request.query as { after?: number }).after,
  );
  let cursor =
    Number.isInteger(lastSeen) && lastSeen >= 0
      ? lastSeen
      : await deps.notifications.latestId(userId);

  const stream = openSessionStream(request, reply, deps.sessions);
  // Reads run one after another, so events go out once and in order however fast news comes.
  let sending: Promise<void> = Promise.resolve();
  const sendNew = () => {
    sending = sending
      .then(async () => {
        if (stream.closed) return;
        for (const item of await deps.notifications.since(userId, cursor)) {
          stream.send(`id: ${item.id}\nevent: notification\ndata: ${JSON.stringify(item)}\n\n`);
          cursor = item.id;
        }
      })
      .catch((error) => request.log.warn({ err: error }, 'live news: read failed'));
  };
  stream.onEnd(await deps.live.subscribe(userId, { onNews: sendNew, onClose: stream.end }));
  // Whatever was raised between the client's last event and the subscription.
  sendNew();
}
