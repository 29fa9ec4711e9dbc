import type { CreateContentBody, GenericSubmission } from '@portal/domain/content/submission-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contentSubmissionKeys } from './content-submission-keys';

/** Spec part 2 section 7 'POST creator create content path'; the key makes retries harmless. */
export const createContent = (body: CreateContentBody, idempotencyKey: string) =>
  api.post<GenericSubmission>('/api/v1/creator/submissions', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export const useCreateContent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: CreateContentBody; idempotencyKey: string }) =>
      createContent(input.body, input.idempotencyKey),
    onSuccess: (created) =>
      queryClient.invalidateQueries({
        queryKey: contentSubmissionKeys.submissions(created.invite_id),
      }),
  });
};
