import type { ContentWorkflow } from './workflows';

/**
 * Steps of the request-an-invite flow (part 1 section 2 'Request-an-invite flow'): 0 guidelines,
 * 1 'Evaluating campaign match…', 2 posting-window selection, 3 'Invite request received'.
 */
export const REQUEST_FLOW_STEPS = [0, 1, 2, 3] as const;

export type RequestFlowStep = (typeof REQUEST_FLOW_STEPS)[number];

/** Texts of the request flow the spec quotes (part 1 sections 2 and 9). */
export const REQUEST_FLOW_TEXTS = {
  guidelinesTitle: 'Campaign Guidelines',
  evaluating: 'Evaluating campaign match…',
  requestReceived: 'Invite request received',
  acceptGuidelines: 'ACCEPT GUIDELINES TO REQUEST INVITE',
  backToDashboard: 'BACK TO DASHBOARD',
} as const;

/** The loading bar of step 1 lasts 5 seconds (part 1 sections 4 and 9). */
export const REQUEST_FLOW_LOADING_MS = 5000;

/** The loading bar moves every 100 ms (part 1 sections 4 and 9). */
export const REQUEST_FLOW_TICK_MS = 100;

export type RequestFlowEvent =
  | { type: 'guidelines-accepted' }
  | { type: 'flights-loaded' }
  | { type: 'window-selected' };

const TRANSITIONS: Record<RequestFlowEvent['type'], [RequestFlowStep, RequestFlowStep]> = {
  'guidelines-accepted': [0, 1],
  'flights-loaded': [1, 2],
  'window-selected': [2, 3],
};

/**
 * The request-flow step machine as a reducer (part 1 section 4 'Request flow step'): 0 → 1 when
 * the guidelines are accepted, 1 → 2 when flight data arrives, 2 → 3 when a window is selected.
 * An event that does not fit the current step leaves it unchanged, so steps only move forward,
 * one at a time, and never past 3.
 */
export function requestFlowReducer(
  step: RequestFlowStep,
  event: RequestFlowEvent,
): RequestFlowStep {
  const [from, to] = TRANSITIONS[event.type];
  return step === from ? to : step;
}

/**
 * The loading bar's fill from 0 to 1 after `elapsedMs` (part 1 section 9: 5 seconds, 100 ms
 * ticks): it moves in whole ticks (1/50 each) and stays at 1 from 5000 ms. Negative or non-finite
 * elapsed time gives 0.
 */
export function loadingProgress(elapsedMs: number): number {
  if (!Number.isFinite(elapsedMs) || elapsedMs <= 0) return 0;
  const ticks = Math.floor(elapsedMs / REQUEST_FLOW_TICK_MS);
  return Math.min(1, (ticks * REQUEST_FLOW_TICK_MS) / REQUEST_FLOW_LOADING_MS);
}

/** A posting window (part 1 section 3 'Flight'). */
export type FlightLike = { id: number; start_date_unix: number };

export type FlightData<F extends FlightLike> = {
  requested_invites_flight?: F | null;
  regular_flights?: readonly F[] | null;
};

/**
 * The posting windows as shown (part 1 section 2 'Posting-window screen'): regular flights by
 * start_date_unix ascending (ties by id, for a stable order), the requested-invites flight apart
 * in its own row. Decision: a regular flight with the requested flight's id is left out of the
 * regular row so it is not offered twice. Returns new arrays; the input is not changed.
 */
export function orderFlights<F extends FlightLike>(
  data: FlightData<F>,
): { requested: F | null; regular: F[] } {
  const requested = data.requested_invites_flight ?? null;
  const regular = (data.regular_flights ?? [])
    .filter((f) => f.id !== requested?.id)
    .sort((a, b) => a.start_date_unix - b.start_date_unix || a.id - b.id);
  return { requested, regular };
}

/**
 * The flight chosen with enable_requested_invites_auto_assign (part 1 section 2): the regular
 * flight with the smallest id, or null when there is none.
 */
export function autoAssignFlight<F extends FlightLike>(regular: readonly F[]): F | null {
  let best: F | null = null;
  for (const f of regular) if (best === null || f.id < best.id) best = f;
  return best;
}

/**
 * Whether flights may be fetched for this campaign id (part 1 section 5: "a non-zero number").
 * Decision: ids are positive safe integers, so 0, negatives, fractions, NaN and non-numbers
 * are all refused.
 */
export function isValidCampaignId(id: unknown): id is number {
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0;
}

/**
 * Whether CONTINUE is enabled on the posting-window screen (part 1 sections 2 and 5): a window is
 * selected and no request is being submitted.
 */
export function canSubmitPostingWindow(input: {
  selectedFlightId: number | null;
  submitting: boolean;
}): boolean {
  return input.selectedFlightId !== null && !input.submitting;
}

/**
 * The posting-window question (part 1 section 2 'Posting-window screen'): 'Your posting window is'
 * with a single window (decision: whatever the workflow); otherwise 'Which dates would work best
 * for you to submit content?' for CONTENT_ONLY and 'Which dates would work best for you to post?'.
 * `windowCount` counts every window offered, the requested-invites flight included.
 */
export function postingWindowQuestion(input: {
  campaign_content_workflow: ContentWorkflow;
  windowCount: number;
}): string {
  if (input.windowCount === 1) return 'Your posting window is';
  if (input.campaign_content_workflow === 'CONTENT_ONLY') {
    return 'Which dates would work best for you to submit content?';
  }
  return 'Which dates would work best for you to post?';
}
