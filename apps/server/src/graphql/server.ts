import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { isAppError } from '@portal/domain/errors/app-error';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import mercurius from 'mercurius';
import type { Container } from '../container';
import type { AccessClaims } from '../modules/auth/tokens';
import { actorOf } from '../plugins/authenticate';
import { withArgumentBoundary } from './argument-boundary';
import type { GraphqlContext } from './graphql-module';
import { graphqlModules } from './modules';
import { JsonScalar, printGraphqlSchema } from './schema';

/**
 * Limits on one GraphQL request (graphql-armor's validation rules): the portal's own queries
 * use a handful of fields, at most 4 levels deep; an attacker's 5,500 aliases froze the server.
 * Introspection counts too (nothing here needs it: the schema is committed as SDL).
 */
export const GRAPHQL_LIMITS = { aliases: 15, depth: 8, cost: 300 } as const;
const GRAPHQL_LIMIT_RULES = [
  maxAliasesRule({ n: GRAPHQL_LIMITS.aliases }),
  maxDepthRule({ n: GRAPHQL_LIMITS.depth, ignoreIntrospection: false }),
  costLimitRule({ maxCost: GRAPHQL_LIMITS.cost, ignoreIntrospection: false }),
];

function mergeResolvers() {
  const merged: Record<string, Record<string, unknown>> = {
    JSON: JsonScalar as never,
    Query: { apiVersion: () => '1' },
    Mutation: { noop: () => null },
  };
  for (const module of graphqlModules) {
    for (const [type, fields] of Object.entries(module.resolvers)) {
      const entries = Object.entries(fields as Record<string, unknown>).map(([name, resolve]) => [
        name,
        // Root fields take the arguments: the boundary rule checks them first (decision 514).
        (type === 'Query' || type === 'Mutation') && typeof resolve === 'function'
          ? withArgumentBoundary(resolve as never)
          : resolve,
      ]);
      merged[type] = { ...(merged[type] ?? {}), ...Object.fromEntries(entries) };
    }
  }
  return merged;
}

/**
 * The GraphQL server: Mercurius on a Fastify instance of its own, which /graphql hands requests
 * to (register.ts). Imported on the first GraphQL request, with graphql and graphql-jit.
 */
export async function buildGraphqlServer(
  log: FastifyBaseLogger,
  container: Container,
): Promise<FastifyInstance> {
  // Its log lines carry the outer request's id; the outer route logs the request itself.
  const server = Fastify({
    loggerInstance: log,
    disableRequestLogging: true,
    requestIdHeader: 'x-request-id',
  });
  // As before Mercurius moved here: JSON.stringify for answers, validation left to GraphQL.
  server.setSerializerCompiler(() => (data) => JSON.stringify(data));
  server.setValidatorCompiler(() => () => true);
  await registerMercurius(server, container);
  await server.ready();
  return server;
}

async function registerMercurius(app: FastifyInstance, container: Container): Promise<void> {
  await app.register(mercurius, {
    schema: printGraphqlSchema(),
    resolvers: mergeResolvers() as never,
    path: '/graphql',
    graphiql: false,
    // A request past these limits is refused before anything runs (issue 27, decision 515).
    validationRules: GRAPHQL_LIMIT_RULES,
    context: async (request): Promise<GraphqlContext> => {
      const header = request.headers.authorization;
      let actor: AccessClaims | null = null;
      if (header?.startsWith('Bearer ')) {
        actor = await actorOf(header.slice(7).trim(), container.tokens, container.sessions).catch(
          () => null,
        );
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
      // A document refused before it ran (syntax, validation, the limits) is the client's fault.
      const refusedWhole = !execution.data && (execution.errors ?? []).every((e) => !e.path);
      const invalid =
        refusedWhole || original.some((e) => isAppError(e) && e.code === 'validation_failed');
      return {
        statusCode: unauthenticated ? 401 : invalid ? 400 : formatted.statusCode,
        response: { data: execution.data ?? null, errors },
      };
    },
  });
}
