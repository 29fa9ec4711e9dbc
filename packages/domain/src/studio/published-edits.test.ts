import { describe, expect, it } from 'vitest';
import { completeDraft } from './draft-fixture.test-support';
import {
  changeNoticeText,
  isOpenInvite,
  judgePublishedEdit,
  EDIT_REFUSALS as R,
} from './published-edits';

const live = completeDraft();
const none = { invitesPerWindow: {} };
const placed = { invitesPerWindow: { w1: 3 } };

describe('judgePublishedEdit: edits after publishing', () => {
  it('an edit that changes nothing creators read is published quietly', () => {
    const next = completeDraft({ name: 'Summer Glow Serum 2', short_description: 'New words.' });
    expect(judgePublishedEdit(live, next, none)).toEqual({
      refused: {},
      notices: [],
      newTermsVersion: false,
    });
  });

  it('refuses a lower payout and tells creators of a higher one', () => {
    expect(judgePublishedEdit(live, completeDraft({ payout_cents: 14999 }), none).refused).toEqual({
      payout_cents: R.payoutLower,
    });
    expect(judgePublishedEdit(live, completeDraft({ payout_cents: 20000 }), none).notices).toEqual([
      'payout_raised',
    ]);
  });

  it('refuses an earlier deadline, for the campaign and for a window', () => {
    const earlier = completeDraft({ flight_end: '2030-06-29T00:00:00.000Z' });
    earlier.windows[1] = { ...earlier.windows[1]!, end: '2030-06-29T00:00:00.000Z' };
    expect(judgePublishedEdit(live, earlier, none).refused).toEqual({
      flight_end: R.endEarlier,
      'windows.1.end': R.windowEndEarlier,
    });
  });

  it('a later deadline is allowed and told', () => {
    const later = completeDraft({ flight_end: '2030-07-10T00:00:00.000Z' });
    expect(judgePublishedEdit(live, later, none)).toEqual({
      refused: {},
      notices: ['dates_changed'],
      newTermsVersion: false,
    });
  });

  it('new terms are versioned, not refused; removing them is refused', () => {
    const newTerms = completeDraft({ custom_terms: 'Version two of the terms.' });
    expect(judgePublishedEdit(live, newTerms, none)).toEqual({
      refused: {},
      notices: ['terms_new_version'],
      newTermsVersion: true,
    });
    expect(judgePublishedEdit(live, completeDraft({ custom_terms: null }), none).refused).toEqual({
      custom_terms: R.termsRemoved,
    });
    const added = judgePublishedEdit(completeDraft({ custom_terms: null }), live, none);
    expect(added.newTermsVersion).toBe(true);
  });

  it('the platform, the workflow and the kind of compensation cannot change', () => {
    const next = completeDraft({
      platform: 'tiktok',
      campaign_content_workflow: 'CONTENT_ONLY',
      influencer_compensation_type: 'PAYMENT',
    });
    expect(Object.keys(judgePublishedEdit(live, next, none).refused).sort()).toEqual([
      'campaign_content_workflow',
      'influencer_compensation_type',
      'platform',
    ]);
  });

  it('a window with creators in it stays, with at least as many spots as it holds', () => {
    const removed = completeDraft({ windows: [live.windows[1]!] });
    expect(judgePublishedEdit(live, removed, placed).refused).toEqual({ windows: R.windowRemoved });
    expect(judgePublishedEdit(live, removed, none).refused).toEqual({});
    const fewer = completeDraft();
    fewer.windows[0] = { ...fewer.windows[0]!, spots: 2 };
    expect(judgePublishedEdit(live, fewer, placed).refused).toEqual({
      'windows.0.spots': R.spotsBelowTaken,
    });
  });

  it('tells creators of new guidelines, product and reimbursement, in one notice', () => {
    const next = completeDraft({
      hashtags: ['#ad'],
      product_name: 'Winter Balm',
      payout_cents: 20000,
    });
    const verdict = judgePublishedEdit(live, next, none);
    expect(verdict.notices).toEqual(['payout_raised', 'product_changed', 'guidelines_changed']);
    expect(changeNoticeText('Summer Glow Serum', verdict.notices, next)).toEqual({
      title: 'Campaign updated',
      body: 'Summer Glow Serum was updated: the payout is now $200, the product changed and the guidelines changed.',
    });
  });
});

describe('isOpenInvite: whom a change concerns', () => {
  it.each([
    ['PENDING', false, true],
    ['ACCEPTED', false, true],
    ['APPROVED', false, true],
    ['APPROVED', true, false],
    ['DENIED', false, false],
    ['REJECTED', false, false],
  ] as const)('%s, paid %s → %s', (status, is_paid, open) => {
    expect(isOpenInvite({ status, is_paid })).toBe(open);
  });
});
