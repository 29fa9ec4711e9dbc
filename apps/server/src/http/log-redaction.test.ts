import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone, maskQuery } from './log-redaction';

describe('log masks', () => {
  it('keeps an e-mail address recognisable but not usable', () => {
    expect(maskEmail('creator@demo.test')).toBe('c***@demo.test');
    expect(maskEmail('not-an-address')).toBe('***');
  });

  it('keeps the country and last two digits of a phone number', () => {
    expect(maskPhone('+12175550100')).toBe('+1217*****00');
  });

  it('keeps query names, never their values', () => {
    expect(maskQuery('/files/a.png?expires=1&sig=abc')).toBe('/files/a.png?expires=***&sig=***');
    expect(maskQuery('/api/v1/me')).toBe('/api/v1/me');
  });
});
