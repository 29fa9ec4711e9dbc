import type { IResolvers } from 'mercurius';
import type { Container } from '../container';
import type { AccessClaims } from '../modules/auth/tokens';

/** What every resolver receives: the bearer (null when none or invalid) and the services. */
export interface GraphqlContext {
  actor: AccessClaims | null;
  container: Container;
}

/**
 * One module's slice of the schema: SDL that extends Query/Mutation, and its resolvers.
 * Resolvers call services, like routes do; authorisation lives in the services.
 */
export interface GraphqlModule {
  typeDefs: string;
  // biome-ignore lint/suspicious/noExplicitAny: resolver maps are keyed by type name with varied shapes
  resolvers: IResolvers<any, GraphqlContext>;
}
