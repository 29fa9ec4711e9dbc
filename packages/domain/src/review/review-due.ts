import type { ContentWorkflow } from '../campaigns/workflows';
import { isContentFunnelState } from '../content/funnel';
import { REVIEW_TURNAROUND_DAYS } from '../content/funnel-header';
import { allowedActions } from '../content/transitions';
import { calendarDaysUntil } from '../deadlines/due-dates';

const DAY = 86_400;

/** Days a review may take under the brand-and-legal workflow (spec part 2 section 4: 'up to 10 days'). */
export const BRAND_AND_LEGAL_REVIEW_DAYS = 10;
/** 'ASAP' (spec part 2 section 4) for a reviewer: by the end of the day after it arrived. */
export const ASAP_REVIEW_DAYS = 1;

export interface ReviewDueInput {
  /** campaign_content_workflow; any other value is the '{product}' workflow. */
  workflow: string | null | undefined;
  /** The invite's flight end (else the campaign's), epoch seconds. */
  flightEnd: number | null | undefined;
  /** When the content entered the state it waits in, epoch seconds. */
  enteredAt: number;
}

/**
 * The review-by date a reviewer works to (issue 16), epoch seconds. It is the date the creator's
 * status screen promises (funnel-header `reviewByCopy`), anchored on the day the content arrived
 * instead of today so it does not move while the item waits: 'ASAP' is the next day, brand and
 * legal up to 10 days, internal pre-approval the day before flight end, else two days after the
 * later of flight end and arrival. Decision 420.
 */
export function reviewDueAt({ workflow, flightEnd, enteredAt }: ReviewDueInput): number {
  const asap = enteredAt + ASAP_REVIEW_DAYS * DAY;
  if (workflow === 'CONTENT_PREAPPROVAL') return asap;
  if (workflow === 'OPS_AND_BRAND_PREAPPROVAL')
    return enteredAt + BRAND_AND_LEGAL_REVIEW_DAYS * DAY;
  if (flightEnd == null) return enteredAt + REVIEW_TURNAROUND_DAYS * DAY;
  if (workflow === 'CONTENT_INTERNAL_PREAPPROVAL') {
    const dayBefore = flightEnd - DAY;
    return dayBefore > enteredAt ? dayBefore : asap;
  }
  return Math.max(flightEnd, enteredAt) + REVIEW_TURNAROUND_DAYS * DAY;
}

/** Overdue once the review-by day (UTC, as the creator's copy prints it) has passed. */
export function isReviewOverdue(dueAt: number, now: Date): boolean {
  // A day, not a moment: the review-by day itself is not overdue (decision 420).
  return calendarDaysUntil(dueAt, Math.floor(now.getTime() / 1000), 'UTC') < 0;
}

/**
 * Whether the content waits on the creator (a caption to update, a post to fix or match): the
 * creator has the next move, though a reviewer may still reject it from the queue.
 */
export function waitsOnCreator(state: string, workflow: string | null | undefined): boolean {
  return (
    isContentFunnelState(state) &&
    allowedActions(state, 'creator', (workflow ?? 'PRODUCT') as ContentWorkflow).length > 0
  );
}

/**
 * The review-by date the console shows beside content and whether it has passed; none while the
 * content waits on the creator, since nothing is then late on the reviewer's side.
 */
export function reviewerDue(
  input: ReviewDueInput & { state: string },
  now: Date,
): { review_by: number | null; overdue: boolean } {
  if (waitsOnCreator(input.state, input.workflow)) return { review_by: null, overdue: false };
  const at = reviewDueAt(input);
  return { review_by: at, overdue: isReviewOverdue(at, now) };
}
