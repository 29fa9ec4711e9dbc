import type { FlightData } from '@portal/domain/campaigns/invite-request';
import { isValidCampaignId } from '@portal/domain/campaigns/request-flow';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { inviteRequestKeys } from './keys';

/** Flight data of a campaign (requested_invites_flight and regular_flights). */
export const getFlights = (campaignId: number) =>
  api.get<FlightData>(`/api/v1/creator/campaigns/${campaignId}/flights`);

export const flightsQueryOptions = (campaignId: number) =>
  queryOptions({
    queryKey: inviteRequestKeys.flights(campaignId),
    queryFn: () => getFlights(campaignId),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Fetched only while `enabled` and for a non-zero numeric campaign id (spec part 1 section 5). */
export const useFlights = (campaignId: number, enabled: boolean) =>
  useQuery({
    ...flightsQueryOptions(campaignId),
    enabled: enabled && isValidCampaignId(campaignId),
  });
