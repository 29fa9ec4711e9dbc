import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DbIdSchema,
  findBoundaryProblem,
  fitsInt4,
  hasForbiddenCharacter,
  INT4_MAX,
  INTEGER_RANGE_MESSAGE,
  SafeTextSchema,
  TEXT_CHARACTER_MESSAGE,
} from './boundary';

describe('the input boundary rule', () => {
  it('holds integers from −2^31 to 2^31−1 and nothing past them', () => {
    expect([0, -(2 ** 31), 2 ** 31 - 1].every(fitsInt4)).toBe(true);
    expect([2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e30, 1.5].some(fitsInt4)).toBe(false);
    expect(DbIdSchema.safeParse('2147483647').success).toBe(true);
    expect(DbIdSchema.safeParse('2147483648').error?.issues[0]?.message).toBe(
      INTEGER_RANGE_MESSAGE,
    );
  });

  it('refuses NUL and lone surrogates in text, and keeps every real character', () => {
    for (const bad of ['a\u0000b', '\uD800', 'x\uDFFF', '\uDC00\uD800']) {
      expect(hasForbiddenCharacter(bad)).toBe(true);
      expect(SafeTextSchema.safeParse(bad).error?.issues[0]?.message).toBe(TEXT_CHARACTER_MESSAGE);
    }
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(hasForbiddenCharacter(text.replaceAll('\u0000', ''))).toBe(false);
      }),
    );
    expect(hasForbiddenCharacter('emoji 😀 and 𝄞')).toBe(false);
  });

  it('names where a value breaks the rule, keys included', () => {
    expect(findBoundaryProblem({ a: [1, { b: 'x\u0000' }] }, { integers: true })).toEqual({
      path: ['a', 1, 'b'],
      message: TEXT_CHARACTER_MESSAGE,
    });
    expect(findBoundaryProblem({ 'k\uD800': 1 }, { integers: false })?.path).toEqual(['k\uD800']);
    expect(findBoundaryProblem({ id: INT4_MAX + 1 }, { integers: true })?.path).toEqual(['id']);
    expect(findBoundaryProblem({ id: INT4_MAX + 1 }, { integers: false })).toBeNull();
    expect(findBoundaryProblem({ price: 12.5, name: 'Ada' }, { integers: true })).toBeNull();
  });
});
