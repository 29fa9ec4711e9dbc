import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Flags } from '@/types/api';

export const flagsKeys = {
  all: ['flags'] as const,
};

export const getFlags = () => api.get<{ flags: Flags }>('/api/v1/flags').then((body) => body.flags);

/** Flags switch without a deploy, so they are re-read now and then, never cached for good. */
export const flagsQueryOptions = () =>
  queryOptions({ queryKey: flagsKeys.all, queryFn: getFlags, staleTime: 5 * 60_000 });

export const useFlags = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...flagsQueryOptions(), ...options });
