import type { CampaignPage } from '@portal/domain/campaigns/campaign-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invitesKeys } from './keys';

/** A campaign's guidelines with the creator's invite to it (the full-campaign page). */
export const getCampaign = (campaignId: number) =>
  api.get<CampaignPage>(`/api/v1/creator/campaigns/${campaignId}`);

export const campaignQueryOptions = (campaignId: number) =>
  queryOptions({
    queryKey: invitesKeys.campaign(campaignId),
    queryFn: () => getCampaign(campaignId),
  });

export const useCampaign = (campaignId: number) => useQuery(campaignQueryOptions(campaignId));
