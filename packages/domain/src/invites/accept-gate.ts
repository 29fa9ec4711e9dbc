import { z } from 'zod';
import type { CampaignPlatform } from '../campaigns/workflows';
import { AppError } from '../errors/app-error';

/** The social platforms whose connection gates accepting (part 1 section 4 'Accept'). */
export type GatedSocialPlatform = 'instagram' | 'tiktok';

/**
 * The account a campaign needs connected before accepting (part 1 section 4: "the creator's
 * social account for the campaign type (instagram or tiktok)"). Instagram campaigns need
 * Instagram, TikTok campaigns TikTok; YouTube and Snapchat campaigns are not gated (null).
 */
export function requiredSocialPlatform(platform: CampaignPlatform): GatedSocialPlatform | null {
  if (platform === 'instagram_image' || platform === 'instagram_video') return 'instagram';
  if (platform === 'tiktok') return 'tiktok';
  return null;
}

export type SocialAccountForGate = {
  social_id: string;
  /** When the authorisation runs out, epoch seconds; null when it does not expire. */
  expires_at: number | null;
};

/**
 * Whether a connected account is "connected and authorised" (part 1 section 4). Decision: the
 * account exists with a real id (a social_id containing '_dummy' is not connected, part 1
 * section 3) and its authorisation has not expired (expires_at null or not before `now`, epoch
 * seconds). An expired connection must be renewed before accepting.
 */
export function isSocialAccountAuthorised(
  account: SocialAccountForGate | null | undefined,
  now: number,
): boolean {
  if (!account?.social_id || account.social_id.includes('_dummy')) return false;
  return account.expires_at === null || account.expires_at >= now;
}

export type AcceptSocialGate =
  | { ok: true }
  | { ok: false; socialPlatform: GatedSocialPlatform; message: string };

const PLATFORM_NAME: Record<GatedSocialPlatform, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
};

/**
 * The social-connection gate before accepting (part 1 section 4 'Accept'): ok, or the platform to
 * connect (the web goes to /app/connect_social_accounts with returnTo and socialPlatform; the
 * server refuses the accept with the message). `accounts` maps platform → the creator's account.
 */
export function acceptSocialGate(
  platform: CampaignPlatform,
  accounts: Partial<Record<GatedSocialPlatform, SocialAccountForGate | null>>,
  now: number,
): AcceptSocialGate {
  const needed = requiredSocialPlatform(platform);
  if (needed === null || isSocialAccountAuthorised(accounts[needed], now)) return { ok: true };
  return {
    ok: false,
    socialPlatform: needed,
    message: `Please connect your ${PLATFORM_NAME[needed]} account before accepting this campaign.`,
  };
}

/** Part 1 section 8, thrown before creator approval. */
export const USER_DATA_INCOMPLETE_MESSAGE = 'User data is incomplete.';
export const NO_CONNECTED_ACCOUNT_MESSAGE = 'User has no connected IG or Tiktok social account.';

/** The CREATOR_APPROVAL_AGGREGATOR payload (part 1 section 7): email, userId, handles. */
export const CreatorApprovalPayloadSchema = z.object({
  email: z.string().min(1, { error: USER_DATA_INCOMPLETE_MESSAGE }),
  userId: z.union([z.string().min(1), z.number().int().positive()], {
    error: USER_DATA_INCOMPLETE_MESSAGE,
  }),
  handles: z
    .array(
      z.object({
        handle: z.string().trim().min(1),
        platform: z.enum(['INSTAGRAM', 'TIKTOK']),
      }),
    )
    .min(1, { error: NO_CONNECTED_ACCOUNT_MESSAGE }),
});

export type CreatorApprovalPayload = z.infer<typeof CreatorApprovalPayloadSchema>;

/**
 * Builds the creator-approval payload (part 1 sections 5 and 8: "Creator approval needs e-mail,
 * user id and at least one connected Instagram or TikTok handle"). Throws AppError
 * 'validation_failed' with 'User data is incomplete.' when e-mail or user id is missing, and
 * 'User has no connected IG or Tiktok social account.' when no handle is given. Empty handles
 * are dropped; a leading '@' is removed.
 */
export function creatorApprovalPayload(input: {
  email: string | null | undefined;
  userId: string | number | null | undefined;
  instagramHandle?: string | null;
  tiktokHandle?: string | null;
}): CreatorApprovalPayload {
  if (!input.email || input.userId === null || input.userId === undefined || input.userId === '') {
    throw new AppError('validation_failed', USER_DATA_INCOMPLETE_MESSAGE);
  }
  const clean = (h: string | null | undefined) => (h ?? '').replaceAll('@', '').trim();
  const handles: CreatorApprovalPayload['handles'] = [];
  if (clean(input.instagramHandle)) {
    handles.push({ handle: clean(input.instagramHandle), platform: 'INSTAGRAM' });
  }
  if (clean(input.tiktokHandle)) {
    handles.push({ handle: clean(input.tiktokHandle), platform: 'TIKTOK' });
  }
  if (handles.length === 0) throw new AppError('validation_failed', NO_CONNECTED_ACCOUNT_MESSAGE);
  return { email: input.email, userId: input.userId, handles };
}
