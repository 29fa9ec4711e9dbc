import { describe, expect, it } from 'vitest';
import {
  effectiveInviteGroup,
  type InviteForFunnelState,
  inviteFunnelState,
  inviteWindowOf,
  isCompletedCampaign,
  isCompletedWork,
  maySubmitNow,
  submissionWindowEnd,
  uploadDue,
} from './invite-state';

const NOW = 1_000_000;
const window = (over: Partial<Parameters<typeof maySubmitNow>[0]> = {}) => ({
  flight_start: NOW - 100,
  flight_end: NOW + 100,
  has_extension: false,
  granted_extension_end_ts: null,
  ...over,
});

describe('inviteWindowOf', () => {
  const dates = {
    flight: null,
    inviteFlightEnd: null,
    campaignFlightStart: 100,
    campaignFlightEnd: 900,
    has_extension: true,
    granted_extension_end_ts: 1200,
  };

  it('reads the flight first, then the invite’s end date, then the campaign’s flight', () => {
    expect(
      inviteWindowOf({ ...dates, flight: { start: 200, end: 800 }, inviteFlightEnd: 700 }),
    ).toEqual({
      flight_start: 200,
      flight_end: 800,
      has_extension: true,
      granted_extension_end_ts: 1200,
    });
    expect(inviteWindowOf({ ...dates, inviteFlightEnd: 700 })).toMatchObject({
      flight_start: 100,
      flight_end: 700,
    });
    expect(inviteWindowOf(dates)).toMatchObject({ flight_start: 100, flight_end: 900 });
    expect(
      inviteWindowOf({ ...dates, campaignFlightStart: null, campaignFlightEnd: null }),
    ).toMatchObject({ flight_start: null, flight_end: null });
  });
});

describe('submissionWindowEnd', () => {
  it('is the granted extension end when the invite has one, else the flight end', () => {
    expect(submissionWindowEnd(window())).toBe(NOW + 100);
    expect(submissionWindowEnd(window({ has_extension: true, granted_extension_end_ts: 5 }))).toBe(
      5,
    );
  });
});

describe('maySubmitNow', () => {
  it('allows submitting inside the window and refuses after its end', () => {
    expect(maySubmitNow(window(), 'PRODUCT', NOW)).toBe(true);
    expect(maySubmitNow(window({ flight_end: NOW }), 'PRODUCT', NOW)).toBe(true);
    expect(maySubmitNow(window({ flight_end: NOW - 1 }), 'PRODUCT', NOW)).toBe(false);
  });

  it('lets an extension reopen an ended flight', () => {
    const extended = window({
      flight_end: NOW - 10,
      has_extension: true,
      granted_extension_end_ts: NOW + 10,
    });
    expect(maySubmitNow(extended, 'PRODUCT', NOW)).toBe(true);
  });

  it('waits for the flight start in the PRODUCT workflow only', () => {
    const future = window({ flight_start: NOW + 10 });
    expect(maySubmitNow(future, 'PRODUCT', NOW)).toBe(false);
    expect(maySubmitNow(future, 'CONTENT_PREAPPROVAL', NOW)).toBe(true);
    expect(maySubmitNow(future, 'CONTENT_ONLY', NOW)).toBe(true);
  });
});

describe('isCompletedWork', () => {
  it('counts accepted submissions only', () => {
    expect(isCompletedWork(['PAID'])).toBe(true);
    expect(isCompletedWork(['CONTENT_REJECTED', 'DISTRIBUTION_APPROVED'])).toBe(true);
    expect(isCompletedWork(['CONTENT_IN_REVIEW'])).toBe(false);
    expect(isCompletedWork([])).toBe(false);
  });
});

describe('isCompletedCampaign', () => {
  it('needs accepted work and an ended flight', () => {
    expect(isCompletedCampaign(['PAID'], NOW - 1, NOW)).toBe(true);
    expect(isCompletedCampaign(['PAID'], NOW, NOW)).toBe(false);
    expect(isCompletedCampaign(['PAID'], null, NOW)).toBe(false);
    expect(isCompletedCampaign(['CONTENT_IN_REVIEW'], NOW - 1, NOW)).toBe(false);
  });
});

