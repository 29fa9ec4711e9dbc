import { useMutation } from '@tanstack/react-query';
import { signOut } from '@/lib/session';

/** Sign Out: revokes the refresh token and forgets the session (spec part 1 section 4). */
export function useLogout() {
  return useMutation({ mutationFn: () => signOut() });
}
