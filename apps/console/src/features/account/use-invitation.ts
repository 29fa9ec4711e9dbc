import type { InvitationCheck } from '@portal/domain/staff/staff-api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** What the set-password link is: who is invited, or why it no longer works. */
export function useInvitationCheck(token: string) {
  return useQuery({
    queryKey: ['staff-invitation', token],
    queryFn: () => api.post<InvitationCheck>('/api/v1/staff-invitations/check', { token }),
    enabled: token.length > 0,
    retry: false,
  });
}

export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      api.post<{ email: string }>('/api/v1/staff-invitations/accept', body),
    meta: { errorNotification: false },
  });
}

export function useAskForNewInvitation() {
  return useMutation({
    mutationFn: (token: string) =>
      api.post<void>('/api/v1/staff-invitations/renewal-request', { token }),
    meta: { errorNotification: false },
  });
}
