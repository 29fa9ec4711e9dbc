import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The response headers helmet sets for `options`, worked out once. Our options hold only fixed
 * values (no directive is a function of the request), so every request gets the same headers;
 * `@fastify/helmet` built helmet's middleware again on every request (parsing the CSP
 * directives each time): about 40 µs of every answer (decision 630).
 * @throws Error when a CSP directive is a function: it would differ per request.
 */
export function securityHeaders(options: HelmetOptions): [string, string][] {
  const csp = options.contentSecurityPolicy;
  const directives = typeof csp === 'object' ? Object.values(csp.directives ?? {}) : [];
  for (const value of directives) {
    const values = value && typeof value === 'object' ? [...(value as Iterable<unknown>)] : [];
    if (values.some((v) => typeof v === 'function')) {
      throw new Error('security headers: a CSP directive computed per request is not supported');
    }
  }
  const headers = new Map<string, [string, string]>();
  const response = {
    setHeader(name: string, value: string | number) {
      headers.set(name.toLowerCase(), [name, String(value)]);
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers.values()];
}

/**
 * Helmet's headers on every answer (pages, API, files, errors, 404s), set on the raw response
 * when the request arrives, as `@fastify/helmet` did: a header a route sets itself (a stricter
 * CSP for an uploaded image) still replaces it.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
}
