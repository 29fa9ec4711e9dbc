import type { BulkActionResult } from '@portal/domain/review/detail-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Bulk approve: the server performs the single action on each item in turn. */
export function useBulkApprove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { action: string; content_ids: number[] }) =>
      api.post<BulkActionResult>('/api/v1/review/content/bulk-actions', input),
    meta: { errorNotification: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['review'] }),
  });
}
