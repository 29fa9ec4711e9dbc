import { describe, expect, it } from 'vitest';
import { upNextActions } from '../home/up-next';
import { type InviteViewInput, inviteListView } from '../invites/invite-view';
import { deadlineEvent } from './deadline-events';
import { isQuietTime, reminderCopy, reminderFor } from './reminders';

const at = (iso: string) => Date.parse(iso) / 1000;
const NY = 'America/New_York';
const due = at('2026-12-15T22:00:00Z'); // 5 pm on 12/15 in New York

describe('reminderFor: 3 days before and on the day, once when missed', () => {
  it.each([
    ['2026-12-11T15:00:00Z', null], // 4 days ahead
    ['2026-12-12T15:00:00Z', 'three_days'],
    ['2026-12-14T15:00:00Z', 'three_days'], // arrived late: reminded at once
    ['2026-12-15T15:00:00Z', 'today'],
    ['2026-12-15T21:59:59Z', 'today'], // a second before 5 pm
    ['2026-12-15T22:00:01Z', 'missed'], // passed on its own day: missed, never "due today"
    ['2026-12-16T04:30:00Z', 'missed'], // 11:30 pm on 12/15 in New York
    ['2026-12-16T15:00:00Z', 'missed'],
    ['2026-12-22T15:00:00Z', 'missed'],
    ['2026-12-23T15:00:00Z', null], // more than a week late: let go
  ])('submitting due 12/15, at %s → %s', (now, kind) => {
    expect(reminderFor({ kind: 'submit_content', dueAt: due }, at(now), NY)).toBe(kind);
  });

  it('reminds an invite to accept on its day only: no 3 days ahead, and it expires unreminded', () => {
    const accept = { kind: 'accept_invite' as const, dueAt: due };
    expect(reminderFor(accept, at('2026-12-13T15:00:00Z'), NY)).toBeNull();
    expect(reminderFor(accept, at('2026-12-15T15:00:00Z'), NY)).toBe('today');
    expect(reminderFor(accept, at('2026-12-15T23:00:00Z'), NY)).toBeNull(); // passed at 5 pm
    expect(reminderFor(accept, at('2026-12-16T15:00:00Z'), NY)).toBeNull();
  });
});

describe('isQuietTime: nothing from 9 pm to 9 am, the creator’s time', () => {
  it.each([
    ['2026-12-15T13:59:00Z', true], // 8:59 am in New York
    ['2026-12-15T14:00:00Z', false], // 9 am
    ['2026-12-16T01:59:00Z', false], // 8:59 pm
    ['2026-12-16T02:00:00Z', true], // 9 pm
  ])('%s → %s', (now, quiet) => {
    expect(isQuietTime(at(now), NY)).toBe(quiet);
  });
});

describe('reminderCopy', () => {
  const event = {
    uid: 'submit_content-4-0@creator-portal',
    summary: 'Submit your content: Fall Glow',
    dueAt: due,
    link: '/creator/dashboard/campaigns',
  };
  it('names the deadline, its date and how far it is, with one dedupe key per deadline, moment and kind', () => {
    const copy = reminderCopy(event, 'three_days', at('2026-12-12T15:00:00Z'), NY);
    expect(copy.news).toEqual({
      kind: 'deadline_soon',
      title: 'Due in 3 days',
      body: 'Submit your content: Fall Glow — due 12/15, 5:00 PM.',
      link: '/creator/dashboard/campaigns',
      dedupeKey: `reminder:submit_content-4-0@creator-portal:${due}:three_days`,
    });
    expect(copy.subject).toBe('Reminder — due in 3 days: Submit your content: Fall Glow');
  });

  it('says a missed deadline was missed', () => {
    const copy = reminderCopy(event, 'missed', at('2026-12-16T15:00:00Z'), NY);
    expect(copy.news.kind).toBe('deadline_missed');
    expect(copy.headline).toBe('Missed: Submit your content: Fall Glow');
  });
});

describe('the reminders of a pre-approval upload (decision 650)', () => {
  const start = due; // 5 pm on 12/15 in New York
  const end = at('2026-12-25T22:00:00Z');
  const input: InviteViewInput = {
    id: 4,
    status: 'APPROVED',
    storedGroup: 'active',
    requested: false,
    waitlisted: false,
    workflow: 'CONTENT_PREAPPROVAL',
    platform: 'instagram_video',
    compensation: 'PAYMENT',
    payoutCents: 15_000,
    expenseCents: 0,
    productName: null,
    isPaid: false,
    inviteSentAt: at('2026-12-01T15:00:00Z'),
    acceptBy: null,
    window: {
      flight_start: start,
      flight_end: end,
      has_extension: false,
      granted_extension_end_ts: null,
    },
    campaignFlightEnd: end,
    posts: [],
  };
  const creator = { profileComplete: true, hasPaymentInformation: true, needsSocialAccount: false };
  /** The reminder the scan raises at `now`, from the invite's view as the server draws it. */
  const reminderAt = (iso: string) => {
    const now = at(iso);
    const [action] = upNextActions([{ inviteId: 4, view: inviteListView(input, now) }], creator);
    const event = deadlineEvent(action!, 'Trail Ready', now, NY)!;
    const kind = reminderFor(event, now, NY);
    return kind && reminderCopy(event, kind, now, NY);
  };

  it('names the window’s start while it is ahead', () => {
    expect(reminderAt('2026-12-12T15:00:00Z')?.news).toMatchObject({
      title: 'Due in 3 days',
      body: 'Submit your content: Trail Ready — due 12/15, 5:00 PM.',
    });
    expect(reminderAt('2026-12-15T15:00:00Z')?.news.title).toBe('Due today');
  });

  it('once the start has passed, the upload is not missed: it is due at the end, reminded anew', () => {
    // The server still takes the upload: no "Deadline missed" the day after the start.
    expect(reminderAt('2026-12-16T15:00:00Z')).toBeNull();
    const before = reminderAt('2026-12-12T15:00:00Z')!;
    const again = reminderAt('2026-12-22T15:00:00Z')!;
    expect(again.news).toMatchObject({
      title: 'Due in 3 days',
      body: 'Submit your content: Trail Ready — due 12/25, 5:00 PM.',
    });
    // A deadline that moved is a new deadline: its reminders are not taken for the start's.
    expect(again.news.dedupeKey).not.toBe(before.news.dedupeKey);
  });
});
