import type { GraphqlModule } from '../../graphql/graphql-module';

/** Spec part 2 section 7 'GraphQL query contentSnTypes': the upload's content types. */
export const contentGraphql: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    type ContentSnType {
      id: Int!
      content_sn_type: String!
    }
    extend type Query {
      contentSnTypes: [ContentSnType!]!
    }
  `,
  resolvers: {
    Query: {
      contentSnTypes: (_root, _args, { actor, container }) =>
        container.content.listContentSnTypes(actor),
    },
  },
};
