import type { PayoutBatch, PayoutRunResult } from '@portal/domain/money/payout-batches-api';
import type { PayoutsPage } from '@portal/domain/review/payouts-api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export function usePayouts(status: 'owed' | 'paid', page: number) {
  return useQuery({
    queryKey: ['review', 'payouts', status, page],
    queryFn: () =>
      api.get<PayoutsPage>('/api/v1/review/payouts', { params: { status, page, page_size: 25 } }),
    placeholderData: keepPreviousData,
  });
}

/** The existing mark_paid review action on one content. */
export function useMarkPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contentId: number) =>
      api.post<{ to_state: string }>(`/api/v1/review/content/${contentId}/actions`, {
        action: 'mark_paid',
      }),
    meta: { errorNotification: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['review'] }),
  });
}

/** Issue 14's payout runs: the latest batches with their items' states (ops only). */
export function usePayoutBatches() {
  return useQuery({
    queryKey: ['review', 'payout-batches'],
    queryFn: () => api.get<{ batches: PayoutBatch[] }>('/api/v1/review/payouts/batches'),
    // A sent batch settles as PayPal reports back (the server's status job): follow it.
    refetchInterval: 15_000,
  });
}

/** 'Pay everything owed': one batch of every owed payout that has a PayPal e-mail. */
export function usePayEverythingOwed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<PayoutRunResult>('/api/v1/review/payouts/run'),
    meta: { errorNotification: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['review'] }),
  });
}

/** A batch PayPal refused or that got stuck (decision 523): send it again, or give its payouts back to owed. */
export function useResolveBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { batchId: number; action: 'retry' | 'release' }) =>
      api.post<PayoutRunResult>(`/api/v1/review/payouts/batches/${input.batchId}/resolve`, {
        action: input.action,
      }),
    meta: { errorNotification: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['review'] }),
  });
}

/** Ops cancel an unclaimed item at PayPal: PayPal returns the money (decision 524). */
export function useCancelPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payoutId: number) =>
      api.post<{ payout_id: number; state: string }>(`/api/v1/review/payouts/${payoutId}/cancel`),
    meta: { errorNotification: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['review'] }),
  });
}
