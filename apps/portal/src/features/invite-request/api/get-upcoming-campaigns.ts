import type { CampaignSummary } from '@portal/domain/campaigns/campaign-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { inviteRequestKeys } from './keys';

/** Upcoming campaigns the creator may request an invite to. */
export const getUpcomingCampaigns = () =>
  api.get<{ upcoming_campaigns: CampaignSummary[] }>('/api/v1/creator/upcoming_campaigns');

export const upcomingCampaignsQueryOptions = () =>
  queryOptions({ queryKey: inviteRequestKeys.upcoming(), queryFn: getUpcomingCampaigns });

export const useUpcomingCampaigns = () => useQuery(upcomingCampaignsQueryOptions());
