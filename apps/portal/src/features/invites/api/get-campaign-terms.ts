import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invitesKeys } from './keys';

export type CustomTerms = { id: number; brand_name: string; s3_key: string };

/** GET /creator/onboarding/campaignTerms/{campaignId} (spec part 1 section 7). */
export const getCampaignTerms = (campaignId: number) =>
  api.get<{ customTerms: CustomTerms | null }>(`/creator/onboarding/campaignTerms/${campaignId}`);

/** A failure sets the error flag (accept disabled) and is logged, never a toast. */
export const campaignTermsQueryOptions = (campaignId: number) =>
  queryOptions({
    queryKey: invitesKeys.terms(campaignId),
    queryFn: async () => {
      try {
        return await getCampaignTerms(campaignId);
      } catch (error) {
        console.warn('Failed to fetch custom terms', error);
        throw error;
      }
    },
    retry: false,
    meta: { errorNotification: false },
  });

export const useCampaignTerms = (campaignId: number, enabled = true) =>
  useQuery({ ...campaignTermsQueryOptions(campaignId), enabled });
