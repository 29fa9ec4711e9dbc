import { readFileSync } from 'node:fs';
import path from 'node:path';
import { authStore } from '@portal/web-kit/session/auth-store';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, meFactory, mockApi } from '@/testing/test-utils';
import { api } from './api-client';
import { EARLY_URLS } from './early-requests';

beforeEach(() => {
  authStore.reset();
  authStore.signIn('access-1', meFactory());
  window.__portalEarly = undefined;
});

describe('answers index.html asked for early (decision 309)', () => {
  it('hands the early answer to the first ask only; the second asks the server', async () => {
    window.__portalEarly = Promise.resolve({
      '/api/v1/flags': Promise.resolve(json(200, { flags: { early: true } })),
    });
    const server = mockApi({ 'GET /api/v1/flags': json(200, { flags: { early: false } }) });

    await expect(api.get('/api/v1/flags')).resolves.toEqual({ flags: { early: true } });
    expect(server).not.toHaveBeenCalled();

    await expect(api.get('/api/v1/flags')).resolves.toEqual({ flags: { early: false } });
    expect(server).toHaveBeenCalledTimes(1);
  });

  it('asks the server again when the early answer failed', async () => {
    const refused = Promise.reject(new TypeError('Failed to fetch'));
    refused.catch(() => {});
    window.__portalEarly = Promise.resolve({
      '/api/v1/me': Promise.resolve(json(500, {})),
      '/api/v1/flags': refused,
    });
    const server = mockApi({
      'GET /api/v1/me': json(200, { user_id: 7 }),
      'GET /api/v1/flags': json(200, { flags: {} }),
    });

    await expect(api.get('/api/v1/me')).resolves.toEqual({ user_id: 7 });
    await expect(api.get('/api/v1/flags')).resolves.toEqual({ flags: {} });
    expect(server).toHaveBeenCalledTimes(2);
  });

  it('never serves an early answer to a request with parameters or another method', async () => {
    window.__portalEarly = Promise.resolve({
      '/api/v1/creator/campaigns': Promise.resolve(json(200, { early: true })),
    });
    const server = mockApi({ 'GET /api/v1/creator/campaigns': json(200, { early: false }) });

    await expect(api.get('/api/v1/creator/campaigns', { params: { page: 2 } })).resolves.toEqual({
      early: false,
    });
    expect(server).toHaveBeenCalledTimes(1);
  });
});

describe("index.html's start-up script (decision 309)", () => {
  it('sends exactly the GETs the app knows to take', () => {
    const html = readFileSync(path.resolve(__dirname, '../../index.html'), 'utf8');
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const sent = new Set(script.match(/'\/api\/v1\/[^']+'/g)?.map((url) => url.slice(1, -1)));
    sent.delete('/api/v1/auth/refresh');
    expect(sent).toEqual(EARLY_URLS);
  });
});
