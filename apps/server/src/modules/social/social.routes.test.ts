import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { connectThroughSandbox, insertSocialAccount } from '../../../test/factories-social';
import { jobs } from '../../db/schema/platform';
import { profiles, socialAccounts } from '../../db/schema/users';
import { createSandboxSocial, sandboxFollowers } from '../../integrations/social/sandbox-social';
import { SocialProviderError } from '../../integrations/social/social-provider';
import { SYNC_METRICS_JOB } from './social.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ publicUrl: 'http://portal.test' });
});
afterAll(() => t.close());

const accountsOf = (userId: number) =>
  t.app.container.db.select().from(socialAccounts).where(eq(socialAccounts.user_id, userId));

describe('POST /api/v1/social/connections', () => {
  it('answers the consent URL with a signed state', async () => {
    const creator = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/social/connections',
      headers: creator.headers,
      payload: { socialPlatform: 'tiktok', returnTo: '/creator/setup/accounts' },
    });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().authorizeUrl, 'http://portal.test');
    expect(url.pathname).toBe('/api/v1/social/sandbox/authorize');
    expect(url.searchParams.get('platform')).toBe('tiktok');
    expect(url.searchParams.get('state')).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('refuses a platform that does not connect through OAuth, changing nothing', async () => {
    const creator = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/social/connections',
      headers: creator.headers,
      payload: { socialPlatform: 'youtube' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });

  it('needs a signed-in creator', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/social/connections',
      payload: { socialPlatform: 'instagram' },
    });
    expect(anonymous.statusCode).toBe(401);
    const brand = await createUser(t.app, { type: 'brand' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/social/connections',
      headers: brand.headers,
      payload: { socialPlatform: 'instagram' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/v1/social/sandbox/authorize', () => {
  it('shows the local consent page with a labelled handle field', async () => {
    const creator = await createUser(t.app);
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/v1/social/connections',
      headers: creator.headers,
      payload: { socialPlatform: 'instagram' },
    });
    const page = await t.app.inject({ method: 'GET', url: start.json().authorizeUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Connect your Instagram account');
    expect(page.body).toContain('<label for="handle">Instagram handle</label>');
  });
});

describe('GET /api/v1/social/oauth/:platform/callback', () => {
  it('stores the account with its token encrypted and expiry, queues one sync, returns to Accounts', async () => {
    const creator = await createUser(t.app);
    const { callbackUrl } = await connectThroughSandbox(
      t.app,
      creator.headers,
      'instagram',
      'maya.makes',
    );
    const res = await t.app.inject({ method: 'GET', url: callbackUrl });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/creator/setup/accounts?connected=instagram');
    const [account] = await accountsOf(creator.id);
    expect(account).toMatchObject({ platform: 'instagram', handle: 'maya.makes' });
    expect(account!.access_token_enc).toMatch(/^v1\./);
    expect(account!.access_token_enc).not.toContain('sandbox');
    expect(account!.expires_at!.getTime()).toBeGreaterThan(Date.now() + 50 * 86_400_000);
    const queued = await t.app.container.db.select().from(jobs).where(eq(jobs.user_id, creator.id));
    expect(queued.map((j) => j.kind)).toEqual([SYNC_METRICS_JOB]);
  });

  it("reads the account's followers and engagement rate after it connects, in the background (decision 670)", async () => {
    const creator = await createUser(t.app);
    const { callbackUrl } = await connectThroughSandbox(
      t.app,
      creator.headers,
      'tiktok',
      'ana.dances',
    );
    await t.app.inject({ method: 'GET', url: callbackUrl });
    // Read by the sync the connection queued, not while the creator waits for the redirect.
    expect((await accountsOf(creator.id))[0]!.followers).toBeNull();
    await t.app.worker.runUntilIdle();
    const [account] = await accountsOf(creator.id);
    expect(account!.followers).toBe(sandboxFollowers('tiktok', 'ana.dances'));
    expect(account!.followers).toBeGreaterThanOrEqual(5_000);
    // The sandbox's posts are drawn from that audience: a plausible percentage.
    expect(account!.engagement_rate).toBeGreaterThan(0.5);
    expect(account!.engagement_rate).toBeLessThan(10);
    // Two decimals at most (the domain rounds it).
    expect(Math.round(account!.engagement_rate! * 100)).toBe(account!.engagement_rate! * 100);
  });

  /** Connects maya.makes's Instagram, whose last figures were 41,000 and 3.25 %, with a provider
   * failing in `fails`; answers where the callback went and the account's figures after it. */
  async function reconnectWhileFailing(fails: 'readAudience' | 'listRecentPosts') {
    const sandbox = createSandboxSocial({ secret: 'audience-test', clock: () => new Date() });
    const failing = {
      kind: 'sandbox' as const,
      client: (platform: 'instagram' | 'tiktok') => ({
        ...sandbox.client(platform),
        [fails]: async () => {
          throw new SocialProviderError('Application request limit reached', 429);
        },
      }),
    };
    const down = await buildTestApp(
      { publicUrl: 'http://portal.test' },
      { social: { provider: failing, sandbox } },
    );
    try {
      const creator = await createUser(down.app);
      await insertSocialAccount(down.app, {
        user_id: creator.id,
        platform: 'instagram',
        handle: 'maya.makes',
        followers: 41_000,
        engagement_rate: 3.25,
      });
      const { callbackUrl } = await connectThroughSandbox(
        down.app,
        creator.headers,
        'instagram',
        'maya.makes',
      );
      const res = await down.app.inject({ method: 'GET', url: callbackUrl });
      await down.app.worker.runUntilIdle();
      const [account] = await down.app.container.db
        .select()
        .from(socialAccounts)
        .where(eq(socialAccounts.user_id, creator.id));
      return { location: res.headers.location, account: account! };
    } finally {
      await down.close();
    }
  }

  it('connects the account even when its audience cannot be read, keeping the last figures', async () => {
    const { location, account } = await reconnectWhileFailing('readAudience');
    expect(location).toBe('/creator/setup/accounts?connected=instagram');
    expect(account.access_token_enc).toMatch(/^v1\./);
    expect(account).toMatchObject({ followers: 41_000, engagement_rate: 3.25 });
  });

  it('stores the new followers but keeps the last engagement when the posts cannot be read', async () => {
    const { location, account } = await reconnectWhileFailing('listRecentPosts');
    expect(location).toBe('/creator/setup/accounts?connected=instagram');
    expect(account).toMatchObject({
      followers: sandboxFollowers('instagram', 'maya.makes'),
      engagement_rate: 3.25,
    });
  });

  it('does the work once when the callback is repeated (one row, one queued sync)', async () => {
    const creator = await createUser(t.app);
    const { callbackUrl } = await connectThroughSandbox(t.app, creator.headers, 'tiktok', 'noah.r');
    await t.app.inject({ method: 'GET', url: callbackUrl });
    const again = await t.app.inject({ method: 'GET', url: callbackUrl });
    expect(again.headers.location).toBe('/creator/setup/accounts?connected=tiktok');
    expect(await accountsOf(creator.id)).toHaveLength(1);
    const queued = await t.app.container.db.select().from(jobs).where(eq(jobs.user_id, creator.id));
    expect(queued).toHaveLength(1);
    const [profile] = await t.app.container.db
      .select()
      .from(profiles)
      .where(eq(profiles.user_id, creator.id));
    expect(profile!.tiktok_handle).toBe('noah.r');
  });

  it('refuses a forged state and stores nothing', async () => {
    const creator = await createUser(t.app);
    const { callbackUrl, state } = await connectThroughSandbox(
      t.app,
      creator.headers,
      'instagram',
      'x',
    );
    const [body, signature] = state.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const other = await createUser(t.app);
    const forgedBody = Buffer.from(JSON.stringify({ ...claims, u: other.id })).toString(
      'base64url',
    );
    const forged = callbackUrl.replace(encodeURIComponent(state), `${forgedBody}.${signature}`);
    expect(forged).not.toBe(callbackUrl);
    const res = await t.app.inject({ method: 'GET', url: forged });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      '/creator/setup/accounts?connect_error=invalid_state&platform=instagram',
    );
    expect(await accountsOf(other.id)).toHaveLength(0);
    expect(await accountsOf(creator.id)).toHaveLength(0);
  });

  it('refuses a state issued for the other platform, a missing state and an expired state', async () => {
    const creator = await createUser(t.app);
    const { callbackUrl } = await connectThroughSandbox(t.app, creator.headers, 'instagram', 'x');
    const swapped = callbackUrl.replace('/instagram/', '/tiktok/');
    expect((await t.app.inject({ method: 'GET', url: swapped })).headers.location).toContain(
      'connect_error=invalid_state',
    );
    const noState = callbackUrl.replace(/&?state=[^&]*/, '');
    expect((await t.app.inject({ method: 'GET', url: noState })).headers.location).toContain(
      'connect_error=invalid_state',
    );
    const later = await buildTestApp(
      { publicUrl: 'http://portal.test' },
      {
        clock: () => new Date(Date.now() + 11 * 60_000),
      },
    );
    try {
      const res = await later.app.inject({ method: 'GET', url: callbackUrl });
      expect(res.headers.location).toContain('connect_error=invalid_state');
    } finally {
      await later.close();
    }
    expect(await accountsOf(creator.id)).toHaveLength(0);
  });

  it('returns with a cancelled flag when the creator denies consent', async () => {
    const creator = await createUser(t.app);
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/v1/social/connections',
      headers: creator.headers,
      payload: { socialPlatform: 'tiktok', returnTo: '/creator/connect-account?platform=tiktok' },
    });
    const consent = new URL(start.json().authorizeUrl, 'http://portal.test');
    consent.searchParams.set('decision', 'deny');
    const denied = await t.app.inject({
      method: 'GET',
      url: `${consent.pathname}${consent.search}`,
    });
    const res = await t.app.inject({ method: 'GET', url: denied.headers.location as string });
    expect(res.headers.location).toBe(
      '/creator/connect-account?platform=tiktok&connect_error=cancelled',
    );
    expect(await accountsOf(creator.id)).toHaveLength(0);
  });

  it('never redirects outside the creator area', async () => {
    const creator = await createUser(t.app);
    const { callbackUrl } = await connectThroughSandbox(
      t.app,
      creator.headers,
      'instagram',
      'x',
      'https://evil.example/',
    );
    const res = await t.app.inject({ method: 'GET', url: callbackUrl });
    expect(res.headers.location).toBe('/creator/setup/accounts?connected=instagram');
  });
});

