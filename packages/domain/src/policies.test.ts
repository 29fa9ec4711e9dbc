import { describe, expect, it } from 'vitest';
import { AppError, type ErrorCode } from './errors/app-error';
import {
  type Actor,
  assertCanChangeOwned,
  assertCanReadOwned,
  assertCanReviewContent,
  assertCanUsePortal,
  canChangeOwned,
  canReadOwned,
  canReviewContent,
  canUsePortal,
  contentActorOf,
} from './policies';

const creator: Actor = { id: 'u1', type: 'influencer' };
const otherCreator: Actor = { id: 'u2', type: 'influencer' };
const ops: Actor = { id: 'o1', type: 'ops' };
const brand: Actor = { id: 'b-user', type: 'brand', brandId: 10 };
const brandless: Actor = { id: 'b-user2', type: 'brand', brandId: null };

function codeOf(fn: () => void): ErrorCode | 'none' {
  try {
    fn();
    return 'none';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

describe('canUsePortal', () => {
  it.each<[Actor | null, boolean]>([
    [creator, true],
    [ops, false],
    [brand, false],
    [null, false],
  ])('%j → %s', (actor, expected) => {
    expect(canUsePortal(actor)).toBe(expected);
  });
});

describe('assertCanUsePortal', () => {
  it.each<[Actor | null, ErrorCode | 'none']>([
    [creator, 'none'],
    [ops, 'forbidden'],
    [brand, 'forbidden'],
    [null, 'unauthenticated'],
  ])('%j → %s', (actor, code) => {
    expect(codeOf(() => assertCanUsePortal(actor))).toBe(code);
  });
});

describe('canReadOwned', () => {
  it('lets a creator read only their own records', () => {
    expect(canReadOwned(creator, 'u1')).toBe(true);
    expect(canReadOwned(otherCreator, 'u1')).toBe(false);
  });

  it('compares ids by value across string and number', () => {
    expect(canReadOwned({ id: 7, type: 'influencer' }, '7')).toBe(true);
  });

  it('lets ops read everything and brands nothing creator-owned', () => {
    expect(canReadOwned(ops, 'u1')).toBe(true);
    expect(canReadOwned(brand, 'u1')).toBe(false);
    expect(canReadOwned(null, 'u1')).toBe(false);
  });
});

describe('assertCanReadOwned', () => {
  it.each<[Actor | null, ErrorCode | 'none']>([
    [creator, 'none'],
    [otherCreator, 'not_found'],
    [ops, 'none'],
    [brand, 'forbidden'],
    [null, 'unauthenticated'],
  ])('for %j answers %s', (actor, code) => {
    expect(codeOf(() => assertCanReadOwned(actor, 'u1', 'invite'))).toBe(code);
  });

  it("answers another creator's record exactly like a missing one", () => {
    expect(() => assertCanReadOwned(otherCreator, 'u1', 'invite')).toThrow(
      'The invite was not found.',
    );
  });
});

describe('canChangeOwned / assertCanChangeOwned', () => {
  it.each<[Actor | null, boolean, ErrorCode | 'none']>([
    [creator, true, 'none'],
    [otherCreator, false, 'not_found'],
    [ops, false, 'forbidden'],
    [brand, false, 'forbidden'],
    [null, false, 'unauthenticated'],
  ])('%j may change: %s (%s)', (actor, allowed, code) => {
    expect(canChangeOwned(actor, 'u1')).toBe(allowed);
    expect(codeOf(() => assertCanChangeOwned(actor, 'u1'))).toBe(code);
  });
});

describe('canReviewContent / assertCanReviewContent', () => {
  it.each<[Actor | null, number | null, boolean, ErrorCode | 'none']>([
    [ops, 10, true, 'none'],
    [ops, null, true, 'none'],
    [brand, 10, true, 'none'],
    [brand, 11, false, 'not_found'],
    [brand, null, false, 'not_found'],
    [brandless, null, false, 'forbidden'],
    [creator, 10, false, 'forbidden'],
    [null, 10, false, 'unauthenticated'],
  ])('%j on brand %s: %s (%s)', (actor, brandId, allowed, code) => {
    expect(canReviewContent(actor, brandId)).toBe(allowed);
    expect(codeOf(() => assertCanReviewContent(actor, brandId))).toBe(code);
  });
});

describe('contentActorOf', () => {
  it('maps user types onto the transition table actors', () => {
    expect(contentActorOf(creator)).toBe('creator');
    expect(contentActorOf(ops)).toBe('ops');
    expect(contentActorOf(brand)).toBe('brand');
  });
});
