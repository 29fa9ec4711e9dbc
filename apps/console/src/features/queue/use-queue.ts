import type { ReviewQueuePage } from '@portal/domain/review/queue-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export interface QueueParams {
  state?: string;
  campaign_id?: number;
  /** Ops only; the server ignores it for brand users. */
  brand_id?: number;
  q?: string;
  page: number;
  page_size: number;
}

export const queueKey = (params: QueueParams) => ['review', 'queue', params] as const;

/** One server-side page of the queue, the previous page kept on screen while the next loads. */
export function useQueue(params: QueueParams) {
  return useQuery({
    queryKey: queueKey(params),
    queryFn: () => api.get<ReviewQueuePage>('/api/v1/review/queue', { params: { ...params } }),
    placeholderData: keepPreviousData,
    // Other reviewers work the same queue: fresh when the reviewer comes back, and every minute.
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
  });
}
