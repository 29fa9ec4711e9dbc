import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionAccess } from '../auth/session-access';
import { endWithSession } from '../auth/stream-session';
import type { LiveNews } from './live-news';
import type { NotificationsService } from './notifications.service';

/** A comment line this often keeps proxies and the browser from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
/** How long the browser waits before reconnecting (the SSE `retry` field). */
const RETRY_MS = 2_000;

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
  const { userId, expiresAt } = request.actor;
  const lastSeen = Number(
    request.headers['last-event-id'] ?? (request.query as { after?: number }).after,
  );
  let cursor =
    Number.isInteger(lastSeen) && lastSeen >= 0
      ? lastSeen
      : await deps.notifications.latestId(userId);

  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: ${RETRY_MS}\n\n`);

  let closed = false;
  // Reads run one after another, so events go out once and in order however fast news comes.
  let sending: Promise<void> = Promise.resolve();
  const sendNew = () => {
    sending = sending
      .then(async () => {
        if (closed) return;
        for (const item of await deps.notifications.since(userId, cursor)) {
          raw.write(`id: ${item.id}\nevent: notification\ndata: ${JSON.stringify(item)}\n\n`);
          cursor = item.id;
        }
      })
      .catch((error) => request.log.warn({ err: error }, 'live news: read failed'));
  };

  const end = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    clearTimeout(expiry);
    unsubscribe?.();
    stopWatching();
    raw.end();
  };
  const stopWatching = endWithSession(deps.sessions, request.actor, {
    write: (text) => raw.write(text),
    closed: () => closed,
    end,
  });
  const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
  const untilExpiry = expiresAt ? expiresAt * 1000 - Date.now() : Number.POSITIVE_INFINITY;
  const expiry = setTimeout(end, Math.max(0, Math.min(untilExpiry, 2 ** 31 - 1)));
  let unsubscribe: (() => void) | undefined;
  request.raw.on('close', end);
  unsubscribe = await deps.live.subscribe(userId, { onNews: sendNew, onClose: end });
  if (closed) unsubscribe();
  // Whatever was raised between the client's last event and the subscription.
  sendNew();
}
