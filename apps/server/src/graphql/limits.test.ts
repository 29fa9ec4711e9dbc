import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createUser, type TestUser } from '../../test/factories';
import { MAX_QUERY_CHARACTERS } from './register';
import { GRAPHQL_LIMITS } from './server';

let t: TestApp;
let creator: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  creator = await createUser(t.app);
});
afterAll(() => t.close());

const ask = (query: string) =>
  t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { ...creator.headers, 'content-type': 'application/json' },
    payload: { query },
  });
const aliases = (n: number) =>
  `{ ${Array.from({ length: n }, (_, i) => `a${i}: categoryList { primaryCategoryID primaryCategoryName }`).join(' ')} }`;

describe('GraphQL limits (issue 27)', () => {
  it('answers the portal’s own kind of query', async () => {
    const response = await ask('{ categoryList { primaryCategoryID primaryCategoryName } }');
    expect(response.statusCode).toBe(200);
    expect(response.json().errors).toBeUndefined();
  });

  it('refuses the audit’s 5,500 aliases (494 kB) at once, in the envelope, and the event loop stays free', async () => {
    const bomb = aliases(5_500);
    expect(bomb.length).toBeGreaterThan(MAX_QUERY_CHARACTERS);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    const [response, health] = await Promise.all([ask(bomb), t.app.inject('/healthz')]);
    const ms = performance.now() - started;
    delay.disable();
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
    expect(health.statusCode).toBe(200);
    expect(ms).toBeLessThan(300);
    expect(delay.max / 1e6).toBeLessThan(300);
  });

  it(`refuses more than ${GRAPHQL_LIMITS.aliases} aliases`, async () => {
    expect((await ask(aliases(GRAPHQL_LIMITS.aliases))).json().errors).toBeUndefined();
    const response = await ask(aliases(GRAPHQL_LIMITS.aliases + 1));
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().errors)).toMatch(/aliases/i);
  });

  it(`refuses a query deeper than ${GRAPHQL_LIMITS.depth}`, async () => {
    const deep = `{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } }`;
    const response = await ask(deep);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().errors)).toMatch(/depth/i);
  });

  it(`refuses a query costing more than ${GRAPHQL_LIMITS.cost}`, async () => {
    const wide = `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: __schema { types { name kind description fields { name description args { name description defaultValue } type { name kind } } } }`).join(' ')} }`;
    const response = await ask(wide);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().errors)).toMatch(/cost/i);
  });
});
