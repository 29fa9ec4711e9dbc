import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setupKeys } from './setup-keys';

/**
 * Spec part 2 section 7 'Update profile' (PATCH api/v1/users with `{ data }`): setup saves only
 * the fields it changed (names, a coming-soon platform's handle).
 */
export const updateProfile = (data: Record<string, string | null>) =>
  api.patch<{ data: unknown }>('/api/v1/users', { data });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: setupKeys.profile() }),
        // The signed-in user (['me']) shows the names and handles too.
        queryClient.invalidateQueries({ queryKey: ['me'] }),
      ]),
  });
}
