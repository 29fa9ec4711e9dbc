import { z } from 'zod';
import { CAMPAIGN_PLATFORMS, CONTENT_WORKFLOWS } from '../campaigns/workflows';
import { COMPENSATION_TYPES } from '../money/payout';
import { MAX_CAMPAIGN_AMOUNT_CENTS, STUDIO_LIMITS, VIDEO_ORIENTATIONS } from './studio-limits';

/**
 * The campaign studio's working copy of a campaign (issue 29): every field the creator side reads
 * (spec part 1 section 3 'Campaign', with the meanings of sections 1, 2 and 9), as the console's
 * form edits it and the server stores it. A draft may be incomplete; `publishProblems`
 * (publishable.ts) says what publishing needs. Money is in cents, times are ISO 8601 strings.
 */

// The limits and orientations live in a module without zod, so the console's editor loads them
// without the schemas (issue 33's route budget); they are this module's too.
export {
  isVideoPlatform,
  MAX_CAMPAIGN_AMOUNT_CENTS,
  STUDIO_LIMITS,
  VIDEO_ORIENTATIONS,
  type VideoOrientation,
} from './studio-limits';

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
const optionalText = (max: number) => text(max).nullable().default(null);
const isoTime = z.iso.datetime({ offset: true, message: 'Please enter a date and time.' });
const cents = z
  .number()
  .int('Please enter whole cents.')
  .min(0, 'The amount cannot be negative.')
  .max(MAX_CAMPAIGN_AMOUNT_CENTS, 'The amount is too large.');

/** A client-made key that names a window or a question across edits (letters, digits, - and _). */
const key = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - and _ only.');

/** A posting window (spec 'Flight'); `spots` is how many creators it takes (null: no limit). */
export const DraftWindowSchema = z.object({
  key,
  start: isoTime.nullable().default(null),
  end: isoTime.nullable().default(null),
  spots: z.number().int().min(1).max(STUDIO_LIMITS.spots).nullable().default(null),
});
export type DraftWindow = z.infer<typeof DraftWindowSchema>;

/** A smart question (spec part 1 section 4) with the answers that make a creator a match. */
export const DraftQuestionSchema = z.object({
  id: key,
  question: text(STUDIO_LIMITS.question),
  options: z.array(text(STUDIO_LIMITS.option)).max(STUDIO_LIMITS.optionsPerQuestion),
  accepted: z.array(text(STUDIO_LIMITS.option)).max(STUDIO_LIMITS.optionsPerQuestion),
});
export type DraftQuestion = z.infer<typeof DraftQuestionSchema>;

const lines = z.array(text(STUDIO_LIMITS.guideline)).max(STUDIO_LIMITS.guidelinesPerList);
const tags = z.array(text(STUDIO_LIMITS.tag)).max(STUDIO_LIMITS.tagsPerList);
/** A studio image (uploaded and checked through the image checks), by its id. */
const imageIds = (max: number) => z.array(z.number().int().positive().max(2_147_483_647)).max(max);

export const CampaignDraftSchema = z.object({
  name: text(STUDIO_LIMITS.name).default(''),
  short_description: text(STUDIO_LIMITS.shortDescription).default(''),
  platform: z.enum(CAMPAIGN_PLATFORMS).nullable().default(null),
  campaign_content_workflow: z.enum(CONTENT_WORKFLOWS).nullable().default(null),
  influencer_compensation_type: z.enum(COMPENSATION_TYPES).nullable().default(null),
  /** The content payment per creator. */
  payout_cents: cents.default(0),
  /** What the creator spends on the product and is reimbursed (creator buys the product). */
  creator_expense_cents: cents.default(0),
  product_name: optionalText(STUDIO_LIMITS.productName),
  product_description: optionalText(STUDIO_LIMITS.productDescription),
  product_payment_details: optionalText(STUDIO_LIMITS.productPaymentDetails),
  flight_start: isoTime.nullable().default(null),
  flight_end: isoTime.nullable().default(null),
  windows: z.array(DraftWindowSchema).max(STUDIO_LIMITS.windows).default([]),
  content_dos: lines.default([]),
  content_donts: lines.default([]),
  caption_dos: lines.default([]),
  caption_donts: lines.default([]),
  hashtags: tags.default([]),
  screen_names: tags.default([]),
  requires_caption: z.boolean().default(true),
  video_orientation: z.enum(VIDEO_ORIENTATIONS).nullable().default(null),
  /** The first sample image is the header (sample post) image. */
  sample_image_ids: imageIds(STUDIO_LIMITS.images).default([]),
  mood_board_image_ids: imageIds(STUDIO_LIMITS.moodBoard).default([]),
  /** The custom terms document's text; null: the campaign has none. */
  custom_terms: text(STUDIO_LIMITS.termsText).nullable().default(null),
  smart_questions: z.array(DraftQuestionSchema).max(STUDIO_LIMITS.questions).default([]),
  category_ids: z
    .array(z.number().int().positive().max(2_147_483_647))
    .max(STUDIO_LIMITS.categories)
    .default([]),
  /** Request-an-invite settings (spec part 1 section 2 'Request-an-invite flow'). */
  open_to_requests: z.boolean().default(false),
  auto_assign_requests: z.boolean().default(false),
  waitlist: z.boolean().default(false),
});
export type CampaignDraft = z.infer<typeof CampaignDraftSchema>;
export type CampaignDraftInput = z.input<typeof CampaignDraftSchema>;

/** An empty draft: what "New campaign" starts from. */
export function emptyDraft(): CampaignDraft {
  return CampaignDraftSchema.parse({});
}
