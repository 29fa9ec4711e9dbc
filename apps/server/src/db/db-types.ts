import type { drizzle } from 'drizzle-orm/pglite';
import type * as schema from './schema/index';

// The database's types, apart from the code that opens it (client.ts, postgres.ts) and reads its
// schema version (schema-version.ts), so each of those imports them without importing the others.

export type SchemaStatus = 'current' | 'behind' | 'ahead';

export interface SchemaState {
  status: SchemaStatus;
  /** The `when` of the newest migration the database has applied (0 when none). */
  databaseAt: number;
  /** The `when` of the newest migration this build carries. */
  buildAt: number;
}

/** One Drizzle type for both drivers: the queries are the same SQL on PGlite and PostgreSQL. */
export type Db = ReturnType<typeof drizzle<typeof schema>>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repositories accept either the database or a transaction they are part of. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Applies the migrations this build carries, once across processes (an advisory lock on
   * PostgreSQL); throws SchemaTooNewError when a newer build already migrated the database.
   */
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding the start lock every process takes (migrations, demo seed), so
   * processes starting together do it one after another instead of at once.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** This process's PostgreSQL pool (none on PGlite, one connection): for /metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** Where the schema stands against this build's migrations (readiness asks it). */
  schemaState(): Promise<SchemaState>;
  close(): Promise<void>;
  /**
   * Subscribes to a PostgreSQL NOTIFY channel: every process listening on one database hears a
   * notification raised by any of them (sent at commit, so never for a rolled-back change).
   * Resolves to the function that stops listening. `onState(false)` says the listening
   * connection dropped (notifications raised meanwhile are lost), `onState(true)` that it is back:
   * a listener that keeps state from notifications must treat the gap as "anything changed".
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onState?: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  /** Counts statements sent, for the query-count checks of tests and benchmarks. */
  queryCount(): number;
}
