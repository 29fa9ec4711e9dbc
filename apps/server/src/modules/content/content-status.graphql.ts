import type { GraphqlModule } from '../../graphql/graphql-module';

/** Spec part 2 section 7 'GraphQL query tiktokCampaign' for TikTok copy-and-post. */
export const contentStatusGraphql: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    type TiktokCampaign {
      brandId: ID!
      brandName: String!
      campaignId: ID!
      campaignCode: String!
      inviteLink: String!
    }
    extend type Query {
      tiktokCampaign(campaignId: ID!): TiktokCampaign
    }
  `,
  resolvers: {
    Query: {
      tiktokCampaign: (_root, args: { campaignId: string }, { actor, container }) =>
        container.contentStatus.tiktokCampaign(actor, Number(args.campaignId)),
    },
  },
};
