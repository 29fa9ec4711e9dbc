import { describe, expect, it } from 'vitest';
import {
  type EarningsPayout,
  earningsCsv,
  earningsOfYear,
  earningsTotals,
  earningsYearOf,
  inReviewCentsOf,
  payoutReference,
  yearOf,
} from './earnings';

describe('earningsTotals (issue 14)', () => {
  it('adds up to the sum of the payout rows, by where each stands', () => {
    const totals = earningsTotals(
      [
        { state: 'paid', amount_cents: 15_000 },
        { state: 'paid', amount_cents: 5_050 },
        { state: 'owed', amount_cents: 7_500 },
        { state: 'sent', amount_cents: 2_500 },
        { state: 'unclaimed', amount_cents: 1_000 },
        { state: 'failed', amount_cents: 4_000 },
      ],
      9_000,
    );
    expect(totals).toEqual({
      earned_cents: 35_050,
      in_review_cents: 9_000,
      owed_cents: 11_500, // failed money is still owed
      on_its_way_cents: 3_500, // unclaimed money waits in PayPal
      paid_cents: 20_050,
    });
    expect(totals.owed_cents + totals.on_its_way_cents + totals.paid_cents).toBe(
      totals.earned_cents,
    );
  });

  it('is all zero for a newcomer', () => {
    expect(earningsTotals([], 0).earned_cents).toBe(0);
  });
});

describe('earningsCsv', () => {
  const payout: EarningsPayout = {
    id: 1,
    media_id: 2,
    campaign: { name: 'Glow, "Summer" edition', brand: '=HYPERLINK("x")' },
    amount_cents: 15_050,
    state: 'paid',
    reason: null,
    created_at: Date.parse('2026-03-01T12:00:00Z') / 1000,
    paid_at: Date.parse('2026-03-20T12:00:00Z') / 1000,
    reference: 'content-9',
  };

  it('writes a header and one quoted, spreadsheet-safe row per payout', () => {
    expect(earningsCsv([payout])).toBe(
      'Created,Campaign,Brand,Amount (USD),State,Paid on,Reference\r\n' +
        `2026-03-01,"Glow, ""Summer"" edition","'=HYPERLINK(""x"")",150.50,Paid,2026-03-20,content-9\r\n`,
    );
  });

  it('leaves the paid date empty for a payout not paid yet', () => {
    expect(
      earningsCsv([{ ...payout, paid_at: null, campaign: { name: 'A', brand: 'B' } }]),
    ).toContain(',150.50,Paid,,content-9');
  });

  it('says each state in the page’s words (issue 31: not "owed" where the page says otherwise)', () => {
    const owed = earningsCsv([{ ...payout, state: 'owed', paid_at: null }]);
    expect(owed).toContain(',150.50,Payment being prepared,,');
    expect(owed).not.toContain(',owed,');
  });
});

describe('yearOf', () => {
  it('reads the year in UTC', () =>
    expect(yearOf(Date.parse('2026-12-31T23:00:00Z') / 1000)).toBe(2026));
});

describe('the year filter counts money by when it was paid (issue 31)', () => {
  const y = (iso: string) => Date.parse(iso) / 1000;
  const now = y('2027-02-01T12:00:00Z');
  const created2026paid2027 = {
    id: 1,
    state: 'paid' as const,
    created_at: y('2026-12-20T12:00:00Z'),
    paid_at: y('2027-01-03T12:00:00Z'),
  };
  const owedFrom2026 = {
    id: 2,
    state: 'owed' as const,
    created_at: y('2026-11-02T12:00:00Z'),
    paid_at: null,
  };
  const paid2026 = {
    id: 3,
    state: 'paid' as const,
    created_at: y('2026-03-02T12:00:00Z'),
    paid_at: y('2026-03-09T12:00:00Z'),
  };

  it('puts a payout in the year it was paid, and money still to come in the current year', () => {
    expect(earningsYearOf(created2026paid2027, now)).toBe(2027);
    expect(earningsYearOf(owedFrom2026, now)).toBe(2027);
    expect(earningsYearOf(paid2026, now)).toBe(2026);
  });

  it('filters and lists the years by that rule', () => {
    const all = [created2026paid2027, owedFrom2026, paid2026];
    expect(earningsOfYear(all, 2027, now).shown.map((p) => p.id)).toEqual([1, 2]);
    expect(earningsOfYear(all, 2026, now).shown.map((p) => p.id)).toEqual([3]);
    expect(earningsOfYear(all, undefined, now)).toEqual({ shown: all, years: [2027, 2026] });
  });
});

describe('inReviewCentsOf and payoutReference', () => {
  it('adds the views whose money is in review, once per invite', () => {
    const view = (state: string, amountCents: number) => ({ money: { state, amountCents } });
    expect(
      inReviewCentsOf([view('in_review', 15_000), view('owed', 5_000), view('in_review', 2_500)]),
    ).toBe(17_500);
  });

  it('is fixed by the payout id: the same whatever the payout goes through', () => {
    expect(payoutReference(42)).toBe('PO-000042');
    expect(payoutReference(1_234_567)).toBe('PO-1234567');
  });
});
