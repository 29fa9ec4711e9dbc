import type { ReviewContentDetail } from '@portal/domain/review/detail-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const detailKey = (id: number) => ['review', 'detail', id] as const;

export function useDetail(id: number) {
  return useQuery({
    queryKey: detailKey(id),
    queryFn: () => api.get<ReviewContentDetail>(`/api/v1/review/content/${id}/detail`),
    // Someone else may have acted while this tab was in the background.
    refetchOnWindowFocus: true,
  });
}

export interface ActInput {
  action: string;
  comments?: string[];
  reason?: string;
  /** Dollars: approve a further submission as an extra owed this amount (decision 522). */
  extra_amount?: number;
}

/** One reviewer action; the queue and this content are read again afterwards, whatever happened. */
export function useAct(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActInput) =>
      api.post<{ to_state: string; replayed: boolean }>(
        `/api/v1/review/content/${id}/actions`,
        input,
      ),
    meta: { errorNotification: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['review'] }),
  });
}
