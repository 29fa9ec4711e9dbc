import { describe, expect, it } from 'vitest';
import { emptyDraft } from './campaign-draft';
import { completeDraft, NOW } from './draft-fixture.test-support';
import { isPublishable, PUBLISH_MESSAGES as M, publishProblems } from './publishable';

describe('publishProblems: what makes a campaign publishable', () => {
  it('publishes a complete campaign', () => {
    expect(publishProblems(completeDraft(), NOW)).toEqual({});
    expect(isPublishable(completeDraft(), NOW)).toBe(true);
  });

  it('names every missing field of an empty draft next to it', () => {
    const problems = publishProblems(emptyDraft(), NOW);
    expect(problems).toMatchObject({
      name: M.name,
      short_description: M.short_description,
      platform: M.platform,
      campaign_content_workflow: M.campaign_content_workflow,
      influencer_compensation_type: M.influencer_compensation_type,
      flight_start: M.flight_start,
      flight_end: M.flight_end,
      windows: M.windows,
      sample_image_ids: M.sample_image_ids,
    });
  });

  it('a paid campaign needs a payout; the unpaid one (free product, social good) has none', () => {
    expect(publishProblems(completeDraft({ payout_cents: 0 }), NOW).payout_cents).toBe(
      M.payoutMissing,
    );
    const unpaid = completeDraft({ influencer_compensation_type: 'PRODUCT', payout_cents: 500 });
    expect(publishProblems(unpaid, NOW).payout_cents).toBe(M.payoutUnpaid);
    expect(publishProblems({ ...unpaid, payout_cents: 0 }, NOW)).toEqual({});
  });

  it('only a campaign where the creator buys the product reimburses an expense', () => {
    const buys = completeDraft({
      influencer_compensation_type: 'PAYMENT_CREATOR_BUYS_PRODUCT',
      creator_expense_cents: 1500,
    });
    expect(publishProblems(buys, NOW)).toEqual({});
    expect(
      publishProblems({ ...buys, influencer_compensation_type: 'PAYMENT' }, NOW)
        .creator_expense_cents,
    ).toBe(M.expenseNotBuying);
  });

  it('every compensation with a product names it; payment only does not', () => {
    expect(publishProblems(completeDraft({ product_name: null }), NOW).product_name).toBe(
      M.product_name,
    );
    const paymentOnly = completeDraft({
      influencer_compensation_type: 'PAYMENT',
      product_name: null,
    });
    expect(publishProblems(paymentOnly, NOW)).toEqual({});
  });

  it('the campaign ends after it starts and not in the past', () => {
    const backwards = completeDraft({ flight_end: '2030-05-20T00:00:00.000Z' });
    expect(publishProblems(backwards, NOW).flight_end).toBe(M.endBeforeStart);
    const past = completeDraft({
      flight_start: '2030-01-01T00:00:00.000Z',
      flight_end: '2030-02-01T00:00:00.000Z',
      windows: [
        {
          key: 'w',
          start: '2030-01-01T00:00:00.000Z',
          end: '2030-02-01T00:00:00.000Z',
          spots: null,
        },
      ],
    });
    expect(publishProblems(past, NOW).flight_end).toBe(M.endPassed);
  });

  it('each posting window ends after it starts, inside the campaign’s dates', () => {
    const draft = completeDraft();
    draft.windows[1] = { ...draft.windows[1]!, end: '2030-07-05T00:00:00.000Z' };
    draft.windows[0] = { ...draft.windows[0]!, end: '2030-05-30T00:00:00.000Z' };
    expect(publishProblems(draft, NOW)).toEqual({
      'windows.0.end': M.windowOrder,
      'windows.1.end': M.windowOutside,
    });
  });

  it('hashtags start with # and handles with @, without spaces', () => {
    const draft = completeDraft({
      hashtags: ['#ok', 'nohash', '#two words'],
      screen_names: ['brand'],
    });
    expect(publishProblems(draft, NOW)).toEqual({
      'hashtags.1': M.hashtag,
      'hashtags.2': M.hashtag,
      'screen_names.0': M.screenName,
    });
  });

  it('a video campaign chooses an orientation', () => {
    const video = completeDraft({ platform: 'tiktok' });
    expect(publishProblems(video, NOW).video_orientation).toBe(M.video_orientation);
    expect(publishProblems({ ...video, video_orientation: 'portrait' }, NOW)).toEqual({});
  });

  it('content for any platform is uploaded, so it needs a workflow other than post-then-submit', () => {
    const generic = completeDraft({ platform: 'generic', campaign_content_workflow: 'PRODUCT' });
    expect(publishProblems(generic, NOW).campaign_content_workflow).toBe(M.genericNeedsUpload);
    expect(publishProblems({ ...generic, campaign_content_workflow: 'CONTENT_ONLY' }, NOW)).toEqual(
      {},
    );
  });

  it('a smart question has two answers or more and a matching answer among them', () => {
    const draft = completeDraft({
      smart_questions: [
        { id: 'a', question: '', options: ['Yes'], accepted: [] },
        { id: 'b', question: 'Pets?', options: ['Cat', 'Dog'], accepted: ['Fish'] },
        { id: 'b', question: 'Kids?', options: ['Yes', 'No'], accepted: ['No'] },
      ],
    });
    expect(publishProblems(draft, NOW)).toEqual({
      'smart_questions.0.question': M.question,
      'smart_questions.0.options': M.options,
      'smart_questions.0.accepted': M.accepted,
      'smart_questions.1.accepted': M.acceptedNotOption,
      'smart_questions.2.id': M.questionIds,
    });
  });

  it('custom terms, when present, have text', () => {
    expect(publishProblems(completeDraft({ custom_terms: '' }), NOW).custom_terms).toBe(
      M.custom_terms,
    );
    expect(publishProblems(completeDraft({ custom_terms: null }), NOW)).toEqual({});
  });

  it('auto-assign and a waitlist need the campaign open to requests', () => {
    const draft = completeDraft({ auto_assign_requests: true, waitlist: true });
    expect(publishProblems(draft, NOW)).toEqual({
      auto_assign_requests: M.autoAssignClosed,
      waitlist: M.waitlistClosed,
    });
    expect(publishProblems({ ...draft, open_to_requests: true }, NOW)).toEqual({});
  });

  it('an empty do or don’t line is named', () => {
    expect(publishProblems(completeDraft({ caption_donts: ['ok', ''] }), NOW)).toEqual({
      'caption_donts.1': M.blankLine,
    });
  });
});
