import type { BulkActionResult, ReviewContentDetail } from '@portal/domain/review/detail-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../lib/api';

export const detailKey = (id: number) => ['review', 'detail', id] as const;

export function useDetail(id: number) {
  return useQuery({
    queryKey: detailKey(id),
    queryFn: () => get<ReviewContentDetail>(`/api/v1/review/content/${id}/detail`),
    // Someone else may have acted while this tab was in the background.
    refetchOnWindowFocus: true,
  });
}

export interface ActInput {
  action: string;
  comments?: string[];
  reason?: string;
}

/** One reviewer action; the queue and this content are read again afterwards, whatever happened. */
export function useAct(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActInput) =>
      post<{ to_state: string; replayed: boolean }>(`/api/v1/review/content/${id}/actions`, input),
    meta: { errorNotification: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['review'] }),
  });
}

/** Bulk approve: the server performs the single action on each item in turn. */
export function useBulkApprove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { action: string; content_ids: number[] }) =>
      post<BulkActionResult>('/api/v1/review/content/bulk-actions', input),
    meta: { errorNotification: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['review'] }),
  });
}
