import type { SubmittedPost } from '@portal/domain/content/submission-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contentSubmissionKeys } from './content-submission-keys';

/** Spec part 2 section 7 'Submit YouTube video' (inviteId, video_url). */
export const submitYoutubeVideo = (input: {
  inviteId: number;
  videoUrl: string;
  idempotencyKey: string;
}) =>
  api.post<SubmittedPost>(
    `/api/v1/creator/invites/${input.inviteId}/youtube-videos`,
    { video_url: input.videoUrl },
    { headers: { 'Idempotency-Key': input.idempotencyKey } },
  );

export const useSubmitYoutubeVideo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitYoutubeVideo,
    onSuccess: (submitted) =>
      queryClient.invalidateQueries({
        queryKey: contentSubmissionKeys.submissions(submitted.invite_id),
      }),
  });
};
