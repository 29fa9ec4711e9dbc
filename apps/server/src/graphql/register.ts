import type { ErrorEnvelope } from '@portal/domain/errors/app-error';
import type { FastifyInstance } from 'fastify';
import type { Container } from '../container';
import { loadOnce } from '../lib/load-once';

/** The longest GraphQL document accepted (characters). */
export const MAX_QUERY_CHARACTERS = 10_000;

/** Request headers the GraphQL server reads: the body's type and the bearer token. */
const FORWARDED_HEADERS = ['content-type', 'authorization'] as const;

/**
 * GraphQL at /graphql for the operations the spec names as GraphQL. The bearer token is
 * optional at the transport; resolvers refuse work without an actor. An unauthenticated error
 * answers HTTP 401 so the client refreshes its token as it does for REST.
 *
 * Mercurius (with graphql and graphql-jit) costs ~160 ms of every start and ~25 MB of memory,
 * and no screen a creator opens first uses it. So it is built on the first GraphQL request, as
 * a Fastify instance of its own that this route hands each request to in process (`inject`);
 * this app's hooks (request id, logs, metrics) still run once, on the route here (decision 301).
 */
export async function registerGraphql(app: FastifyInstance, container: Container): Promise<void> {
  const graphqlServer = loadOnce(async () => {
    const { buildGraphqlServer } = await import('./server');
    return buildGraphqlServer(app.log, container);
  });
  await app.register(async (scope) => {
    // The raw query language, which Mercurius also accepts; JSON is parsed by Fastify already.
    scope.addContentTypeParser('application/graphql', { parseAs: 'string' }, (_r, body, done) =>
      done(null, body),
    );
    scope.route({
      method: ['GET', 'POST'],
      url: '/graphql',
      handler: async (request, reply) => {
        // The query's text is bounded before it is parsed (the portal's longest is ~1 kB): the
        // parse of a half-megabyte document alone holds the event loop (decision 515).
        const text =
          typeof request.body === 'string'
            ? request.body
            : ((request.body as { query?: unknown } | undefined)?.query ??
              (request.query as { query?: unknown }).query);
        if (typeof text === 'string' && text.length > MAX_QUERY_CHARACTERS) {
          const body: ErrorEnvelope = {
            error: {
              code: 'payload_too_large',
              message: `A GraphQL query may be at most ${MAX_QUERY_CHARACTERS} characters long.`,
            },
          };
          return reply.status(413).send(body);
        }
        const server = await graphqlServer();
        const headers: Record<string, string> = { 'x-request-id': request.id };
        for (const name of FORWARDED_HEADERS) {
          const value = request.headers[name];
          if (typeof value === 'string') headers[name] = value;
        }
        const answer = await server.inject({
          method: request.method as 'GET' | 'POST',
          url: request.url,
          headers,
          payload: request.body as string | object | undefined,
        });
        reply.status(answer.statusCode);
        const type = answer.headers['content-type'];
        if (typeof type === 'string') reply.type(type);
        return reply.send(answer.rawPayload);
      },
    });
  });
}
