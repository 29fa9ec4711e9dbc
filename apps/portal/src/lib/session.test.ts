import { authStore } from '@portal/web-kit/session/auth-store';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, mockApi, sessionFactory } from '@/testing/test-utils';
import { queryClient } from './query-client';
import { refreshSession, restoreSession, sessionSettled } from './session';

beforeEach(() => {
  authStore.reset();
  queryClient.clear();
  window.__portalRefresh = undefined;
});

describe('start-up session (decision 307)', () => {
  it('takes the refresh index.html already sent, once; a later refresh asks the server', async () => {
    const early = sessionFactory({ first_name: 'Early' });
    window.__portalRefresh = Promise.resolve(json(200, { ...early, accessToken: 'early-token' }));
    const fetchSpy = mockApi({
      'POST /api/v1/auth/refresh': () => json(200, { ...sessionFactory(), accessToken: 'later' }),
    });

    await restoreSession();
    expect(authStore.get().accessToken).toBe('early-token');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(window.__portalRefresh).toBeUndefined();

    await refreshSession();
    expect(authStore.get().accessToken).toBe('later');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('settles as signed out when the early refresh failed on the network', async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => {});
    window.__portalRefresh = failed;
    const settled = sessionSettled();

    await restoreSession();

    expect(authStore.get().status).toBe('unauthenticated');
    await expect(settled).resolves.toBe(false);
  });
});
