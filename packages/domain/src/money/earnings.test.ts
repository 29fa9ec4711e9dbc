import { describe, expect, it } from 'vitest';
import { type EarningsPayout, earningsCsv, earningsTotals, yearOf } from './earnings';

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
    created_at: Date.parse('2026-03-01T12:00:00Z') / 1000,
    paid_at: Date.parse('2026-03-20T12:00:00Z') / 1000,
    reference: 'content-9',
  };

  it('writes a header and one quoted, spreadsheet-safe row per payout', () => {
    expect(earningsCsv([payout])).toBe(
      'Created,Campaign,Brand,Amount (USD),State,Paid on,Reference\r\n' +
        `2026-03-01,"Glow, ""Summer"" edition","'=HYPERLINK(""x"")",150.50,paid,2026-03-20,content-9\r\n`,
    );
  });

  it('leaves the paid date empty for a payout not paid yet', () => {
    expect(
      earningsCsv([{ ...payout, paid_at: null, campaign: { name: 'A', brand: 'B' } }]),
    ).toContain(',150.50,paid,,content-9');
  });
});

describe('yearOf', () => {
  it('reads the year in UTC', () =>
    expect(yearOf(Date.parse('2026-12-31T23:00:00Z') / 1000)).toBe(2026));
});
