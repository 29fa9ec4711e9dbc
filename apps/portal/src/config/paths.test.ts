import { describe, expect, it } from 'vitest';
import { paths, safeReturnTo } from './paths';

describe('safeReturnTo', () => {
  // The guard's cases are the kit's (navigation/return-to.test.ts); here, the portal's area.
  it.each([
    ['/creator/dashboard/profile?panel=social', '/creator/dashboard/profile?panel=social'],
    ['/app/login', '/creator/dashboard/campaigns'],
    ['/\\evil.example/creator', '/creator/dashboard/campaigns'],
  ])('turns %s into %s', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });
});

describe('paths', () => {
  it('builds links with encoded query values', () => {
    expect(paths.app.login.getHref('/creator/terms?a=1')).toBe(
      '/app/login?returnTo=%2Fcreator%2Fterms%3Fa%3D1',
    );
    expect(paths.creator.connectAccount.getHref('instagram')).toBe(
      '/creator/connect-account?platform=instagram',
    );
    expect(paths.creator.onboarding.inviteGuidelines.getHref(7)).toBe(
      '/creator/onboarding/invite/7/guidelines',
    );
  });
});
