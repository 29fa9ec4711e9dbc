import type { ContentAction } from '../content/transitions';
import { formatDollars } from '../money/format';
import { PAYOUT_STATE_COPY, type PayoutState } from '../money/payout-status';

/**
 * The creator's notification centre (issue 15): every kind of news the portal raises. Each is
 * stored once per event (a dedupe key), shown in the bell's list and pushed to the open portal.
 */
export const NOTIFICATION_KINDS = [
  'invite_received',
  'invite_approved',
  'invite_waitlisted',
  'invite_declined',
  'content_approved',
  'changes_requested',
  'content_rejected',
  'post_verified',
  'post_rejected',
  'payout_sent',
  'payout_paid',
  'payout_failed',
  'payout_problem',
  'deadline_soon',
  'deadline_missed',
  'campaign_changed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The decisions a creator also hears of by e-mail (issue 26: every decision on their invite
 * requests and content, and their money). Deadline reminders send their own e-mails
 * (reminders.ts), and a new invite is not a decision on anything the creator did.
 */
export const EMAILED_KINDS: readonly NotificationKind[] = [
  'invite_approved',
  'invite_waitlisted',
  'invite_declined',
  'content_approved',
  'changes_requested',
  'content_rejected',
  'post_verified',
  'post_rejected',
  'payout_sent',
  'payout_paid',
  'payout_failed',
  'payout_problem',
];

/** Whether news of this kind also goes out by e-mail. */
export function isEmailedKind(kind: string): boolean {
  return (EMAILED_KINDS as readonly string[]).includes(kind);
}

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/** A notification as it is stored: what it says and where it goes. */
export type NotificationDraft = {
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  /** One row per event: the same key for the same news is written once. */
  dedupeKey: string;
};

/** The portal screens notifications open (the web app's routes of the same shape). */
export const notificationLinks = {
  content: (mediaId: number) => `/creator/content/${mediaId}`,
  invite: (inviteId: number) => `/creator/onboarding/invite/${inviteId}`,
  campaigns: () => '/creator/dashboard/campaigns',
  earnings: () => '/creator/dashboard/earnings',
  profile: () => '/creator/dashboard/profile',
};

/** A reviewer's action on content and the news it is to the creator; other moves say nothing. */
const CONTENT_NEWS: Partial<Record<ContentAction, NotificationKind>> = {
  approve_distribute: 'content_approved',
  approve_do_not_distribute: 'content_approved',
  reject: 'content_rejected',
  request_changes: 'changes_requested',
  request_distribution_changes: 'changes_requested',
  verify_distribution: 'post_verified',
  reject_post: 'post_rejected',
  mark_paid: 'payout_paid',
};

export type ContentNewsInput = {
  action: ContentAction;
  contentId: number;
  mediaId: number;
  campaignName: string;
  /** The invite's payout, for the paid message. */
  payoutCents: number;
  /** The transition's id: each move is its own news even when the same action repeats later. */
  transitionId: number;
};

/** Our copy (the spec has no notification centre): short, saying what happened and what is next. */
const CONTENT_COPY: Record<
  Exclude<
    NotificationKind,
    | 'invite_received'
    | 'invite_approved'
    | 'invite_waitlisted'
    | 'invite_declined'
    | 'deadline_soon'
    | 'deadline_missed'
    | 'campaign_changed'
    | 'payout_problem'
  >,
  (campaign: string, amount: string) => { title: string; body: string }
> = {
  content_approved: (c) => ({
    title: 'Content approved',
    body: `Your content for ${c} was approved.`,
  }),
  changes_requested: (c) => ({
    title: 'Changes requested',
    body: `The reviewer asked for changes to your content for ${c}.`,
  }),
  content_rejected: (c) => ({
    title: 'Content not approved',
    body: `Your content for ${c} was not approved. See the reviewer's comments.`,
  }),
  post_verified: (c) => ({ title: 'Post verified', body: `Your post for ${c} was verified.` }),
  post_rejected: (c) => ({
    title: 'Post not accepted',
    body: `Your post for ${c} was not accepted. See the reviewer's comments.`,
  }),
  payout_sent: (c, a) => ({
    title: 'Payout sent',
    body: `${a} for ${c} is on its way to your PayPal.`,
  }),
  payout_paid: (c, a) => ({ title: 'Paid', body: `${a} for ${c} was paid to your PayPal.` }),
  payout_failed: (c, a) => ({
    title: 'Payout failed',
    body: `${a} for ${c} could not be paid. Check your PayPal e-mail in your profile.`,
  }),
};

/** The news a reviewer's move on content is to its creator, or null when it is none. */
export function contentNews(input: ContentNewsInput): NotificationDraft | null {
  const kind = CONTENT_NEWS[input.action];
  if (!kind) return null;
  const copy = CONTENT_COPY[kind as keyof typeof CONTENT_COPY];
  return {
    kind,
    ...copy(input.campaignName, formatDollars(input.payoutCents / 100)),
    link: notificationLinks.content(input.mediaId),
    dedupeKey: `content:${input.contentId}:transition:${input.transitionId}`,
  };
}

/**
 * A payout's own moves (PayPal's answers), as the creator hears of them (decision 524): sent,
 * paid, failed or returned (the e-mail is the thing to check), and the states that need their
 * own words (unclaimed, refunded, reversed, blocked), with PayPal's reason when it gave one.
 * On hold is not news. One notification per payout attempt and state.
 */
