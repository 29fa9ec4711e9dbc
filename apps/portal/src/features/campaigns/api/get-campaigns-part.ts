import type { CampaignsListPage } from '@portal/domain/campaigns/campaign-api';
import type { CampaignsListPart } from '@portal/domain/invites/campaigns-list-pages';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { campaignsKeys } from './get-campaigns';

/** A further page of one part of the campaigns list ('Show more', decision 106). */
export const getCampaignsPart = (part: CampaignsListPart, offset: number) =>
  api.get<CampaignsListPage>(`/api/v1/creator/campaigns/parts/${part}`, { params: { offset } });

/**
 * The pages after the first of one part, from `firstOffset` (how many cards the first answer
 * had). Kept under the campaigns key, so an invite change refetches every page shown.
 */
export const campaignsPartQueryOptions = (part: CampaignsListPart, firstOffset: number) =>
  infiniteQueryOptions({
    queryKey: [...campaignsKeys.all, 'part', part, firstOffset] as const,
    queryFn: ({ pageParam }) => getCampaignsPart(part, pageParam),
    initialPageParam: firstOffset,
    getNextPageParam: (last) => last.next_offset,
    // The list says it under the button instead of a toast.
    meta: { errorNotification: false },
  });

export const useCampaignsPart = (part: CampaignsListPart, firstOffset: number, enabled: boolean) =>
  useInfiniteQuery({ ...campaignsPartQueryOptions(part, firstOffset), enabled });
