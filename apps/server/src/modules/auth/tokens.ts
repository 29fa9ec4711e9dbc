import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '@portal/domain/errors/app-error';
import { jwtVerify, SignJWT } from 'jose';

export type UserType = 'influencer' | 'brand' | 'ops';

/** What an access token says about its bearer. */
export interface AccessClaims {
  userId: number;
  type: UserType;
  brandId: number | null;
  /** When the token stops being accepted (epoch seconds); long-lived streams end there. */
  expiresAt?: number;
}

export interface TokenService {
  signAccessToken(claims: AccessClaims): Promise<string>;
  verifyAccessToken(token: string): Promise<AccessClaims>;
  accessTokenTtlSeconds: number;
}

const ISSUER = 'creator-portal';

/**
 * Tokens already verified, by their text, up to this many. jose's HS256 check takes ~0.1 ms, more
 * than half of a cached dashboard answer (decision 313); a bearer sends the same token for its
 * whole life, so its signature is checked once and its expiry on every use.
 */
const VERIFIED_TOKENS = 10_000;

/** Short-lived HS256 access tokens (jose). Servers sharing JWT_SECRET accept each other's tokens. */
export function createTokenService(secret: string, accessTokenTtlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, AccessClaims>();
  return {
    accessTokenTtlSeconds,
    async signAccessToken({ userId, type, brandId }) {
      return new SignJWT({ type, brandId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${accessTokenTtlSeconds}s`)
        .sign(key);
    },
    async verifyAccessToken(token) {
      const known = verified.get(token);
      if (known && (known.expiresAt ?? 0) * 1000 > Date.now()) return { ...known };
      verified.delete(token);
      let claims: AccessClaims;
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        claims = {
          userId: Number(payload.sub),
          type: payload.type as UserType,
          brandId: (payload.brandId as number | null) ?? null,
          expiresAt: payload.exp,
        };
      } catch {
        throw new AppError('unauthenticated', 'Your session has expired. Please sign in again.');
      }
      // The oldest entry makes room: a Map iterates in insertion order.
      if (verified.size >= VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
      verified.set(token, claims);
      return { ...claims };
    },
  };
}

/** An opaque random token (refresh, password reset) and the hash that is all we store of it. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
