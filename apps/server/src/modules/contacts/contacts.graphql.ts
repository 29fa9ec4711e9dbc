import { AppError } from '@portal/domain/errors/app-error';
import type { GraphqlModule } from '../../graphql/graphql-module';

/** Part 1 section 7: user(id) with e-mail and mobile contacts. */
export const contactsGraphql: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    type ContactVerification {
      isVerified: Boolean!
      isoPhone: String
    }
    type Contact {
      id: ID!
      type: String!
      rawPhoneNumber: String
      verification: ContactVerification!
    }
    type User {
      id: ID!
      email: String!
      contacts: [Contact!]!
    }
    extend type Query {
      user(id: ID!): User
    }
  `,
  resolvers: {
    Query: {
      user: (_root, args: { id: string }, { actor, container }) => {
        if (!actor) throw new AppError('unauthenticated', 'Please sign in to continue. (401)');
        const id = /^\d{1,10}$/.test(args.id) ? Number(args.id) : Number.NaN;
        if (!Number.isSafeInteger(id)) throw new AppError('not_found', 'The user was not found.');
        return container.contacts.getUser(actor, id);
      },
    },
  },
};
