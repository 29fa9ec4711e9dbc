import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db, SchemaState } from './db-types';

/**
 * Where the database's schema stands against the migrations this build carries:
 * `current` (every one applied), `behind` (some still to apply: migrate, or wait for the process
 * that is migrating) or `ahead` (a newer build migrated it: this one must not serve).
 */
/** The newest migration this build carries, read once from the journal. */
export function newestBuildMigration(migrationsFolder: string): number {
  return Math.max(0, ...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis));
}

/** Reads drizzle's own bookkeeping table; a database that never migrated is `behind`. */
export async function readSchemaState(db: Db, buildAt: number): Promise<SchemaState> {
  const exists = await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') as t`);
  if (!(exists.rows[0] as { t: string | null }).t)
    return { status: 'behind', databaseAt: 0, buildAt };
  const result = await db.execute(
    sql`select coalesce(max(created_at), 0)::text as at from drizzle.__drizzle_migrations`,
  );
  const databaseAt = Number((result.rows[0] as { at: string }).at);
  const status = databaseAt > buildAt ? 'ahead' : databaseAt < buildAt ? 'behind' : 'current';
  return { status, databaseAt, buildAt };
}

/** Thrown at start when a newer build already migrated the database. */
export class SchemaTooNewError extends Error {
  constructor(state: SchemaState) {
    super(
      `The database schema is newer than this server: the database has a migration from ` +
        `${new Date(state.databaseAt).toISOString()}, this build knows migrations up to ` +
        `${new Date(state.buildAt).toISOString()}. This server refuses to serve so it cannot ` +
        `write data the newer schema does not expect; deploy the newer server version.`,
    );
    this.name = 'SchemaTooNewError';
  }
}

/**
 * One key for the migration lock every server process takes (`pg_advisory_lock`), so processes
 * that start together migrate once: the first applies the migrations, the rest wait, then find
 * nothing to do. An arbitrary constant, the same in every build.
 */
export const MIGRATION_LOCK_KEY = 7_340_018;
