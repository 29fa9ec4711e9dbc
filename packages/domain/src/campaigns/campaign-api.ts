/**
 * Wire shapes of the campaigns API (GET /api/v1/creator/campaigns and /creator/campaigns/:id),
 * shared by the server's response schemas and the web's types. Field names are the spec's
 * (part 1 section 3); money in dollars, times in epoch seconds.
 */

import { z } from 'zod';
import { UP_NEXT_KINDS } from '../home/up-next';
import { INVITE_GROUPS } from '../invites/invite-groups';
import { INVITE_FUNNEL_STATES, INVITE_STATUSES } from '../invites/invite-status';
import {
  DUE_LABELS,
  INVITE_ACTION_KINDS,
  INVITE_STEPS,
  MONEY_STATES,
} from '../invites/invite-view';
import { COMPENSATION_TYPES } from '../money/payout';
import { CAMPAIGN_PLATFORMS, CONTENT_WORKFLOWS } from './workflows';

/** Epoch seconds, or null when unknown (the spec's flight_start / flight_end). */
const epoch = z.number().int().nullable();

export const BrandSchema = z.object({ name: z.string(), logo_url: z.string().nullable() });

/**
 * A campaign as cards and lists show it (spec part 1 section 3 'Campaign'): only what a card
 * needs, so a list of a thousand invites stays small.
 */
export const CampaignSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  influencer_compensation_type: z.enum(COMPENSATION_TYPES),
  campaign_content_workflow: z.enum(CONTENT_WORKFLOWS),
  platform: z.enum(CAMPAIGN_PLATFORMS),
  status: z.number(),
  flight_start: epoch,
  flight_end: epoch,
  hide_guideline_details: z.boolean(),
  /** The first sample image, for the card picture. */
  image_url: z.string().nullable(),
  has_custom_terms: z.boolean(),
  brand: BrandSchema,
});
export type CampaignSummary = z.infer<typeof CampaignSummarySchema>;

const GuidelineSchema = z.object({ should: z.boolean(), guideline: z.string() });

/** Everything the guidelines and intro pages show of a campaign. */
export const CampaignDetailSchema = CampaignSummarySchema.extend({
  short_description: z.string(),
  product_name: z.string().nullable(),
  creator_expense_amount: z.number(),
  sample_post_url: z.string().nullable(),
  sample_post_filename: z.string().nullable(),
  product_payment_details: z.string().nullable(),
  product_description: z.string().nullable(),
  campaign_display_type: z.string().nullable(),
  video_orientation: z.enum(['portrait', 'landscape', 'square', 'any']).nullable(),
  hide_influencer_ui: z.boolean(),
  requires_caption: z.boolean(),
  screen_names: z.array(z.string()),
  hashtags: z.array(z.string()),
  sample_post_images: z.array(z.object({ url: z.string() })),
  sample_post_videos: z.array(z.object({ url: z.string(), thumbnail_url: z.string().nullable() })),
  moodBoardImage: z.string().nullable(),
  mood_board_images: z.array(z.object({ url: z.string() })),
  /** Split into content and caption guidelines; `should` true is a do, false a don't. */
  guidelines: z.object({ content: z.array(GuidelineSchema), caption: z.array(GuidelineSchema) }),
  start: z.object({ date: epoch }),
});
export type CampaignDetail = z.infer<typeof CampaignDetailSchema>;

const FunnelFlagsSchema = z.object({
  hasSubmitted: z.boolean(),
  maySubmit: z.boolean(),
  paymentPending: z.boolean(),
});

const ViewDueSchema = z.object({ label: z.enum(DUE_LABELS), at: z.number().int() });

const inviteTarget = <K extends string>(kind: K) =>
  z.object({ kind: z.literal(kind), inviteId: z.number().int() });

const ViewTargetSchema = z.discriminatedUnion('kind', [
  inviteTarget('invite-guidelines'),
  z.object({ kind: z.literal('content'), mediaId: z.number().int() }),
  inviteTarget('generic-content'),
  inviteTarget('submissions'),
  inviteTarget('youtube-video'),
  inviteTarget('submit-post'),
  z.object({ kind: z.literal('profile') }),
]);

const ViewActionSchema = z.object({
  kind: z.enum(INVITE_ACTION_KINDS),
  label: z.string(),
  button: z.string(),
  due: ViewDueSchema.nullable(),
  mediaId: z.number().int().nullable(),
  target: ViewTargetSchema,
});

/**
 * The creator-facing view of an invite (domain invites/invite-view, issue 31): every screen that
 * says anything about the invite's status, next action, dates or money reads it from here.
 */
export const InviteViewSchema = z.object({
  step: z.enum(INVITE_STEPS),
  group: z.enum(INVITE_GROUPS),
  current: z.boolean(),
  completed: z.boolean(),
  tone: z.enum(['action', 'waiting', 'done', 'quiet']),
  chip: z.string(),
  detail: z.string().nullable(),
  due: ViewDueSchema.nullable(),
  next: ViewActionSchema.nullable(),
  money: z.object({
    contentCents: z.number().int(),
    reimbursementCents: z.number().int(),
    totalCents: z.number().int(),
    state: z.enum(MONEY_STATES),
    amountCents: z.number().int(),
    label: z.string().nullable(),
    help: z.string().nullable(),
    lines: z.array(z.string()),
  }),
  posts: z.array(
    z.object({
      mediaId: z.number().int(),
      step: z.enum(INVITE_STEPS),
      due: ViewDueSchema.nullable(),
      action: ViewActionSchema.nullable(),
    }),
  ),
  instructions: z.array(
    z.object({
      words: z.string(),
      at: z.number().int().nullable(),
      state: z.enum(['done', 'current', 'todo']),
    }),
  ),
  extensionOffered: z.boolean(),
});
export type InviteViewWire = z.infer<typeof InviteViewSchema>;

