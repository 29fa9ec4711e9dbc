import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import Fastify from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeaders } from './security-headers';

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'https://bucket.example.com'],
      upgradeInsecureRequests: null,
    },
  },
};

/** What helmet's own middleware leaves on a real response. */
function helmetOnAResponse(options: HelmetOptions): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  response.setHeader('X-Powered-By', 'something');
  helmet(options)({} as never, response, () => {});
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

async function appWith(options: HelmetOptions) {
  const app = Fastify();
  registerSecurityHeaders(app, options);
  app.get('/plain', async () => ({ ok: true }));
  app.get('/own-csp', async (_request, reply) =>
    reply.header('content-security-policy', "default-src 'none'").send({ ok: true }),
  );
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  await app.ready();
  return app;
}

describe('security headers worked out once', () => {
  it("are helmet's headers for the same options, X-Powered-By removed", () => {
    const expected = helmetOnAResponse(OPTIONS);
    expect(expected['x-powered-by']).toBeUndefined();
    const once = Object.fromEntries(securityHeaders(OPTIONS).map(([n, v]) => [n.toLowerCase(), v]));
    expect(once).toEqual(expected);
    expect(once['content-security-policy']).toContain('img-src');
  });

  it('go on every answer, an error and a 404 included, and a route may set its own CSP', async () => {
    const app = await appWith(OPTIONS);
    const expected = helmetOnAResponse(OPTIONS);
    for (const url of ['/plain', '/fails', '/missing']) {
      const response = await app.inject(url);
      for (const [name, value] of Object.entries(expected)) {
        expect(response.headers[name], `${url} ${name}`).toBe(value);
      }
    }
    const own = await app.inject('/own-csp');
    expect(own.headers['content-security-policy']).toBe("default-src 'none'");
    expect(own.headers['x-frame-options']).toBe('SAMEORIGIN');
    await app.close();
  });

  it('refuses a CSP directive computed per request', () => {
    expect(() =>
      securityHeaders({
        contentSecurityPolicy: { directives: { scriptSrc: ["'self'", () => "'nonce-x'"] } },
      }),
    ).toThrow(/per request/);
  });
});
