/**
 * The campaign studio's field limits and fixed choices (issue 29), in a module without zod: the
 * console's forms read them here, so a studio page loads no schema (issue 33's 200 kB a route).
 * campaign-draft.ts and campaign-invites.ts build their schemas on them and re-export them.
 */

/** Field limits, shared by the console's form and the server's schema. */
export const STUDIO_LIMITS = {
  name: 120,
  shortDescription: 2000,
  productName: 120,
  productDescription: 2000,
  productPaymentDetails: 500,
  guideline: 300,
  guidelinesPerList: 20,
  tag: 60,
  tagsPerList: 20,
  windows: 12,
  images: 12,
  moodBoard: 12,
  termsText: 50_000,
  questions: 10,
  question: 300,
  optionsPerQuestion: 12,
  option: 120,
  categories: 12,
  spots: 100_000,
} as const;

/**
 * The largest amount one campaign pays or reimburses a creator, in cents ($100,000): well inside
 * the 32-bit integer columns that hold cents, and far above any real campaign fee.
 */
export const MAX_CAMPAIGN_AMOUNT_CENTS = 10_000_000;

export const VIDEO_ORIENTATIONS = ['portrait', 'landscape', 'square', 'any'] as const;
export type VideoOrientation = (typeof VIDEO_ORIENTATIONS)[number];

/** Whether the platform makes a video campaign (spec: a display type containing 'video'). */
export function isVideoPlatform(platform: string | null): boolean {
  return platform !== null && (platform.includes('video') || platform === 'tiktok');
}

/** The longest personal note on a studio invite. */
export const INVITE_NOTE_MAX = 1000;
/** Most creators or addresses one send takes. */
export const INVITE_BATCH_MAX = 500;
export const INVITE_HANDLE_MAX = 60;

/**
 * The longest team note on a creator (the directory's private notes: a brand's own, or ops').
 * The server's note route checks the same length.
 */
export const CREATOR_NOTE_MAX = 5000;
