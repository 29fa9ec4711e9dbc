import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAMPAIGNS_LIST_PAGE_SIZES,
  CAMPAIGNS_LIST_PARTS,
  campaignsListParts,
  listPage,
  RECENTLY_ENDED,
  recentlyEndedCampaigns,
  showMoreLabel,
} from './campaigns-list-pages';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const DAY = 86_400;

describe('campaignsListParts', () => {
  it('lists Active Campaigns as active, full, rejected then failed-questions cards', () => {
    const parts = campaignsListParts({
      active: ['a1', 'a2'],
      full: ['f'],
      rejected: ['r'],
      failedQuestions: ['q'],
      past: ['p1', 'p2'],
    });
    expect(parts.current).toEqual(['a1', 'a2', 'f', 'r', 'q']);
    expect(parts.past).toEqual(['p1', 'p2']);
  });
});

describe.each(CAMPAIGNS_LIST_PARTS)('listPage (%s)', (part) => {
  const PAGE = CAMPAIGNS_LIST_PAGE_SIZES[part];

  it('gives the first page with the total and where the next starts', () => {
    const page = listPage(part, range(2 * PAGE + 5));
    expect(page.items).toEqual(range(PAGE));
    expect(page.total).toBe(2 * PAGE + 5);
    expect(page.nextOffset).toBe(PAGE);
  });

  it('has no next page on the last one', () => {
    expect(listPage(part, range(2 * PAGE + 2), 2 * PAGE)).toEqual({
      items: [2 * PAGE, 2 * PAGE + 1],
      total: 2 * PAGE + 2,
      nextOffset: null,
    });
    expect(listPage(part, range(PAGE)).nextOffset).toBeNull();
    expect(listPage(part, []).items).toEqual([]);
  });

  it('answers an empty last page past the end and reads odd offsets as whole numbers', () => {
    expect(listPage(part, range(5), 99)).toEqual({ items: [], total: 5, nextOffset: null });
    expect(listPage(part, range(PAGE), -3).items[0]).toBe(0);
    expect(listPage(part, range(PAGE), 2.7).items[0]).toBe(2);
  });

  it('walks every item once by following nextOffset', () => {
    fc.assert(
      fc.property(fc.nat(200), (n) => {
        const seen: number[] = [];
        let offset: number | null = 0;
        while (offset !== null) {
          const page: ReturnType<typeof listPage<number>> = listPage(part, range(n), offset);
          seen.push(...page.items);
          offset = page.nextOffset;
        }
        expect(seen).toEqual(range(n));
      }),
    );
  });

  it('labels Show more with how many cards the next page brings', () => {
    expect(showMoreLabel(part, 2 * PAGE + 5, PAGE)).toBe(`Show ${PAGE} more`);
    expect(showMoreLabel(part, 2 * PAGE + 5, 2 * PAGE)).toBe('Show 5 more');
  });
});

describe('the page sizes', () => {
  it('holds thirty current cards and ten past ones first', () => {
    expect(CAMPAIGNS_LIST_PAGE_SIZES).toEqual({ current: 30, past: 10 });
  });
});

describe('recentlyEndedCampaigns', () => {
  const NOW = 1_000 * DAY;
  const ended = (daysAgo: number) => ({ endedAt: NOW - daysAgo * DAY });

  it('keeps the campaigns ended within the last 30 days, in the order given', () => {
    const list = [ended(1), ended(30), ended(31), ended(90)];
    expect(recentlyEndedCampaigns(list, NOW)).toEqual([ended(1), ended(30)]);
  });

  it('lists ten at most', () => {
    const list = range(15).map((i) => ended(i));
    expect(recentlyEndedCampaigns(list, NOW)).toEqual(list.slice(0, RECENTLY_ENDED.shown));
    expect(RECENTLY_ENDED.shown).toBe(10);
  });
});
