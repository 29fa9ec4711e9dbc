import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, Db } from './db-types';
import * as schema from './schema/index';
import {
  MIGRATION_LOCK_KEY,
  newestBuildMigration,
  readSchemaState,
  SchemaTooNewError,
} from './schema-version';
import { nameStatements } from './statement-cache';

interface PostgresOptions {
  migrationsDir: string;
  /** Drizzle's query logger: the caller counts statements with it. */
  logger: { logQuery(): void };
  queryCount(): number;
}

/**
 * A PostgreSQL server through node-postgres (a pool of ten). `openDatabase` loads this module only
 * when DATABASE_URL names a server.
 */
export function openPostgres(
  url: string,
  { migrationsDir, logger, queryCount }: PostgresOptions,
): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server dropped (a restart, a failover) is discarded by the pool and
  // the next query opens a new one; without a listener the error would end the process.
  pool.on('error', () => {});
  // Reads it has seen run as named statements, planned once per connection (decision 570).
  nameStatements(pool);
  const db = drizzle(pool, { schema, logger }) as unknown as Db;
  const buildAt = newestBuildMigration(migrationsDir);
  async function exclusive<T>(work: () => Promise<T>): Promise<T> {
    // The lock lives on one connection held throughout; other processes wait on it.
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      return await work();
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
      lock.release();
    }
  }
  return {
    db,
    kind: 'postgres',
    exclusive,
    migrate: () =>
      exclusive(async () => {
        const state = await readSchemaState(db, buildAt);
        if (state.status === 'ahead') throw new SchemaTooNewError(state);
        if (state.status === 'behind') {
          await migrate(db as never, { migrationsFolder: migrationsDir });
        }
      }),
    schemaState: () => readSchemaState(db, buildAt),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: () => pool.end(),
    listen: (channel, onPayload, onState) => listenOnPostgres(url, channel, onPayload, onState),
    queryCount,
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries). When the
 * connection drops, it reconnects after a second; what was raised meanwhile is caught up by the
 * listeners' own reads (the live stream re-reads from the last event id a client saw).
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onState: (listening: boolean) => void = () => {},
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const reconnectSoon = () => {
    if (!stopped) retry = setTimeout(() => connect().catch(reconnectSoon), 1000);
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) onPayload(message.payload);
    });
    next.on('error', () => {
      next.end().catch(() => {});
      if (client !== next) return;
      client = null;
      if (!stopped) onState(false);
      reconnectSoon();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    const reconnected = client === null && started;
    client = next;
    if (reconnected) onState(true);
  };
  let started = false;
  await connect();
  started = true;
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