describe('inviteFunnelState', () => {
  const base: InviteForFunnelState = {
    status: 'APPROVED',
    contentStates: [],
    payout_amount: 50,
    is_paid: false,
    workflow: 'PRODUCT',
    maySubmit: true,
  };

  it.each([
    ['PENDING', 'invite-pending'],
    ['ACCEPTED', 'accepted'],
    ['DENIED', 'denied'],
    ['REJECTED', 'denied'],
  ] as const)('maps the status %s to %s', (status, state) => {
    expect(inviteFunnelState({ ...base, status })).toBe(state);
  });

  it.each([
    [[], true, null],
    [[], false, 'approved-may-not-post'],
    [['CONTENT_IN_REVIEW'], true, 'post-pending-may-post'],
    [['DISTRIBUTION_VERIFYING'], false, 'post-pending-may-not-post'],
    [['POST_REJECTED'], true, 'post-rejected-may-post'],
    [['CONTENT_REJECTED'], false, 'post-rejected-may-not-post'],
    [['CONTENT_REJECTED', 'DISTRIBUTION_APPROVED'], true, 'post-accepted-payout-pending'],
  ] as const)('APPROVED with submissions %j (may submit %s) is %s', (states, may, expected) => {
    expect(inviteFunnelState({ ...base, contentStates: states, maySubmit: may })).toBe(expected);
  });

  it('has no payout pending once paid or when nothing is paid', () => {
    const done = { ...base, contentStates: ['PAID'] as const };
    expect(inviteFunnelState({ ...done, is_paid: true })).toBe('post-accepted-no-payout');
    expect(inviteFunnelState({ ...done, payout_amount: 0 })).toBe('post-accepted-no-payout');
  });

  it('uses the object form for generic workflows', () => {
    expect(inviteFunnelState({ ...base, workflow: 'CONTENT_PREAPPROVAL' })).toEqual({
      hasSubmitted: false,
      maySubmit: true,
      paymentPending: false,
    });
    expect(
      inviteFunnelState({
        ...base,
        workflow: 'CONTENT_ONLY',
        contentStates: ['CONTENT_APPROVED_DO_NOT_DISTRIBUTE'],
        maySubmit: false,
      }),
    ).toEqual({ hasSubmitted: true, maySubmit: false, paymentPending: true });
  });
});

describe('effectiveInviteGroup', () => {
  const invite = {
    ...window(),
    status: 'APPROVED' as const,
    storedGroup: 'active' as const,
    hasSubmissions: false,
  };

  it('keeps the groups ops set', () => {
    for (const storedGroup of ['full', 'rejected', 'failed_smart_questions', 'expired'] as const) {
      expect(effectiveInviteGroup({ ...invite, storedGroup }, NOW)).toBe(storedGroup);
    }
  });

  it('expires an invite whose window ended without a submission', () => {
    const ended = { ...invite, flight_end: NOW - 1 };
    expect(effectiveInviteGroup(ended, NOW)).toBe('expired');
    expect(effectiveInviteGroup({ ...ended, hasSubmissions: true }, NOW)).toBe('active');
    expect(effectiveInviteGroup({ ...ended, status: 'DENIED' }, NOW)).toBe('active');
  });

  it('shows a running extension as extended, and an ended one as expired', () => {
    const extended = { ...invite, flight_end: NOW - 10, has_extension: true };
    expect(effectiveInviteGroup({ ...extended, granted_extension_end_ts: NOW + 5 }, NOW)).toBe(
      'extended',
    );
    expect(effectiveInviteGroup({ ...extended, granted_extension_end_ts: NOW - 5 }, NOW)).toBe(
      'expired',
    );
  });
});

describe('uploadDue: one date the upload is due by (decision 650)', () => {
  const ahead = window({ flight_start: NOW + 50, flight_end: NOW + 100 });
  it('a pre-approval upload is due at the start while it is ahead, at the end once it passed', () => {
    expect(uploadDue(ahead, 'CONTENT_PREAPPROVAL', NOW)).toBe(NOW + 50);
    expect(uploadDue(ahead, 'OPS_AND_BRAND_PREAPPROVAL', NOW + 50)).toBe(NOW + 50);
    expect(uploadDue(ahead, 'CONTENT_INTERNAL_PREAPPROVAL', NOW + 51)).toBe(NOW + 100);
    // The server still takes it then.
    expect(maySubmitNow(ahead, 'CONTENT_PREAPPROVAL', NOW + 51)).toBe(true);
  });

  it('a granted extension is the hard limit', () => {
    const extended = window({ has_extension: true, granted_extension_end_ts: NOW + 400 });
    expect(uploadDue(extended, 'CONTENT_PREAPPROVAL', NOW)).toBe(NOW + 400);
  });

  it('every other workflow is due at the end; no dates, no due', () => {
    expect(uploadDue(ahead, 'PRODUCT', NOW)).toBe(NOW + 100);
    expect(uploadDue(ahead, 'CONTENT_ONLY', NOW)).toBe(NOW + 100);
    expect(
      uploadDue(window({ flight_start: null, flight_end: null }), 'CONTENT_PREAPPROVAL', NOW),
    ).toBeNull();
  });
});
