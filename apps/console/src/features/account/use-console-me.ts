import type { ConsoleMe } from '@portal/domain/staff/staff-api';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const consoleMeKeys = { all: ['console', 'me'] as const };

/** Who the console's user is and their role (issue 28): the sections follow it. */
export function useConsoleMe() {
  return useQuery({
    queryKey: consoleMeKeys.all,
    queryFn: () => api.get<ConsoleMe>('/api/v1/console/me'),
    staleTime: 60_000,
  });
}
