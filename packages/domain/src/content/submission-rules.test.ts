import { describe, expect, it } from 'vitest';
import {
  type InviteForSubmission,
  SUBMISSION_REFUSALS,
  submissionKindFor,
  submissionRefusal,
} from './submission-rules';

const invite = (over: Partial<InviteForSubmission> = {}): InviteForSubmission => ({
  id: 7,
  status: 'APPROVED',
  group: 'active',
  campaign_funnel_state: null,
  platform: 'instagram_image',
  campaign_content_workflow: 'PRODUCT',
  has_payment_information: true,
  ...over,
});

describe('submissionKindFor', () => {
  it.each([
    [{ campaign_content_workflow: 'CONTENT_ONLY' as const }, 'generic'],
    [{ campaign_content_workflow: 'CONTENT_PREAPPROVAL' as const }, 'generic'],
    [{ platform: 'youtube_video' as const }, 'youtube'],
    [{ platform: 'tiktok' as const }, 'post'],
    [{}, 'post'],
  ])('%o submits %s', (over, kind) => {
    expect(submissionKindFor(invite(over))).toBe(kind);
  });

  it('keeps generic for a pre-approval invite that already has submissions', () => {
    const state = { hasSubmitted: true, maySubmit: true, paymentPending: false };
    expect(
      submissionKindFor(
        invite({ campaign_content_workflow: 'CONTENT_PREAPPROVAL', campaign_funnel_state: state }),
      ),
    ).toBe('generic');
  });
});

describe('submissionRefusal', () => {
  it('allows an approved active invite with nothing submitted', () => {
    expect(submissionRefusal(invite(), 'post')).toBeNull();
  });

  it.each(['PENDING', 'ACCEPTED', 'DENIED', 'REJECTED'] as const)(
    'refuses a %s invite',
    (status) => {
      expect(submissionRefusal(invite({ status }), 'post')).toBe(SUBMISSION_REFUSALS.notApproved);
    },
  );

  it.each(['expired', 'full', 'rejected', 'failed_smart_questions'] as const)(
    'refuses an invite in the %s group',
    (group) => {
      expect(submissionRefusal(invite({ group }), 'post')).toBe(SUBMISSION_REFUSALS.windowClosed);
    },
  );

  it('allows the extended group', () => {
    expect(submissionRefusal(invite({ group: 'extended' }), 'post')).toBeNull();
  });

  it.each([
    'approved-may-not-post',
    'post-pending-may-not-post',
    'post-rejected-may-not-post',
  ] as const)('refuses in the %s funnel state (button hidden)', (state) => {
    expect(submissionRefusal(invite({ campaign_funnel_state: state }), 'post')).toBe(
      SUBMISSION_REFUSALS.notNow,
    );
  });

  it.each(['post-pending-may-post', 'post-rejected-may-post', 'post-accepted-no-payout'] as const)(
    'allows another submission in the %s funnel state',
    (state) => {
      expect(submissionRefusal(invite({ campaign_funnel_state: state }), 'post')).toBeNull();
    },
  );

  it('refuses a generic invite whose window closed even after earlier submissions', () => {
    const state = { hasSubmitted: true, maySubmit: false, paymentPending: false };
    const generic = invite({
      campaign_content_workflow: 'CONTENT_ONLY',
      campaign_funnel_state: state,
    });
    expect(submissionRefusal(generic, 'generic')).toBe(SUBMISSION_REFUSALS.windowClosed);
  });

  it('allows a generic invite with earlier submissions while it may submit', () => {
    const state = { hasSubmitted: true, maySubmit: true, paymentPending: false };
    const generic = invite({
      campaign_content_workflow: 'CONTENT_ONLY',
      campaign_funnel_state: state,
    });
    expect(submissionRefusal(generic, 'generic')).toBeNull();
  });

  it('refuses the wrong kind with what the campaign takes', () => {
    expect(submissionRefusal(invite(), 'youtube')).toBe(SUBMISSION_REFUSALS.post);
    expect(submissionRefusal(invite({ platform: 'youtube_video' }), 'post')).toBe(
      SUBMISSION_REFUSALS.youtube,
    );
    expect(submissionRefusal(invite({ campaign_content_workflow: 'CONTENT_ONLY' }), 'post')).toBe(
      SUBMISSION_REFUSALS.generic,
    );
  });
});
