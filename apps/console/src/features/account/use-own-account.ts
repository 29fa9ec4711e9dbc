import type { AccountSessions, ChangePasswordInput } from '@portal/domain/account/account-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const ownAccountKeys = { sessions: ['console', 'account', 'sessions'] as const };

/** Where the user is signed in (issue 28, own account). */
export function useOwnSessions() {
  return useQuery({
    queryKey: ownAccountKeys.sessions,
    queryFn: () => api.get<AccountSessions>('/api/v1/account/sessions'),
  });
}

/** Change the password, end one other session, sign out everywhere. */
export function useOwnAccountActions() {
  const queryClient = useQueryClient();
  const options = {
    meta: { errorNotification: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownAccountKeys.sessions }),
  };
  return {
    changePassword: useMutation({
      mutationFn: (body: ChangePasswordInput) => api.post<void>('/api/v1/account/password', body),
      ...options,
    }),
    endSession: useMutation({
      mutationFn: (id: string) =>
        api.delete<void>(`/api/v1/account/sessions/${encodeURIComponent(id)}`),
      ...options,
    }),
    signOutEverywhere: useMutation({
      mutationFn: () => api.post<void>('/api/v1/account/sign-out-everywhere'),
      meta: { errorNotification: false },
    }),
  };
}
