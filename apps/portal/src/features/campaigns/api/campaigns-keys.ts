/**
 * Query keys of the campaigns feature; `all` is also what an invite change invalidates. A module
 * of its own: the live news imports only these.
 */
export const campaignsKeys = {
  all: ['campaigns'] as const,
  list: () => [...campaignsKeys.all, 'list'] as const,
};
