import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  autoAssignFlight,
  canSubmitPostingWindow,
  isValidCampaignId,
  loadingProgress,
  orderFlights,
  postingWindowQuestion,
  REQUEST_FLOW_STEPS,
  type RequestFlowEvent,
  requestFlowReducer,
} from './request-flow';
import { CONTENT_WORKFLOWS } from './workflows';

const EVENTS: RequestFlowEvent[] = [
  { type: 'guidelines-accepted' },
  { type: 'flights-loaded' },
  { type: 'window-selected' },
];

describe('requestFlowReducer', () => {
  it.each([
    [0, 'guidelines-accepted', 1],
    [1, 'flights-loaded', 2],
    [2, 'window-selected', 3],
  ] as const)('moves from %s on %s to %s', (step, type, next) => {
    expect(requestFlowReducer(step, { type })).toBe(next);
  });

  it.each([
    [0, 'flights-loaded'],
    [0, 'window-selected'],
    [1, 'guidelines-accepted'],
    [1, 'window-selected'],
    [2, 'flights-loaded'],
    [3, 'window-selected'],
    [3, 'guidelines-accepted'],
  ] as const)('stays at %s on %s', (step, type) => {
    expect(requestFlowReducer(step, { type })).toBe(step);
  });

  it('never goes back, never skips a step and never passes 3', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...EVENTS)), (events) => {
        let step = REQUEST_FLOW_STEPS[0] as (typeof REQUEST_FLOW_STEPS)[number];
        for (const e of events) {
          const next = requestFlowReducer(step, e);
          expect(next - step === 0 || next - step === 1).toBe(true);
          expect(next).toBeLessThanOrEqual(3);
          step = next;
        }
      }),
    );
  });
});

describe('loadingProgress', () => {
  it.each([
    [0, 0],
    [99, 0],
    [100, 0.02],
    [2500, 0.5],
    [4999, 0.98],
    [5000, 1],
    [60_000, 1],
    [-5, 0],
    [Number.NaN, 0],
  ])('after %s ms is %s', (ms, progress) => expect(loadingProgress(ms)).toBeCloseTo(progress, 10));

  it('stays within 0 to 1 and never decreases', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 20_000 }), fc.nat(1000), (ms, more) => {
        const a = loadingProgress(ms);
        expect(a).toBeGreaterThanOrEqual(0);
        expect(a).toBeLessThanOrEqual(1);
        expect(loadingProgress(ms + more)).toBeGreaterThanOrEqual(a);
      }),
    );
  });
});

const f = (id: number, start: number) => ({ id, start_date_unix: start, pretty_range: `${id}` });

describe('orderFlights', () => {
  it('sorts regular flights by start date ascending and keeps the requested flight apart', () => {
    const requested = f(9, 50);
    const result = orderFlights({
      requested_invites_flight: requested,
      regular_flights: [f(1, 300), f(2, 100), f(3, 200)],
    });
    expect(result.requested).toBe(requested);
    expect(result.regular.map((x) => x.id)).toEqual([2, 3, 1]);
  });

  it('does not offer the requested flight twice', () => {
    const result = orderFlights({
      requested_invites_flight: f(2, 100),
      regular_flights: [f(1, 300), f(2, 100)],
    });
    expect(result.regular.map((x) => x.id)).toEqual([1]);
  });

  it('reads missing data as no flights', () => {
    expect(orderFlights({})).toEqual({ requested: null, regular: [] });
  });

  it('returns the regular flights sorted, same members, input untouched', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.nat(), start_date_unix: fc.integer() })),
        (flights) => {
          const copy = flights.map((x) => ({ ...x }));
          const { regular } = orderFlights({ regular_flights: flights });
          for (let i = 1; i < regular.length; i++) {
            expect(regular[i - 1]!.start_date_unix).toBeLessThanOrEqual(
              regular[i]!.start_date_unix,
            );
          }
          expect(regular.length).toBe(flights.length);
          expect(flights).toEqual(copy);
        },
      ),
    );
  });
});

describe('autoAssignFlight', () => {
  it('picks the regular flight with the smallest id, not the earliest', () => {
    expect(autoAssignFlight([f(7, 100), f(3, 900), f(5, 50)])?.id).toBe(3);
  });

  it('is null without regular flights', () => expect(autoAssignFlight([])).toBeNull());
});

describe('isValidCampaignId', () => {
  it.each([1, 42, 9_007_199_254_740_991])('accepts %s', (id) =>
    expect(isValidCampaignId(id)).toBe(true),
  );

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '12', null, undefined])(
    'refuses %s',
    (id) => expect(isValidCampaignId(id)).toBe(false),
  );
});

describe('canSubmitPostingWindow', () => {
  it.each([
    [null, false, false],
    [3, true, false],
    [3, false, true],
  ])('with window %s and submitting %s is %s', (selectedFlightId, submitting, ok) => {
    expect(canSubmitPostingWindow({ selectedFlightId, submitting })).toBe(ok);
  });
});

describe('postingWindowQuestion', () => {
  it('asks when to post', () => {
    expect(postingWindowQuestion({ campaign_content_workflow: 'PRODUCT', windowCount: 3 })).toBe(
      'Which dates would work best for you to post?',
    );
  });

  it('asks when to submit content for CONTENT_ONLY', () => {
    expect(
      postingWindowQuestion({ campaign_content_workflow: 'CONTENT_ONLY', windowCount: 2 }),
    ).toBe('Which dates would work best for you to submit content?');
  });

  it.each(CONTENT_WORKFLOWS)('states the single window for %s', (workflow) => {
    expect(postingWindowQuestion({ campaign_content_workflow: workflow, windowCount: 1 })).toBe(
      'Your posting window is',
    );
  });
});
