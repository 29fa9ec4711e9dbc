import type { Invite } from '@portal/domain/campaigns/campaign-api';
import type { UpdateInviteBody } from '@portal/domain/invites/invite-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateInvite } from './keys';

/** Update the campaign invite {id, status, prevStatus, rejectReason{reason, payment}}. */
export const updateInvite = (inviteId: number, body: UpdateInviteBody) =>
  api.patch<Invite>(`/api/v1/creator/invites/${inviteId}`, { id: inviteId, ...body });

/** POST .../campaign_terms_agreement: no body; sent before the update when custom terms exist. */
export const agreeToCustomTerms = (customTermsId: number) =>
  api.post<{ agreed: true }>(
    `/creator/onboarding/campaignTerms/${customTermsId}/campaign_terms_agreement`,
  );

/**
 * Accepts or declines: records agreement to the custom terms first when they exist, then
 * updates the invite. Errors show as a notification unless the caller opts out.
 */
export function useUpdateInvite(inviteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { body: UpdateInviteBody; customTermsId: number | null }) => {
      if (input.customTermsId !== null) await agreeToCustomTerms(input.customTermsId);
      return updateInvite(inviteId, input.body);
    },
    onSettled: () => invalidateInvite(queryClient, inviteId),
  });
}
