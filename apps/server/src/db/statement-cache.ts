import type { PGlite } from '@electric-sql/pglite';
import { serialize } from 'pg-protocol';

/**
 * Statement caches (decision 570): a read the server has run before is not parsed and planned
 * again. Drizzle sends every statement unnamed, so PostgreSQL plans it on every call: 0.6–1.2 ms
 * of its CPU for each of the campaigns page's JSON queries, more than running them.
 *
 * Only plain reads outside a transaction are cached: statements starting with `select` or `with`
 * that name none of the functions that change state (a NOTIFY, a sequence, a lock) and write
 * nothing. Transactions use a connection (node-postgres) or a transaction object (PGlite) that
 * never comes here. At most `max` distinct statements per process; past that, reads go unnamed.
 */
type QueryOptions = {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
  serializers?: Record<number, (value: unknown) => string>;
  blob?: unknown;
  paramTypes?: number[];
};
type Field = { name: string; dataTypeID: number };
type Statement = { name: string; paramTypes: number[]; fields: Field[] };
type BackendMessage = {
  name: string;
  fields?: unknown[];
  dataTypeIDs?: number[];
};

/** Reads only: nothing that raises a notice to listeners, moves a sequence or takes a lock. */
const READ = /^\s*(select|with)\b/i;
const HAS_EFFECTS =
  /\b(pg_notify|nextval|setval|pg_advisory|set_config|for\s+(update|share|no\s+key|key))\b|\b(insert|update|delete)\s/i;

export function isCacheableRead(text: string, options?: QueryOptions): boolean {
  return READ.test(text) && !HAS_EFFECTS.test(text) && !options?.blob && !options?.paramTypes;
}

interface PgliteInternals {
  parsers: Record<number, (value: string, typeId: number) => unknown>;
  serializers: Record<number, (value: unknown) => string>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  runExclusive<T>(fn: () => Promise<T>): Promise<T>;
  execProtocolStream(
    message: Uint8Array,
    options: { syncToFs?: boolean },
  ): Promise<BackendMessage[]>;
}

/**
 * PGlite: a cached read is a named prepared statement, and each later run is one exchange
 * (bind, execute, sync) instead of PGlite's six (parse, describe, bind, describe, execute, sync)
 * with a new plan every time: 0.5 against 1.9 ms of CPU for the campaigns page's heads query.
 * The cache sits in front of `client.query`, Drizzle's only way in, and answers in its shape,
 * with the same type parsers (the caller's first, then PGlite's), in rows of arrays or objects.
 * Answers how many statements it holds.
 */
export function cacheStatements(client: PGlite, max = 500): () => number {
  const pglite = client as unknown as PgliteInternals;
  const plain = client.query.bind(client);
  const statements = new Map<string, Statement>();

  async function prepare(text: string): Promise<Statement> {
    const name = `pgl_${statements.size + 1}`;
    const messages = await pglite.execProtocolStream(
      concat([
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const params = messages.find((m) => m.name === 'parameterDescription');
    const rows = messages.find((m) => m.name === 'rowDescription');
    const statement: Statement = {
      name,
      paramTypes: params?.dataTypeIDs ?? [],
      fields: ((rows?.fields ?? []) as Field[]).map((f) => ({
        name: f.name,
        dataTypeID: f.dataTypeID,
      })),
    };
    statements.set(text, statement);
    return statement;
  }

  async function run(text: string, params: unknown[], options: QueryOptions = {}) {
    const statement = statements.get(text) ?? (await prepare(text));
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i]!;
      const serializer = options.serializers?.[type] ?? pglite.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await pglite.execProtocolStream(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const parsers = statement.fields.map(
      (f) => options.parsers?.[f.dataTypeID] ?? pglite.parsers[f.dataTypeID],
    );
    const rows: unknown[] = [];
    for (const message of messages) {
      if (message.name !== 'dataRow') continue;
      const raw = message.fields as (string | null)[];
      const row = raw.map((value, i) =>
        value === null
          ? null
          : parsers[i]
            ? parsers[i]!(value, statement.fields[i]!.dataTypeID)
            : value,
      );
      if (options.rowMode === 'array') rows.push(row);
      else {
        const object: Record<string, unknown> = {};
        statement.fields.forEach((f, i) => {
          object[f.name] = row[i];
        });
        rows.push(object);
      }
    }
    return { rows, fields: statement.fields, affectedRows: 0 };
  }

  client.query = (async (text: string, params?: unknown[], options?: QueryOptions) => {
    if (!isCacheableRead(text, options) || (!statements.has(text) && statements.size >= max)) {
      return plain(text, params as never[], options as never);
    }
    // The same locks `query` takes: after any open transaction, one statement at a time.
    return pglite._runExclusiveTransaction(() =>
      pglite.runExclusive(() => run(text, params ?? [], options)),
    );
  }) as PGlite['query'];
  return () => statements.size;
}

/** The part of node-postgres's pool the cache needs (pg stays out of this module). */
interface QueryablePool {
  query(...args: unknown[]): unknown;
}

/**
 * node-postgres: names a cached read (`s1`, `s2`, … in the order first seen, the same text
 * always the same name in this process), so each connection of the pool parses and plans it once
 * and then only binds and executes it. Answers how many statements it named.
 */
export function nameStatements(pool: QueryablePool, max = 500): () => number {
  const names = new Map<string, string>();
  const plain = pool.query.bind(pool);
  pool.query = (...args: unknown[]) => {
    const config = args[0] as { text?: unknown; name?: unknown } | undefined;
    if (
      config &&
      typeof config === 'object' &&
      typeof config.text === 'string' &&
      config.name === undefined &&
      isCacheableRead(config.text)
    ) {
      let name = names.get(config.text);
      if (!name && names.size < max) {
        name = `s${names.size + 1}`;
        names.set(config.text, name);
      }
      if (name) args[0] = { ...config, name };
    }
    return plain(...args);
  };
  return () => names.size;
}

function concat(parts: Buffer[]): Uint8Array {
  return Buffer.concat(parts);
}
