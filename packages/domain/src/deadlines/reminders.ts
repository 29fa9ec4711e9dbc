import type { UpNextKind } from '../home/up-next';
import type { NotificationDraft } from '../notifications/notification-kinds';
import type { DeadlineEvent } from './deadline-events';
import { calendarDaysUntil, describeDue, knownTimeZone } from './due-dates';

/**
 * Deadline reminders (issue 15): before a deadline (3 days ahead and on the day) and once when
 * it is missed, each at most once per deadline (an action and its moment) and kind, in the
 * creator's time zone and never in their quiet hours. By e-mail, and by text for creators who
 * consented to texts.
 */
export const REMINDER_KINDS = ['three_days', 'today', 'missed'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** The deadlines reminded 3 days ahead: the work that takes days (submitting, posting). */
const AHEAD_KINDS: readonly UpNextKind[] = [
  'submit_content',
  'fix_caption',
  'post_content',
  'select_post',
  'fix_post',
];

/** A missed deadline is reminded within this many days of it; older ones are let go. */
const MISSED_WITHIN_DAYS = 7;

/** No reminder before 9 am or from 9 pm, the creator's time: the next scan sends it. */
export const QUIET_HOURS = { from: 21, until: 9 } as const;

/**
 * The reminder a deadline is due now, if any: 'today' on its day, 'three_days' one to three
 * days before (a deadline that arrives closer than 3 days gets it at once), 'missed' in the week
 * after. An invite not accepted in time simply expires: no 'missed' for it.
 */
export function reminderFor(
  event: Pick<DeadlineEvent, 'kind' | 'dueAt'>,
  now: number,
  timeZone: string,
): ReminderKind | null {
  if (event.kind === 'keep_post_up') return null; // nothing to do: a calendar date, no reminder
  const days = calendarDaysUntil(event.dueAt, now, timeZone);
  // A deadline is a moment: once passed it is missed, even on its own day (issue 31).
  if (event.dueAt < now) {
    return days >= -MISSED_WITHIN_DAYS && event.kind !== 'accept_invite' ? 'missed' : null;
  }
  if (days === 0) return 'today';
  if (days >= 1 && days <= 3) {
    return (AHEAD_KINDS as readonly string[]).includes(event.kind) ? 'three_days' : null;
  }
  return null;
}

const hourFormats = new Map<string, Intl.DateTimeFormat>();

/** Whether `now` falls in the creator's quiet hours (9 pm to 9 am in their zone). */
export function isQuietTime(now: number, timeZone: string): boolean {
  const zone = knownTimeZone(timeZone);
  let format = hourFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hour: 'numeric',
      hourCycle: 'h23',
    });
    hourFormats.set(zone, format);
  }
  const hour = Number(
    format.formatToParts(new Date(now * 1000)).find((p) => p.type === 'hour')!.value,
  );
  return hour >= QUIET_HOURS.from || hour < QUIET_HOURS.until;
}

/** What a reminder says: the in-app notification, the e-mail's subject and the text message. */
export type ReminderCopy = {
  news: NotificationDraft;
  subject: string;
  /** One line for the e-mail's heading and the text message. */
  headline: string;
  detail: string;
};

export function reminderCopy(
  event: Pick<DeadlineEvent, 'uid' | 'summary' | 'dueAt' | 'link'>,
  kind: ReminderKind,
  now: number,
  timeZone: string,
): ReminderCopy {
  const { date, relative: when } = describeDue(event.dueAt, now, timeZone);
  const missed = kind === 'missed';
  const title = missed ? 'Deadline missed' : when === 'today' ? 'Due today' : `Due ${when}`;
  const headline = missed ? `Missed: ${event.summary}` : `${title}: ${event.summary}`;
  const detail = missed
    ? `This was due ${date}. Do it as soon as you can, or check the campaign for what is still open.`
    : `Due ${date} (${when}), your time.`;
  return {
    news: {
      kind: missed ? 'deadline_missed' : 'deadline_soon',
      title,
      body: `${event.summary} — ${missed ? `was due ${date}` : `due ${date}`}.`,
      link: event.link,
      // The moment is in the key: a deadline that moved (a pre-approval upload whose start
      // passed, an extension granted) is a new deadline and is reminded again (decision 650).
      dedupeKey: `${reminderKeyPrefix(event.uid)}${event.dueAt}:${kind}`,
    },
    subject: missed
      ? `Missed deadline: ${event.summary}`
      : `Reminder — ${title.toLowerCase()}: ${event.summary}`,
    headline,
    detail,
  };
}

/**
 * What every reminder of one deadline's news starts its dedupe key with: once the deadline is
 * gone (an invite accepted or declined), its reminders are marked read by it (issue 31).
 */
export const reminderKeyPrefix = (uid: string) => `reminder:${uid}:`;
