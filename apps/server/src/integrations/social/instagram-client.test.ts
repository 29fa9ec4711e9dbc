import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStubServer } from '../../../test/stub-server';
import { createInstagramClient } from './instagram-client';
import { SocialProviderError } from './social-provider';

const now = new Date('2024-05-01T12:00:00Z');
let stub: Awaited<ReturnType<typeof startStubServer>>;
let client: ReturnType<typeof createInstagramClient>;

const media = [
  {
    id: '1',
    caption: 'Summer #ad',
    media_type: 'IMAGE',
    media_url: 'https://cdn.example/1.jpg',
    permalink: 'https://www.instagram.com/p/AAA/',
    timestamp: '2024-04-28T10:00:00+0000',
    like_count: 1200,
    comments_count: 45,
  },
  {
    id: '2',
    media_type: 'VIDEO',
    media_url: 'https://cdn.example/2.mp4',
    thumbnail_url: 'https://cdn.example/2.jpg',
    permalink: 'https://www.instagram.com/p/BBB/',
    timestamp: '2024-04-20T10:00:00+0000',
  },
];

const profile = {
  id: '17841',
  user_id: '17841',
  username: 'maya.makes',
  profile_picture_url: 'https://cdn/p.jpg',
  followers_count: 52_310,
};

beforeAll(async () => {
  stub = await startStubServer({
    'POST /oauth/access_token': ({ body }) => {
      const form = new URLSearchParams(body);
      if (form.get('code') !== 'good-code') {
        return {
          status: 400,
          json: { error_type: 'OAuthException', error_message: 'Invalid code' },
        };
      }
      return { json: { access_token: 'short-token', user_id: 17841 } };
    },
    'GET /access_token': ({ query }) => ({
      json:
        query.get('access_token') === 'short-token'
          ? { access_token: 'long-token', token_type: 'bearer', expires_in: 5_184_000 }
          : { error: { message: 'bad token' } },
    }),
    // Like the Graph API: the token must be valid and only the fields asked for come back.
    'GET /v21.0/me': ({ query }) => {
      if (query.get('access_token') !== 'long-token') {
        return { status: 400, json: { error: { message: 'Invalid OAuth access token' } } };
      }
      const fields = (query.get('fields') ?? '').split(',');
      const unknown = fields.find((f) => !(f in profile));
      if (unknown) {
        return { status: 400, json: { error: { message: `nonexisting field (${unknown})` } } };
      }
      return {
        json: Object.fromEntries(fields.map((f) => [f, profile[f as keyof typeof profile]])),
      };
    },
    'GET /v21.0/me/media': ({ query }) =>
      query.get('access_token') === 'long-token'
        ? { json: { data: media } }
        : { status: 400, json: { error: { message: 'Invalid OAuth access token' } } },
  });
  client = createInstagramClient({
    clientId: 'ig-app',
    clientSecret: 'ig-secret',
    authorizeBase: stub.url,
    apiBase: stub.url,
    graphBase: stub.url,
    clock: () => now,
  });
});
afterAll(() => stub.close());

describe('Instagram client (Instagram API with Instagram Login)', () => {
  it('sends the creator to the authorize page with our client id, redirect and state', () => {
    const url = new URL(client.authorizeUrl({ state: 's1', redirectUri: 'https://portal/cb' }));
    expect(url.pathname).toBe('/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'ig-app',
      redirect_uri: 'https://portal/cb',
      response_type: 'code',
      state: 's1',
    });
  });

  it('exchanges the code for a long-lived token with its expiry, and reads the profile', async () => {
    const result = await client.exchangeCode({
      code: 'good-code',
      redirectUri: 'https://portal/cb',
    });
    expect(result.tokens).toEqual({
      accessToken: 'long-token',
      refreshToken: null,
      expiresAt: new Date(now.getTime() + 5_184_000_000),
    });
    expect(result.identity).toEqual({
      socialId: '17841',
      handle: 'maya.makes',
      profileImage: 'https://cdn/p.jpg',
    });
    const exchange = stub.requests.find((r) => r.path === '/oauth/access_token')!;
    expect(Object.fromEntries(new URLSearchParams(exchange.body))).toMatchObject({
      client_id: 'ig-app',
      client_secret: 'ig-secret',
      grant_type: 'authorization_code',
      redirect_uri: 'https://portal/cb',
    });
  });

  it("turns the provider's refusal into a SocialProviderError with its message", async () => {
    await expect(
      client.exchangeCode({ code: 'bad', redirectUri: 'https://portal/cb' }),
    ).rejects.toEqual(new SocialProviderError('Invalid code', 400));
  });

  it('lists recent media with likes and comments, using the thumbnail of a video', async () => {
    const posts = await client.listRecentPosts('long-token', 10);
    expect(posts).toHaveLength(2);
    expect(posts[0]).toMatchObject({
      id: '1',
      imageUrl: 'https://cdn.example/1.jpg',
      link: 'https://www.instagram.com/p/AAA/',
      metrics: { likes: 1200, replies: 45, impressions: 0 },
    });
    expect(posts[1]!.imageUrl).toBe('https://cdn.example/2.jpg');
    expect(posts[1]!.postedAt.toISOString()).toBe('2024-04-20T10:00:00.000Z');
  });

  it('finds the counters of a post by its permalink, null for an unknown one', async () => {
    expect(await client.postMetrics('long-token', 'https://www.instagram.com/p/AAA/', now)).toEqual(
      {
        likes: 1200,
        replies: 45,
        impressions: 0,
      },
    );
    expect(
      await client.postMetrics('long-token', 'https://www.instagram.com/p/ZZZ/', now),
    ).toBeNull();
  });

  it("reads the account's follower count from its profile", async () => {
    expect(await client.readAudience('long-token')).toEqual({ followers: 52_310 });
    const read = stub.requests.filter((r) => r.path === '/v21.0/me').at(-1)!;
    expect(read.query.get('fields')).toBe('followers_count');
  });

  it('reports a revoked token while reading the audience as a provider error', async () => {
    await expect(client.readAudience('revoked')).rejects.toEqual(
      new SocialProviderError('Invalid OAuth access token', 400),
    );
  });

  it('reports an expired or revoked token as a provider error', async () => {
    await expect(client.listRecentPosts('revoked', 5)).rejects.toThrow(
      'Invalid OAuth access token',
    );
  });
});
