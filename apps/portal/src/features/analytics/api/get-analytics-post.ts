import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AnalyticsPostDetail } from '../types';
import { analyticsKeys } from './analytics-keys';

export const getAnalyticsPost = (postId: string | number) =>
  api.get<AnalyticsPostDetail>(`/api/v1/analytics/posts/${encodeURIComponent(postId)}`);

export const analyticsPostQueryOptions = (postId: string | number) =>
  queryOptions({
    queryKey: analyticsKeys.post(postId),
    queryFn: () => getAnalyticsPost(postId),
  });

export const useAnalyticsPost = (postId: string | number) =>
  useQuery(analyticsPostQueryOptions(postId));
