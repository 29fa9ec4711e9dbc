import { notifications } from '@mantine/notifications';
import type {
  InviteRequestInput,
  InviteRequestResult,
} from '@portal/domain/campaigns/invite-request';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The spec's message when an invite request fails (part 1 section 8). */
export const INVITE_REQUEST_FAILED = 'Sorry, something went wrong. Please try again.';

/** Submits the invite request (campaign id, flight id, answers, shipping info). */
export const requestInvite = (input: InviteRequestInput) =>
  api.post<InviteRequestResult>('/api/v1/creator/invite_requests', input);

/**
 * The invite request. Success makes the campaigns list stale; a failure shows the spec's
 * notification instead of the global one. The flow wipes the flight data once it has left the
 * window screen (`useWipeFlightsOnceLeft`).
 */
export function useRequestInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestInvite,
    meta: { errorNotification: false },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['campaigns'] }),
    onError: () => {
      notifications.show({ color: 'red', title: 'Invite request', message: INVITE_REQUEST_FAILED });
    },
  });
}
