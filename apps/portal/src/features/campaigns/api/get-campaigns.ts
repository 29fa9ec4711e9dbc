import type { CampaignsPage } from '@portal/domain/campaigns/campaign-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { campaignsKeys } from './campaigns-keys';

export const getCampaigns = () => api.get<CampaignsPage>('/api/v1/creator/campaigns');

export const campaignsQueryOptions = () =>
  queryOptions({ queryKey: campaignsKeys.list(), queryFn: getCampaigns });

export const useCampaigns = () => useQuery(campaignsQueryOptions());

export { campaignsKeys };
