import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meKeys } from '@/lib/me-keys';
import { profileKeys } from './get-profile';

/** DELETE /api/v1/social/connections/:platform: forgets the account and its tokens. */
export const disconnectAccount = (platform: 'instagram' | 'tiktok') =>
  api.delete<void>(`/api/v1/social/connections/${platform}`);

export const useDisconnectAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectAccount,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.all }),
        queryClient.invalidateQueries({ queryKey: meKeys.all }),
      ]),
  });
};
