import { describe, expect, it } from 'vitest';
import { decideInviteRequest, inviteRequestStanding } from './invite-request-review';

const WAIT = 9;
const pending = { status: 'PENDING' as const, group: 'active', flight_id: 3 };
const options = { waitlistFlightId: WAIT, regularFlightIds: [3, 4] };

describe('inviteRequestStanding', () => {
  it('reads pending, waitlisted (the requested-invites flight), approved and declined', () => {
    expect(inviteRequestStanding(pending, WAIT)).toBe('pending');
    expect(inviteRequestStanding({ ...pending, flight_id: WAIT }, WAIT)).toBe('waitlisted');
    expect(inviteRequestStanding({ ...pending, status: 'APPROVED' }, WAIT)).toBe('approved');
    expect(inviteRequestStanding({ ...pending, status: 'REJECTED' }, WAIT)).toBe('declined');
  });

  it('reads an invited creator who accepted as accepted, waiting for approval to participate', () => {
    expect(inviteRequestStanding({ ...pending, status: 'ACCEPTED' }, WAIT)).toBe('accepted');
  });
});

describe('deciding an accepted invite ("We\'ll reach out via email … with your approval to participate")', () => {
  const accepted = { status: 'ACCEPTED' as const, group: 'active', flight_id: 3 };

  it('approves into a regular window, or declines', () => {
    expect(decideInviteRequest(accepted, 'approve', { ...options, flightId: 3 })).toEqual({
      kind: 'change',
      change: { status: 'APPROVED', group: 'active', flight_id: 3 },
    });
    expect(decideInviteRequest(accepted, 'decline', options)).toEqual({
      kind: 'change',
      change: { status: 'REJECTED', group: 'rejected' },
    });
    expect(decideInviteRequest(accepted, 'approve', options)).toMatchObject({
      reason: 'flight_required',
    });
  });

  it('does not waitlist a creator the brand invited', () => {
    expect(decideInviteRequest(accepted, 'waitlist', options)).toEqual({
      kind: 'refused',
      reason: 'accepted_no_waitlist',
    });
  });
});

describe('decideInviteRequest', () => {
  it('approves into one of the regular windows only', () => {
    expect(decideInviteRequest(pending, 'approve', { ...options, flightId: 4 })).toEqual({
      kind: 'change',
      change: { status: 'APPROVED', group: 'active', flight_id: 4 },
    });
    expect(decideInviteRequest(pending, 'approve', options)).toEqual({
      kind: 'refused',
      reason: 'flight_required',
    });
    expect(decideInviteRequest(pending, 'approve', { ...options, flightId: WAIT })).toMatchObject({
      reason: 'not_a_window',
    });
  });

  it('waitlists onto the requested-invites flight, when the campaign has one', () => {
    expect(decideInviteRequest(pending, 'waitlist', options)).toEqual({
      kind: 'change',
      change: { status: 'PENDING', group: 'active', flight_id: WAIT },
    });
    expect(
      decideInviteRequest(pending, 'waitlist', { ...options, waitlistFlightId: null }),
    ).toMatchObject({ reason: 'no_waitlist' });
  });

  it('declines into the rejected group; a waitlisted request can still be approved', () => {
    expect(decideInviteRequest(pending, 'decline', options)).toEqual({
      kind: 'change',
      change: { status: 'REJECTED', group: 'rejected' },
    });
    const waitlisted = { ...pending, flight_id: WAIT };
    expect(decideInviteRequest(waitlisted, 'approve', { ...options, flightId: 3 })).toMatchObject({
      kind: 'change',
    });
  });

  it('replays the decision already made and refuses a different one', () => {
    const approved = { ...pending, status: 'APPROVED' as const, flight_id: 4 };
    expect(decideInviteRequest(approved, 'approve', { ...options, flightId: 4 })).toEqual({
      kind: 'replay',
    });
    expect(decideInviteRequest(approved, 'decline', options)).toEqual({
      kind: 'refused',
      reason: 'decided',
    });
    const declined = { ...pending, status: 'REJECTED' as const };
    expect(decideInviteRequest(declined, 'decline', options)).toEqual({ kind: 'replay' });
  });
});
