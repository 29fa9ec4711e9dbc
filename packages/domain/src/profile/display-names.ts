import { CONTENT_TYPE_SPECIALTIES, INTERESTS, type Option } from './options';

/**
 * What staff screens write for values a profile stores as codes: a handle's platform
 * ('tiktok' → 'TikTok', as the profile form labels its field) and the interest and content-type
 * choices ('food-drink' → 'Food & Drink', the label the creator picked). A code no list knows is
 * written as it is, so nothing a creator saved is hidden.
 */
const PLATFORM_NAMES: Readonly<Record<string, string>> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  snapchat: 'Snapchat',
  twitter: 'Twitter',
  pinterest: 'Pinterest',
};

export function socialPlatformName(code: string): string {
  return PLATFORM_NAMES[code] ?? code;
}

function labelIn(options: readonly Option[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

export const interestLabel = (value: string) => labelIn(INTERESTS, value);
export const contentTypeLabel = (value: string) => labelIn(CONTENT_TYPE_SPECIALTIES, value);
