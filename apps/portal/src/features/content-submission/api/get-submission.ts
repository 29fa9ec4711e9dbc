import type { GenericSubmission } from '@portal/domain/content/submission-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contentSubmissionKeys } from './content-submission-keys';

export const getSubmission = (id: number) =>
  api.get<GenericSubmission>(`/api/v1/creator/submissions/${id}`);

export const submissionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: contentSubmissionKeys.submission(id),
    queryFn: () => getSubmission(id),
  });

export const useSubmission = (id: number) =>
  useQuery({ ...submissionQueryOptions(id), enabled: id > 0, retry: false });
