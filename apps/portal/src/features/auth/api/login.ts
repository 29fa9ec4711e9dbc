import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { acceptSession } from '@/lib/session';
import type { Session } from '@/types/api';

export interface LoginInput {
  email: string;
  password: string;
}

export const login = (input: LoginInput) => api.post<Session>('/api/v1/auth/login', input);

/** Signs in; resolves false when the account is not a creator's (it was signed out again). */
export function useLogin() {
  return useMutation({
    mutationFn: async (input: LoginInput) => acceptSession(await login(input)),
    // The form shows the error next to itself.
    meta: { errorNotification: false },
  });
}
