import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import {
  parseReviewChange,
  REVIEW_CHANNEL,
  type ReviewChangeMessage,
} from '../../db/review-channel';

/** Content moved, an invite request was decided, payouts changed; null: anything may have. */
export type ReviewChange = ReviewChangeMessage | null;
type Listener = { onChange: (change: ReviewChange) => void; onClose: () => void };

/**
 * This process's side of the reviewers' live lists (issue 26): one LISTEN on the reviewers'
 * channel for every open reviewer stream here. Any process's move raises NOTIFY at commit; each
 * process hands it to its streams, which filter by brand. Listening starts with the first stream.
 */
export function createReviewLive(database: Database, log: FastifyBaseLogger) {
  const listeners = new Set<Listener>();
  let listening: Promise<() => Promise<void>> | null = null;

  function onPayload(payload: string) {
    const change = parseReviewChange(payload);
    if (!change) return;
    for (const listener of listeners) listener.onChange(change);
  }

  return {
    /** Calls `listener.onChange` on every move until the returned function is called. */
    async subscribe(listener: Listener): Promise<() => void> {
      // Back after a dropped connection: moves meanwhile were not heard, so every list re-reads.
      const onState = (up: boolean) => {
        if (up) for (const l of listeners) l.onChange(null);
      };
      listening ??= database.listen(REVIEW_CHANNEL, onPayload, onState).catch((error) => {
        listening = null;
        log.error({ err: error }, 'review live: LISTEN failed');
        throw error;
      });
      await listening;
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Open reviewer streams in this process. */
    connections: () => listeners.size,

    /** A graceful stop: every stream is ended (clients reconnect elsewhere). */
    async close() {
      for (const listener of [...listeners]) listener.onClose();
      listeners.clear();
      const stop = await listening?.catch(() => null);
      listening = null;
      await stop?.();
    },
  };
}

export type ReviewLive = ReturnType<typeof createReviewLive>;
