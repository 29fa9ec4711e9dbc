import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { testConfig } from '../config';
import { SchemaTooNewError } from '../db/schema-version';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('/readyz', () => {
  it('is ready when the database, the storage and the schema are right', async () => {
    const response = await t.app.inject('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', storage: 'ok' },
    });
  });

  it('is not ready, and a start refuses, when a newer build migrated the database', async () => {
    const future = Date.now() + 86_400_000;
    await t.database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('newer', ${future})`,
    );
    try {
      const response = await t.app.inject('/readyz');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'not ready',
        checks: { database: 'ok', migrations: 'ahead', storage: 'ok' },
      });
      const refused = await t.database.migrate().catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(SchemaTooNewError);
      expect((refused as Error).message).toMatch(
        /^The database schema is newer than this server: .* deploy the newer server version\.$/,
      );
      // liveness is not readiness: the process itself is fine
      expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await t.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where hash = 'newer'`,
      );
    }
    expect((await t.app.inject('/readyz')).statusCode).toBe(200);
  });

  it('a migrate on a current schema changes nothing', async () => {
    const count = async () =>
      (
        await t.database.db.execute(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        )
      ).rows[0];
    const before = await count();
    await t.database.migrate();
    expect(await count()).toEqual(before);
  });
});

describe('RUN_WORKER=only', () => {
  let worker: TestApp;
  beforeAll(async () => {
    worker = await buildTestApp({ jobs: { ...testConfig().jobs, serveHttp: false } });
  });
  afterAll(() => worker.close());

  it('answers health checks and nothing else', async () => {
    expect((await worker.app.inject('/healthz')).statusCode).toBe(200);
    expect((await worker.app.inject('/readyz')).statusCode).toBe(200);
    const response = await worker.app.inject('/api/v1/me');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'This process runs background jobs only.' },
    });
  });
});

describe('TRUST_PROXY', () => {
  it('believes X-Forwarded-For only from the proxies it names', async () => {
    const direct = await buildTestApp({ trustProxy: '10.0.0.1' }, {}, (app) => {
      app.get('/whoami', async (request) => ({ ip: request.ip }));
    });
    try {
      // app.inject comes from 127.0.0.1, which is not the named proxy: the header is ignored.
      const response = await direct.app.inject({
        url: '/whoami',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(response.json()).toEqual({ ip: '127.0.0.1' });
    } finally {
      await direct.close();
    }
  });
});
