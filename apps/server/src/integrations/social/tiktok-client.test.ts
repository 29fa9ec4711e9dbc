import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStubServer } from '../../../test/stub-server';
import { SocialProviderError } from './social-provider';
import { createTiktokClient } from './tiktok-client';

const now = new Date('2024-05-01T12:00:00Z');
let stub: Awaited<ReturnType<typeof startStubServer>>;
let client: ReturnType<typeof createTiktokClient>;

const user = {
  open_id: 'open-123',
  username: 'maya.moves',
  display_name: 'Maya',
  avatar_url: 'https://a/1',
  follower_count: 18_400,
};
const FIELD_SCOPES: Record<keyof typeof user, string> = {
  open_id: 'user.info.basic',
  display_name: 'user.info.basic',
  avatar_url: 'user.info.basic',
  username: 'user.info.profile',
  follower_count: 'user.info.stats',
};
/** The scopes each access token was granted. */
const grants: Record<string, string[]> = {
  'act.1': ['user.info.basic', 'user.info.profile', 'user.info.stats', 'video.list'],
  'act.no-stats': ['user.info.basic', 'user.info.profile', 'video.list'],
};

beforeAll(async () => {
  stub = await startStubServer({
    'POST /v2/oauth/token/': ({ body }) => {
      const form = new URLSearchParams(body);
      return form.get('code') === 'good-code'
        ? {
            json: {
              access_token: 'act.1',
              refresh_token: 'rft.1',
              expires_in: 86_400,
              open_id: 'open-123',
              scope: 'user.info.basic,video.list',
              token_type: 'Bearer',
            },
          }
        : { json: { error: 'invalid_grant', error_description: 'Authorization code is expired.' } };
    },
    // Like TikTok: a valid token, each field needing the scope the creator granted, and only
    // the fields asked for in the answer.
    'GET /v2/user/info/': ({ headers, query }) => {
      const scopes = grants[headers.authorization?.replace('Bearer ', '') ?? ''];
      if (!scopes) {
        return {
          status: 401,
          json: { error: { code: 'access_token_invalid', message: 'Token invalid' } },
        };
      }
      const fields = (query.get('fields') ?? '').split(',') as (keyof typeof user)[];
      if (fields.some((f) => !scopes.includes(FIELD_SCOPES[f]))) {
        return {
          status: 401,
          json: {
            error: {
              code: 'scope_not_authorized',
              message: 'The user did not authorize the scope required for completing this request.',
            },
          },
        };
      }
      return {
        json: {
          data: { user: Object.fromEntries(fields.map((f) => [f, user[f]])) },
          error: { code: 'ok', message: '' },
        },
      };
    },
    'POST /v2/video/list/': ({ headers }) =>
      headers.authorization === 'Bearer act.1'
        ? {
            json: {
              data: {
                videos: [
                  {
                    id: 'v1',
                    video_description: 'Morning routine #ad',
                    cover_image_url: 'https://c/v1.jpg',
                    share_url: 'https://www.tiktok.com/@maya.moves/video/v1',
                    create_time: 1_714_000_000,
                    like_count: 5400,
                    comment_count: 120,
                    view_count: 88_000,
                  },
                ],
                cursor: 0,
                has_more: false,
              },
              error: { code: 'ok', message: '' },
            },
          }
        : { json: { data: {}, error: { code: 'scope_not_authorized', message: 'No video.list' } } },
  });
  client = createTiktokClient({
    clientKey: 'tt-key',
    clientSecret: 'tt-secret',
    authorizeBase: stub.url,
    apiBase: stub.url,
    clock: () => now,
  });
});
afterAll(() => stub.close());

describe('TikTok client (Login Kit v2)', () => {
  it('sends the creator to the authorize page with our client key, scopes and state', () => {
    const url = new URL(client.authorizeUrl({ state: 's1', redirectUri: 'https://portal/cb' }));
    expect(url.pathname).toBe('/v2/auth/authorize/');
    expect(url.searchParams.get('client_key')).toBe('tt-key');
    expect(url.searchParams.get('scope')!.split(',')).toEqual(
      expect.arrayContaining(['user.info.basic', 'user.info.stats', 'video.list']),
    );
    expect(url.searchParams.get('state')).toBe('s1');
  });

  it('exchanges the code for tokens with a refresh token and expiry, and reads the user', async () => {
    const result = await client.exchangeCode({
      code: 'good-code',
      redirectUri: 'https://portal/cb',
    });
    expect(result.tokens).toEqual({
      accessToken: 'act.1',
      refreshToken: 'rft.1',
      expiresAt: new Date(now.getTime() + 86_400_000),
    });
    expect(result.identity).toEqual({
      socialId: 'open-123',
      handle: 'maya.moves',
      profileImage: 'https://a/1',
    });
    const exchange = stub.requests.find((r) => r.path === '/v2/oauth/token/')!;
    expect(new URLSearchParams(exchange.body).get('client_secret')).toBe('tt-secret');
  });

  it('refuses an expired code with the provider’s description', async () => {
    await expect(
      client.exchangeCode({ code: 'old', redirectUri: 'https://portal/cb' }),
    ).rejects.toThrow('Authorization code is expired.');
  });

  it('lists videos with likes, comments and views', async () => {
    const [video] = await client.listRecentPosts('act.1', 5);
    expect(video).toMatchObject({
      id: 'v1',
      imageUrl: 'https://c/v1.jpg',
      caption: 'Morning routine #ad',
      metrics: { likes: 5400, replies: 120, impressions: 88_000 },
    });
    expect(video!.postedAt).toEqual(new Date(1_714_000_000_000));
  });

  it("reads the account's follower count (scope user.info.stats)", async () => {
    expect(await client.readAudience('act.1')).toEqual({ followers: 18_400 });
    const read = stub.requests.filter((r) => r.path === '/v2/user/info/').at(-1)!;
    expect(read.query.get('fields')).toBe('follower_count');
  });

  it('reports a token granted without user.info.stats as a provider error', async () => {
    const refused = client.readAudience('act.no-stats');
    await expect(refused).rejects.toBeInstanceOf(SocialProviderError);
    await expect(refused).rejects.toThrow('did not authorize the scope');
    await expect(client.readAudience('revoked')).rejects.toThrow('Token invalid');
  });

  it('treats an error code inside a 200 answer as a failure', async () => {
    await expect(client.listRecentPosts('other', 5)).rejects.toThrow('No video.list');
  });
});
