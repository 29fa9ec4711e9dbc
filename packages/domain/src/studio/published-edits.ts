import type { FieldErrors } from '../errors/app-error';
import type { InviteStatus } from '../invites/invite-status';
import { formatDollars } from '../money/format';
import type { CampaignDraft } from './campaign-draft';

/**
 * Edits to a published campaign (issue 29: "an edit that would break what creators agreed to (a
 * lower payout, an earlier deadline, new terms) is refused or versioned as the domain decides, and
 * creators with open invites are told of changes that affect them"). Decision 561.
 */

/** The changes creators with open invites are told of, in the order the notice lists them. */
export const NOTICE_KINDS = [
  'payout_raised',
  'expense_raised',
  'dates_changed',
  'product_changed',
  'guidelines_changed',
  'terms_new_version',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** What the published campaign's invites hold, per posting window key. */
export type PublishedContext = {
  /** Live invites (not declined) placed in each window, by the window's key. */
  invitesPerWindow: Readonly<Record<string, number>>;
};

export type EditVerdict = {
  /** Field path → why the edit is refused; empty when the edit may be published. */
  refused: FieldErrors;
  /** What creators with open invites are told (empty: nothing that affects them). */
  notices: NoticeKind[];
  /** The custom terms changed: they are published as a new version. */
  newTermsVersion: boolean;
};

export const EDIT_REFUSALS = {
  platform: 'Creators accepted this campaign on this platform: it cannot change once published.',
  campaign_content_workflow:
    'Creators accepted this review workflow: it cannot change once published.',
  influencer_compensation_type:
    'Creators accepted this kind of compensation: it cannot change once published.',
  payoutLower: 'Creators were promised this payout: it can go up, not down, once published.',
  expenseLower:
    'Creators were promised this reimbursement: it can go up, not down, once published.',
  endEarlier: 'Creators plan to this date: the campaign can end later, not earlier.',
  windowEndEarlier: 'Creators plan to this date: a window can end later, not earlier.',
  windowRemoved: 'Creators are placed in this window: it cannot be removed.',
  spotsBelowTaken: 'More creators are already placed in this window.',
  termsRemoved: 'Creators agreed to these terms: publish a new version instead of removing them.',
} as const;

const time = (iso: string | null) => (iso === null ? null : Date.parse(iso));
const same = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * Judges `next` against the `live` (last published) version. Decision 561:
 * - refused: changing the platform, the workflow or the compensation type; a lower payout or
 *   reimbursement; an earlier campaign end or window end; removing a window creators are placed
 *   in, or giving it fewer spots than it holds; removing custom terms;
 * - versioned: changed or added custom terms become a new version (creators who agreed keep the
 *   version they agreed to; a pending invite is asked for the new one);
 * - told to creators with open invites: a higher payout or reimbursement, new dates, a different
 *   product, changed guidelines (dos and don'ts, hashtags, handles, caption, orientation), new
 *   terms. Names, descriptions, images, questions, categories and request settings change quietly.
 */
export function judgePublishedEdit(
  live: CampaignDraft,
  next: CampaignDraft,
  context: PublishedContext,
): EditVerdict {
  const refused: FieldErrors = {};
  const notices = new Set<NoticeKind>();
  const r = EDIT_REFUSALS;
  for (const field of [
    'platform',
    'campaign_content_workflow',
    'influencer_compensation_type',
  ] as const) {
    if (live[field] !== next[field]) refused[field] = r[field];
  }
  if (next.payout_cents < live.payout_cents) refused.payout_cents = r.payoutLower;
  if (next.payout_cents > live.payout_cents) notices.add('payout_raised');
  if (next.creator_expense_cents < live.creator_expense_cents) {
    refused.creator_expense_cents = r.expenseLower;
  }
  if (next.creator_expense_cents > live.creator_expense_cents) notices.add('expense_raised');

  const liveEnd = time(live.flight_end);
  const nextEnd = time(next.flight_end);
  if (liveEnd !== null && (nextEnd === null || nextEnd < liveEnd))
    refused.flight_end = r.endEarlier;
  if (live.flight_start !== next.flight_start || live.flight_end !== next.flight_end) {
    notices.add('dates_changed');
  }
  for (const window of live.windows) {
    const placed = context.invitesPerWindow[window.key] ?? 0;
    const i = next.windows.findIndex((w) => w.key === window.key);
    const after = next.windows[i];
    if (!after) {
      if (placed > 0) refused.windows = r.windowRemoved;
      continue;
    }
    const end = time(window.end);
    const afterEnd = time(after.end);
    if (end !== null && (afterEnd === null || afterEnd < end)) {
      refused[`windows.${i}.end`] = r.windowEndEarlier;
    }
    if (after.spots !== null && after.spots < placed)
      refused[`windows.${i}.spots`] = r.spotsBelowTaken;
    if (after.start !== window.start || after.end !== window.end) notices.add('dates_changed');
  }

  if (
    live.product_name !== next.product_name ||
    live.product_description !== next.product_description
  ) {
    notices.add('product_changed');
  }
  const guidelinesChanged =
    !same(live.content_dos, next.content_dos) ||
    !same(live.content_donts, next.content_donts) ||
    !same(live.caption_dos, next.caption_dos) ||
    !same(live.caption_donts, next.caption_donts) ||
    !same(live.hashtags, next.hashtags) ||
    !same(live.screen_names, next.screen_names) ||
    live.requires_caption !== next.requires_caption ||
    live.video_orientation !== next.video_orientation;
  if (guidelinesChanged) notices.add('guidelines_changed');

  let newTermsVersion = false;
  if (live.custom_terms !== null && next.custom_terms === null) {
    refused.custom_terms = r.termsRemoved;
  } else if (next.custom_terms !== null && next.custom_terms !== live.custom_terms) {
    newTermsVersion = true;
    notices.add('terms_new_version');
  }
  return {
    refused,
    notices: NOTICE_KINDS.filter((k) => notices.has(k)),
    newTermsVersion,
  };
}

/**
 * Whether a creator's invite is open, so that changes to the campaign concern them: invited,
 * accepted or approved, and not yet paid. Declined, rejected and paid invites are done.
 */
export function isOpenInvite(invite: { status: InviteStatus; is_paid: boolean }): boolean {
  return (
    (invite.status === 'PENDING' || invite.status === 'ACCEPTED' || invite.status === 'APPROVED') &&
    !invite.is_paid
  );
}

const NOTICE_WORDS: Record<NoticeKind, (next: CampaignDraft) => string> = {
  payout_raised: (n) => `the payout is now ${formatDollars(n.payout_cents / 100)}`,
  expense_raised: (n) => `the reimbursement is now ${formatDollars(n.creator_expense_cents / 100)}`,
  dates_changed: () => 'the dates changed',
  product_changed: () => 'the product changed',
  guidelines_changed: () => 'the guidelines changed',
  terms_new_version: () => 'there are new terms to read',
};

/** The sentence creators are told (our copy): what changed, in NOTICE_KINDS order. */
export function changeNoticeText(
  campaignName: string,
  notices: readonly NoticeKind[],
  next: CampaignDraft,
): { title: string; body: string } {
  const parts = notices.map((k) => NOTICE_WORDS[k](next));
  const list =
    parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return {
    title: 'Campaign updated',
    body: `${campaignName} was updated: ${list}.`,
  };
}
