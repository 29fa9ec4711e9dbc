import type { Submissions } from '@portal/domain/content/submission-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contentSubmissionKeys } from './content-submission-keys';

/** Spec part 2 section 7 'Fetch submissions by invite'. */
export const getSubmissions = (inviteId: number) =>
  api.get<Submissions>(`/api/v1/creator/invites/${inviteId}/submissions`);

export const submissionsQueryOptions = (inviteId: number) =>
  queryOptions({
    queryKey: contentSubmissionKeys.submissions(inviteId),
    queryFn: () => getSubmissions(inviteId),
  });

export const useSubmissions = (inviteId: number) =>
  useQuery({ ...submissionsQueryOptions(inviteId), enabled: inviteId > 0 });
