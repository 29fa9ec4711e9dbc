import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type OAuthPlatform = 'instagram' | 'tiktok';

/**
 * Starts the OAuth flow of spec part 2 section 7: the server signs a state naming the creator
 * and answers the consent page to go to (the sandbox's, or Instagram's and TikTok's own).
 */
export const startConnection = (input: { socialPlatform: OAuthPlatform; returnTo: string }) =>
  api.post<{ authorizeUrl: string }>('/api/v1/social/connections', input);

export const useStartConnection = () => useMutation({ mutationFn: startConnection });
