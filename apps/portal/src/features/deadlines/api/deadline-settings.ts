import type {
  DeadlineSettings,
  DeadlineSettingsUpdate,
} from '@portal/domain/deadlines/deadline-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const deadlineSettingsKeys = { all: ['deadline-settings'] as const };

const URL = '/api/v1/creator/deadline-settings';

/** The settings; a failed load is said in the section itself, not as a toast. */
export const useDeadlineSettings = () =>
  useQuery({
    queryKey: deadlineSettingsKeys.all,
    queryFn: () => api.get<DeadlineSettings>(URL),
    meta: { errorNotification: false },
  });

/** Saves a setting; the answer is the settings as now stored. */
export function useUpdateDeadlineSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeadlineSettingsUpdate) => api.patch<DeadlineSettings>(URL, body),
    onSuccess: (data) => queryClient.setQueryData(deadlineSettingsKeys.all, data),
  });
}

/** A new calendar secret: the old link stops working. */
export function useRotateCalendarSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<DeadlineSettings>('/api/v1/creator/calendar-secret'),
    onSuccess: (data) => queryClient.setQueryData(deadlineSettingsKeys.all, data),
  });
}
