import { isIP } from 'node:net';
import { AppError } from '@portal/domain/errors/app-error';
import type { FastifyRequest } from 'fastify';
import type { SessionAccess } from '../modules/auth/session-access';
import type { TokenService } from '../modules/auth/tokens';
import { actorOf, bearerToken } from '../plugins/authenticate';

function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/^::ffff:/i, '');
  if (plain === '::1') return true;
  return isIP(plain) === 4 && plain.startsWith('127.');
}

/**
 * Whether the request comes from this machine: the connection is loopback and no proxy header
 * says it was forwarded for anyone else (a proxy on this host forwards other people's requests
 * over loopback; its X-Forwarded-For or Forwarded names them).
 */
export function isLoopbackRequest(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  const forwarded = request.headers['x-forwarded-for'];
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .filter((hop) => hop.trim());
  if (!hops.every(isLoopbackAddress)) return false;
  const standard = request.headers.forwarded;
  if (standard) {
    const fors = [...String(standard).matchAll(/for="?([^;,"]+)"?/gi)].map((m) => m[1]);
    if (
      !fors.every((f) => isLoopbackAddress(f?.replace(/:\d+$/, '').replace(/^\[(.*)\]$/, '$1')))
    ) {
      return false;
    }
  }
  return true;
}

/**
 * The development inboxes (/dev/outbox, /dev/sms-inbox) show password-reset links and phone
 * codes: they answer only a request from this machine, or a signed-in ops user (bearer token),
 * and app.ts registers them only in demo mode (issue 27, decision 513). Anyone else gets the
 * same 404 as for a path that does not exist.
 */
export function devInboxGuard(tokens: TokenService, sessions: SessionAccess) {
  return async (request: FastifyRequest) => {
    if (isLoopbackRequest(request)) return;
    const token = bearerToken(request);
    const actor = token ? await actorOf(token, tokens, sessions).catch(() => null) : null;
    if (actor?.type === 'ops') return;
    const path = request.url.split('?')[0];
    throw new AppError('not_found', `No route for ${request.method} ${path}`);
  };
}
