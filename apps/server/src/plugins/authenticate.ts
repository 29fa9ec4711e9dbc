import { AppError } from '@portal/domain/errors/app-error';
import type { FastifyRequest } from 'fastify';
import type { AccessClaims, TokenService } from '../modules/auth/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The bearer of the access token; set on every authenticated route. */
    actor: AccessClaims;
  }
}

/** An onRequest hook: requires `Authorization: Bearer <access token>` and sets `request.actor`. */
export function bearerAuth(tokens: TokenService) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw new AppError('unauthenticated', 'Please sign in to continue.');
    request.actor = await tokens.verifyAccessToken(token);
  };
}
