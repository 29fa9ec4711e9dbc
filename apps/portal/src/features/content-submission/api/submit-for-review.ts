import type { GenericSubmission } from '@portal/domain/content/submission-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contentSubmissionKeys } from './content-submission-keys';

/** Spec part 2 section 7 'Submit content for approval review' (inviteId, contentMetadataId, caption). */
export const submitForReview = (input: {
  inviteId: number;
  contentMetadataId: number;
  caption: string;
}) =>
  api.post<GenericSubmission>(
    `/api/v1/creator/invites/${input.inviteId}/submissions/${input.contentMetadataId}/approval-review`,
    { caption: input.caption },
  );

export const useSubmitForReview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitForReview,
    onSuccess: (updated) => {
      queryClient.setQueryData(contentSubmissionKeys.submission(updated.id), updated);
      return queryClient.invalidateQueries({
        queryKey: contentSubmissionKeys.submissions(updated.invite_id),
      });
    },
  });
};
