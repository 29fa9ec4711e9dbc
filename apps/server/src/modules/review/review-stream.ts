import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionAccess } from '../auth/session-access';
import { openSessionStream, type SessionStream } from '../auth/session-stream';
import { assertReviewer } from '../auth/staff';
import type { ReviewChange, ReviewLive } from './review-live';

/** Moves close together are told once: a bulk approval is one event, not fifty. */
const GATHER_MS = 300;

/**
 * GET /api/v1/review/stream (ops and brand users): server-sent `review-changed` events, one
 * whenever something the reviewer may see changes — `{"content_ids": [...], "invite_ids": [...],
 * "payouts": bool, "anything": bool}`: content that moved, invite requests decided, payouts
 * (a run, a batch's or a payout's state: ops only), or `anything` (after a dropped database
 * connection: every list re-reads). A brand user hears only its brand's content and requests.
 * The console re-reads its lists and the open item on each. Like the creator's news stream, it
 * ends when the access token expires (the client reconnects) or the session ends (with a last
 * `session-ended` event: the console goes to its sign-in page at once).
 * @throws AppError unauthenticated, forbidden (creators) — before the stream opens.
 */
export async function openReviewStream(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { live: ReviewLive; sessions: SessionAccess },
) {
  const actor = assertReviewer(request.actor);
  const mine = (change: ReviewChange) =>
    change === null ||
    actor.type === 'ops' ||
    (change.kind !== 'payouts' && change.brandId === actor.brandId);

  let stream: SessionStream | undefined;
  // What changed since the last event: its ids, or anything (a gap in listening).
  const moved = new Set<number>();
  const decided = new Set<number>();
  let payouts = false;
  let anything = false;
  let gather: NodeJS.Timeout | undefined;
  const flush = () => {
    gather = undefined;
    const data = {
      content_ids: [...moved],
      invite_ids: [...decided],
      payouts,
      anything,
    };
    stream?.send(`event: review-changed\ndata: ${JSON.stringify(data)}\n\n`);
    moved.clear();
    decided.clear();
    payouts = false;
    anything = false;
  };
  const onChange = (change: ReviewChange) => {
    if (stream?.closed || !mine(change)) return;
    if (change === null) anything = true;
    else if (change.kind === 'content') moved.add(change.id);
    else if (change.kind === 'invite_request') decided.add(change.id);
    else payouts = true;
    gather ??= setTimeout(flush, GATHER_MS);
  };
  // Listening before the stream opens: once the client sees the stream it may act at once (or
  // a colleague may), and a change told before this process listened would be lost for good.
  const unsubscribe = await deps.live.subscribe({ onChange, onClose: () => stream?.end() });
  const opened = openSessionStream(request, reply, deps.sessions);
  stream = opened;
  opened.onEnd(unsubscribe);
  opened.onEnd(() => clearTimeout(gather));
}
