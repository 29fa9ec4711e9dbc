import { AppError } from '@portal/domain/errors/app-error';
import type { FastifyRequest } from 'fastify';
import type { SessionAccess } from '../modules/auth/session-access';
import type { AccessClaims, TokenService } from '../modules/auth/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The bearer of the access token; set on every authenticated route. */
    actor: AccessClaims;
  }
}

/** The bearer token of a request, if it sends one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
}

/**
 * The caller of a bearer token: the token's signature and expiry, then its session's liveness
 * and the user's role as the database has them (decision 510).
 * @throws AppError('unauthenticated')
 */
export async function actorOf(
  token: string,
  tokens: TokenService,
  sessions: SessionAccess,
): Promise<AccessClaims> {
  return sessions.actorFor(await tokens.verifyAccessToken(token));
}

/** An onRequest hook: requires `Authorization: Bearer <access token>` and sets `request.actor`. */
export function bearerAuth(tokens: TokenService, sessions: SessionAccess) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('unauthenticated', 'Please sign in to continue.');
    request.actor = await actorOf(token, tokens, sessions);
  };
}
