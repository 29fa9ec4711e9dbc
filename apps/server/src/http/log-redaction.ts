import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';

/**
 * What never reaches a log line (decision 342): credentials, tokens, codes and full e-mail
 * addresses. Pino's redact replaces these paths wherever a log call passes them; the request
 * serializer below keeps headers out and query values masked; call sites mask addresses
 * themselves with `maskEmail`/`maskPhone`.
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  'accessToken',
  '*.accessToken',
  'refreshToken',
  '*.refreshToken',
  'token',
  '*.token',
  'code',
  '*.code',
  'email',
  '*.email',
];

/** `creator@demo.test` → `c***@demo.test`: enough to tell accounts apart, not to mail one. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***${address.slice(at)}`;
}

/** `+12175550100` → `+1217*****00`. */
export function maskPhone(phone: string): string {
  if (phone.length < 7) return '***';
  return `${phone.slice(0, 5)}${'*'.repeat(phone.length - 7)}${phone.slice(-2)}`;
}

/** Query values can be tokens (signed links, OAuth codes): the log keeps the names only. */
export function maskQuery(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  return `${url.slice(0, q)}?${url
    .slice(q + 1)
    .split('&')
    .map((pair) => `${pair.split('=')[0]}=***`)
    .join('&')}`;
}

/** The request as the log shows it: no headers, no query values. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskQuery(request.url),
    remoteAddress: request.ip,
  };
}

/**
 * The id of the request being served, for code that runs outside the request's logger (a job
 * enqueued by it records the id, and the worker logs it with the job).
 */
export const requestContext = new AsyncLocalStorage<{ requestId: string; inJob?: boolean }>();

/**
 * Pino mixin: a line logged while a job runs carries the id of the request that enqueued it,
 * whatever logger the code used (request lines already carry it as the child's binding).
 */
export function jobRequestIdMixin(): { reqId?: string } {
  const store = requestContext.getStore();
  return store?.inJob ? { reqId: store.requestId } : {};
}
