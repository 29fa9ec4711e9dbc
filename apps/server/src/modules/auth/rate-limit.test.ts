import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { testConfig } from '../../config';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    auth: { ...testConfig().auth, rateLimit: { max: 3, windowMs: 60_000 } },
  });
});
afterAll(() => t.close());

describe('auth rate limits', () => {
  it.each(['/api/v1/auth/login', '/api/v1/auth/sign-up'])(
    'answers 429 after the limit on %s',
    async (url) => {
      const payload = {
        email: 'someone@example.com',
        password: 'wrong-password',
        first_name: 'A',
        last_name: 'B',
      };
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push((await t.app.inject({ method: 'POST', url, payload })).statusCode);
      }
      expect(statuses.slice(0, 3)).not.toContain(429);
      const last = await t.app.inject({ method: 'POST', url, payload });
      expect(last.statusCode).toBe(429);
      expect(last.json().error.code).toBe('rate_limited');
    },
  );
});
