import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { acceptSession } from '@/lib/session';
import type { Session } from '@/types/api';

export interface SignUpInput {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
}

/** A sign-up request makes a creator account and signs it in. */
export const signUp = (input: SignUpInput) => api.post<Session>('/api/v1/auth/sign-up', input);

export function useSignUp() {
  return useMutation({
    mutationFn: async (input: SignUpInput) => acceptSession(await signUp(input)),
    meta: { errorNotification: false },
  });
}
