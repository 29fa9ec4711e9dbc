import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Container } from '../container';
import type { Database } from '../db/client';

/** Paths every process answers, a worker-only one included. */
export const HEALTH_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/** A readiness check that takes longer than this counts as a failure. */
const CHECK_TIMEOUT_MS = 2000;
/** A key that is never written: reading its metadata proves the storage answers. */
const PROBE_KEY = 'readyz/probe';

type Check = 'ok' | 'unreachable' | 'behind' | 'ahead';

/**
 * Liveness and readiness (docs/decisions/340-processes-and-health.md).
 * `/healthz`: the process is alive and its event loop turns — restart it only when this fails.
 * `/readyz`: send it traffic — the database and storage answer and the schema is exactly the
 * one this build migrates to; 503 with the failing part named otherwise.
 */
export function registerHealth(app: FastifyInstance, database: Database, container: Container) {
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    const [db, schema, storage] = await Promise.all([
      check(async () => {
        await container.db.execute(sql`select 1`);
        return 'ok';
      }),
      check(async () => {
        const state = await database.schemaState();
        return state.status === 'current' ? 'ok' : state.status;
      }),
      check(async () => {
        await container.storage.stat(PROBE_KEY);
        return 'ok';
      }),
    ]);
    const ready = db === 'ok' && schema === 'ok' && storage === 'ok';
    return reply.status(ready ? 200 : 503).send({
      status: ready ? 'ready' : 'not ready',
      database: database.kind,
      checks: { database: db, migrations: schema, storage },
    });
  });
}

async function check(run: () => Promise<Check>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Check>((resolve) => {
    timer = setTimeout(() => resolve('unreachable'), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([run().catch((): Check => 'unreachable'), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
