import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '@portal/domain/errors/app-error';
import { jwtVerify, SignJWT } from 'jose';

export type UserType = 'influencer' | 'brand' | 'ops';

/**
 * Who is calling: the user and the session family the access token names, with the role and
 * brand read from the database for this request (decision 510) — never from the token.
 */
export interface AccessClaims {
  userId: number;
  type: UserType;
  brandId: number | null;
  /**
   * A brand user's role in their brand, as the session check read it with the type and brand
   * (decision 630); absent where claims were not made by that check.
   */
  brandRole?: 'admin' | 'reviewer' | null;
  /** The session family (the refresh-token chain) the access token belongs to. */
  familyId?: string;
  /** When the token stops being accepted (epoch seconds); long-lived streams end there. */
  expiresAt?: number;
}

/** What an access token itself says: only the user and the session family (and its expiry). */
export interface TokenSubject {
  userId: number;
  familyId: string;
  expiresAt: number;
}

export interface TokenService {
  signAccessToken(subject: { userId: number; familyId: string }): Promise<string>;
  /** @throws AppError('unauthenticated') for a bad signature, a missing exp/sub/sid or expiry. */
  verifyAccessToken(token: string): Promise<TokenSubject>;
  accessTokenTtlSeconds: number;
}

const ISSUER = 'creator-portal';
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/**
 * Tokens already verified, by their text, up to this many. jose's HS256 check takes ~0.1 ms, more
 * than half of a cached dashboard answer (decision 313); a bearer sends the same token for its
 * whole life, so its signature is checked once and its expiry on every use (decision 314). Whether
 * the session still lives is asked on every use too, of the session check (decision 510).
 */
const VERIFIED_TOKENS = 10_000;

/** Short-lived HS256 access tokens (jose). Servers sharing JWT_SECRET accept each other's tokens. */
export function createTokenService(secret: string, accessTokenTtlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, TokenSubject>();
  return {
    accessTokenTtlSeconds,
    async signAccessToken({ userId, familyId }) {
      return new SignJWT({ sid: familyId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${accessTokenTtlSeconds}s`)
        .sign(key);
    },
    async verifyAccessToken(token) {
      const known = verified.get(token);
      if (known && known.expiresAt * 1000 > Date.now()) return { ...known };
      verified.delete(token);
      let subject: TokenSubject;
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          // A token without an expiry, a user or a session family is refused (issue 27).
          requiredClaims: ['exp', 'sub', 'sid'],
        });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || userId < 1 || typeof payload.sid !== 'string') {
          throw new Error('malformed claims');
        }
        subject = { userId, familyId: payload.sid, expiresAt: payload.exp! };
      } catch {
        throw new AppError('unauthenticated', SESSION_EXPIRED);
      }
      // The oldest entry makes room: a Map iterates in insertion order.
      if (verified.size >= VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
      verified.set(token, subject);
      return { ...subject };
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
