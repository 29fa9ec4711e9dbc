import type { PotentialDistribution, SocialPosts } from '@portal/domain/content/submission-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contentStatusKeys } from './content-status-keys';

/** The creator's recent posts for the invite (the match selection's choices). */
export const getMatchPosts = (inviteId: number) =>
  api.get<SocialPosts>(`/api/v1/creator/invites/${inviteId}/posts`);

export const useMatchPosts = (inviteId: number) =>
  useQuery({
    queryKey: contentStatusKeys.posts(inviteId),
    queryFn: () => getMatchPosts(inviteId),
    retry: false,
  });

/** Spec part 2 section 7 'Create potential distribution'; the screen reloads its status after. */
export const createPotentialDistribution = (contentId: number, postId: string) =>
  api.post<PotentialDistribution>(
    `/api/v1/creator/submissions/${contentId}/potential-distributions`,
    { post_id: postId },
  );

export const useSubmitMatch = (mediaId: number, contentId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => createPotentialDistribution(contentId, postId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentStatusKeys.status(mediaId) }),
  });
};
