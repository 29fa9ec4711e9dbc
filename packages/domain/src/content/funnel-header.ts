import { calendarDaysUntil, creatorDate } from '../deadlines/due-dates';
import type { CommentSource, ContentFunnelState } from './funnel';
import { isContentFunnelState } from './funnel';

const DAY_SECONDS = 86_400;

/**
 * Days a {product} or CONTENT_ONLY review takes after the later of flight end and now. The spec
 * (part 2 section 4) names a 'will be reviewed by {date}' without saying which date; this is our
 * choice, recorded in docs/domain-content.md.
 */
export const REVIEW_TURNAROUND_DAYS = 2;

/** Spec part 2 sections 2, 4 and 8: the fixed texts of the content status screen, verbatim. */
export const FUNNEL_COPY = {
  inReview: 'Your Content is Being Reviewed.',
  rejected: 'Sorry, your content has been rejected',
  changesRequested: 'Update Caption',
  changesInReview: 'Your Changes are Being Reviewed.',
  postApproved: 'Post Approved',
  approved: 'Approved',
  greatJob: 'Great Job!',
  verifying: 'We are verifying your post',
  selectMatch: 'Select Your Instagram Post',
  changesRequired: 'Changes Required',
  updatePostCaption: 'Update Post Caption',
  paid: 'Your payment has been processed',
  missingData: 'Something went wrong. Please reload the page.',
  reviewedAsap: 'Your content will be reviewed ASAP.',
  brandAndLegal:
    'Your content is being reviewed by Brand & Legal Teams and may take up to 10 days. Your posting date may be changed.',
  doNotPost: 'DO NOT POST to Instagram until your content is approved.',
  onlyApprovedPaid: 'Only approved content will be accepted and paid.',
  paymentProcessing: 'Your payment is being processed.',
  thresholdMet:
    'Please do not post this content: the campaign has met its sponsored post threshold.',
  stayLive: 'Please ensure your post is up for at least 14 days.',
  approvedBanner: 'APPROVED CONTENT',
  submitMoreContent: 'submit more content',
  editPostOnInstagram: 'EDIT POST ON INSTAGRAM',
  backToCampaigns: 'BACK TO CAMPAIGNS',
  processing: 'Your content is currently processing, but will be visible later.',
} as const;

/** Spec part 2 section 4: 'will be reviewed by {date}' as a full sentence. */
export const reviewedBy = (date: string) => `Your content will be reviewed by ${date}.`;
/** Spec part 2 section 4 CONTENT_APPROVED_DO_DISTRIBUTE: post on the flight end date. */
export const postOn = (date: string) => `Please post your approved content on ${date}.`;
/** Spec part 2 section 4: 'Post Date (...) missed. Post ASAP!' with the date in the brackets. */
export const postDateMissed = (date: string) => `Post Date (${date}) missed. Post ASAP!`;

/**
 * Epoch seconds as M/D in UTC, e.g. '7/4': the staff console's dates. Creator screens write dates
 * in the creator's zone with `creatorDate` (issue 31: the content screen said 7/4 in UTC where Up
 * next said 07/03 for the same deadline).
 */
export function formatMonthDay(epochSeconds: number): string {
  const date = new Date(epochSeconds * 1000);
  return `${date.getUTCMonth() + 1}/${date.getUTCDate()}`;
}

/**
 * Spec part 2 section 4 ('if the date has passed' / 'if in the future'): where a deadline falls
 * against now in the creator's zone. A deadline is a moment (decision 542): once passed it is
 * 'past', even on its own day; later today it is 'today'; on a later day 'future'.
 */
export function dayRelation(
  epochSeconds: number,
  now: Date,
  timeZone = 'UTC',
): 'past' | 'today' | 'future' {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (epochSeconds < nowSeconds) return 'past';
  return calendarDaysUntil(epochSeconds, nowSeconds, timeZone) > 0 ? 'future' : 'today';
}

