export const setupKeys = {
  all: ['setup'] as const,
  profile: () => [...setupKeys.all, 'profile'] as const,
  categoryList: () => [...setupKeys.all, 'category-list'] as const,
  creatorCategories: (userId: string | number) =>
    [...setupKeys.all, 'creator-categories', String(userId)] as const,
};