/** An invite (spec part 1 section 3 'Invite'); money in dollars, times in epoch seconds. */
export const InviteSchema = z.object({
  id: z.number(),
  status: z.enum(INVITE_STATUSES),
  group: z.enum(INVITE_GROUPS),
  payout_amount: z.number(),
  total_payout_amount: z.number(),
  is_paid: z.boolean(),
  smart_question_answer_result: z.boolean().nullable(),
  invite_sent_at: z.number().int(),
  flight_end: epoch,
  extension_metadata: z.object({
    has_extension: z.boolean(),
    granted_extension_end_ts: epoch,
  }),
  invite_flight: z.object({ id: z.number(), end_date_unix: z.number().int() }).nullable(),
  posts: z.array(z.object({ id: z.number(), funnel_state: z.string() })),
  campaign_funnel_state: z.union([z.enum(INVITE_FUNNEL_STATES), FunnelFlagsSchema]).nullable(),
  reject_reason: z.string().nullable(),
  campaign: CampaignSummarySchema,
  /** What every screen says about the invite (issue 31), worked out once by the server. */
  view: InviteViewSchema,
});
export type Invite = z.infer<typeof InviteSchema>;

/**
 * What an invite's card on the CAMPAIGNS tab shows of its view (issue 30, decision 620): the chip,
 * tone, due date, next move and money line. The invite's own pages read the whole view
 * (`InviteViewSchema`); the list carries only this, so a page of cards stays small.
 */
export const CardViewSchema = InviteViewSchema.pick({
  step: true,
  tone: true,
  chip: true,
  due: true,
  next: true,
  extensionOffered: true,
}).extend({
  money: InviteViewSchema.shape.money.pick({ totalCents: true, label: true }),
});
export type CardView = z.infer<typeof CardViewSchema>;

/**
 * An invite as its card on the CAMPAIGNS tab shows it (issue 30, decision 620): its status and
 * group, the submit button's funnel state, its campaign and the
 * card's part of its view. The invite's own pages read the whole `InviteSchema`.
 */
export const CardInviteSchema = InviteSchema.pick({
  id: true,
  status: true,
  group: true,
  campaign_funnel_state: true,
  campaign: true,
}).extend({ view: CardViewSchema });
export type CardInvite = z.infer<typeof CardInviteSchema>;

/** One line of the "Up next" block (domain home/up-next), with the names it shows. */
export const UpNextItemSchema = z.object({
  kind: z.enum(UP_NEXT_KINDS),
  invite_id: z.number().int().nullable(),
  media_id: z.number().int().nullable(),
  /** Epoch seconds; null when the action has no deadline. */
  due_at: z.number().int().nullable(),
  target: z
    .object({
      kind: z.enum(['generic-content', 'submissions', 'youtube-video', 'submit-post', 'profile']),
      inviteId: z.number().int().optional(),
    })
    .nullable(),
  campaign: z.object({ id: z.number().int(), name: z.string(), brand: z.string() }).nullable(),
});
export type UpNextItem = z.infer<typeof UpNextItemSchema>;

/**
 * GET /api/v1/creator/campaigns: the CAMPAIGNS tab in one answer, with the first page of each
 * part of the list (domain invites/campaigns-list-pages) and each part's total. Each invite is
 * its card (`CardInviteSchema`); the invite's own page answers the whole invite.
 */
export const CampaignsPageSchema = z.object({
  /** The invites of the first page of each part, by group. */
  invites: z.object(
    Object.fromEntries(INVITE_GROUPS.map((g) => [g, z.array(CardInviteSchema)])) as Record<
      (typeof INVITE_GROUPS)[number],
      z.ZodArray<typeof CardInviteSchema>
    >,
  ),
  /** How many invite cards each part of the list has in all ('Show more' fetches the rest). */
  list_totals: z.object({ current: z.number().int(), past: z.number().int() }),
  /** The most urgent actions first (at most UP_NEXT_LIMIT), and how many there are in all. */
  up_next: z.object({ items: z.array(UpNextItemSchema), total: z.number().int() }),
  upcoming_campaigns: z.array(CampaignSummarySchema),
  /** Campaigns the creator completed whose flight ended in the last 30 days. */
  recently_ended_campaigns: z.array(CampaignSummarySchema),
  summary: z.object({
    completed_campaigns: z.number().int(),
    most_recent_campaign_image: z.string().nullable(),
  }),
  profile_complete: z.boolean(),
  has_payment_information: z.boolean(),
  show_want_more_campaigns: z.boolean(),
  /** The creator's money, the Earnings page's totals (domain `earningsTotals`), in cents. */
  money: z.object({
    earned_cents: z.number().int(),
    in_review_cents: z.number().int(),
    owed_cents: z.number().int(),
    on_its_way_cents: z.number().int(),
    paid_cents: z.number().int(),
  }),
});
export type CampaignsPage = z.infer<typeof CampaignsPageSchema>;

/** GET /api/v1/creator/campaigns/parts/:part?offset=: a further page of one part of the list. */
export const CampaignsListPageSchema = z.object({
  invites: z.array(CardInviteSchema),
  total: z.number().int(),
  next_offset: z.number().int().nullable(),
});
export type CampaignsListPage = z.infer<typeof CampaignsListPageSchema>;

/** GET /api/v1/creator/campaigns/:campaignId (the full-campaign guidelines page). */
export const CampaignPageSchema = z.object({
  campaign: CampaignDetailSchema,
  invite: InviteSchema.nullable(),
});
export type CampaignPage = z.infer<typeof CampaignPageSchema>;
