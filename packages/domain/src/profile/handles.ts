/** Part 1 section 5: the social handle fields whose entries are normalised by normalizeHandle. */
export const HANDLE_FIELDS = [
  'snapchat_handle',
  'twitter_handle',
  'tiktok_handle',
  'youtube_handle',
  'pinterest_handle',
] as const;

/**
 * Part 1 section 5 'Social handles': every '@' is removed on entry and an empty value becomes
 * null. Ours: surrounding white space is trimmed too, so '  ' is also null. Idempotent.
 */
export function normalizeHandle(value: string | null | undefined): string | null {
  const handle = (value ?? '').replaceAll('@', '').trim();
  return handle === '' ? null : handle;
}
