import { describe, expect, it } from 'vitest';
import { AppError, type ErrorCode } from '../errors/app-error';
import {
  assertCampaignAccess,
  canManageCampaign,
  canReadCampaign,
  canUseStudio,
  managesCampaigns,
  type StudioActor,
  studioBrandScope,
} from './studio-policy';

const ops: StudioActor = { id: 1, type: 'ops' };
const admin: StudioActor = { id: 2, type: 'brand', brandId: 10, brandRole: 'admin' };
const reviewer: StudioActor = { id: 3, type: 'brand', brandId: 10, brandRole: 'reviewer' };
const roleless: StudioActor = { id: 4, type: 'brand', brandId: 10 };
const otherBrand: StudioActor = { id: 5, type: 'brand', brandId: 11, brandRole: 'admin' };
const creator: StudioActor = { id: 6, type: 'influencer' };

const codeOf = (fn: () => void): ErrorCode | 'none' => {
  try {
    fn();
    return 'none';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
};

describe('studio policy: ops for any brand, brand admins for their own', () => {
  it.each<[string, StudioActor | null, boolean, boolean, boolean]>([
    ['ops', ops, true, true, true],
    ['a brand admin', admin, true, true, true],
    ['a brand reviewer (reads, never writes)', reviewer, true, true, false],
    ['a brand user without a role (reviews only)', roleless, true, true, false],
    ['another brand’s admin', otherBrand, true, false, false],
    ['a creator', creator, false, false, false],
    ['nobody', null, false, false, false],
  ])('%s: studio %s, read %s, manage %s', (_who, actor, studio, read, manage) => {
    expect(canUseStudio(actor)).toBe(studio);
    expect(canReadCampaign(actor, 10)).toBe(read);
    expect(canManageCampaign(actor, 10)).toBe(manage);
  });

  it('manages campaigns at all: ops and any brand’s admin; never a reviewer, a role-less brand user or a creator', () => {
    expect([ops, admin, otherBrand].map(managesCampaigns)).toEqual([true, true, true]);
    expect([reviewer, roleless, creator, null].map(managesCampaigns)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it.each<[string, StudioActor | null, boolean, ErrorCode | 'none']>([
    ['nobody', null, false, 'unauthenticated'],
    ['a creator', creator, false, 'forbidden'],
    ['another brand (no probing)', otherBrand, false, 'not_found'],
    ['a reviewer writing', reviewer, true, 'forbidden'],
    ['a reviewer reading', reviewer, false, 'none'],
    ['ops writing', ops, true, 'none'],
  ])('assertCampaignAccess: %s → %s', (_who, actor, write, code) => {
    expect(codeOf(() => assertCampaignAccess(actor, 10, write))).toBe(code);
  });

  it('a brand user’s lists are always their own brand; ops filter as they like', () => {
    expect(studioBrandScope(admin, 11)).toBe(10);
    expect(studioBrandScope(ops, 11)).toBe(11);
    expect(studioBrandScope(ops)).toBeNull();
  });
});
