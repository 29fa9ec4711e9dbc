import type { FlightData } from '@portal/domain/campaigns/invite-request';
import { isValidCampaignId } from '@portal/domain/campaigns/request-flow';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
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

/**
 * Wipes the campaign's flight data once the flow has `left` the window screen (spec part 1
 * section 8: "success leaves the window screen and wipes the flight data").
 *
 * In an effect, so after a render whose `useFlights` is disabled: a query removed under an
 * enabled observer is fetched again by the next render, and React may render the flow once more
 * before the step change lands (an urgent render from the mutation's store skips the pending
 * step). After a request the flights answer 404, since the campaign is no longer requestable, and
 * that refetch would toast "The campaign was not found." over the success screen.
 */
export function useWipeFlightsOnceLeft(campaignId: number, left: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (left) queryClient.removeQueries({ queryKey: inviteRequestKeys.flights(campaignId) });
  }, [left, campaignId, queryClient]);
}
