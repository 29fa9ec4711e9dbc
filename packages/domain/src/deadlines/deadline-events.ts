import { UP_NEXT_COPY, type UpNextAction, type UpNextKind } from '../home/up-next';
import { calendarDayOf, type DueState, dueState } from './due-dates';

/**
 * A creator's deadline as a calendar shows it (issue 15): the "Up next" rules decide what is
 * due and by when, so the portal, the calendar feed and the reminders can never disagree. An
 * all-day event on the due day in the creator's zone: the portal treats the whole day as open
 * (domain dueState), and an all-day date does not move when daylight saving changes.
 */
export type DeadlineEvent = {
  /** Stable across feed reads, so calendars update the event instead of adding another. */
  uid: string;
  kind: UpNextKind;
  day: { year: number; month: number; day: number };
  summary: string;
  description: string;
  /** The portal path that does the action. */
  link: string;
  state: DueState;
  /** Epoch seconds. */
  dueAt: number;
};

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
    description: `${what} for ${campaignName} by the end of this day.`,
    link: deadlineLink(action),
    state: dueState(action.dueAt, now, timeZone),
    dueAt: action.dueAt,
  };
}
