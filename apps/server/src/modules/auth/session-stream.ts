import { isAppError } from '@portal/domain/errors/app-error';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionAccess } from './session-access';

/** A comment line this often keeps proxies and the browser from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
/** How long the browser waits before reconnecting (the SSE `retry` field). */
const RETRY_MS = 2_000;
/** The last event of a stream whose session has ended. */
const SESSION_ENDED = 'event: session-ended\ndata: {"kind":"session_ended"}\n\n';

/** An open server-sent-event stream, for as long as its session lasts. */
export interface SessionStream {
  /** Writes an event (nothing once the stream has ended). */
  send(text: string): void;
  readonly closed: boolean;
  end(): void;
  /** Runs `cleanup` when the stream ends (at once if it already has). */
  onEnd(cleanup: () => void): void;
}

/**
 * Opens a server-sent-event stream (the creator's news, the reviewers' changes) on an
 * authenticated request. It lives as long as its session: it ends when the access token that
 * opened it expires (the client reconnects with a fresh one, so a signed-out session never keeps
 * receiving), when the client goes, and as soon as the session ends — signed out in another tab,
 * a password reset, a deactivation (decision 510) — with a last `session-ended` event, so every
 * open tab learns of it at once instead of at its next request. A database hiccup while checking
 * ends it without that event: the client reconnects and is checked again.
 */
export function openSessionStream(
  request: FastifyRequest,
  reply: FastifyReply,
  sessions: SessionAccess,
): SessionStream {
  const { userId, familyId, expiresAt } = request.actor;
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
  const cleanups: (() => void)[] = [];
  const stream: SessionStream = {
    get closed() {
      return closed;
    },
    send(text) {
      if (!closed) raw.write(text);
    },
    end() {
      if (closed) return;
      closed = true;
      for (const cleanup of cleanups.splice(0)) cleanup();
      raw.end();
    },
    onEnd(cleanup) {
      if (closed) cleanup();
      else cleanups.push(cleanup);
    },
  };

  const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
  const untilExpiry = expiresAt ? expiresAt * 1000 - Date.now() : Number.POSITIVE_INFINITY;
  const expiry = setTimeout(stream.end, Math.max(0, Math.min(untilExpiry, 2 ** 31 - 1)));
  stream.onEnd(() => {
    clearInterval(heartbeat);
    clearTimeout(expiry);
  });
  if (familyId) {
    // Something about the user changed: if it ended this session, say so and close.
    const stopWatching = sessions.onUserChange(userId, () => {
      sessions.actorFor({ userId, familyId, expiresAt: expiresAt ?? 0 }).catch((error) => {
        if (isAppError(error)) stream.send(SESSION_ENDED);
        stream.end();
      });
    });
    stream.onEnd(stopWatching);
  }
  request.raw.on('close', stream.end);
  return stream;
}
