/** Query keys of the content status screen. */
export const contentStatusKeys = {
  all: ['content-status'] as const,
  status: (mediaId: number) => ['content-status', 'status', mediaId] as const,
  campaignType: (campaignId: number) => ['content-status', 'campaign-type', campaignId] as const,
  posts: (inviteId: number) => ['content-status', 'posts', inviteId] as const,
};