/** Inputs of the header: the content status data fields the rule reads (part 2 section 3). */
export interface FunnelHeaderInput {
  /** content_funnel_state */
  state: string | null | undefined;
  /** campaign_post.campaign.campaign_content_workflow; '{product}' is any unnamed workflow. */
  workflow: string | null | undefined;
  /** campaign_post.invite.invite_flight.end_date_unix (epoch seconds) */
  flightEnd: number | null | undefined;
  /** campaign_distribution is present */
  hasCampaignDistribution: boolean;
  /** campaign_post.invite.payout_amount */
  payoutAmount: number | null | undefined;
  now: Date;
  /** The creator's zone: dates are written in it (MM/DD). UTC without it. */
  timeZone?: string;
}

/** Spec part 2 section 2: the header icon, by meaning; the web app picks the picture. */
export type FunnelIconKind = 'pending' | 'success' | 'warning' | 'error';

/** Spec part 2 section 2: the header of the content status screen (icon, main text, sub texts). */
export interface FunnelHeader {
  icon: FunnelIconKind;
  title: string;
  subtitles: string[];
}

const MISSING: FunnelHeader = { icon: 'error', title: FUNNEL_COPY.missingData, subtitles: [] };

/**
 * Spec part 2 section 4 CONTENT_IN_REVIEW: the review-by sentence by workflow. Returns null when
 * the flight end it needs is missing. CONTENT_INTERNAL_PREAPPROVAL also says ASAP once the day
 * before flight end is today, so it never promises a date already gone.
 */
export function reviewByCopy(
  workflow: string | null | undefined,
  flightEnd: number | null | undefined,
  now: Date,
  timeZone = 'UTC',
): string | null {
  if (workflow === 'CONTENT_PREAPPROVAL') return FUNNEL_COPY.reviewedAsap;
  if (workflow === 'OPS_AND_BRAND_PREAPPROVAL') return FUNNEL_COPY.brandAndLegal;
  if (flightEnd == null) return null;
  if (workflow === 'CONTENT_INTERNAL_PREAPPROVAL') {
    const dayBefore = flightEnd - DAY_SECONDS;
    return dayRelation(dayBefore, now, timeZone) === 'future'
      ? reviewedBy(creatorDate(dayBefore, timeZone))
      : FUNNEL_COPY.reviewedAsap;
  }
  const from = Math.max(flightEnd, Math.floor(now.getTime() / 1000));
  return reviewedBy(creatorDate(from + REVIEW_TURNAROUND_DAYS * DAY_SECONDS, timeZone));
}

function approvedToPost(input: FunnelHeaderInput, flightEnd: number): FunnelHeader {
  const zone = input.timeZone ?? 'UTC';
  const date = creatorDate(flightEnd, zone);
  const subtitles = [
    dayRelation(flightEnd, input.now, zone) === 'past' ? postDateMissed(date) : postOn(date),
  ];
  if ((input.payoutAmount ?? 0) > 0) subtitles.push(FUNNEL_COPY.onlyApprovedPaid);
  const title = input.hasCampaignDistribution ? FUNNEL_COPY.postApproved : FUNNEL_COPY.approved;
  return { icon: 'success', title, subtitles };
}

/**
 * Spec part 2 section 4 'Content funnel states and what the header shows': icon, main text and
 * sub texts of the content status screen. Missing status data, an unknown state, or a missing
 * flight end where a date must be shown gives 'Something went wrong. Please reload the page.'.
 */
