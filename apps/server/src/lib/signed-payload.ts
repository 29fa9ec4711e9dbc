import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Compact signed payloads (`<base64url json>.<base64url hmac>`): the OAuth state, the sandbox's
 * authorisation codes, reminder unsubscribe links and the page cookie. Each use derives its own
 * key, so one can never pass for another.
 */
export function createSigner(secret: string, purpose: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, purpose, 'signed-payload', 32));
  const mac = (body: string) => createHmac('sha256', key).update(body).digest();
  return {
    sign(payload: Record<string, unknown>): string {
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${body}.${mac(body).toString('base64url')}`;
    },
    /** The payload when the signature matches, else null (compared in constant time). */
    verify(token: string): Record<string, unknown> | null {
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(body);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
        return parsed && typeof parsed === 'object' ? parsed : null;
      } catch {
        return null;
      }
    },
  };
}

export type Signer = ReturnType<typeof createSigner>;
