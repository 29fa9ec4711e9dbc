import type { ContentStatus } from '@portal/domain/content/content-status-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { liveStatus } from '@/lib/live-status';
import { contentStatusKeys } from './content-status-keys';

/** How often the screen asks for news while a reviewer or the system can still move it (decision 200). */
export const STATUS_POLL_MS = 5_000;
/** The same while the live stream is connected: it brings reviewers' news; this is the fallback. */
export const STATUS_POLL_LIVE_MS = 30_000;
const SETTLED = new Set(['CONTENT_REJECTED', 'PAID']);

/** Spec part 2 section 7 'GET creator content status' (query media_id). */
export const getContentStatus = (mediaId: number) =>
  api.get<ContentStatus>('/api/v1/creator/content/status', { params: { media_id: mediaId } });

export const contentStatusQueryOptions = (mediaId: number) =>
  queryOptions({
    queryKey: contentStatusKeys.status(mediaId),
    queryFn: () => getContentStatus(mediaId),
    refetchInterval: (query) =>
      query.state.data && !SETTLED.has(query.state.data.content_funnel_state)
        ? liveStatus.isConnected()
          ? STATUS_POLL_LIVE_MS
          : STATUS_POLL_MS
        : false,
  });

export const useContentStatus = (mediaId: number) =>
  useQuery({ ...contentStatusQueryOptions(mediaId), enabled: mediaId > 0, retry: false });
