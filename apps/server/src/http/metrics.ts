import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { payoutBatches, payouts } from '../db/schema/content';
import { jobs } from '../db/schema/platform';

/**
 * /metrics in the Prometheus text format (prom-client), for the scraper only: it answers when
 * METRICS_TOKEN is set and the request carries `Authorization: Bearer <METRICS_TOKEN>`; without
 * the variable it is switched off (404). Docs: README "What to watch", decision 342.
 *
 * Request figures are counted in this process; queue, payout and pool figures are read when
 * scraped (the queue and payouts are shared, so every process reports the same totals for them).
 */
export function registerMetrics(
  app: FastifyInstance,
  database: Database,
  token: string | undefined,
  /** Open live-news streams in this process. */
  liveConnections: () => number = () => 0,
) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const uploadBytes = new Counter({
    name: 'upload_bytes_total',
    help: 'Bytes received by resumable uploads (tus PATCH requests accepted)',
    registers: [registry],
  });
  const db = database.db;
  new Gauge({
    name: 'jobs',
    help: 'Background jobs in the shared queue, by kind and status (queued, running, done, failed)',
    labelNames: ['kind', 'status'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await db.execute(
        sql`select kind, status, count(*)::int as n from ${jobs} group by kind, status`,
      );
      for (const r of rows.rows as { kind: string; status: string; n: number }[]) {
        this.set({ kind: r.kind, status: r.status }, r.n);
      }
    },
  });
  new Gauge({
    name: 'jobs_oldest_due_age_seconds',
    help: 'How long the oldest due, unclaimed job of each kind has waited',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await db.execute(sql`
        select kind, extract(epoch from now() - min(run_at))::float as age
        from ${jobs} where status = 'queued' and run_at <= now() group by kind`);
      for (const r of rows.rows as { kind: string; age: number }[])
        this.set({ kind: r.kind }, r.age);
    },
  });
  new Gauge({
    name: 'payouts',
    help: 'Payouts by state (pending, paid)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await db.execute(
        sql`select status, count(*)::int as n from ${payouts} group by status`,
      );
      for (const r of rows.rows as { status: string; n: number }[])
        this.set({ state: r.status }, r.n);
    },
  });
  new Gauge({
    name: 'payout_batches_waiting_for_ops',
    help: 'Payout batches PayPal refused (400/403/422) or that stayed unsent after their retries (429/5xx), by status',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      this.set({ status: 'refused' }, 0);
      this.set({ status: 'stuck' }, 0);
      const rows = await db.execute(
        sql`select status, count(*)::int as n from ${payoutBatches} where status in ('refused', 'stuck') group by status`,
      );
      for (const r of rows.rows as { status: string; n: number }[])
        this.set({ status: r.status }, r.n);
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections of this process, by state (total, idle, waiting requests)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = database.poolStats?.();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });

  new Gauge({
    name: 'live_connections',
    help: 'Open live-news streams (server-sent events) held by this process',
    registers: [registry],
    collect() {
      this.set(liveConnections());
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    if (request.method === 'PATCH' && reply.statusCode === 204 && route.includes('/uploads')) {
      uploadBytes.inc(Number(request.headers['content-length'] ?? 0) || 0);
    }
  });

  app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
    if (!token) {
      return reply.status(404).send({
        error: {
          code: 'not_found',
          message: 'Metrics are off: set METRICS_TOKEN to turn them on.',
        },
      });
    }
    if (!sameSecret(request.headers.authorization ?? '', `Bearer ${token}`)) {
      return reply
        .status(401)
        .send({ error: { code: 'unauthenticated', message: 'A metrics token is required.' } });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
