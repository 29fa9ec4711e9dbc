import type { MobileContact } from '@portal/domain/profile/phone-verification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/api-client';

export const userContactsKeys = {
  all: ['user-contacts'] as const,
  user: (userId: string) => ['user-contacts', userId] as const,
};

const USER_QUERY = /* GraphQL */ `
  query UserContacts($id: ID!) {
    user(id: $id) {
      email
      contacts { id type rawPhoneNumber verification { isVerified isoPhone } }
    }
  }
`;

export interface UserContacts {
  email: string;
  contacts: MobileContact[];
}

/** Part 1 section 7: user(id) with e-mail and contacts. */
export const getUserContacts = (userId: string) =>
  graphql<{ user: UserContacts | null }>(USER_QUERY, { id: userId }).then((data) => data.user);

/** Network-only (part 1 section 7): always read fresh when the modal opens. */
export const userContactsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userContactsKeys.user(userId),
    queryFn: () => getUserContacts(userId),
    staleTime: 0,
    gcTime: 0,
  });

export const useUserContacts = (userId: string, enabled: boolean) =>
  useQuery({ ...userContactsQueryOptions(userId), enabled, refetchOnMount: 'always' });
