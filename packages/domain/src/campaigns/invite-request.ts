/**
 * Rules and wire shapes of the request-an-invite flow (part 1 sections 2, 4, 5 and 7: flights of
 * a campaign, the invite request, smart-question answers, shipping info), shared by the server's
 * schemas and the web's forms.
 */

import { z } from 'zod';
import { CampaignSummarySchema, InviteSchema } from './campaign-api';

// Kept in its own zod-free file so the review console can format windows without zod.
export { prettyFlightRange } from './flight-range';

/** A posting window (part 1 section 3 'Flight'), epoch seconds. */
export const FlightSchema = z.object({
  id: z.number().int(),
  pretty_range: z.string(),
  start_date_unix: z.number().int(),
  end_date_unix: z.number().int(),
});
export type Flight = z.infer<typeof FlightSchema>;

/** Flight data of a campaign: the requested-invites flight apart, then the regular ones. */
export const FlightDataSchema = z.object({
  requested_invites_flight: FlightSchema.nullable(),
  regular_flights: z.array(FlightSchema),
});
export type FlightData = z.infer<typeof FlightDataSchema>;

/** A smart question as the creator sees it (the accepted answers stay on the server). */
export const SmartQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  options: z.array(z.string()),
});
export type SmartQuestion = z.infer<typeof SmartQuestionSchema>;

/** Request settings of an upcoming campaign that the campaign detail does not carry. */
export const RequestOptionsSchema = z.object({
  campaign_id: z.number().int(),
  requested_invites_flight_id: z.number().int().nullable(),
  enable_requested_invites_auto_assign: z.boolean(),
  smart_questions: z.array(SmartQuestionSchema),
});
export type RequestOptions = z.infer<typeof RequestOptionsSchema>;

export const UpcomingCampaignsSchema = z.object({
  upcoming_campaigns: z.array(CampaignSummarySchema),
});

export const SmartQuestionAnswerSchema = z.object({
  question_id: z.string().min(1).max(100),
  answer: z.string().min(1).max(500),
});
export type SmartQuestionAnswer = z.infer<typeof SmartQuestionAnswerSchema>;

export const SmartQuestionAnswersInputSchema = z.object({
  answers: z.array(SmartQuestionAnswerSchema).max(50),
});

/** Field limits of the shipping-info entry (the spec names the entry, not its fields). */
export const SHIPPING_FIELD_MAX_LENGTH = 200;
const field = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(SHIPPING_FIELD_MAX_LENGTH, `${label} is too long.`);

/**
 * Where the product is shipped (part 1 section 2 'shipping info entry'). Decision: a full name and
 * the profile's address fields; address line 2 optional.
 */
export const ShippingInfoSchema = z.object({
  full_name: field('Full name'),
  address: field('Mailing Address'),
  address_line_2: z.string().trim().max(SHIPPING_FIELD_MAX_LENGTH).default(''),
  city: field('City'),
  state: field('State'),
  zip_code: field('Postal Code'),
  country: field('Country'),
});
export type ShippingInfo = z.infer<typeof ShippingInfoSchema>;

/**
 * POST /api/v1/creator/invite_requests (part 1 section 7: "campaign id, flight id"). The flight
 * may be left out only when the answers disqualify (issue 31: the creator is told so before being
 * asked for dates), and on a campaign that assigns its window itself.
 */
export const InviteRequestInputSchema = z.object({
  campaign_id: z.number().int().positive(),
  flight_id: z.number().int().positive().nullable().default(null),
  smart_question_answers: z.array(SmartQuestionAnswerSchema).max(50).default([]),
  shipping_info: ShippingInfoSchema.nullable().default(null),
});
export type InviteRequestInput = z.input<typeof InviteRequestInputSchema>;

export const InviteRequestResultSchema = z.object({
  /** false when the creator already had an invite to the campaign (nothing was changed). */
  created: z.boolean(),
  /** The response's success flag the invite's smart_question_answer_result is set from. */
  success: z.boolean().nullable(),
  invite: InviteSchema,
});
export type InviteRequestResult = z.infer<typeof InviteRequestResultSchema>;

export const SmartQuestionCheckSchema = z.object({ success: z.boolean() });

export type StoredSmartQuestion = SmartQuestion & { accepted: readonly string[] };

/**
 * Problems with a set of smart-question answers, by field (`answers.<question id>`): an unknown
 * question, an answer not among the options, a question answered twice, or one left unanswered.
 * Empty when the answers can be judged.
 */
export function smartAnswerProblems(
  questions: readonly StoredSmartQuestion[],
  answers: readonly SmartQuestionAnswer[],
): Record<string, string> {
  const problems: Record<string, string> = {};
  const seen = new Set<string>();
  for (const a of answers) {
    const q = questions.find((x) => x.id === a.question_id);
    const key = `answers.${a.question_id}`;
    if (!q) problems[key] = 'This question is not asked by the campaign.';
    else if (seen.has(a.question_id)) problems[key] = 'This question is answered twice.';
    else if (!q.options.includes(a.answer)) problems[key] = 'Please choose one of the answers.';
    seen.add(a.question_id);
  }
  for (const q of questions) {
    if (!seen.has(q.id)) problems[`answers.${q.id}`] = 'Please answer this question.';
  }
  return problems;
}

/**
 * The success flag of a smart-question match (part 1 section 4 'Smart questions'): true when
 * every question's answer is one the campaign accepts, false otherwise; null when the campaign
 * asks none (no verdict to store). Call after `smartAnswerProblems` found nothing.
 */
export function smartAnswersMatch(
  questions: readonly StoredSmartQuestion[],
  answers: readonly SmartQuestionAnswer[],
): boolean | null {
  if (questions.length === 0) return null;
  return questions.every((q) => {
    const a = answers.find((x) => x.question_id === q.id);
    return a !== undefined && q.accepted.includes(a.answer);
  });
}

// The flow's rules without zod, for the first chunk of the request page (decision 500).
export {
  inviteRequestProblems,
  REQUEST_MESSAGES,
  shipsProduct,
} from './request-rules';
