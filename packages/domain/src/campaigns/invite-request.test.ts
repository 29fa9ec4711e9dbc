import { describe, expect, it } from 'vitest';
import {
  InviteRequestInputSchema,
  inviteRequestProblems,
  prettyFlightRange,
  ShippingInfoSchema,
  shipsProduct,
  smartAnswerProblems,
  smartAnswersMatch,
} from './invite-request';

const utc = (iso: string) => Date.parse(iso) / 1000;
const questions = [
  { id: 'q1', question: 'Do you have a dog?', options: ['Yes', 'No'], accepted: ['Yes'] },
  { id: 'q2', question: 'Hair?', options: ['Curly', 'Straight'], accepted: ['Curly', 'Straight'] },
];

describe('prettyFlightRange', () => {
  it('reads month and day in UTC with the end year', () => {
    expect(prettyFlightRange(utc('2025-03-03T00:00:00Z'), utc('2025-03-17T23:00:00Z'))).toBe(
      'Mar 3 – Mar 17, 2025',
    );
  });
  it('adds the start year when the window crosses a year', () => {
    expect(prettyFlightRange(utc('2025-12-28T00:00:00Z'), utc('2026-01-10T00:00:00Z'))).toBe(
      'Dec 28, 2025 – Jan 10, 2026',
    );
  });
});

describe('smartAnswerProblems', () => {
  it('finds nothing wrong with one listed answer per question', () => {
    const answers = [
      { question_id: 'q1', answer: 'No' },
      { question_id: 'q2', answer: 'Curly' },
    ];
    expect(smartAnswerProblems(questions, answers)).toEqual({});
  });
  it('names unknown, unlisted, doubled and missing answers by field', () => {
    expect(
      smartAnswerProblems(questions, [
        { question_id: 'zz', answer: 'Yes' },
        { question_id: 'q1', answer: 'Maybe' },
        { question_id: 'q1', answer: 'Yes' },
      ]),
    ).toEqual({
      'answers.zz': 'This question is not asked by the campaign.',
      'answers.q1': 'This question is answered twice.',
      'answers.q2': 'Please answer this question.',
    });
  });
});

describe('smartAnswersMatch', () => {
  it('is true only when every answer is accepted', () => {
    const yes = { question_id: 'q1', answer: 'Yes' };
    const curly = { question_id: 'q2', answer: 'Curly' };
    expect(smartAnswersMatch(questions, [yes, curly])).toBe(true);
    expect(smartAnswersMatch(questions, [{ question_id: 'q1', answer: 'No' }, curly])).toBe(false);
  });
  it('has no verdict when the campaign asks no questions', () => {
    expect(smartAnswersMatch([], [])).toBeNull();
  });
});

describe('InviteRequestInputSchema', () => {
  it('needs positive campaign and flight ids and defaults the extras', () => {
    expect(InviteRequestInputSchema.safeParse({ campaign_id: 0, flight_id: 1 }).success).toBe(
      false,
    );
    expect(InviteRequestInputSchema.parse({ campaign_id: 3, flight_id: 4 })).toEqual({
      campaign_id: 3,
      flight_id: 4,
      smart_question_answers: [],
      shipping_info: null,
    });
  });
  it('refuses shipping info with a blank field', () => {
    const result = ShippingInfoSchema.safeParse({
      full_name: ' ',
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip_code: '78701',
      country: 'US',
    });
    expect(result.success).toBe(false);
  });
});

describe('inviteRequestProblems: required means required (issue 31)', () => {
  const ok = {
    match: true as boolean | null,
    flightId: 3 as number | null,
    autoAssign: false,
    shipsProduct: true,
    hasShippingInfo: true,
  };

  it('files a complete request', () => {
    expect(inviteRequestProblems(ok)).toEqual({});
    expect(inviteRequestProblems({ ...ok, match: null })).toEqual({});
  });

  it('asks for a window unless the campaign assigns one', () => {
    expect(inviteRequestProblems({ ...ok, flightId: null })).toEqual({
      flight_id: 'Please choose one of the posting windows.',
    });
    expect(inviteRequestProblems({ ...ok, flightId: null, autoAssign: true })).toEqual({});
  });

  it('asks where to ship a product, and only when one ships', () => {
    expect(inviteRequestProblems({ ...ok, hasShippingInfo: false })).toEqual({
      shipping_info: 'Please tell us where to ship the product.',
    });
    expect(inviteRequestProblems({ ...ok, shipsProduct: false, hasShippingInfo: false })).toEqual(
      {},
    );
  });

  it('files a request whose answers disqualify without dates or address', () => {
    expect(
      inviteRequestProblems({ ...ok, match: false, flightId: null, hasShippingInfo: false }),
    ).toEqual({});
  });

  it.each([
    ['PRODUCT_AND_PAYMENT', true],
    ['PRODUCT', true],
    ['PAYMENT', false],
    ['PAYMENT_CREATOR_BUYS_PRODUCT', false],
  ] as const)('%s ships a product: %s', (type, ships) => {
    expect(shipsProduct(type)).toBe(ships);
  });
});
