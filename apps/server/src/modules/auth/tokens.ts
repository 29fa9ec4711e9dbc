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

/** Short-lived HS256 access tokens (jose). Servers sharing JWT_SECRET accept each other's tokens. */
export function createTokenService(secret: string, accessTokenTtlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        return {
          userId: Number(payload.sub),
          type: payload.type as UserType,
          brandId: (payload.brandId as number | null) ?? null,
          expiresAt: payload.exp,
        };
      } catch {
        throw new AppError('unauthenticated', 'Your session has expired. Please sign in again.');
      }
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
