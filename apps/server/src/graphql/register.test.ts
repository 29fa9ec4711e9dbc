import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';

// /graphql hands each request to a GraphQL server built on the first one (register.ts): what a
// caller sees must be what Mercurius answers, over every transport it accepts.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('/graphql, built on first use', () => {
  it('answers concurrent first requests, over JSON POST, GET and application/graphql', async () => {
    const [json, get, raw] = await Promise.all([
      t.app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ apiVersion }' } }),
      t.app.inject({
        method: 'GET',
        url: `/graphql?query=${encodeURIComponent('{ apiVersion }')}`,
      }),
      t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/graphql' },
        payload: '{ apiVersion }',
      }),
    ]);
    for (const res of [json, get, raw]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ data: { apiVersion: '1' } });
    }
  });

  it('keeps its refusals: a bad query is a 400 with GraphQL errors, and the request id comes back', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'x-request-id': 'trace-graphql-1' },
      payload: { query: '{ noSuchField }' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-request-id']).toBe('trace-graphql-1');
    expect(res.json().errors[0].message).toBe('Graphql validation error');
  });

  it('answers 401 to a resolver that needs a creator when no token is sent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ categoryList { primaryCategoryID } }' },
    });
    expect(res.statusCode).toBe(401);
  });
});
