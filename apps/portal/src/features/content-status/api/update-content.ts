import type { ContentStatus, UpdateContentBody } from '@portal/domain/content/content-status-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contentStatusKeys } from './content-status-keys';

/** Spec part 2 section 8 'Content update error (unexpected_error)', verbatim. */
export const UPDATE_ERROR = 'There was an issue updating your content. Please try again!';

/** Spec part 2 section 7 'PATCH creator update content' for a media id. */
export const updateContent = (mediaId: number, body: UpdateContentBody) =>
  api.patch<ContentStatus>(`/api/v1/creator/content/${mediaId}`, body);

export const useUpdateContent = (mediaId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateContentBody) => updateContent(mediaId, body),
    onSuccess: (status) => queryClient.setQueryData(contentStatusKeys.status(mediaId), status),
    onError: (error) => console.error("Could not update creator's content", error),
  });
};
