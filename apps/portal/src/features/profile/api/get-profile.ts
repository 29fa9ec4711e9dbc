import type { Profile } from '@portal/domain/profile/profile-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const profileKeys = {
  all: ['profile'] as const,
};

/** The signed-in creator's profile (GET /api/v1/users answers `{ data }`). */
export const getProfile = () =>
  api.get<{ data: Profile }>('/api/v1/users').then((body) => body.data);

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.all, queryFn: getProfile });

export const useProfile = () => useQuery(profileQueryOptions());
