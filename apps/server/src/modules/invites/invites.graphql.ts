import { AppError, isAppError } from '@portal/domain/errors/app-error';
import type { GraphqlModule } from '../../graphql/graphql-module';

/** GraphQL campaignGuidelinesView(inviteId) (spec part 1 section 7). */
export const invitesGraphql: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    type CampaignGuidelinesViewResult {
      wasSuccessful: Boolean!
      userErrors: [UserError!]!
    }
    extend type Mutation {
      campaignGuidelinesView(inviteId: ID!): CampaignGuidelinesViewResult!
    }
  `,
  resolvers: {
    Mutation: {
      campaignGuidelinesView: async (_root, args: { inviteId: string }, { actor, container }) => {
        if (!actor) throw new AppError('unauthenticated', 'Please sign in to continue. (401)');
        const inviteId = Number(args.inviteId);
        if (!Number.isInteger(inviteId) || inviteId <= 0) {
          return {
            wasSuccessful: false,
            userErrors: [{ field: 'inviteId', message: 'The invite was not found.' }],
          };
        }
        try {
          await container.invites.recordGuidelinesView(actor, inviteId);
          return { wasSuccessful: true, userErrors: [] };
        } catch (error) {
          if (isAppError(error) && error.code === 'not_found') {
            return {
              wasSuccessful: false,
              userErrors: [{ field: 'inviteId', message: error.message }],
            };
          }
          throw error;
        }
      },
    },
  },
};
