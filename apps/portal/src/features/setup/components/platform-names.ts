import type { Platform } from '@portal/domain/setup/setup';

/** How each platform is named on screen (spec part 2 section 2 calls Twitter 'X'). */
export const PLATFORM_NAMES: Record<Platform, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  twitter: 'X (Twitter)',
  snapchat: 'Snapchat',
  pinterest: 'Pinterest',
};
