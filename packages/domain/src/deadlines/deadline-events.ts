import type { ContentFunnelState } from '../content/funnel';
import { UP_NEXT_COPY, type UpNextAction, type UpNextKind } from '../home/up-next';
import { calendarDayOf, creatorDate, type DueState, dueState } from './due-dates';

/**
 * A creator's deadline as a calendar shows it (issues 15, 31): each invite's view says what is
 * due and by when (its one next action, the same the card and "Up next" show), so the portal,
 * the calendar feed and the reminders can never disagree. A deadline is a moment: the event
 * ends at it, and its day is the day in the creator's zone.
 */
export type DeadlineEvent = {
  /** Stable across feed reads, so calendars update the event instead of adding another. */
  uid: string;
  kind: DeadlineKind;
  day: { year: number; month: number; day: number };
  summary: string;
  description: string;
  /** The portal path that does the action. */
  link: string;
  state: DueState;
  /** Epoch seconds. */
  dueAt: number;
};

/** The deadlines a calendar shows: the dated "Up next" actions, and keeping a post up. */
export type DeadlineKind = UpNextKind | 'keep_post_up';

/** The event's UID: the same action of the same invite and submission is the same event. */
export const deadlineUid = (action: Pick<UpNextAction, 'kind' | 'inviteId' | 'mediaId'>) =>
  `${action.kind}-${action.inviteId ?? 0}-${action.mediaId ?? 0}@creator-portal`;

/** Where each action is done in the portal. */
export function deadlineLink(action: Pick<UpNextAction, 'kind' | 'inviteId' | 'mediaId'>): string {
  if (action.kind === 'accept_invite')
    return `/creator/onboarding/invite/${action.inviteId}/guidelines`;
  if (action.mediaId !== null) return `/creator/content/${action.mediaId}`;
  return '/creator/dashboard/campaigns';
}

/** The event of one dated action; undated actions (PayPal, profile, accounts) are no deadline. */
export function deadlineEvent(
  action: UpNextAction,
  campaignName: string,
  now: number,
  timeZone: string,
): DeadlineEvent | null {
  if (action.dueAt === null) return null;
  const what = UP_NEXT_COPY[action.kind].action;
  return {
    uid: deadlineUid(action),
    kind: action.kind,
    day: calendarDayOf(action.dueAt, timeZone),
    summary: `${what}: ${campaignName}`,
    description: `${what} for ${campaignName} by ${creatorDate(action.dueAt, timeZone, { time: true })} (your time).`,
    link: deadlineLink(action),
    state: dueState(action.dueAt, now, timeZone),
    dueAt: action.dueAt,
  };
}

/** Spec part 2 section 4: 'Please ensure your post is up for at least 14 days.' */
export const KEEP_POST_UP_DAYS = 14;

/** Posts that are up and must stay up: being verified, verified, or paid. */
const POSTED_STATES: readonly ContentFunnelState[] = [
  'DISTRIBUTION_VERIFYING',
  'DISTRIBUTION_APPROVED',
  'PAID',
];

/**
 * "Keep your post up until": 14 days after the post went up, while that day has not passed. No
 * action in "Up next" (there is nothing to do but not delete it), but a date worth a calendar.
 */
export function keepPostUpEvent(
  post: {
    inviteId: number;
    mediaId: number;
    funnelState: ContentFunnelState;
    postedAt: number | null;
  },
  campaignName: string,
  now: number,
  timeZone: string,
): DeadlineEvent | null {
  if (post.postedAt === null || !POSTED_STATES.includes(post.funnelState)) return null;
  const until = post.postedAt + KEEP_POST_UP_DAYS * 86_400;
  const state = dueState(until, now, timeZone);
  if (state === 'overdue') return null;
  return {
    uid: `keep_post_up-${post.inviteId}-${post.mediaId}@creator-portal`,
    kind: 'keep_post_up',
    day: calendarDayOf(until, timeZone),
    summary: `Keep your post up: ${campaignName}`,
    description: `Keep your post for ${campaignName} up until ${creatorDate(until, timeZone, { time: true })} (your time): ${KEEP_POST_UP_DAYS} days after it went up.`,
    link: `/creator/content/${post.mediaId}`,
    state,
    dueAt: until,
  };
}
