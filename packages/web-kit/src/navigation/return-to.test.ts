import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  describe("in the portal's area (/creator)", () => {
    const portal = { area: '/creator', fallback: '/creator/dashboard/campaigns' };
    it.each([
      ['/creator/dashboard/profile?panel=social', '/creator/dashboard/profile?panel=social'],
      ['/creator', '/creator'],
      ['/creator#top', '/creator#top'],
      [null, '/creator/dashboard/campaigns'],
      ['', '/creator/dashboard/campaigns'],
      ['https://evil.example/creator', '/creator/dashboard/campaigns'],
      ['//evil.example/creator', '/creator/dashboard/campaigns'],
      ['/\\evil.example/creator', '/creator/dashboard/campaigns'],
      ['/creator\\@evil.example', '/creator/dashboard/campaigns'],
      ['/app/login', '/creator/dashboard/campaigns'],
      ['/creatorx', '/creator/dashboard/campaigns'],
    ])('turns %s into %s', (input, expected) => {
      expect(safeReturnTo(input, portal)).toBe(expected);
    });
  });

  describe("in the console's area (any path below its basename)", () => {
    const staff = { area: '/', fallback: '/' };
    it.each([
      ['/content/12?x=1', '/content/12?x=1'],
      ['/payouts', '/payouts'],
      [undefined, '/'],
      ['content/12', '/'],
      ['//evil.example', '/'],
      ['/\\evil.example', '/'],
      ['/\\/evil.example', '/'],
      ['https://evil.example/', '/'],
      ['javascript:alert(1)', '/'],
    ])('turns %s into %s', (input, expected) => {
      expect(safeReturnTo(input, staff)).toBe(expected);
    });
  });
});
