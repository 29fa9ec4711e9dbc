import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTENT_FUNNEL_STATES, type ContentFunnelState } from './funnel';
import {
  commentSourcesShown,
  creatorActionFor,
  dayRelation,
  type FunnelHeaderInput,
  formatMonthDay,
  funnelHeader,
  showApprovedBanner,
} from './funnel-header';

const at = (iso: string) => new Date(iso);
const unix = (iso: string) => Date.parse(iso) / 1000;

/** Flight ends 7/4 at noon UTC. */
const FLIGHT_END = unix('2025-07-04T12:00:00Z');
const BEFORE = at('2025-06-20T10:00:00Z');
const AFTER = at('2025-07-10T10:00:00Z');

function header(overrides: Partial<FunnelHeaderInput> & { state: string }) {
  return funnelHeader({
    workflow: 'CONTENT_ONLY',
    flightEnd: FLIGHT_END,
    hasCampaignDistribution: true,
    payoutAmount: 50,
    now: BEFORE,
    ...overrides,
  });
}

describe('funnelHeader', () => {
  describe('CONTENT_IN_REVIEW', () => {
    it.each([
      ['CONTENT_PREAPPROVAL', BEFORE, 'Your content will be reviewed ASAP.'],
      ['CONTENT_PREAPPROVAL', AFTER, 'Your content will be reviewed ASAP.'],
      ['CONTENT_INTERNAL_PREAPPROVAL', BEFORE, 'Your content will be reviewed by 07/03.'],
      ['CONTENT_INTERNAL_PREAPPROVAL', AFTER, 'Your content will be reviewed ASAP.'],
      ['CONTENT_ONLY', BEFORE, 'Your content will be reviewed by 07/06.'],
      ['CONTENT_ONLY', AFTER, 'Your content will be reviewed by 07/12.'],
      ['PRODUCT', AFTER, 'Your content will be reviewed by 07/12.'],
      [
        'OPS_AND_BRAND_PREAPPROVAL',
        BEFORE,
        'Your content is being reviewed by Brand & Legal Teams and may take up to 10 days. Your posting date may be changed.',
      ],
    ])('for %s at %s says %s', (workflow, now, subtitle) => {
      expect(header({ state: 'CONTENT_IN_REVIEW', workflow, now })).toEqual({
        icon: 'pending',
        title: 'Your Content is Being Reviewed.',
        subtitles: [subtitle],
      });
    });

    it('says ASAP for CONTENT_PREAPPROVAL', () => {
      const h = header({ state: 'CONTENT_IN_REVIEW', workflow: 'CONTENT_PREAPPROVAL' });
      expect(h.subtitles[0]).toContain('ASAP');
    });

    it('says ASAP for CONTENT_INTERNAL_PREAPPROVAL on the day before flight end', () => {
      const h = header({
        state: 'CONTENT_IN_REVIEW',
        workflow: 'CONTENT_INTERNAL_PREAPPROVAL',
        now: at('2025-07-03T08:00:00Z'),
      });
      expect(h.subtitles).toEqual(['Your content will be reviewed ASAP.']);
    });

    it('contains the spec fragment "will be reviewed by" for {product} and CONTENT_ONLY', () => {
      for (const workflow of ['PRODUCT', 'CONTENT_ONLY']) {
        expect(header({ state: 'CONTENT_IN_REVIEW', workflow, now: AFTER }).subtitles[0]).toMatch(
          /will be reviewed by \d{1,2}\/\d{1,2}/,
        );
      }
    });

    it('needs the flight end for dated workflows', () => {
      expect(header({ state: 'CONTENT_IN_REVIEW', flightEnd: null }).title).toBe(
        'Something went wrong. Please reload the page.',
      );
      expect(
        header({ state: 'CONTENT_IN_REVIEW', workflow: 'CONTENT_PREAPPROVAL', flightEnd: null })
          .subtitles,
      ).toEqual(['Your content will be reviewed ASAP.']);
    });
  });

  it('tells the creator not to post while changes are reviewed, with a review date', () => {
    expect(header({ state: 'CONTENT_CHANGES_IN_REVIEW' })).toEqual({
      icon: 'pending',
      title: 'Your Changes are Being Reviewed.',
      subtitles: [
        'DO NOT POST to Instagram until your content is approved.',
        'Your content will be reviewed by 07/06.',
      ],
    });
  });

  describe('CONTENT_APPROVED_DO_DISTRIBUTE', () => {
    it('asks to post on the flight end date and warns about paid approval', () => {
      expect(header({ state: 'CONTENT_APPROVED_DO_DISTRIBUTE' })).toEqual({
        icon: 'success',
        title: 'Post Approved',
        subtitles: [
          'Please post your approved content on 07/04.',
          'Only approved content will be accepted and paid.',
        ],
      });
    });

    it("says 'Approved' without a campaign distribution", () => {
      const h = header({ state: 'CONTENT_APPROVED_DO_DISTRIBUTE', hasCampaignDistribution: false });
      expect(h.title).toBe('Approved');
    });

    it('says the post date was missed once it has passed', () => {
      const h = header({ state: 'CONTENT_APPROVED_DO_DISTRIBUTE', now: AFTER });
      expect(h.subtitles[0]).toBe('Post Date (07/04) missed. Post ASAP!');
    });

    it('does not call the posting day missed before its moment, and does after it (issue 31)', () => {
      const before = header({
        state: 'CONTENT_APPROVED_DO_DISTRIBUTE',
        now: at('2025-07-04T11:59:00Z'),
      });
      expect(before.subtitles[0]).toBe('Please post your approved content on 07/04.');
      const after = header({
        state: 'CONTENT_APPROVED_DO_DISTRIBUTE',
        now: at('2025-07-04T12:01:00Z'),
      });
      expect(after.subtitles[0]).toBe('Post Date (07/04) missed. Post ASAP!');
    });

    it('writes the date in the creator’s zone, as Up next does (issue 31: 7/4 against 07/03)', () => {
      const h = header({
        state: 'CONTENT_APPROVED_DO_DISTRIBUTE',
        flightEnd: unix('2025-07-04T03:30:00Z'), // 11:30 pm on 7/3 in New York
        timeZone: 'America/New_York',
      });
      expect(h.subtitles[0]).toBe('Please post your approved content on 07/03.');
    });

    it.each([[0], [null]])('leaves out the paid note when the payout is %s', (payoutAmount) => {
      const h = header({ state: 'CONTENT_APPROVED_DO_DISTRIBUTE', payoutAmount });
      expect(h.subtitles).not.toContain('Only approved content will be accepted and paid.');
    });
  });

  it.each<[ContentFunnelState, string, string[]]>([
    ['CONTENT_REJECTED', 'Sorry, your content has been rejected', []],
    [
      'CONTENT_CHANGES_REQUESTED',
      'Update Caption',
      ['DO NOT POST to Instagram until your content is approved.'],
    ],
    ['DISTRIBUTION_APPROVED', 'Post Approved', []],
    [
      'CONTENT_APPROVED_DO_NOT_DISTRIBUTE',
      'Great Job!',
      [
        'Your payment is being processed.',
        'Please do not post this content: the campaign has met its sponsored post threshold.',
      ],
    ],
    [
      'DISTRIBUTION_VERIFYING',
      'We are verifying your post',
      ['Please ensure your post is up for at least 14 days.'],
    ],
    ['CREATOR_NEEDS_TO_SUBMIT_A_MATCH', 'Select Your Instagram Post', []],
    ['POST_REJECTED', 'Changes Required', []],
    ['DISTRIBUTION_CHANGES_REQUESTED', 'Update Post Caption', []],
    ['PAID', 'Your payment has been processed', []],
  ])('shows %s as %s', (state, title, subtitles) => {
    const h = header({ state });
    expect(h.title).toBe(title);
    expect(h.subtitles).toEqual(subtitles);
  });

  it.each([[null], [undefined]])('reports missing status data (%s)', (input) => {
    expect(funnelHeader(input)).toEqual({
      icon: 'error',
      title: 'Something went wrong. Please reload the page.',
      subtitles: [],
    });
  });

  it('reports an unknown state as missing data', () => {
    expect(header({ state: 'SOMETHING_NEW' }).title).toBe(
      'Something went wrong. Please reload the page.',
    );
  });

  it('never answers with an empty title, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CONTENT_FUNNEL_STATES),
        fc.option(fc.string()),
        fc.option(fc.integer({ min: 0, max: 4_000_000_000 })),
        fc.boolean(),
        fc.option(fc.double({ noNaN: true })),
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        (state, workflow, flightEnd, hasCampaignDistribution, payoutAmount, nowMs) => {
          const h = funnelHeader({
            state,
            workflow,
            flightEnd,
            hasCampaignDistribution,
            payoutAmount,
            now: new Date(nowMs),
          });
          expect(h.title.length).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe('formatMonthDay', () => {
  it('formats M/D in UTC without leading zeros', () => {
    expect(formatMonthDay(unix('2025-01-05T23:30:00Z'))).toBe('1/5');
    expect(formatMonthDay(unix('2025-12-31T00:00:00Z'))).toBe('12/31');
  });
});

describe('dayRelation', () => {
  it('is past once the moment passed, today later the same day, future on a later day', () => {
    expect(dayRelation(FLIGHT_END, at('2025-07-04T00:00:00Z'))).toBe('today');
    expect(dayRelation(FLIGHT_END, at('2025-07-04T12:00:01Z'))).toBe('past');
    expect(dayRelation(FLIGHT_END, at('2025-07-05T00:00:00Z'))).toBe('past');
    expect(dayRelation(FLIGHT_END, at('2025-07-03T23:59:59Z'))).toBe('future');
    // In New York 7/4 noon UTC is 8 am on 7/4; at 11 pm on 7/3 there it is tomorrow.
    expect(dayRelation(FLIGHT_END, at('2025-07-04T03:00:00Z'), 'America/New_York')).toBe('future');
  });
});

describe('showApprovedBanner (decision 011)', () => {
  const notApproved: ContentFunnelState[] = [
    'CONTENT_IN_REVIEW',
    'CONTENT_REJECTED',
    'CONTENT_CHANGES_REQUESTED',
    'CONTENT_CHANGES_IN_REVIEW',
    'POST_REJECTED',
  ];
  it.each(notApproved)('is not on content in review, sent back or rejected: %s', (state) => {
    expect(showApprovedBanner(state)).toBe(false);
  });

  it.each(CONTENT_FUNNEL_STATES.filter((s) => !notApproved.includes(s)))(
    'shows on content the review approved: %s',
    (state) => {
      expect(showApprovedBanner(state)).toBe(true);
    },
  );
});

describe('commentSourcesShown', () => {
  it.each<[ContentFunnelState, string[]]>([
    ['CONTENT_REJECTED', ['OPS_REJECT', 'BRAND_CONTENT_APPROVAL']],
    ['CONTENT_CHANGES_REQUESTED', ['OPS_REQUEST_FIX']],
    ['POST_REJECTED', ['OPS_REQUEST_FIX', 'OPS_REJECT']],
    ['CONTENT_IN_REVIEW', []],
    ['DISTRIBUTION_CHANGES_REQUESTED', []],
    ['PAID', []],
  ])('in %s shows %j', (state, sources) => {
    expect(commentSourcesShown(state)).toEqual(sources);
  });
});

describe('creatorActionFor', () => {
  it.each<[ContentFunnelState, string]>([
    ['CONTENT_REJECTED', 'submit_more_content'],
    ['CONTENT_CHANGES_REQUESTED', 'edit_caption'],
    ['CONTENT_APPROVED_DO_DISTRIBUTE', 'copy_and_post'],
    ['CREATOR_NEEDS_TO_SUBMIT_A_MATCH', 'select_match'],
    ['POST_REJECTED', 'edit_post_on_instagram'],
    ['DISTRIBUTION_CHANGES_REQUESTED', 'edit_post_on_instagram'],
    ['CONTENT_IN_REVIEW', 'none'],
    ['CONTENT_CHANGES_IN_REVIEW', 'none'],
    ['DISTRIBUTION_VERIFYING', 'none'],
    ['DISTRIBUTION_APPROVED', 'none'],
    ['CONTENT_APPROVED_DO_NOT_DISTRIBUTE', 'none'],
    ['PAID', 'none'],
  ])('offers %s → %s', (state, action) => {
    expect(creatorActionFor(state)).toBe(action);
  });
});
