/** Query keys of the earnings view (a module of its own: the live news imports only these). */
export const earningsKeys = {
  all: ['earnings'] as const,
  year: (year: number | null) => [...earningsKeys.all, year ?? 'all'] as const,
};