describe('GET /api/v1/social/profile', () => {
  it("answers the creator's own setup profile with connections and expiry", async () => {
    const creator = await createUser(t.app, {
      profile: { first_name: 'Ava', last_name: 'Stone', snapchat_handle: 'ava.snaps' },
    });
    await insertSocialAccount(t.app, {
      user_id: creator.id,
      platform: 'instagram',
      handle: 'ava',
      social_id: '1784',
      access_token_enc: 'v1.x.y.z',
      expires_at: new Date(Date.now() - 1000),
    });
    const other = await createUser(t.app);
    await insertSocialAccount(t.app, { user_id: other.id, platform: 'tiktok', handle: 'other' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/social/profile',
      headers: creator.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: creator.email,
      first_name: 'Ava',
      last_name: 'Stone',
      snapchat_handle: 'ava.snaps',
      leads: { instagram: { social_un: 'ava', social_id: '1784' } },
      authedInstagram: false,
      authedTiktokCreator: false,
      instagram_connection_expired: true,
    });
    expect(res.json().access_tokens).toEqual([
      expect.objectContaining({ platform: 'instagram', username: 'ava', expired: true }),
    ]);
  });

  it('needs a creator', async () => {
    const ops = await createUser(t.app, { type: 'ops' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/social/profile',
      headers: ops.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('DELETE /api/v1/social/connections/:platform (issue 13)', () => {
  it('disconnects the creator’s own account only, once or twice alike', async () => {
    const me = await createUser(t.app);
    const other = await createUser(t.app);
    await insertSocialAccount(t.app, { user_id: me.id, platform: 'instagram', handle: 'me.gram' });
    await insertSocialAccount(t.app, {
      user_id: other.id,
      platform: 'instagram',
      handle: 'other.gram',
    });
    const del = (user: typeof me, platform: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/v1/social/connections/${platform}`,
        headers: user.headers,
      });
    expect((await del(me, 'instagram')).statusCode).toBe(204);
    expect((await del(me, 'instagram')).statusCode).toBe(204);
    const left = await t.app.container.db.select().from(socialAccounts);
    expect(left.filter((a) => a.user_id === me.id)).toEqual([]);
    expect(left.filter((a) => a.user_id === other.id)).toHaveLength(1);
    expect((await del(me, 'youtube')).statusCode).toBe(400);
    const brand = await createUser(t.app, { type: 'brand', brandId: null });
    expect((await del(brand, 'instagram')).statusCode).toBe(403);
  });

  it('shows each connection with its expiry in the profile', async () => {
    const me = await createUser(t.app);
    const expires = new Date('2027-01-15T12:00:00Z');
    await insertSocialAccount(t.app, {
      user_id: me.id,
      platform: 'tiktok',
      handle: 'me.tok',
      expires_at: expires,
    });
    const profile = (await t.app.inject({ url: '/api/v1/users', headers: me.headers })).json().data;
    expect(profile.access_tokens).toEqual([
      expect.objectContaining({
        platform: 'tiktok',
        username: 'me.tok',
        expiresAt: expires.getTime() / 1000,
      }),
    ]);
  });
});
