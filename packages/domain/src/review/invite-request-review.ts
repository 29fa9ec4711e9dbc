import { z } from 'zod';

/**
 * A reviewer's decision on a creator's invite request (issue 16): approve into a posting window,
 * put on the waitlist (the campaign's requested-invites flight, where the creator's request flow
 * already says 'You're on the waitlist!'), or decline. Decision 421.
 *
 * The same decision answers an invited creator who accepted (decision 596): the spec's what's-next
 * screen promises "We'll reach out via email … with your approval to participate", so an
 * accepted invite waits for a reviewer to approve it into a window or decline it (not waitlist).
 */
export const INVITE_REQUEST_DECISIONS = ['approve', 'waitlist', 'decline'] as const;
export type InviteRequestDecision = (typeof INVITE_REQUEST_DECISIONS)[number];

/** Where a request stands for the reviewer. */
export type InviteRequestStanding =
  | 'pending'
  | 'waitlisted'
  | 'accepted'
  | 'approved'
  | 'declined'
  | 'other';

export interface RequestedInvite {
  status: 'PENDING' | 'ACCEPTED' | 'APPROVED' | 'DENIED' | 'REJECTED';
  group: string;
  flight_id: number | null;
}

export function inviteRequestStanding(
  invite: RequestedInvite,
  waitlistFlightId: number | null,
): InviteRequestStanding {
  if (invite.status === 'APPROVED') return 'approved';
  if (invite.status === 'REJECTED') return 'declined';
  if (invite.status === 'ACCEPTED') return 'accepted';
  if (invite.status !== 'PENDING') return 'other';
  return waitlistFlightId != null && invite.flight_id === waitlistFlightId
    ? 'waitlisted'
    : 'pending';
}

/** What a decision writes: the creator's card follows the status and group (invite-card.ts). */
export interface InviteRequestChange {
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  group: 'active' | 'rejected';
  /** The new posting window; absent when it stays as it is. */
  flight_id?: number;
}

export type DecisionOutcome =
  | { kind: 'change'; change: InviteRequestChange }
  | { kind: 'replay' }
  | {
      kind: 'refused';
      reason:
        | 'decided'
        | 'no_waitlist'
        | 'flight_required'
        | 'not_a_window'
        | 'accepted_no_waitlist';
    };

/**
 * The decision's effect, or why it is refused. Pending and waitlisted requests can be approved
 * (into one of the campaign's regular windows: the approved card shows the submit button),
 * waitlisted (moved to the requested-invites flight, still pending) or declined (REJECTED in the
 * rejected group: the card without a details button). An accepted invite can be approved or
 * declined; it was chosen by the brand, so it is not put on a waitlist. Repeating the decision
 * that made the current standing is a replay; any other decision on a decided request is refused.
 */
export function decideInviteRequest(
  invite: RequestedInvite,
  decision: InviteRequestDecision,
  options: { waitlistFlightId: number | null; flightId?: number; regularFlightIds: number[] },
): DecisionOutcome {
  const standing = inviteRequestStanding(invite, options.waitlistFlightId);
  const replays: Record<InviteRequestDecision, InviteRequestStanding> = {
    approve: 'approved',
    waitlist: 'waitlisted',
    decline: 'declined',
  };
  if (
    standing === replays[decision] &&
    (decision !== 'approve' || !options.flightId || options.flightId === invite.flight_id)
  ) {
    return { kind: 'replay' };
  }
  if (standing !== 'pending' && standing !== 'waitlisted' && standing !== 'accepted')
    return { kind: 'refused', reason: 'decided' };
  if (standing === 'accepted' && decision === 'waitlist')
    return { kind: 'refused', reason: 'accepted_no_waitlist' };
  if (decision === 'approve') {
    if (!options.flightId) return { kind: 'refused', reason: 'flight_required' };
    if (!options.regularFlightIds.includes(options.flightId))
      return { kind: 'refused', reason: 'not_a_window' };
    return {
      kind: 'change',
      change: { status: 'APPROVED', group: 'active', flight_id: options.flightId },
    };
  }
  if (decision === 'waitlist') {
    if (options.waitlistFlightId == null) return { kind: 'refused', reason: 'no_waitlist' };
    return {
      kind: 'change',
      change: { status: 'PENDING', group: 'active', flight_id: options.waitlistFlightId },
    };
  }
  return {
    kind: 'change',
    change: { status: 'REJECTED', group: 'rejected' },
  };
}

/** The reviewer-facing messages of a refused decision. */
export const DECISION_REFUSALS: Record<
  Extract<DecisionOutcome, { kind: 'refused' }>['reason'],
  string
> = {
  decided: 'This request has already been decided.',
  no_waitlist: 'This campaign has no waitlist (no requested-invites window).',
  flight_required: 'Please choose a posting window.',
  not_a_window: "That posting window is not one of the campaign's windows.",
  accepted_no_waitlist:
    'This creator accepted an invite: approve them into a posting window or decline.',
};

// The API (server schemas, console types).

export const InviteRequestsQuerySchema = z.object({
  standing: z.enum(['pending', 'waitlisted', 'accepted']).default('pending'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});
export type InviteRequestsQuery = z.infer<typeof InviteRequestsQuerySchema>;

const FlightSchema = z.object({ id: z.number(), start_date: z.string(), end_date: z.string() });

export const InviteRequestItemSchema = z.object({
  invite_id: z.number(),
  standing: z.string(),
  requested_at: z.string(),
  smart_question_answer_result: z.boolean().nullable(),
  chosen_flight: FlightSchema.nullable(),
  campaign: z.object({
    id: z.number(),
    name: z.string(),
    brand_name: z.string(),
    campaign_content_workflow: z.string(),
    windows: z.array(FlightSchema),
    has_waitlist: z.boolean(),
  }),
  creator: z.object({
    id: z.number(),
    /** Ops only (decision 535); null for brand users. */
    email: z.string().nullable(),
    name: z.string().nullable(),
    location: z.string().nullable(),
    profile_progress: z.number(),
    interests: z.array(z.string()),
    content_types: z.array(z.string()),
    handles: z.array(z.object({ platform: z.string(), handle: z.string() })),
  }),
  answers: z.array(z.object({ question: z.string(), answer: z.string() })),
});
export type InviteRequestItem = z.infer<typeof InviteRequestItemSchema>;

export const InviteRequestsPageSchema = z.object({
  items: z.array(InviteRequestItemSchema),
  page: z.number(),
  page_size: z.number(),
  total: z.number(),
});
export type InviteRequestsPage = z.infer<typeof InviteRequestsPageSchema>;

export const InviteDecisionParamsSchema = z.object({
  inviteId: z.coerce.number().int().positive(),
});
export const InviteDecisionBodySchema = z.object({
  decision: z.enum(INVITE_REQUEST_DECISIONS),
  flight_id: z.number().int().positive().optional(),
});
export type InviteDecisionBody = z.infer<typeof InviteDecisionBodySchema>;
export const InviteDecisionResultSchema = z.object({
  invite_id: z.number(),
  standing: z.string(),
  replayed: z.boolean(),
});
