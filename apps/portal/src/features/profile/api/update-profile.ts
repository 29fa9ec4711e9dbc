import type { Profile } from '@portal/domain/profile/profile-api';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profileKeys } from './get-profile';

/** PATCH api/v1/users with a data payload (part 1 section 7); the answer's `data` is read. */
export const updateProfile = (data: Record<string, unknown>) =>
  api.patch<{ data: Profile }>('/api/v1/users', { data }).then((body) => body.data);

/**
 * Saves the profile form. The form shows its own errors (field messages, 'Error! Try again.'),
 * so no global notification. `invalidate` names other queries the save changes (the page passes
 * the signed-in user, whose header shows profile_progress).
 */
export function useUpdateProfile({ invalidate = [] }: { invalidate?: QueryKey[] } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    meta: { errorNotification: false },
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.all, profile);
      for (const queryKey of invalidate) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
