import { isAppError } from '@portal/domain/errors/app-error';
import type { FastifyInstance } from 'fastify';
import mercurius from 'mercurius';
import type { Container } from '../container';
import type { AccessClaims } from '../modules/auth/tokens';
import type { GraphqlContext } from './graphql-module';
import { graphqlModules } from './modules';
import { JsonScalar, printGraphqlSchema } from './schema';

function mergeResolvers() {
  const merged: Record<string, Record<string, unknown>> = {
    JSON: JsonScalar as never,
    Query: { apiVersion: () => '1' },
    Mutation: { noop: () => null },
  };
  for (const module of graphqlModules) {
    for (const [type, fields] of Object.entries(module.resolvers)) {
      merged[type] = { ...(merged[type] ?? {}), ...(fields as Record<string, unknown>) };
    }
  }
  return merged;
}

/**
 * GraphQL at /graphql for the operations the spec names as GraphQL. The bearer token is
 * optional at the transport; resolvers refuse work without an actor. An unauthenticated error
 * answers HTTP 401 so the client refreshes its token as it does for REST.
 */
export async function registerGraphql(app: FastifyInstance, container: Container): Promise<void> {
  // Mercurius declares plain JSON schemas; the zod compilers of the REST routes would refuse
  // them, so this scope serialises with JSON.stringify and leaves validation to GraphQL.
  await app.register(async (scope) => {
    scope.setSerializerCompiler(() => (data) => JSON.stringify(data));
    scope.setValidatorCompiler(() => () => true);
    await registerMercurius(scope, container);
  });
}

async function registerMercurius(app: FastifyInstance, container: Container): Promise<void> {
  await app.register(mercurius, {
    schema: printGraphqlSchema(),
    resolvers: mergeResolvers() as never,
    path: '/graphql',
    graphiql: false,
    context: async (request): Promise<GraphqlContext> => {
      const header = request.headers.authorization;
      let actor: AccessClaims | null = null;
      if (header?.startsWith('Bearer ')) {
        actor = await container.tokens.verifyAccessToken(header.slice(7).trim()).catch(() => null);
      }
      return { actor, container };
    },
    errorFormatter: (execution, context) => {
      const original = execution.errors?.map((e) => e.originalError) ?? [];
      const unauthenticated = original.some((e) => isAppError(e) && e.code === 'unauthenticated');
      const formatted = mercurius.defaultErrorFormatter(execution, context);
      const errors = execution.errors?.map((error) => {
        const cause = error.originalError;
        if (isAppError(cause)) {
          return {
            message: cause.message,
            path: error.path,
            extensions: { code: cause.code, details: cause.details },
          };
        }
        if (cause && !(cause as { locations?: unknown }).locations && error.path) {
          context.reply.log.error({ err: cause }, 'graphql resolver failed');
          return {
            message: 'The server has encountered an error. Please try again later.',
            path: error.path,
            extensions: { code: 'unexpected_error' },
          };
        }
        return { message: error.message, locations: error.locations, path: error.path };
      });
      return {
        statusCode: unauthenticated ? 401 : formatted.statusCode,
        response: { data: execution.data ?? null, errors },
      };
    },
  });
}
