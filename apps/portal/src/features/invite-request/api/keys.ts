/** Query keys of the invite-request feature. */
export const inviteRequestKeys = {
  all: ['invite-request'] as const,
  upcoming: () => [...inviteRequestKeys.all, 'upcoming'] as const,
  options: (campaignId: number) => [...inviteRequestKeys.all, 'options', campaignId] as const,
  flights: (campaignId: number) => [...inviteRequestKeys.all, 'flights', campaignId] as const,
};
