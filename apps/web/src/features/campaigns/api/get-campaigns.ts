import type { CampaignsPage } from '@portal/domain/campaigns/campaign-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Query keys of the campaigns feature; `all` is also what an invite change invalidates. */
export const campaignsKeys = {
  all: ['campaigns'] as const,
  list: () => [...campaignsKeys.all, 'list'] as const,
};

export const getCampaigns = () => api.get<CampaignsPage>('/api/v1/creator/campaigns');

export const campaignsQueryOptions = () =>
  queryOptions({ queryKey: campaignsKeys.list(), queryFn: getCampaigns });

export const useCampaigns = () => useQuery(campaignsQueryOptions());
