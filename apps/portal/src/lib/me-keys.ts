/** The signed-in user's query key: read by the auth feature, refreshed by any that changes them. */
export const meKeys = {
  all: ['me'] as const,
};
