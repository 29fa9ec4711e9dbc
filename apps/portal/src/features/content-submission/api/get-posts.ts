import type { SocialPosts } from '@portal/domain/content/submission-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contentSubmissionKeys } from './content-submission-keys';

/** The creator's recent posts with their issues, through the social adapter. */
export const getPosts = (inviteId: number) =>
  api.get<SocialPosts>(`/api/v1/creator/invites/${inviteId}/posts`);

export const postsQueryOptions = (inviteId: number) =>
  queryOptions({
    queryKey: contentSubmissionKeys.posts(inviteId),
    queryFn: () => getPosts(inviteId),
  });

export const usePosts = (inviteId: number) =>
  useQuery({ ...postsQueryOptions(inviteId), enabled: inviteId > 0 });
