import { graphql } from '@/lib/api-client';

/** Spec part 2 section 3 'TikTok campaign'. */
export interface TiktokCampaign {
  brandId: string;
  brandName: string;
  campaignId: string;
  campaignCode: string;
  inviteLink: string;
}

/** Spec part 2 section 7 GraphQL query tiktokCampaign(campaignId); null when there is none. */
export async function getTiktokCampaign(campaignId: number): Promise<TiktokCampaign | null> {
  const data = await graphql<{ tiktokCampaign: TiktokCampaign | null }>(
    `query TiktokCampaign($campaignId: ID!) {
      tiktokCampaign(campaignId: $campaignId) { brandId brandName campaignId campaignCode inviteLink }
    }`,
    { campaignId: String(campaignId) },
  );
  return data.tiktokCampaign;
}
