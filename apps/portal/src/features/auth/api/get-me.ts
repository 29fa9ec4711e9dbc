import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meKeys } from '@/lib/me-keys';
import type { Me } from '@/types/api';

export { meKeys };

export const getMe = () => api.get<Me>('/api/v1/me');

export const meQueryOptions = () => queryOptions({ queryKey: meKeys.all, queryFn: getMe });

export const useMe = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...meQueryOptions(), ...options });
