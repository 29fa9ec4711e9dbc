import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * Raw SQL whose text Drizzle builds once per database (or transaction), with
 * `sql.placeholder(...)` for its values (decision 570): building the campaigns page's two JSON
 * queries from their template took ~10 % of the page's CPU on every call. On node-postgres the
 * statement is named, so each connection plans it once; PGlite's statement cache does the same
 * there (`statement-cache.ts`). Answers the driver's result (`rows`), as `db.execute` does.
 */
export function preparedSql(name: string, build: () => SQL) {
  const prepared = new WeakMap<object, Runnable>();
  return <Row = Record<string, unknown>>(
    tx: DbOrTx,
    values: Record<string, unknown>,
  ): Promise<{ rows: Row[] }> => {
    let query = prepared.get(tx);
    if (!query) {
      const { dialect, session } = tx as unknown as Internals;
      query = session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false);
      prepared.set(tx, query);
    }
    return query.execute(values) as Promise<{ rows: Row[] }>;
  };
}

type Runnable = { execute(values: Record<string, unknown>): Promise<unknown> };
/** Drizzle's own parts a `db.execute` uses: its dialect (SQL text) and session (the driver). */
interface Internals {
  dialect: { sqlToQuery(query: SQL): unknown };
  session: {
    prepareQuery(query: unknown, fields: undefined, name: string, arrayMode: boolean): Runnable;
  };
}
