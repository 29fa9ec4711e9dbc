import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionAccess } from '../auth/session-access';
import { assertReviewer } from '../auth/staff';
import type { ReviewChange, ReviewLive } from './review-live';

const HEARTBEAT_MS = 25_000;
const RETRY_MS = 2_000;
/** Moves close together are told once: a bulk approval is one event, not fifty. */
const GATHER_MS = 300;

/**
 * GET /api/v1/review/stream (ops and brand users): server-sent `review-changed` events, one
 * whenever content the reviewer may see moves — `{"content_ids": [...]}`, or `[]` for "anything
 * may have changed" (after a dropped database connection). A brand user hears only its brand's
 * content. The console re-reads its lists and the open item on each. Like the creator's news
 * stream, it ends when the access token expires or the session ends (the client reconnects).
 * @throws AppError unauthenticated, forbidden (creators) — before the stream opens.
 */
export async function openReviewStream(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { live: ReviewLive; sessions: SessionAccess },
) {
  const actor = assertReviewer(request.actor);
  const { userId, expiresAt, familyId } = request.actor;
  const mine = (change: ReviewChange) =>
    change === null || actor.type === 'ops' || change.brandId === actor.brandId;

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
  // What moved since the last event: its ids, or anything (a gap in listening).
  const moved = new Set<number>();
  let anything = false;
  let gather: NodeJS.Timeout | undefined;
  const flush = () => {
    gather = undefined;
    if (closed) return;
    const ids = anything ? [] : [...moved];
    raw.write(`event: review-changed\ndata: ${JSON.stringify({ content_ids: ids })}\n\n`);
    moved.clear();
    anything = false;
  };
  const onChange = (change: ReviewChange) => {
    if (closed || !mine(change)) return;
    if (change === null) anything = true;
    else moved.add(change.contentId);
    gather ??= setTimeout(flush, GATHER_MS);
  };

  const end = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    clearTimeout(expiry);
    clearTimeout(gather);
    unsubscribe?.();
    stopWatching();
    raw.end();
  };
  const stopWatching = familyId
    ? deps.sessions.onUserChange(userId, () => {
        deps.sessions.actorFor({ userId, familyId, expiresAt: expiresAt ?? 0 }).catch(end);
      })
    : () => {};
  const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
  const untilExpiry = expiresAt ? expiresAt * 1000 - Date.now() : Number.POSITIVE_INFINITY;
  const expiry = setTimeout(end, Math.max(0, Math.min(untilExpiry, 2 ** 31 - 1)));
  let unsubscribe: (() => void) | undefined;
  request.raw.on('close', end);
  unsubscribe = await deps.live.subscribe({ onChange, onClose: end });
  if (closed) unsubscribe();
}
