import type { PotentialDistribution, SubmittedPost } from '@portal/domain/content/submission-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contentSubmissionKeys } from './content-submission-keys';

/** Spec part 2 section 7 'Submit Instagram post for invite'. */
export const submitPost = (input: { inviteId: number; postId: string; idempotencyKey: string }) =>
  api.post<SubmittedPost>(
    `/api/v1/creator/invites/${input.inviteId}/posts`,
    { post_id: input.postId },
    { headers: { 'Idempotency-Key': input.idempotencyKey } },
  );

/** Spec part 2 section 7 'Create potential distribution' for approved content. */
export const createPotentialDistribution = (input: { contentMetadataId: number; postId: string }) =>
  api.post<PotentialDistribution>(
    `/api/v1/creator/submissions/${input.contentMetadataId}/potential-distributions`,
    { post_id: input.postId },
  );

/** What the post page sends: a post for the invite, or (with a content id) a potential distribution. */
export interface PostChoice {
  postId: string;
  idempotencyKey: string;
  contentMetadataId?: number;
}

export const useSubmitPost = (inviteId: number) => {
  const queryClient = useQueryClient();
  return useMutation<SubmittedPost | PotentialDistribution, Error, PostChoice>({
    mutationFn: (input) =>
      input.contentMetadataId
        ? createPotentialDistribution({
            contentMetadataId: input.contentMetadataId,
            postId: input.postId,
          })
        : submitPost({ inviteId, postId: input.postId, idempotencyKey: input.idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentSubmissionKeys.all }),
  });
};
