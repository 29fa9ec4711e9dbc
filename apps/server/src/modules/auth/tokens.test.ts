import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const claims = { userId: 7, familyId: 'family-1' };

afterEach(() => {
  vi.useRealTimers();
});

describe('access tokens', () => {
  it('answers the same claims on every use, the signature checked or not', async () => {
    const tokens = createTokenService(SECRET, 900);
    const token = await tokens.signAccessToken(claims);
    const first = await tokens.verifyAccessToken(token);
    expect(first).toMatchObject(claims);
    first.userId = 99;
    expect(await tokens.verifyAccessToken(token)).toMatchObject(claims);
  });

  it('refuses a tampered token and one signed with another secret, after the real one was used', async () => {
    const tokens = createTokenService(SECRET, 900);
    const token = await tokens.signAccessToken(claims);
    await tokens.verifyAccessToken(token);
    const [header, payload, signature] = token.split('.');
    const otherUser = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '8' }),
    ).toString('base64url');
    const forged = [`${header}.${otherUser}.${signature}`];
    forged.push(await createTokenService(`${SECRET}-other`, 900).signAccessToken(claims));
    for (const token of forged) {
      await expect(tokens.verifyAccessToken(token)).rejects.toMatchObject({
        code: 'unauthenticated',
      });
    }
  });

  it('refuses a token once it has expired, though it was accepted before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
    const tokens = createTokenService(SECRET, 60);
    const token = await tokens.signAccessToken(claims);
    expect(await tokens.verifyAccessToken(token)).toMatchObject(claims);
    vi.setSystemTime(new Date('2026-11-26T10:01:01Z'));
    await expect(tokens.verifyAccessToken(token)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
  });
});
