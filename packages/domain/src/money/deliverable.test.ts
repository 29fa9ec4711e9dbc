import { describe, expect, it } from 'vitest';
import { approvalPayoutNotice, type InvitePayout, payoutOnApproval } from './deliverable';

const FEE = 15_000;
const paidDeliverable: InvitePayout = { contentId: 1, kind: 'deliverable', state: 'paid' };

describe('payoutOnApproval: the content fee is paid once, for the deliverable', () => {
  it('owes the invite’s fee for the first approved submission', () => {
    expect(payoutOnApproval({ contentId: 1, inviteFeeCents: FEE, payouts: [] })).toEqual({
      owes: 'deliverable',
      amountCents: FEE,
    });
  });

  it('owes nothing for a second approved submission on an approved or paid invite', () => {
    expect(
      payoutOnApproval({ contentId: 2, inviteFeeCents: FEE, payouts: [paidDeliverable] }),
    ).toEqual({ owes: 'nothing', reason: 'deliverable_paid' });
    expect(
      payoutOnApproval({
        contentId: 2,
        inviteFeeCents: FEE,
        payouts: [{ ...paidDeliverable, state: 'owed' }],
      }),
    ).toEqual({ owes: 'nothing', reason: 'deliverable_owed' });
  });

  it('owes the extra’s own amount when the reviewer accepts it as an extra', () => {
    expect(
      payoutOnApproval({
        contentId: 2,
        inviteFeeCents: FEE,
        payouts: [paidDeliverable],
        extraCents: 5_000,
      }),
    ).toEqual({ owes: 'extra', amountCents: 5_000 });
  });

  it('owes nothing more when the same content is approved and then its post verified', () => {
    expect(
      payoutOnApproval({ contentId: 1, inviteFeeCents: FEE, payouts: [paidDeliverable] }),
    ).toEqual({ owes: 'nothing', reason: 'this_content_has_one' });
  });

  it('refuses an extra before the deliverable, and a second payout for one content', () => {
    expect(
      payoutOnApproval({ contentId: 1, inviteFeeCents: FEE, payouts: [], extraCents: 100 }),
    ).toEqual({ owes: 'refused', reason: 'extra_before_deliverable' });
    expect(
      payoutOnApproval({
        contentId: 1,
        inviteFeeCents: FEE,
        payouts: [paidDeliverable],
        extraCents: 100,
      }),
    ).toEqual({ owes: 'refused', reason: 'extra_on_this_content' });
  });

  it('owes nothing on an invite with no fee', () => {
    expect(payoutOnApproval({ contentId: 1, inviteFeeCents: 0, payouts: [] })).toEqual({
      owes: 'nothing',
      reason: 'no_fee',
    });
  });

  it('a duplicate paid before the rule is no deliverable: it never makes a fee owed again', () => {
    const payouts: InvitePayout[] = [
      paidDeliverable,
      { contentId: 2, kind: 'duplicate', state: 'paid' },
    ];
    expect(payoutOnApproval({ contentId: 3, inviteFeeCents: FEE, payouts }).owes).toBe('nothing');
  });
});

describe('approvalPayoutNotice', () => {
  it('tells the reviewer, when approving a further submission, that it owes nothing', () => {
    expect(approvalPayoutNotice({ owes: 'nothing', reason: 'deliverable_paid' })).toBe(
      "This invite's deliverable was already approved and paid. Approving this submission owes nothing more unless you accept it as an extra, with its own amount.",
    );
    expect(approvalPayoutNotice({ owes: 'deliverable', amountCents: FEE })).toBe(
      "Approving owes the creator $150, the invite's fee.",
    );
  });
});
