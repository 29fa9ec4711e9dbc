export const analyticsKeys = {
  all: ['analytics'] as const,
  summary: () => [...analyticsKeys.all, 'summary'] as const,
  post: (postId: string | number) => [...analyticsKeys.all, 'post', String(postId)] as const,
};