export function funnelHeader(input: FunnelHeaderInput | null | undefined): FunnelHeader {
  if (!input || !isContentFunnelState(input.state)) return MISSING;
  const { flightEnd, now, workflow } = input;
  switch (input.state) {
    case 'CONTENT_IN_REVIEW': {
      const by = reviewByCopy(workflow, flightEnd, now, input.timeZone);
      return by ? { icon: 'pending', title: FUNNEL_COPY.inReview, subtitles: [by] } : MISSING;
    }
    case 'CONTENT_CHANGES_IN_REVIEW': {
      const by = reviewByCopy(workflow, flightEnd, now, input.timeZone);
      if (!by) return MISSING;
      return {
        icon: 'pending',
        title: FUNNEL_COPY.changesInReview,
        subtitles: [FUNNEL_COPY.doNotPost, by],
      };
    }
    case 'CONTENT_REJECTED':
      return { icon: 'error', title: FUNNEL_COPY.rejected, subtitles: [] };
    case 'CONTENT_CHANGES_REQUESTED':
      return {
        icon: 'warning',
        title: FUNNEL_COPY.changesRequested,
        subtitles: [FUNNEL_COPY.doNotPost],
      };
    case 'DISTRIBUTION_APPROVED':
      return { icon: 'success', title: FUNNEL_COPY.postApproved, subtitles: [] };
    case 'CONTENT_APPROVED_DO_DISTRIBUTE':
      return flightEnd == null ? MISSING : approvedToPost(input, flightEnd);
    case 'CONTENT_APPROVED_DO_NOT_DISTRIBUTE':
      return {
        icon: 'success',
        title: FUNNEL_COPY.greatJob,
        subtitles: [FUNNEL_COPY.paymentProcessing, FUNNEL_COPY.thresholdMet],
      };
    case 'DISTRIBUTION_VERIFYING':
      return { icon: 'pending', title: FUNNEL_COPY.verifying, subtitles: [FUNNEL_COPY.stayLive] };
    case 'CREATOR_NEEDS_TO_SUBMIT_A_MATCH':
      return { icon: 'warning', title: FUNNEL_COPY.selectMatch, subtitles: [] };
    case 'POST_REJECTED':
      return { icon: 'error', title: FUNNEL_COPY.changesRequired, subtitles: [] };
    case 'DISTRIBUTION_CHANGES_REQUESTED':
      return { icon: 'warning', title: FUNNEL_COPY.updatePostCaption, subtitles: [] };
    case 'PAID':
      return { icon: 'success', title: FUNNEL_COPY.paid, subtitles: [] };
  }
}

/**
 * The states in which the submitted content really is approved: the review said yes, and what is
 * left is posting it, verifying the post, or paying for it.
 */
const APPROVED_CONTENT_STATES: readonly ContentFunnelState[] = [
  'DISTRIBUTION_APPROVED',
  'CONTENT_APPROVED_DO_DISTRIBUTE',
  'CONTENT_APPROVED_DO_NOT_DISTRIBUTE',
  'DISTRIBUTION_VERIFYING',
  'CREATOR_NEEDS_TO_SUBMIT_A_MATCH',
  'DISTRIBUTION_CHANGES_REQUESTED',
  'PAID',
];

/**
 * Spec part 2 section 2 'Content status screen' shows the 'APPROVED CONTENT' banner "in every
 * state except POST_REJECTED"; read literally that puts it on content still in review, sent back
 * for changes or rejected. Decision 011: it shows only where the content is approved.
 */
export function showApprovedBanner(state: ContentFunnelState): boolean {
  return APPROVED_CONTENT_STATES.includes(state);
}

/** Spec part 2 section 4: which review comments (by source) the screen lists in each state. */
export function commentSourcesShown(state: ContentFunnelState): CommentSource[] {
  if (state === 'CONTENT_REJECTED') return ['OPS_REJECT', 'BRAND_CONTENT_APPROVAL'];
  if (state === 'CONTENT_CHANGES_REQUESTED') return ['OPS_REQUEST_FIX'];
  if (state === 'POST_REJECTED') return ['OPS_REQUEST_FIX', 'OPS_REJECT'];
  return [];
}

/** Spec part 2 section 4: what the creator-action area offers in a state. */
export type CreatorAction =
  | 'submit_more_content'
  | 'edit_caption'
  | 'copy_and_post'
  | 'select_match'
  | 'edit_post_on_instagram'
  | 'none';

/**
 * Spec part 2 section 4: the creator-action area of each state. DISTRIBUTION_CHANGES_REQUESTED
 * also offers 'EDIT POST ON INSTAGRAM' (the spec names no action there; the fix is on Instagram).
 */
export function creatorActionFor(state: ContentFunnelState): CreatorAction {
  switch (state) {
    case 'CONTENT_REJECTED':
      return 'submit_more_content';
    case 'CONTENT_CHANGES_REQUESTED':
      return 'edit_caption';
    case 'CONTENT_APPROVED_DO_DISTRIBUTE':
      return 'copy_and_post';
    case 'CREATOR_NEEDS_TO_SUBMIT_A_MATCH':
      return 'select_match';
    case 'POST_REJECTED':
    case 'DISTRIBUTION_CHANGES_REQUESTED':
      return 'edit_post_on_instagram';
    default:
      return 'none';
  }
}
