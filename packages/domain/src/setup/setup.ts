import { normalizeHandle } from '../profile/handles';

/** Part 2 section 2 'Account setup': the heading before setup is finished. */
export const SETUP_HEADING = 'Start collaborating with the largest brands in 2 easy steps';
/** Part 2 section 2 'Account setup': the heading once setup is finished. */
export const SETUP_COMPLETE_HEADING = 'Registration complete!';

/** Part 2 section 2 'Account setup': the heading for the current completeness. */
export function setupHeading(complete: boolean): string {
  return complete ? SETUP_COMPLETE_HEADING : SETUP_HEADING;
}

/** Part 2 section 2 'Account setup': two tabs, in this order. */
export const SETUP_TABS = ['information', 'accounts'] as const;
export type SetupTab = (typeof SETUP_TABS)[number];

/**
 * Part 2 section 2 'Account setup': the tab is chosen from the path; any other path is replaced
 * with the Information route. Query, hash and a trailing slash are ignored.
 */
export function setupTabFromPath(path: string): SetupTab {
  const clean = path.split(/[?#]/)[0]!.replace(/\/+$/, '');
  return clean.endsWith('/setup/accounts') ? 'accounts' : 'information';
}

/** Part 2 section 2 route table: /creator/setup/information and /creator/setup/accounts. */
export function setupTabPath(tab: SetupTab): string {
  return `/creator/setup/${tab}`;
}

/** Part 2 section 3 'Platforms', the enumeration the connect-account page accepts. */
export const PLATFORMS = [
  'instagram',
  'tiktok',
  'youtube',
  'twitter',
  'snapchat',
  'pinterest',
] as const;
export type Platform = (typeof PLATFORMS)[number];

/**
 * Part 2 section 2 'Connect-account page': the `platform` query value, or null when it is
 * invalid or missing (the page then redirects to the Accounts route). Exact lower-case values.
 */
export function parsePlatform(value: unknown): Platform | null {
  return PLATFORMS.find((platform) => platform === value) ?? null;
}

/** Part 2 section 2: YouTube, Pinterest, Snapchat and X pages are marked coming soon. */
export const COMING_SOON_PLATFORMS: readonly Platform[] = [
  'youtube',
  'pinterest',
  'snapchat',
  'twitter',
];

export function isComingSoonPlatform(platform: Platform): boolean {
  return COMING_SOON_PLATFORMS.includes(platform);
}

/** Part 2 section 7: the coming-soon platforms save a handle through the profile update. */
export const PLATFORM_HANDLE_FIELDS = {
  youtube: 'youtube_handle',
  twitter: 'twitter_handle',
  snapchat: 'snapchat_handle',
  pinterest: 'pinterest_handle',
} as const satisfies Partial<Record<Platform, string>>;

/**
 * Part 2 section 5 'Connect-account handle': the value saved, trimmed. Ours: '@' is removed
 * too, the same rule as the profile's handle fields (part 1 section 5), as the handle is saved
 * through the profile update. Empty → null.
 */
export function normalizeConnectHandle(value: string | null | undefined): string | null {
  return normalizeHandle(value);
}

/** Part 2 section 5: the handle is shown with an '@' prefix (nothing for no handle). */
export function displayHandle(handle: string | null | undefined): string {
  const clean = normalizeHandle(handle);
  return clean === null ? '' : `@${clean}`;
}

/** Part 2 section 5: save is disabled when the handle is empty, unchanged, or while saving. */
export function canSaveConnectHandle(input: {
  value: string | null | undefined;
  saved: string | null | undefined;
  saving: boolean;
}): boolean {
  const value = normalizeConnectHandle(input.value);
  return !input.saving && value !== null && value !== normalizeConnectHandle(input.saved);
}

/** Part 1 section 3 User.leads.instagram / part 2 section 3 Profile (setup). */
export interface InstagramLead {
  social_un?: string | null;
  social_id?: string | null;
  profile_image?: string | null;
}

export interface AccessToken {
  platform: string;
  username?: string | null;
  avatarUrl?: string | null;
}

/** The user fields the setup and connection rules read (part 2 section 3 'Profile (setup)'). */
export interface SetupUser {
  email?: string | null;
  authedTiktokCreator?: boolean | null;
  leads?: { instagram?: InstagramLead | null } | null;
  profile?: {
    first_name?: string | null;
    last_name?: string | null;
    youtube_handle?: string | null;
    twitter_handle?: string | null;
    snapchat_handle?: string | null;
    pinterest_handle?: string | null;
    access_tokens?: readonly AccessToken[] | null;
  } | null;
}

/** Part 2 section 3 'Connected account'. */
export interface ConnectedAccount {
  platform: Platform;
  handle: string;
  profileImage: string | null;
}

/**
 * Part 1 section 3 User.leads: an Instagram lead is connected when it has a social_id that
 * does not contain '_dummy'.
 */
export function isInstagramLeadConnected(lead: InstagramLead | null | undefined): boolean {
  const id = lead?.social_id;
  return typeof id === 'string' && id !== '' && !id.includes('_dummy');
}

function tokenFor(user: SetupUser, platform: Platform): AccessToken | undefined {
  return user.profile?.access_tokens?.find(
    (t) => t.platform === platform && normalizeHandle(t.username),
  );
}

function savedHandle(user: SetupUser, platform: Platform): string | null {
  if (!(platform in PLATFORM_HANDLE_FIELDS)) return null;
  const field = PLATFORM_HANDLE_FIELDS[platform as keyof typeof PLATFORM_HANDLE_FIELDS];
  return normalizeHandle(user.profile?.[field]);
}

/**
 * Part 2 section 2 'Accounts' tiles: the connected accounts, one per platform in PLATFORMS
 * order. Instagram: the lead (not a '_dummy' one) with its social_un, else an Instagram access
 * token; TikTok: an access token; the others: an access token or the handle saved on the profile.
 * An account without a handle is not connected.
 */
export function connectedAccounts(user: SetupUser): ConnectedAccount[] {
  const accounts: ConnectedAccount[] = [];
  for (const platform of PLATFORMS) {
    const lead = user.leads?.instagram;
    if (
      platform === 'instagram' &&
      isInstagramLeadConnected(lead) &&
      normalizeHandle(lead?.social_un)
    ) {
      accounts.push({
        platform,
        handle: normalizeHandle(lead?.social_un)!,
        profileImage: lead?.profile_image ?? null,
      });
      continue;
    }
    const token = tokenFor(user, platform);
    if (token) {
      accounts.push({
        platform,
        handle: normalizeHandle(token.username)!,
        profileImage: token.avatarUrl ?? null,
      });
      continue;
    }
    const saved = savedHandle(user, platform);
    if (saved) accounts.push({ platform, handle: saved, profileImage: null });
  }
  return accounts;
}

/** Part 2 section 5 'Setup complete': the switches the spec mentions without saying when. */
export interface SetupCompletenessOptions {
  skipCategoryCheck?: boolean;
  ignoreSocialAccounts?: boolean;
}

const filled = (value: string | null | undefined) =>
  typeof value === 'string' && value.trim() !== '';

/**
 * Part 2 section 5: setup is complete only if first name, last name and email are filled and at
 * least one primary category (isPrimary) is selected, unless the category check is skipped;
 * additionally at least one connected social account with a handle, unless social accounts are
 * ignored.
 */
export function isSetupComplete(
  user: SetupUser,
  categories: readonly { isPrimary: boolean }[],
  options: SetupCompletenessOptions = {},
): boolean {
  const profile = user.profile;
  if (!filled(profile?.first_name) || !filled(profile?.last_name) || !filled(user.email)) {
    return false;
  }
  if (!options.skipCategoryCheck && !categories.some((c) => c.isPrimary)) return false;
  return options.ignoreSocialAccounts === true || connectedAccounts(user).length > 0;
}

/**
 * Part 1 section 3 User: 'want more campaigns' shows only when neither Instagram (a lead with a
 * non-dummy social_id) nor TikTok (authedTiktokCreator, or a TikTok access token) is connected.
 */
export function showWantMoreCampaigns(user: SetupUser): boolean {
  const tiktok = user.authedTiktokCreator === true || tokenFor(user, 'tiktok') !== undefined;
  return !isInstagramLeadConnected(user.leads?.instagram) && !tiktok;
}
