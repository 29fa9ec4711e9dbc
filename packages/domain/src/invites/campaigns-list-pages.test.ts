import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAMPAIGNS_LIST_PAGE_SIZE,
  campaignsListParts,
  listPage,
  showMoreLabel,
} from './campaigns-list-pages';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const PAGE = CAMPAIGNS_LIST_PAGE_SIZE;

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

describe('listPage', () => {
  it('gives the first page with the total and where the next starts', () => {
    const page = listPage(range(2 * PAGE + 5));
    expect(page.items).toEqual(range(PAGE));
    expect(page.total).toBe(2 * PAGE + 5);
    expect(page.nextOffset).toBe(PAGE);
  });

  it('has no next page on the last one', () => {
    expect(listPage(range(2 * PAGE + 2), 2 * PAGE)).toEqual({
      items: [2 * PAGE, 2 * PAGE + 1],
      total: 2 * PAGE + 2,
      nextOffset: null,
    });
    expect(listPage(range(PAGE)).nextOffset).toBeNull();
    expect(listPage([]).items).toEqual([]);
  });

  it('answers an empty last page past the end and reads odd offsets as whole numbers', () => {
    expect(listPage(range(5), 99)).toEqual({ items: [], total: 5, nextOffset: null });
    expect(listPage(range(PAGE), -3).items[0]).toBe(0);
    expect(listPage(range(PAGE), 2.7).items[0]).toBe(2);
  });

  it('walks every item once by following nextOffset', () => {
    fc.assert(
      fc.property(fc.nat(200), (n) => {
        const seen: number[] = [];
        let offset: number | null = 0;
        while (offset !== null) {
          const page: ReturnType<typeof listPage<number>> = listPage(range(n), offset);
          seen.push(...page.items);
          offset = page.nextOffset;
        }
        expect(seen).toEqual(range(n));
      }),
    );
  });
});

describe('showMoreLabel', () => {
  it('says how many cards the next page brings', () => {
    expect(showMoreLabel(2 * PAGE + 5, PAGE)).toBe(`Show ${PAGE} more`);
    expect(showMoreLabel(2 * PAGE + 5, 2 * PAGE)).toBe('Show 5 more');
  });
});
