import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../session/auth-store';
import { createApiClient } from './create-api-client';

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
const unauthenticated = () =>
  json(401, { error: { code: 'unauthenticated', message: 'Please sign in to continue.' } });

const fetchMock = vi.fn();
beforeEach(() => {
  authStore.reset();
  authStore.signIn('old-token', {
    id: 1,
    email: 'ops@x.test',
    type: 'ops',
  } as Parameters<typeof authStore.signIn>[1]);
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('createApiClient', () => {
  it('retries once with the refreshed token after a 401', async () => {
    fetchMock
      .mockResolvedValueOnce(unauthenticated())
      .mockResolvedValueOnce(json(200, { ok: true }));
    const refreshSession = vi.fn(async () => {
      authStore.signIn('new-token', authStore.get().user!);
      return true;
    });
    const onSessionEnded = vi.fn();
    const { api } = createApiClient({ refreshSession, onSessionEnded });

    await expect(api.get('/api/v1/review/queue')).resolves.toEqual({ ok: true });

    expect(fetchMock.mock.calls[1]?.[1]?.headers).toMatchObject({
      Authorization: 'Bearer new-token',
    });
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('forgets the session and hands over to the app when the refresh cannot cure a 401', async () => {
    fetchMock.mockResolvedValue(unauthenticated());
    const onSessionEnded = vi.fn(() => {
      // The app reads the store as it goes to its sign-in page: already signed out.
      expect(authStore.get().status).toBe('unauthenticated');
    });
    const { api } = createApiClient({ refreshSession: async () => false, onSessionEnded });

    await expect(api.get('/api/v1/review/queue')).rejects.toMatchObject({
      status: 401,
      message: 'Please sign in to continue.',
    });
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(authStore.get().accessToken).toBeNull();
  });

  it('leaves empty query parameters out', async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    const { api } = createApiClient({ refreshSession: async () => true, onSessionEnded() {} });
    await api.get('/api/v1/review/queue', {
      params: { q: '', state: undefined, brand_id: null, page: 2 },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/review/queue?page=2');
  });

  it("turns a failure into the catalogue's message", async () => {
    fetchMock.mockResolvedValue(
      json(409, { error: { code: 'conflict', message: 'internal detail' } }),
    );
    const { api } = createApiClient({ refreshSession: async () => true, onSessionEnded() {} });
    await expect(api.post('/api/v1/review/content/1/actions', {})).rejects.toMatchObject({
      name: 'ApiError',
      status: 409,
      code: 'conflict',
    });
  });

  it('sends a file as its own bytes, typed as the browser typed it', async () => {
    fetchMock.mockResolvedValue(json(200, { id: 1 }));
    const { api } = createApiClient({ refreshSession: async () => true, onSessionEnded() {} });
    const logo = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    await api.put('/api/v1/console/brands/1/logo', logo);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init.body).toBe(logo);
    expect(init.headers).toMatchObject({
      'Content-Type': 'image/png',
      Authorization: 'Bearer old-token',
    });
  });

  it('downloads an export with the bearer token and saves it under the given name', async () => {
    fetchMock.mockResolvedValue(
      new Response('at,actor\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
    );
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL() {} }),
    );
    const { download } = createApiClient({ refreshSession: async () => true, onSessionEnded() {} });

    await download('/api/v1/console/audit.csv', 'audit-log.csv', {
      params: { action: 'brand.created' },
    });

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/console/audit.csv?action=brand.created');
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({
      Authorization: 'Bearer old-token',
    });
    expect(saved).toEqual(['audit-log.csv']);
    click.mockRestore();
  });

  it('says why an export failed instead of saving the error', async () => {
    fetchMock.mockResolvedValue(json(403, { error: { code: 'forbidden', message: 'no' } }));
    const { download } = createApiClient({ refreshSession: async () => true, onSessionEnded() {} });
    await expect(download('/api/v1/console/audit.csv', 'audit-log.csv')).rejects.toMatchObject({
      status: 403,
    });
  });
});
