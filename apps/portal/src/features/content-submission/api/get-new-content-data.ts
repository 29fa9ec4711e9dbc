import type { NewContentData } from '@portal/domain/content/submission-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contentSubmissionKeys } from './content-submission-keys';

export const getNewContentData = (inviteId: number) =>
  api.get<NewContentData>('/api/v1/creator/submissions/new', { params: { invite_id: inviteId } });

export const newContentDataQueryOptions = (inviteId: number) =>
  queryOptions({
    queryKey: contentSubmissionKeys.newContent(inviteId),
    queryFn: () => getNewContentData(inviteId),
  });

export const useNewContentData = (inviteId: number) =>
  useQuery({ ...newContentDataQueryOptions(inviteId), enabled: inviteId > 0 });
