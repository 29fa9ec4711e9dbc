import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { enqueueJob } from '../jobs/queue';

const token = 'metrics-test-token-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ metricsToken: token });
});
afterAll(() => t.close());

const scrape = () =>
  t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });

describe('/metrics', () => {
  it('refuses a scrape without the token', async () => {
    const none = await t.app.inject('/metrics');
    expect(none.statusCode).toBe(401);
    const wrong = await t.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer metrics-test-token-0123456780' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('unauthenticated');
  });

  it('counts requests by route pattern and status, with latency histograms', async () => {
    await t.app.inject('/healthz');
    await t.app.inject('/api/v1/me');
    const body = (await scrape()).body;
    expect(body).toContain('http_requests_total{method="GET",route="/healthz",status="200"} 1');
    expect(body).toContain('http_requests_total{method="GET",route="/api/v1/me",status="401"} 1');
    expect(body).toMatch(
      /http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/healthz",status="200"\} \d/,
    );
    expect(body).toContain('process_cpu_user_seconds_total');
    expect(body).toContain('live_connections 0');
  });

  it('reports the shared queue by kind and status, and the oldest due job', async () => {
    await enqueueJob(t.database.db, { kind: 'metrics.test', runAt: new Date(Date.now() - 60_000) });
    const response = await scrape();
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('jobs{kind="metrics.test",status="queued"} 1');
    const age = /jobs_oldest_due_age_seconds\{kind="metrics.test"\} ([\d.]+)/.exec(response.body);
    expect(Number(age?.[1])).toBeGreaterThanOrEqual(59);
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await buildTestApp();
  });
  afterAll(() => off.close());

  it('is switched off', async () => {
    const response = await off.app.inject('/metrics');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(
      'Metrics are off: set METRICS_TOKEN to turn them on.',
    );
  });
});
