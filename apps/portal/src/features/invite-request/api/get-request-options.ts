import type { RequestOptions } from '@portal/domain/campaigns/invite-request';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { inviteRequestKeys } from './keys';

/** Auto-assign setting, requested-invites flight id and smart questions of an upcoming campaign. */
export const getRequestOptions = (campaignId: number) =>
  api.get<RequestOptions>(`/api/v1/creator/campaigns/${campaignId}/request_options`);

export const requestOptionsQueryOptions = (campaignId: number) =>
  queryOptions({
    queryKey: inviteRequestKeys.options(campaignId),
    queryFn: () => getRequestOptions(campaignId),
    // Once the request is made the campaign is no longer requestable: keep what was loaded.
    staleTime: Number.POSITIVE_INFINITY,
    // Its refusals (already asked, not upcoming) are said by the page, not a toast.
    meta: { errorNotification: false },
  });

export const useRequestOptions = (campaignId: number, enabled: boolean) =>
  useQuery({ ...requestOptionsQueryOptions(campaignId), enabled });
