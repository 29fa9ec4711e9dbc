import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CampaignForCallToAction,
  extensionApplies,
  guidelinesCallToAction,
  type InviteForCallToAction,
} from './call-to-action';
import { INVITE_STATUSES } from './invite-status';

const NOW = 1_700_000_000;
const campaign: CampaignForCallToAction = { influencer_compensation_type: 'PAYMENT' };
const future = { flight_end: NOW + 86_400 };

describe('extensionApplies', () => {
  it.each([
    [
      'granted extension end passed',
      {
        extension_metadata: { has_extension: true, granted_extension_end_ts: NOW - 1 },
        flight_end: NOW + 10,
      },
      true,
    ],
    [
      'granted extension end not passed',
      {
        extension_metadata: { has_extension: true, granted_extension_end_ts: NOW + 1 },
        flight_end: NOW - 10,
      },
      false,
    ],
    [
      'extension without granted end',
      { extension_metadata: { has_extension: true }, flight_end: NOW - 10 },
      false,
    ],
    [
      'no extension, flight end passed',
      { extension_metadata: { has_extension: false }, flight_end: NOW - 1 },
      true,
    ],
    ['no extension metadata, flight end passed', { flight_end: NOW - 1 }, true],
    ['no extension, flight end not passed', { flight_end: NOW + 1 }, false],
    ['no extension, flight end is now', { flight_end: NOW }, false],
    ['no flight end', {}, false],
  ])('%s → %s', (_name, invite, expected) => {
    expect(extensionApplies(invite, NOW)).toBe(expected);
  });
});

describe('guidelinesCallToAction', () => {
  const cta = (invite: InviteForCallToAction, c = campaign) =>
    guidelinesCallToAction(invite, c, NOW);

  it('shows CAMPAIGN FULL plus back when guideline details are hidden, whatever the status', () => {
    for (const status of INVITE_STATUSES) {
      expect(cta({ status, ...future }, { ...campaign, hide_guideline_details: true })).toEqual({
        kind: 'campaign-full',
        title: 'CAMPAIGN FULL',
        message: null,
        backToCampaigns: true,
      });
    }
  });

  it('offers accept and decline when PENDING', () => {
    expect(cta({ status: 'PENDING', ...future })).toEqual({ kind: 'accept-decline' });
  });

  it('offers only back to campaigns when DENIED', () => {
    expect(cta({ status: 'DENIED', ...future })).toEqual({ kind: 'back-to-campaigns' });
  });

  it.each(['ACCEPTED', 'APPROVED', 'REJECTED'] as const)(
    'offers only back to campaigns when the %s invite already has a post',
    (status) =>
      expect(cta({ status, posts: [{ id: 1 }], flight_end: NOW - 1 })).toEqual({
        kind: 'back-to-campaigns',
      }),
  );

  it.each(['ACCEPTED', 'APPROVED'] as const)(
    'shows the survey when %s and an extension applies',
    (status) => {
      expect(cta({ status, flight_end: NOW - 1 })).toEqual({ kind: 'extension-survey' });
    },
  );

  it.each(['ACCEPTED', 'APPROVED'] as const)(
    'shows VIEW ALL CAMPAIGNS and the opt-out when %s',
    (status) => {
      expect(cta({ status, posts: [], ...future })).toEqual({
        kind: 'view-all-or-opt-out',
        viewAllLabel: 'VIEW ALL CAMPAIGNS',
        optOutLabel: "I CAN'T POST FOR THIS CAMPAIGN",
        optOutDisabled: false,
      });
    },
  );

  it('disables the opt-out for an APPROVED product-and-payment invite', () => {
    const result = cta(
      { status: 'APPROVED', ...future },
      { influencer_compensation_type: 'PRODUCT_AND_PAYMENT' },
    );
    expect(result).toMatchObject({ kind: 'view-all-or-opt-out', optOutDisabled: true });
  });

  it('shows CAMPAIGN FULL with the no-open-spots message when REJECTED', () => {
    expect(cta({ status: 'REJECTED', ...future })).toEqual({
      kind: 'campaign-full',
      title: 'CAMPAIGN FULL',
      message: 'Sorry, there are no more open spots in this campaign',
      backToCampaigns: true,
    });
  });

  it('never offers accept and decline unless PENDING', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...INVITE_STATUSES),
        fc.integer(),
        fc.boolean(),
        (status, end, hide) => {
          const kind = guidelinesCallToAction(
            { status, flight_end: end },
            { ...campaign, hide_guideline_details: hide },
            NOW,
          ).kind;
          expect(kind === 'accept-decline').toBe(status === 'PENDING' && !hide);
        },
      ),
    );
  });
});

describe('a request awaiting a decision is not an invitation (issue 31)', () => {
  it('offers no ACCEPT and DECLINE, and says the request is being reviewed', () => {
    expect(
      guidelinesCallToAction(
        { status: 'PENDING', awaitingDecision: true },
        { influencer_compensation_type: 'PAYMENT' },
        0,
      ),
    ).toEqual({
      kind: 'request-pending',
      message:
        'We are reviewing your invite request and will reach out via email if you are approved to participate.',
    });
  });
});
