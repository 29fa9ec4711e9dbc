import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { ANSWER_GZIP_LEVEL, answerEncoding } from './api-answers';

/** The channel the database's triggers raise on every change a creator's answers show. */
export const CHANGES_CHANNEL = 'portal_changes';

/** `gzip` is made on first use: a client that takes none, or the cache off, never pays it. */
type Entry = { json: Buffer; gzip: Buffer | null; etag: string; at: number };

function gzipOf(entry: Entry): Buffer {
  entry.gzip ??= gzipSync(entry.json, { level: ANSWER_GZIP_LEVEL });
  return entry.gzip;
}

/**
 * Computed answers kept per creator (issue 17, decision 305): the dashboard's answer takes a
 * dozen milliseconds of database and presenter work and is read far more often than it changes.
 * An entry is dropped
 * - when the database says the creator's data changed: triggers on every table the answers
 *   read raise NOTIFY at commit, heard by every process (a write by a job, a reviewer on another
 *   server, the demo seed);
 * - at once, in this process, when the creator sends a write (their next read must see it even
 *   before the notification arrives);
 * - after `ttlMs` it is computed again, because answers also depend on the clock (a window that
 *   closes, "today"): in the background, the old one served meanwhile (it is only older by time).
 * Concurrent misses share one computation.
 * Each entry keeps the JSON, its gzip and its ETag, so a hit costs no database, no presenter,
 * no serializer and no compression.
 */
export function createAnswerCache(options: {
  database: Database;
  ttlMs: number;
  maxEntries?: number;
  log: FastifyBaseLogger;
  now?: () => number;
}) {
  const entries = new Map<string, Entry>();
  const byUser = new Map<number, Set<string>>();
  const inflight = new Map<string, Promise<Entry>>();
  // Bumped by every eviction: an answer computed across one is not kept (it may predate it).
  const userGeneration = new Map<number, number>();
  let generation = 0;
  const generationOf = (userId: number) => `${generation}:${userGeneration.get(userId) ?? 0}`;
  const maxEntries = options.maxEntries ?? 5_000;
  const now = options.now ?? Date.now;
  let listening: Promise<() => Promise<void>> | null = null;
  // False while the change feed is down: notices raised then are lost, so nothing may be kept.
  let feedUp = true;

  function evictUser(userId: number) {
    userGeneration.set(userId, (userGeneration.get(userId) ?? 0) + 1);
    for (const key of byUser.get(userId) ?? []) entries.delete(key);
    byUser.delete(userId);
    // A computation already running may predate the change: later readers start their own.
    for (const key of inflight.keys()) if (key.startsWith(`${userId}:`)) inflight.delete(key);
  }

  function evictAll() {
    generation++;
    entries.clear();
    byUser.clear();
    inflight.clear();
  }

  function onChange(payload: string) {
    if (payload === '*') evictAll();
    else evictUser(Number(payload));
  }

  async function ensureListening() {
    const onState = (up: boolean) => {
      feedUp = up;
      evictAll(); // down: what is kept may go stale unseen; back: notices may have been missed
      options.log.warn({ listening: up }, `answer cache: change feed ${up ? 'back' : 'lost'}`);
    };
    listening ??= options.database.listen(CHANGES_CHANNEL, onChange, onState).catch((error) => {
      listening = null;
      options.log.warn({ err: error }, 'answer cache: LISTEN failed; answers are not kept');
      throw error;
    });
    await listening;
  }

  function toEntry(answer: unknown, at: number): Entry {
    const json = Buffer.from(JSON.stringify(answer));
    const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
    return { json, gzip: null, etag, at };
  }

  /** Computes the answer once for everyone asking at the same time, and keeps it if still true. */
  function refresh(userId: number, cacheKey: string, compute: () => Promise<unknown>) {
    const running = (async () => {
      let live = true;
      try {
        await ensureListening();
      } catch {
        live = false; // without the change feed nothing may be kept: compute every time
      }
      const before = generationOf(userId);
      const entry = toEntry(await compute(), now());
      // A change that landed while computing makes this answer possibly old: keep nothing then.
      if (live && feedUp && generationOf(userId) === before) {
        if (entries.size >= maxEntries) {
          entries.clear();
          byUser.clear();
        }
        entries.set(cacheKey, entry);
        const keys = byUser.get(userId) ?? new Set();
        keys.add(cacheKey);
        byUser.set(userId, keys);
      }
      return entry;
    })().finally(() => {
      if (inflight.get(cacheKey) === running) inflight.delete(cacheKey);
    });
    inflight.set(cacheKey, running);
    return running;
  }

  async function entryFor(userId: number, key: string, compute: () => Promise<unknown>) {
    if (options.ttlMs <= 0) return toEntry(await compute(), now());
    const cacheKey = `${userId}:${key}`;
    const hit = entries.get(cacheKey);
    if (hit) {
      // Older than the TTL but unchanged in the database: only the clock may have moved it on.
      // Serve it and compute the next one in the background (no request waits for that).
      if (now() - hit.at >= options.ttlMs && !inflight.has(cacheKey)) {
        refresh(userId, cacheKey, compute).catch((error) =>
          options.log.warn({ err: error }, 'answer cache: refresh failed'),
        );
      }
      return hit;
    }
    return inflight.get(cacheKey) ?? refresh(userId, cacheKey, compute);
  }

  return {
    /**
     * Answers `key` for the user from the cache, or computes, keeps and answers it; 304 when
     * the client holds the same answer, gzip when the client takes it.
     */
    async send(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      compute: () => Promise<unknown>,
    ) {
      const entry = await entryFor(request.actor.userId, key, compute);
      reply.header('etag', entry.etag).header('vary', 'accept-encoding');
      reply.type('application/json; charset=utf-8');
      if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
      if (answerEncoding(request) === 'gzip') {
        return reply.header('content-encoding', 'gzip').send(gzipOf(entry));
      }
      return reply.send(entry.json);
    },

    /** Drops a user's answers (their own write, seen before the database's notification). */
    evictUser,

    /** How many answers are kept (tests, metrics). */
    size: () => entries.size,

    async close() {
      const stop = await listening?.catch(() => null);
      listening = null;
      await stop?.();
      evictAll();
    },
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
