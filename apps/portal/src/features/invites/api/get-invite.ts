import type { InvitePage } from '@portal/domain/invites/invite-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invitesKeys } from './keys';

export const getInvite = (inviteId: number) =>
  api.get<InvitePage>(`/api/v1/creator/invites/${inviteId}`);

export const inviteQueryOptions = (inviteId: number) =>
  queryOptions({ queryKey: invitesKeys.detail(inviteId), queryFn: () => getInvite(inviteId) });

export const useInvite = (inviteId: number) => useQuery(inviteQueryOptions(inviteId));
