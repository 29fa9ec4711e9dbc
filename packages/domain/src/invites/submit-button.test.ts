import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_PLATFORMS, CONTENT_WORKFLOWS } from '../campaigns/workflows';
import { INVITE_FUNNEL_STATES } from './invite-status';
import { type InviteForSubmitButton, submitButton, submitTarget } from './submit-button';

const invite = (over: Partial<InviteForSubmitButton> = {}): InviteForSubmitButton => ({
  id: 7,
  campaign_funnel_state: null,
  platform: 'instagram_image',
  campaign_content_workflow: 'PRODUCT',
  has_payment_information: true,
  ...over,
});

const labelOf = (over: Partial<InviteForSubmitButton>) => {
  const button = submitButton(invite(over));
  return button.visible ? button.label : null;
};

describe('submitButton', () => {
  it.each([
    'invite-pending',
    'denied',
    'accepted',
    'approved-may-not-post',
    'post-rejected-may-not-post',
    'post-pending-may-not-post',
  ] as const)('is hidden in funnel state %s', (state) => {
    expect(submitButton(invite({ campaign_funnel_state: state }))).toEqual({ visible: false });
  });

  it.each([
    ['post-pending-may-post', 'Submit Another'],
    ['post-accepted-no-payout', 'Submit Another'],
    ['post-accepted-payout-pending', 'Submit Another'],
    ['post-rejected-may-post', 'Submit Again'],
  ] as const)('in funnel state %s reads %s', (state, label) => {
    expect(labelOf({ campaign_funnel_state: state })).toBe(label);
  });

  it("reads 'Submit Post' before any submission", () => {
    expect(
      labelOf({
        campaign_funnel_state: { hasSubmitted: false, maySubmit: true, paymentPending: false },
      }),
    ).toBe('Submit Post');
  });

  it("reads 'Submit Video' for YouTube", () => {
    expect(labelOf({ platform: 'youtube_video' })).toBe('Submit Video');
  });

  it("reads 'Submissions' once hasSubmitted is true", () => {
    expect(
      labelOf({
        campaign_funnel_state: { hasSubmitted: true, maySubmit: false, paymentPending: false },
      }),
    ).toBe('Submissions');
  });

  it('is hidden when the creator may not submit and has nothing submitted', () => {
    const state = { hasSubmitted: false, maySubmit: false, paymentPending: false };
    expect(submitButton(invite({ campaign_funnel_state: state }))).toEqual({ visible: false });
  });

  it.each([
    'post-accepted-payout-pending',
    { hasSubmitted: true, maySubmit: false, paymentPending: true },
  ] as const)(
    "shows 'Get Paid' to the profile when payout is pending (%o) and no payment information exists",
    (state) => {
      expect(
        submitButton(invite({ campaign_funnel_state: state, has_payment_information: false })),
      ).toEqual({
        visible: true,
        label: 'Get Paid',
        target: { kind: 'profile' },
        notice: 'Please supply your payment information.',
      });
    },
  );

  it('shows no notice when payment information exists', () => {
    const button = submitButton(invite({ campaign_funnel_state: 'post-accepted-payout-pending' }));
    expect(button).toMatchObject({ visible: true, notice: null });
  });

  it("shows 'Get Paid' only when payout is pending", () => {
    fc.assert(
      fc.property(fc.constantFrom(...INVITE_FUNNEL_STATES), fc.boolean(), (state, info) => {
        const label = labelOf({ campaign_funnel_state: state, has_payment_information: info });
        expect(label === 'Get Paid').toBe(state === 'post-accepted-payout-pending' && !info);
      }),
    );
  });
});

describe('submitTarget', () => {
  const submitted = { hasSubmitted: true, maySubmit: true, paymentPending: false };

  it.each([
    'CONTENT_PREAPPROVAL',
    'CONTENT_INTERNAL_PREAPPROVAL',
    'OPS_AND_BRAND_PREAPPROVAL',
    'CONTENT_ONLY',
  ] as const)('goes to the generic-content upload for %s before a submission', (workflow) => {
    expect(
      submitTarget(invite({ campaign_content_workflow: workflow, platform: 'youtube_video' })),
    ).toEqual({ kind: 'generic-content', inviteId: 7 });
  });

  it.each([
    'CONTENT_PREAPPROVAL',
    'CONTENT_INTERNAL_PREAPPROVAL',
    'OPS_AND_BRAND_PREAPPROVAL',
  ] as const)('goes to the submissions list for %s once submitted', (workflow) => {
    const target = submitTarget(
      invite({ campaign_content_workflow: workflow, campaign_funnel_state: submitted }),
    );
    expect(target).toEqual({ kind: 'submissions', inviteId: 7 });
  });

  it('keeps the generic-content upload for CONTENT_ONLY once submitted', () => {
    const target = submitTarget(
      invite({ campaign_content_workflow: 'CONTENT_ONLY', campaign_funnel_state: submitted }),
    );
    expect(target).toEqual({ kind: 'generic-content', inviteId: 7 });
  });

  it('goes to the YouTube route for YouTube in the default workflow', () => {
    expect(submitTarget(invite({ platform: 'youtube_video' }))).toEqual({
      kind: 'youtube-video',
      inviteId: 7,
    });
  });

  it.each(['instagram_image', 'instagram_video', 'snapchat_video', 'tiktok'] as const)(
    'goes to submit_post for %s in the default workflow',
    (platform) =>
      expect(submitTarget(invite({ platform }))).toEqual({ kind: 'submit-post', inviteId: 7 }),
  );

  it('always carries the invite id', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CONTENT_WORKFLOWS),
        fc.constantFrom(...CAMPAIGN_PLATFORMS),
        fc.nat(),
        (workflow, platform, id) => {
          expect(
            submitTarget(invite({ id, platform, campaign_content_workflow: workflow })),
          ).toHaveProperty('inviteId', id);
        },
      ),
    );
  });
});
