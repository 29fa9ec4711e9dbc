import type { CampaignType } from '@portal/domain/content/content-status-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contentStatusKeys } from './content-status-keys';

/** Spec part 2 section 7 'Fetch campaign type' by campaign id. */
export const getCampaignType = (campaignId: number) =>
  api.get<CampaignType>(`/api/v1/creator/campaigns/${campaignId}/type`);

export const campaignTypeQueryOptions = (campaignId: number) =>
  queryOptions({
    queryKey: contentStatusKeys.campaignType(campaignId),
    queryFn: () => getCampaignType(campaignId),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCampaignType = (campaignId: number | undefined) =>
  useQuery({ ...campaignTypeQueryOptions(campaignId ?? 0), enabled: !!campaignId, retry: false });
