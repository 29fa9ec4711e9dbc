import { describe, expect, it } from 'vitest';
import {
  acceptSocialGate,
  CreatorApprovalPayloadSchema,
  creatorApprovalPayload,
  isSocialAccountAuthorised,
  NO_CONNECTED_ACCOUNT_MESSAGE,
  requiredSocialPlatform,
  USER_DATA_INCOMPLETE_MESSAGE,
} from './accept-gate';

const NOW = 1_000;

describe('requiredSocialPlatform', () => {
  it.each([
    ['instagram_image', 'instagram'],
    ['instagram_video', 'instagram'],
    ['tiktok', 'tiktok'],
    ['youtube_video', null],
    ['snapchat_video', null],
  ] as const)('%s needs %s', (platform, needed) => {
    expect(requiredSocialPlatform(platform)).toBe(needed);
  });
});

describe('isSocialAccountAuthorised', () => {
  it('needs a real id and an authorisation that has not run out', () => {
    expect(isSocialAccountAuthorised({ social_id: '123', expires_at: null }, NOW)).toBe(true);
    expect(isSocialAccountAuthorised({ social_id: '123', expires_at: NOW }, NOW)).toBe(true);
    expect(isSocialAccountAuthorised({ social_id: '123', expires_at: NOW - 1 }, NOW)).toBe(false);
    expect(isSocialAccountAuthorised({ social_id: 'x_dummy', expires_at: null }, NOW)).toBe(false);
    expect(isSocialAccountAuthorised(null, NOW)).toBe(false);
  });
});

describe('acceptSocialGate', () => {
  const ig = { social_id: '123', expires_at: null };

  it('passes when the needed account is authorised, or none is needed', () => {
    expect(acceptSocialGate('instagram_image', { instagram: ig }, NOW)).toEqual({ ok: true });
    expect(acceptSocialGate('youtube_video', {}, NOW)).toEqual({ ok: true });
  });

  it('names the platform to connect otherwise', () => {
    expect(acceptSocialGate('tiktok', { instagram: ig }, NOW)).toEqual({
      ok: false,
      socialPlatform: 'tiktok',
      message: 'Please connect your TikTok account before accepting this campaign.',
    });
    expect(acceptSocialGate('instagram_video', {}, NOW)).toMatchObject({
      ok: false,
      socialPlatform: 'instagram',
    });
  });
});

describe('creatorApprovalPayload', () => {
  it('builds email, userId and the connected handles', () => {
    const payload = creatorApprovalPayload({
      email: 'a@b.co',
      userId: 7,
      instagramHandle: '@maya',
      tiktokHandle: 'maya.tt',
    });
    expect(payload).toEqual({
      email: 'a@b.co',
      userId: 7,
      handles: [
        { handle: 'maya', platform: 'INSTAGRAM' },
        { handle: 'maya.tt', platform: 'TIKTOK' },
      ],
    });
    expect(CreatorApprovalPayloadSchema.parse(payload)).toEqual(payload);
  });

  it("throws 'User data is incomplete.' without e-mail or user id", () => {
    expect(() => creatorApprovalPayload({ email: '', userId: 7, tiktokHandle: 'x' })).toThrow(
      USER_DATA_INCOMPLETE_MESSAGE,
    );
    expect(() => creatorApprovalPayload({ email: 'a@b.co', userId: null })).toThrow(
      USER_DATA_INCOMPLETE_MESSAGE,
    );
  });

  it("throws 'User has no connected IG or Tiktok social account.' without a handle", () => {
    expect(() =>
      creatorApprovalPayload({ email: 'a@b.co', userId: 7, instagramHandle: ' @ ' }),
    ).toThrow(NO_CONNECTED_ACCOUNT_MESSAGE);
    const parsed = CreatorApprovalPayloadSchema.safeParse({ email: 'a', userId: 1, handles: [] });
    expect(parsed.error?.issues[0]?.message).toBe(NO_CONNECTED_ACCOUNT_MESSAGE);
  });
});
