import type { PayoutsPage } from '@portal/domain/review/payouts-api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../lib/api';

export function usePayouts(status: 'owed' | 'paid', page: number) {
  return useQuery({
    queryKey: ['review', 'payouts', status, page],
    queryFn: () => get<PayoutsPage>('/api/v1/review/payouts', { status, page, page_size: 25 }),
    placeholderData: keepPreviousData,
  });
}

/** The existing mark_paid review action on one content. */
export function useMarkPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contentId: number) =>
      post<{ to_state: string }>(`/api/v1/review/content/${contentId}/actions`, {
        action: 'mark_paid',
      }),
    meta: { errorNotification: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['review'] }),
  });
}
