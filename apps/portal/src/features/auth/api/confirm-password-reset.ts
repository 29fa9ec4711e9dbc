import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ConfirmPasswordResetInput {
  token: string;
  password: string;
}

export const confirmPasswordReset = (input: ConfirmPasswordResetInput) =>
  api.post<void>('/api/v1/auth/password-reset/confirm', input);

export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: confirmPasswordReset,
    meta: { errorNotification: false },
  });
}
