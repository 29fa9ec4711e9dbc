import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { NEWS_CHANNEL } from './notifications.repository';

type Listener = { onNews: () => void; onClose: () => void };

/**
 * This process's side of the live news: one LISTEN on the database for every open stream here.
 * A notification written by any process (a reviewer's request on another server, a job on a
 * worker) raises NOTIFY at commit; each process wakes the streams of that user, which then read
 * what is new from the table. Listening starts with the first stream.
 */
export function createLiveNews(database: Database, log: FastifyBaseLogger) {
  const byUser = new Map<number, Set<Listener>>();
  let listening: Promise<() => Promise<void>> | null = null;

  function onPayload(payload: string) {
    let userId: number;
    try {
      userId = Number((JSON.parse(payload) as { userId: unknown }).userId);
    } catch {
      return;
    }
    for (const listener of byUser.get(userId) ?? []) listener.onNews();
  }

  return {
    /** Wakes `listener.onNews` on each of the user's news until the returned function is called. */
    async subscribe(userId: number, listener: Listener): Promise<() => void> {
      // Back after a dropped connection: news raised meanwhile was not heard, so every stream
      // reads what is new since its last event.
      const onState = (up: boolean) => {
        if (!up) return;
        for (const set of byUser.values()) for (const listener of set) listener.onNews();
      };
      listening ??= database.listen(NEWS_CHANNEL, onPayload, onState).catch((error) => {
        listening = null;
        log.error({ err: error }, 'live news: LISTEN failed');
        throw error;
      });
      await listening;
      const set = byUser.get(userId) ?? new Set();
      set.add(listener);
      byUser.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) byUser.delete(userId);
      };
    },

    /** Open streams in this process (the live-connections metric). */
    connections() {
      let n = 0;
      for (const set of byUser.values()) n += set.size;
      return n;
    },

    /** A graceful stop: every stream is ended politely (clients reconnect elsewhere). */
    async close() {
      for (const set of [...byUser.values()]) for (const listener of [...set]) listener.onClose();
      byUser.clear();
      const stop = await listening?.catch(() => null);
      listening = null;
      await stop?.();
    },
  };
}

export type LiveNews = ReturnType<typeof createLiveNews>;
