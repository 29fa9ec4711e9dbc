import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Always answers 202 (no account probing); the e-mail carries /app/reset-password?token=… */
export const requestPasswordReset = (email: string) =>
  api.post<void>('/api/v1/auth/password-reset', { email });

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: requestPasswordReset,
    meta: { errorNotification: false },
  });
}
