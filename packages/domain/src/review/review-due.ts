import { REVIEW_TURNAROUND_DAYS } from '../content/funnel-header';
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
