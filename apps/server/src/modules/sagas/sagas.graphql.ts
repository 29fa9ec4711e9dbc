import { AppError } from '@portal/domain/errors/app-error';
import type { GraphqlModule } from '../../graphql/graphql-module';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const sagasGraphql: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    type UserError {
      field: String
      message: String!
    }
    type SagaStartResult {
      transactionId: ID
      wasSuccessful: Boolean!
      userErrors: [UserError!]!
    }
    type SagaStatus {
      kind: String!
      payload: JSON
    }
    type SagaTransaction {
      transactionId: ID!
      currentStatus: SagaStatus!
    }
    extend type Query {
      sagaTransaction(transactionId: ID!): SagaTransaction
    }
    extend type Mutation {
      sagaStart(name: String!, version: Int, payload: JSON!): SagaStartResult!
    }
  `,
  resolvers: {
    Query: {
      sagaTransaction: (_root, args: { transactionId: string }, { actor, container }) => {
        if (!actor) throw new AppError('unauthenticated', 'Please sign in to continue. (401)');
        if (!UUID.test(args.transactionId)) return null;
        return container.sagas.status(actor, args.transactionId);
      },
    },
    Mutation: {
      sagaStart: (
        _root,
        args: { name: string; version?: number | null; payload: unknown },
        { actor, container },
      ) => {
        if (!actor) throw new AppError('unauthenticated', 'Please sign in to continue. (401)');
        return container.sagas.start(actor, args.name, args.version ?? undefined, args.payload);
      },
    },
  },
};
