import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/platform';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Expired counters are deleted now and then, on about one request in this many. */
const PRUNE_ONE_IN = 200;

/**
 * A store for @fastify/rate-limit that keeps the counters in PostgreSQL, so a limit holds across
 * every server process instead of per process (docs/decisions/341-shared-rate-limits.md). One
 * upsert per request counts in a fixed window, like the plugin's own in-memory store.
 */
export function pgRateLimitStore(db: Db) {
  return class PgRateLimitStore {
    readonly prefix: string;

    constructor(params: RouteParams = {}) {
      const info = params.routeInfo ?? {};
      this.prefix = info.url ? `${[info.method].flat().join(',')} ${info.url}|` : '';
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      const id = this.prefix + key;
      const ms = Math.max(1, Math.trunc(timeWindow));
      db.execute(sql`
        insert into ${rateLimits} (key, count, window_ends)
        values (${id}, 1, now() + ${ms} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when ${rateLimits.window_ends} <= now() then 1 else ${rateLimits.count} + 1 end,
          window_ends = case when ${rateLimits.window_ends} <= now()
                        then excluded.window_ends else ${rateLimits.window_ends} end
        returning count,
          greatest(0, ceil(extract(epoch from (window_ends - now())) * 1000))::int as ttl`)
        .then((result) => {
          const row = result.rows[0] as { count: number; ttl: number };
          callback(null, { current: row.count, ttl: row.ttl });
          if (Math.random() * PRUNE_ONE_IN < 1) void prune(db);
        })
        .catch((error: Error) => callback(error));
    }

    read(key: string, callback: Callback) {
      db.execute(sql`
        select count,
          greatest(0, ceil(extract(epoch from (window_ends - now())) * 1000))::int as ttl
        from ${rateLimits} where key = ${this.prefix + key} and window_ends > now()`)
        .then((result) => {
          const row = result.rows[0] as { count: number; ttl: number } | undefined;
          callback(null, row ? { current: row.count, ttl: row.ttl } : { current: 0, ttl: 0 });
        })
        .catch((error: Error) => callback(error));
    }

    child(params: object) {
      return new PgRateLimitStore(params as RouteParams);
    }
  };
}

async function prune(db: Db) {
  await db
    .execute(
      sql`delete from ${rateLimits} where ${rateLimits.window_ends} < now() - interval '1 hour'`,
    )
    .catch(() => {});
}
