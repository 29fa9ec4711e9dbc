/**
 * The creator directory's sorts and platforms (issue 29, decision 562), in a module without zod
 * so the console's directory page loads no schema (issue 33); directory.ts re-exports them.
 */

export const DIRECTORY_PAGE_MAX = 100;
export const DIRECTORY_SORTS = [
  'name',
  'followers',
  'engagement',
  'completed',
  'on_time',
  'newest',
] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];
export const DIRECTORY_PLATFORMS = ['instagram', 'tiktok', 'youtube'] as const;

/** The sort direction when none is asked for: names A→Z, every figure largest first. */
export function defaultDirection(sort: DirectorySort): 'asc' | 'desc' {
  return sort === 'name' ? 'asc' : 'desc';
}
