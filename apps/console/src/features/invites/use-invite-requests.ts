import type {
  InviteRequestsPage,
  InviteRequestsQuery,
} from '@portal/domain/review/invite-request-review';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export function useInviteRequests(standing: InviteRequestsQuery['standing'], page: number) {
  return useQuery({
    queryKey: ['review', 'invite-requests', standing, page],
    queryFn: () =>
      api.get<InviteRequestsPage>('/api/v1/review/invite-requests', {
        params: { standing, page, page_size: 20 },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useDecide(inviteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { decision: string; flight_id?: number }) =>
      api.post<{ standing: string; replayed: boolean }>(
        `/api/v1/review/invite-requests/${inviteId}/decision`,
        body,
      ),
    meta: { errorNotification: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['review', 'invite-requests'] }),
  });
}
