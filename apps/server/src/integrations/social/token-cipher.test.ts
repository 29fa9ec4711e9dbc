import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTokenCipher, tokenKeyFrom } from './token-cipher';

describe('createTokenCipher', () => {
  const cipher = createTokenCipher(randomBytes(32));

  it('opens what it sealed, and never stores the token in clear', () => {
    const sealed = cipher.encrypt('IGQVJ-secret-token');
    expect(sealed).not.toContain('secret');
    expect(cipher.decrypt(sealed)).toBe('IGQVJ-secret-token');
  });

  it('seals the same token differently each time (random IV)', () => {
    expect(cipher.encrypt('t')).not.toBe(cipher.encrypt('t'));
  });

  it('refuses a tampered ciphertext', () => {
    const [v, iv, tag, body] = cipher.encrypt('token').split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => cipher.decrypt([v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
  });

  it('refuses a ciphertext sealed with another key', () => {
    const other = createTokenCipher(randomBytes(32));
    expect(() => cipher.decrypt(other.encrypt('token'))).toThrow();
  });
});

describe('tokenKeyFrom', () => {
  it('reads a hex or base64 key of 32 bytes', () => {
    const key = randomBytes(32);
    expect(tokenKeyFrom(key.toString('hex'), 'x')).toEqual(key);
    expect(tokenKeyFrom(key.toString('base64'), 'x')).toEqual(key);
  });

  it('refuses a key of the wrong length', () => {
    expect(() => tokenKeyFrom(randomBytes(16).toString('base64'), 'x')).toThrow(/32 bytes/);
  });

  it('derives a stable key from the secret when none is configured', () => {
    expect(tokenKeyFrom(undefined, 'secret')).toEqual(tokenKeyFrom(undefined, 'secret'));
    expect(tokenKeyFrom(undefined, 'secret')).toHaveLength(32);
  });
});
