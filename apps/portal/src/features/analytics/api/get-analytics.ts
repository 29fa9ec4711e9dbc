import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { UserAnalytics } from '../types';
import { analyticsKeys } from './analytics-keys';

export const getAnalytics = () => api.get<UserAnalytics>('/api/v1/analytics');

export const analyticsQueryOptions = () =>
  queryOptions({ queryKey: analyticsKeys.summary(), queryFn: getAnalytics });

export const useAnalytics = () => useQuery(analyticsQueryOptions());
