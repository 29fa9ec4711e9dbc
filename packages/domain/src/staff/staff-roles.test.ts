import { describe, expect, it } from 'vitest';
import { AppError, type ErrorCode } from '../errors/app-error';
import {
  assertCanManageBrands,
  assertCanManageStaff,
  auditScopeOf,
  canInviteCreator,
  canManageBrands,
  canManageStaff,
  type StaffActor,
  type StaffRole,
  staffRoleLabel,
  staffRoleOf,
} from './staff-roles';

const ops: StaffActor = { id: 1, type: 'ops', brandId: null, brandRole: null };
const adminA: StaffActor = { id: 2, type: 'brand', brandId: 10, brandRole: 'admin' };
const reviewerA: StaffActor = { id: 3, type: 'brand', brandId: 10, brandRole: 'reviewer' };
const adminB: StaffActor = { id: 4, type: 'brand', brandId: 20, brandRole: 'admin' };
const creator: StaffActor = { id: 5, type: 'influencer', brandId: null, brandRole: null };

const opsRole: StaffRole = { kind: 'ops' };
const reviewerOfA: StaffRole = { kind: 'brand', brandId: 10, brandRole: 'reviewer' };
const adminOfA: StaffRole = { kind: 'brand', brandId: 10, brandRole: 'admin' };

function codeOf(fn: () => void): ErrorCode | 'none' {
  try {
    fn();
    return 'none';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

describe('staffRoleOf', () => {
  it('reads ops, a brand role for one brand, or nothing for creators', () => {
    expect(staffRoleOf(ops)).toEqual({ kind: 'ops' });
    expect(staffRoleOf(adminA)).toEqual({ kind: 'brand', brandId: 10, brandRole: 'admin' });
    expect(staffRoleOf(creator)).toBeNull();
  });

  it('treats a brand user made before brand roles as a reviewer', () => {
    expect(staffRoleOf({ ...reviewerA, brandRole: null })).toEqual(reviewerOfA);
  });

  it('names each role for people', () => {
    expect([opsRole, adminOfA, reviewerOfA].map(staffRoleLabel)).toEqual([
      'Ops',
      'Brand admin',
      'Brand reviewer',
    ]);
  });
});

describe('canManageStaff: ops invite anyone, a brand admin their own brand only, a reviewer no one', () => {
  it.each<[string, StaffActor, StaffRole, boolean]>([
    ['ops → ops', ops, opsRole, true],
    ['ops → reviewer of A', ops, reviewerOfA, true],
    ['admin of A → reviewer of A', adminA, reviewerOfA, true],
    ['admin of A → admin of A', adminA, adminOfA, true],
    ['admin of A → ops', adminA, opsRole, false],
    ['admin of B → reviewer of A', adminB, reviewerOfA, false],
    ['reviewer of A → reviewer of A', reviewerA, reviewerOfA, false],
    ['creator → reviewer of A', creator, reviewerOfA, false],
  ])('%s: %s', (_name, actor, role, allowed) => {
    expect(canManageStaff(actor, role)).toBe(allowed);
  });
});

describe('assertCanManageStaff', () => {
  it.each<[string, StaffActor, StaffRole, ErrorCode | 'none']>([
    ['ops', ops, reviewerOfA, 'none'],
    ['admin of A', adminA, reviewerOfA, 'none'],
    ['admin of B on brand A (no probing)', adminB, reviewerOfA, 'not_found'],
    ['admin of A making ops', adminA, opsRole, 'forbidden'],
    ['a reviewer', reviewerA, reviewerOfA, 'forbidden'],
    ['a creator', creator, reviewerOfA, 'forbidden'],
  ])('%s → %s', (_name, actor, role, code) => {
    expect(codeOf(() => assertCanManageStaff(actor, role))).toBe(code);
  });
});

describe('brands and the audit log', () => {
  it('lets only ops manage brands', () => {
    expect([ops, adminA, reviewerA, creator].map(canManageBrands)).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(codeOf(() => assertCanManageBrands(adminA))).toBe('forbidden');
    expect(codeOf(() => assertCanManageBrands(creator))).toBe('forbidden');
  });

  it('lets ops read the whole log, brand admins their brand, others nothing', () => {
    expect(auditScopeOf(ops)).toEqual({ all: true });
    expect(auditScopeOf(adminA)).toEqual({ brandId: 10 });
    expect(auditScopeOf(reviewerA)).toBeNull();
    expect(auditScopeOf(creator)).toBeNull();
  });
});

describe('canInviteCreator', () => {
  it('lets ops invite anyone, a brand admin only to their own campaign', () => {
    expect(canInviteCreator(ops, null)).toBe(true);
    expect(canInviteCreator(ops, 20)).toBe(true);
    expect(canInviteCreator(adminA, 10)).toBe(true);
    expect(canInviteCreator(adminA, null)).toBe(false);
    expect(canInviteCreator(adminA, 20)).toBe(false);
    expect(canInviteCreator(reviewerA, 10)).toBe(false);
    expect(canInviteCreator(creator, null)).toBe(false);
  });
});
