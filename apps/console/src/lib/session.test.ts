import type { Session } from '@portal/domain/users/me-api';
import { authStore } from '@portal/web-kit/session/auth-store';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptSession, CREATORS_REFUSED_MESSAGE, refreshSession } from './session';

const session = (type: 'influencer' | 'brand' | 'ops') =>
  ({ accessToken: 't', expiresIn: 900, user: { id: 1, email: `${type}@x.test`, type } }) as Session;

afterEach(() => {
  authStore.reset();
  vi.unstubAllGlobals();
});

describe("the console's session", () => {
  it.each(['ops', 'brand'] as const)('admits a %s user', async (type) => {
    expect(await acceptSession(session(type))).toBe(true);
    expect(authStore.get()).toMatchObject({ status: 'authenticated', user: { type } });
  });

  it('refuses a creator who signs in here, revoking that new session, and says why', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    expect(await acceptSession(session('influencer'))).toBe(false);
    expect(fetch).toHaveBeenCalledWith('/api/v1/auth/logout', expect.anything());
    expect(authStore.get()).toMatchObject({
      status: 'unauthenticated',
      notice: CREATORS_REFUSED_MESSAGE,
    });
  });

  it("refuses a creator's restored portal session without signing them out of the portal", async () => {
    const fetch = vi.fn().mockResolvedValue(Response.json(session('influencer')));
    vi.stubGlobal('fetch', fetch);
    expect(await refreshSession()).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/api/v1/auth/refresh', expect.anything());
    expect(authStore.get().notice).toBe(CREATORS_REFUSED_MESSAGE);
  });
});
