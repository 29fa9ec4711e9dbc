import { creatorDate } from '../deadlines/due-dates';
import type { ContentFunnelState } from './funnel';
import { dayRelation } from './funnel-header';

/** Spec part 2 section 3 'Submission card': the status flags of one submission. */
export interface SubmissionFlags {
  postNeedsFix: boolean;
  approved: boolean;
  post: boolean;
  doNotDistribute: boolean;
  rejected: boolean;
  needsFix: boolean;
  pendingReview: boolean;
}

const NONE: SubmissionFlags = {
  postNeedsFix: false,
  approved: false,
  post: false,
  doNotDistribute: false,
  rejected: false,
  needsFix: false,
  pendingReview: false,
};

/**
 * Spec part 2 sections 3 and 4: derives the card flags from a funnel state. States after an
 * approval to post (verifying, match, post fixes) stay approved posts. PAID is an approved post
 * when a distribution exists, otherwise approved do-not-distribute (content-only pay).
 */
export function submissionFlags(
  state: ContentFunnelState,
  hasCampaignDistribution = true,
): SubmissionFlags {
  switch (state) {
    case 'CONTENT_IN_REVIEW':
    case 'CONTENT_CHANGES_IN_REVIEW':
      return { ...NONE, pendingReview: true };
    case 'CONTENT_REJECTED':
      return { ...NONE, rejected: true };
    case 'CONTENT_CHANGES_REQUESTED':
      return { ...NONE, needsFix: true };
    case 'CONTENT_APPROVED_DO_NOT_DISTRIBUTE':
      return { ...NONE, approved: true, doNotDistribute: true };
    case 'POST_REJECTED':
    case 'DISTRIBUTION_CHANGES_REQUESTED':
      return { ...NONE, approved: true, post: true, postNeedsFix: true };
    case 'PAID':
      return hasCampaignDistribution
        ? { ...NONE, approved: true, post: true }
        : { ...NONE, approved: true, doNotDistribute: true };
    case 'CONTENT_APPROVED_DO_DISTRIBUTE':
    case 'DISTRIBUTION_VERIFYING':
    case 'CREATOR_NEEDS_TO_SUBMIT_A_MATCH':
    case 'DISTRIBUTION_APPROVED':
      return { ...NONE, approved: true, post: true };
  }
}

/** Spec part 2 section 4 'Submission card status mapping': the status style of a card. */
export type SubmissionCardKind = 'warning' | 'complete' | 'error' | 'incomplete';

/** Spec part 2 section 4: a card's status style and text. */
export interface SubmissionCardStatus {
  kind: SubmissionCardKind;
  text: string;
}

/** Spec part 2 section 3 'Submission card': the fields the status mapping reads. */
export interface SubmissionCardInput {
  flags: SubmissionFlags;
  /** flightEndDate, epoch seconds; null when the invite has no flight. */
  flightEndDate: number | null | undefined;
  has_campaign_distribution: boolean;
  now: Date;
  /** The creator's zone: the date is written in it (MM/DD). UTC without it. */
  timeZone?: string;
}

/**
 * Spec part 2 section 4 'Submission card status mapping': the card's status kind and text, in the
 * spec's order of precedence. Dates are MM/DD in the creator's zone; a date 'passed' once its
 * moment did (decision 542), 'future' on a later day, so until it passes on its own day the card
 * says 'Content Approved'.
 */
export function submissionCardStatus(input: SubmissionCardInput): SubmissionCardStatus {
  const { flags, flightEndDate } = input;
  if (flags.postNeedsFix) return { kind: 'warning', text: 'Post Changes Requested' };
  if (flags.approved && flags.post) {
    if (input.has_campaign_distribution) return { kind: 'complete', text: 'Post Confirmed' };
    if (flightEndDate != null) {
      const zone = input.timeZone ?? 'UTC';
      const date = creatorDate(flightEndDate, zone);
      const when = dayRelation(flightEndDate, input.now, zone);
      if (when === 'past')
        return { kind: 'complete', text: `Post Date ${date} missed. Post ASAP!` };
      if (when === 'future') {
        return { kind: 'complete', text: `Content Approved, Post Approved Content on ${date}` };
      }
    }
    return { kind: 'complete', text: 'Content Approved' };
  }
  if (flags.doNotDistribute) return { kind: 'complete', text: 'Content Approved, Do Not Post' };
  if (flags.rejected) return { kind: 'error', text: 'Content Rejected' };
  if (flags.needsFix) return { kind: 'warning', text: 'Changes Requested' };
  return { kind: 'incomplete', text: 'Reviewing...' };
}
