import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { codesMatch } from './console-sms';

describe('codesMatch', () => {
  const hash = createHash('sha256').update('123456').digest();
  it('compares codes by their hashes in constant time, whatever their length', () => {
    expect(codesMatch(hash, '123456')).toBe(true);
    expect(codesMatch(hash, '123457')).toBe(false);
    expect(codesMatch(hash, '')).toBe(false);
    expect(codesMatch(hash, '1234567890')).toBe(false);
  });
});