export function payoutNews(input: {
  state: PayoutState;
  payoutId: number;
  attempt: number;
  mediaId: number | null;
  campaignName: string;
  amountCents: number;
  reason?: string | null;
}): NotificationDraft {
  const amount = formatDollars(input.amountCents / 100);
  const { state } = input;
  const kind: NotificationKind =
    state === 'sent'
      ? 'payout_sent'
      : state === 'paid'
        ? 'payout_paid'
        : state === 'failed' || state === 'returned'
          ? 'payout_failed'
          : 'payout_problem';
  const copy =
    kind === 'payout_problem' || state === 'returned'
      ? {
          title: PAYOUT_STATE_COPY[state].label,
          body: `${amount} for ${input.campaignName}: ${PAYOUT_STATE_COPY[state].help ?? ''}`.trim(),
        }
      : CONTENT_COPY[kind as 'payout_sent' | 'payout_paid' | 'payout_failed'](
          input.campaignName,
          amount,
        );
  const reason = input.reason ? ` (${input.reason})` : '';
  return {
    kind,
    title: copy.title,
    body: `${copy.body}${kind === 'payout_sent' || kind === 'payout_paid' ? '' : reason}`,
    link:
      state === 'failed' || state === 'returned'
        ? notificationLinks.profile()
        : kind === 'payout_problem'
          ? notificationLinks.earnings()
          : input.mediaId !== null
            ? notificationLinks.content(input.mediaId)
            : notificationLinks.earnings(),
    dedupeKey: `payout:${input.payoutId}:${input.attempt}:${state}`,
  };
}

/** An invite sent to the creator by a brand. */
export function inviteReceivedNews(input: {
  inviteId: number;
  campaignName: string;
  brandName: string;
}): NotificationDraft {
  return {
    kind: 'invite_received',
    title: 'New invite',
    body: `${input.brandName} invited you to ${input.campaignName}.`,
    link: notificationLinks.invite(input.inviteId),
    dedupeKey: `invite:${input.inviteId}:received`,
  };
}

/**
 * A posting window's dates as the creator reads them: 'Mar 3 – Mar 17', the calendar days of
 * the creator's zone (the one their cards use), UTC's when it is not known or not a zone.
 */
export function windowDates(
  window: { start: Date; end: Date },
  timeZone: string | null = null,
): string {
  const zone = (() => {
    try {
      return timeZone
        ? new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone
        : 'UTC';
    } catch {
      return 'UTC';
    }
  })();
  const day = (d: Date) =>
    d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: zone });
  return `${day(window.start)} – ${day(window.end)}`;
}

/**
 * How the creator came to wait for a decision: they asked to join a campaign (the
 * request-an-invite flow), or a brand invited them and they accepted (decision 596). The news
 * names what they did: an invited creator never sent a request.
 */
export type DecidedVia = 'request' | 'accepted_invite';

/**
 * The creator's request to join a campaign was approved (the request-an-invite flow), or their
 * accepted invite was approved to participate (decision 596), into the posting window the
 * reviewer chose: its dates are the ones the creator works to (issue 26).
 */
export function inviteApprovedNews(input: {
  inviteId: number;
  campaignName: string;
  window?: { start: Date; end: Date } | null;
  via?: DecidedVia;
  /** The creator's IANA zone, when the portal knows it: the window's days are theirs. */
  timeZone?: string | null;
}): NotificationDraft {
  const dates = input.window
    ? ` Your posting window: ${windowDates(input.window, input.timeZone ?? null)}.`
    : '';
  const invited = input.via === 'accepted_invite';
  return {
    kind: 'invite_approved',
    title: invited ? 'Approved to participate' : 'Invite request approved',
    body: invited
      ? `You're in: you are approved to participate in ${input.campaignName}.${dates}`
      : `You're in: your request to join ${input.campaignName} was approved.${dates}`,
    // Approved requests join the creator's campaigns; the card there says what to do next.
    link: notificationLinks.campaigns(),
    dedupeKey: `invite:${input.inviteId}:approved`,
  };
}

/**
 * A published campaign changed in a way that concerns creators with open invites (issue 29,
 * domain studio/published-edits): once per invite and published revision.
 */
export function campaignChangedNews(input: {
  inviteId: number;
  revision: number;
  title: string;
  body: string;
}): NotificationDraft {
  return {
    kind: 'campaign_changed',
    title: input.title,
    body: input.body,
    link: notificationLinks.invite(input.inviteId),
    dedupeKey: `invite:${input.inviteId}:campaign_changed:${input.revision}`,
  };
}

/**
 * The creator's request was put on the campaign's waitlist (the requested-invites window): not a
 * no, and not yet a yes (issue 26).
 */
export function inviteWaitlistedNews(input: {
  inviteId: number;
  campaignName: string;
}): NotificationDraft {
  return {
    kind: 'invite_waitlisted',
    title: "You're on the waitlist",
    body: `Your request to join ${input.campaignName} is on the waitlist. We will tell you as soon as a place opens.`,
    link: notificationLinks.campaigns(),
    dedupeKey: `invite:${input.inviteId}:waitlisted`,
  };
}

/**
 * The creator's request to join a campaign was declined (issue 26: a declined requester is told),
 * or their accepted invite was not selected (decision 596).
 */
export function inviteDeclinedNews(input: {
  inviteId: number;
  campaignName: string;
  via?: DecidedVia;
}): NotificationDraft {
  const invited = input.via === 'accepted_invite';
  return {
    kind: 'invite_declined',
    title: invited ? 'Not selected this time' : 'Invite request declined',
    body: `${
      invited
        ? `You were not selected for ${input.campaignName} this time.`
        : `Your request to join ${input.campaignName} was not accepted this time.`
    } Keep your profile complete to be matched with new campaigns.`,
    link: notificationLinks.campaigns(),
    dedupeKey: `invite:${input.inviteId}:declined`,
  };
}
