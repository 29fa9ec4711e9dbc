import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the invites feature. */
export const invitesKeys = {
  all: ['invites'] as const,
  detail: (inviteId: number) => [...invitesKeys.all, inviteId] as const,
  terms: (campaignId: number) => [...invitesKeys.all, 'terms', campaignId] as const,
  campaign: (campaignId: number) => [...invitesKeys.all, 'campaign', campaignId] as const,
};

/**
 * After an invite changes: its pages, the campaigns list (key ['campaigns']) and the bell (key
 * ['notifications']: answering an invite marks its reminders read, issue 31) are stale.
 */
export function invalidateInvite(queryClient: QueryClient, inviteId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: invitesKeys.detail(inviteId) }),
    queryClient.invalidateQueries({ queryKey: ['campaigns'] }),
    queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  ]);
}
