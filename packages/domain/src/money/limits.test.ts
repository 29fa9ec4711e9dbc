import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTypedNumber, sanitizeTypedNumber } from './limits';

describe('parseTypedNumber', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['150', 150],
    ['$1,500.50', 1500.5],
    ['.5', 0.5],
    ['-40', -40],
    ['4o', Number.NaN],
    ['1.2.3', Number.NaN],
  ])('%j → %s', (text, value) => {
    expect(parseTypedNumber(text)).toEqual(value);
  });
});

describe('sanitizeTypedNumber', () => {
  it('keeps digits and one point with at most the decimals allowed', () => {
    expect(sanitizeTypedNumber('$1,500.567', { decimals: 2 })).toBe('1500.56');
    expect(sanitizeTypedNumber('12a3.4.5', { decimals: 2 })).toBe('123.45');
    expect(sanitizeTypedNumber('-40', { decimals: 0 })).toBe('40');
    expect(sanitizeTypedNumber('-40', { decimals: 0, negative: true })).toBe('-40');
    expect(sanitizeTypedNumber('9'.repeat(30), { decimals: 2 })).toBe('9'.repeat(30));
  });

  it('is idempotent: what it keeps, it keeps (typing on never changes earlier characters)', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 3 }), (text, decimals) => {
        const once = sanitizeTypedNumber(text, { decimals });
        expect(sanitizeTypedNumber(once, { decimals })).toBe(once);
      }),
    );
  });
});
