import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SetupProfile } from '../types';
import { setupKeys } from './setup-keys';

export const getSetupProfile = () => api.get<SetupProfile>('/api/v1/social/profile');

export const setupProfileQueryOptions = () =>
  queryOptions({ queryKey: setupKeys.profile(), queryFn: getSetupProfile });

export const useSetupProfile = () => useQuery(setupProfileQueryOptions());
