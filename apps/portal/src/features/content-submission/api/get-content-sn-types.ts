import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/api-client';
import { contentSubmissionKeys } from './content-submission-keys';

export interface ContentSnType {
  id: number;
  content_sn_type: string;
}

/** Spec part 2 section 7: GraphQL contentSnTypes (a 401 refreshes the session in the client). */
export const getContentSnTypes = () =>
  graphql<{ contentSnTypes: ContentSnType[] }>(
    'query ContentSnTypes { contentSnTypes { id content_sn_type } }',
  ).then((data) => data.contentSnTypes);

export const contentSnTypesQueryOptions = () =>
  queryOptions({
    queryKey: contentSubmissionKeys.contentSnTypes(),
    queryFn: getContentSnTypes,
    staleTime: 10 * 60_000,
  });

export const useContentSnTypes = (enabled: boolean) =>
  useQuery({ ...contentSnTypesQueryOptions(), enabled });
