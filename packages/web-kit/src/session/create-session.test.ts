import type { Session } from '@portal/domain/users/me-api';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from './auth-store';
import { createSession } from './create-session';

const session = (type: 'influencer' | 'brand' | 'ops', accessToken = 'token') =>
  ({ accessToken, expiresIn: 900, user: { id: 1, email: `${type}@x.test`, type } }) as Session;

let channel = 0;
function creatorsOnly(revokeRefused: 'always' | 'when-fresh' = 'always') {
  const queryClient = new QueryClient();
  const name = `test-session-${++channel}`;
  const app = createSession({
    admits: (user) => user.type === 'influencer',
    refusedMessage: 'Creators only.',
    revokeRefused,
    queryClient,
    channel: name,
  });
  return { app, queryClient, name };
}

const fetchMock = vi.fn();
beforeEach(() => {
  authStore.reset();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('createSession: who is admitted', () => {
  it('admits a user the rule admits', async () => {
    const { app } = creatorsOnly();
    expect(await app.acceptSession(session('influencer'), { fresh: true })).toBe(true);
    expect(authStore.get()).toMatchObject({ status: 'authenticated', accessToken: 'token' });
  });

  it('refuses anyone else, revokes the session and says why', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const { app, queryClient } = creatorsOnly('always');
    queryClient.setQueryData(['me'], { id: 1 });
    expect(await app.acceptSession(session('brand'), { fresh: false })).toBe(false);
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/auth/logout', expect.anything());
    expect(authStore.get()).toMatchObject({ status: 'unauthenticated', notice: 'Creators only.' });
    expect(queryClient.getQueryData(['me'])).toBeUndefined();
  });

  it("leaves a restored session alone when only fresh ones are revoked (the other app's)", async () => {
    const { app } = creatorsOnly('when-fresh');
    expect(await app.acceptSession(session('ops'), { fresh: false })).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(authStore.get().notice).toBe('Creators only.');
  });
});

describe('createSession: refresh', () => {
  it('sends one refresh however many callers ask at once', async () => {
    fetchMock.mockResolvedValue(Response.json(session('influencer', 'fresh-token')));
    const { app } = creatorsOnly();
    expect(await Promise.all([app.refreshSession(), app.refreshSession()])).toEqual([true, true]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(authStore.get().accessToken).toBe('fresh-token');
  });

  it('settles as signed out when the cookie restores nothing', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 401 }));
    const { app } = creatorsOnly();
    const settled = app.sessionSettled();
    await app.restoreSession();
    await expect(settled).resolves.toBe(false);
    expect(authStore.get().status).toBe('unauthenticated');
  });
});

describe('createSession: signing out in one tab signs out the other tabs of the app', () => {
  it('tells the other tabs when this one signs out', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const { app, name } = creatorsOnly();
    const otherTab = new BroadcastChannel(name);
    const heard = new Promise((resolve) => {
      otherTab.onmessage = (event) => resolve(event.data);
    });
    await app.signOut();
    await expect(heard).resolves.toBe('signed-out');
    otherTab.close();
  });

  it('signs this tab out, forgetting its answers, when another tab signed out', async () => {
    const { app, queryClient, name } = creatorsOnly();
    await app.acceptSession(session('influencer'), { fresh: true });
    queryClient.setQueryData(['me'], { id: 1 });
    const signedOut = new Promise<void>((resolve) => {
      const stop = authStore.subscribe(() => {
        if (authStore.get().status === 'unauthenticated') {
          stop();
          resolve();
        }
      });
    });
    const otherTab = new BroadcastChannel(name);
    otherTab.postMessage('signed-out');
    await signedOut;
    expect(authStore.get()).toMatchObject({ accessToken: null, signedOut: true, notice: null });
    expect(queryClient.getQueryData(['me'])).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
    otherTab.close();
  });

  it("ignores another app's sign-out (its own channel)", async () => {
    const { app } = creatorsOnly();
    await app.acceptSession(session('influencer'), { fresh: true });
    const otherApp = new BroadcastChannel('some-other-app-session');
    otherApp.postMessage('signed-out');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(authStore.get().status).toBe('authenticated');
    otherApp.close();
  });
});
