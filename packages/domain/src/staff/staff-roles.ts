import { AppError } from '../errors/app-error';

/**
 * Issue 28: the people who run the marketplace. A staff user is ops (every brand) or holds one
 * brand role for one brand: a brand admin manages the brand's team and campaigns, a brand
 * reviewer reviews. `users.type` stays 'ops' or 'brand'; the brand role is its own column.
 */
export const BRAND_ROLES = ['admin', 'reviewer'] as const;
export type BrandRole = (typeof BRAND_ROLES)[number];

/** What a staff invitation (or a user) is: ops, or a brand role for one brand. */
export type StaffRole = { kind: 'ops' } | { kind: 'brand'; brandId: number; brandRole: BrandRole };

/** The signed-in user as staff rules see them, read from the database (not from the token). */
export interface StaffActor {
  id: number;
  type: 'influencer' | 'brand' | 'ops';
  brandId: number | null;
  brandRole: BrandRole | null;
}

/** The console's names for the roles (lists, e-mails, the audit log). */
export const STAFF_ROLE_LABELS = {
  ops: 'Ops',
  admin: 'Brand admin',
  reviewer: 'Brand reviewer',
} as const;

export function staffRoleLabel(role: StaffRole): string {
  return role.kind === 'ops' ? STAFF_ROLE_LABELS.ops : STAFF_ROLE_LABELS[role.brandRole];
}

/** The actor's own role, or null for creators and brand users without a brand. */
export function staffRoleOf(actor: StaffActor): StaffRole | null {
  if (actor.type === 'ops') return { kind: 'ops' };
  if (actor.type === 'brand' && actor.brandId != null) {
    return { kind: 'brand', brandId: actor.brandId, brandRole: actor.brandRole ?? 'reviewer' };
  }
  return null;
}

const isOps = (actor: StaffActor) => actor.type === 'ops';
const isAdminOf = (actor: StaffActor, brandId: number) =>
  actor.type === 'brand' && actor.brandRole === 'admin' && actor.brandId === brandId;

/** Only ops create, edit and archive brands; every staff user may read the brands they work for. */
export function canManageBrands(actor: StaffActor): boolean {
  return isOps(actor);
}

/**
 * Who may invite, resend, revoke, deactivate or change the role of a staff member holding `role`:
 * ops anyone; a brand admin only their own brand's admins and reviewers; a reviewer no one.
 */
export function canManageStaff(actor: StaffActor, role: StaffRole): boolean {
  if (isOps(actor)) return true;
  return role.kind === 'brand' && isAdminOf(actor, role.brandId);
}

/** Whose staff list the actor reads: everyone's (ops), one brand's (its admins), or none. */
export function staffScopeOf(actor: StaffActor): { all: true } | { brandId: number } | null {
  if (isOps(actor)) return { all: true };
  if (actor.type === 'brand' && actor.brandId != null && actor.brandRole === 'admin') {
    return { brandId: actor.brandId };
  }
  return null;
}

/**
 * Which audit entries the actor reads: every entry (ops), their brand's (brand admins), or none
 * (reviewers, creators). Entries carry the brand they concern; ops-wide entries carry none.
 */
export const auditScopeOf = staffScopeOf;

/**
 * Who may invite a person to join as a creator: ops, with or without a campaign; a brand admin
 * only with one of their own brand's campaigns attached (the campaign studio's invite by e-mail).
 */
export function canInviteCreator(actor: StaffActor, campaignBrandId: number | null): boolean {
  if (isOps(actor)) return true;
  return campaignBrandId != null && isAdminOf(actor, campaignBrandId);
}

/** A console user: ops or a brand user with a brand. Creators get 'forbidden'. */
export function assertStaff(actor: StaffActor): void {
  if (staffRoleOf(actor) === null) {
    throw new AppError('forbidden', 'Only ops and brand staff may use the console.');
  }
}

/**
 * canManageStaff, or throws: 'not_found' when a brand user names another brand (brands cannot
 * probe each other), 'forbidden' otherwise (reviewers, creators, a brand admin naming ops).
 */
export function assertCanManageStaff(actor: StaffActor, role: StaffRole): void {
  assertStaff(actor);
  if (canManageStaff(actor, role)) return;
  if (
    actor.type === 'brand' &&
    actor.brandRole === 'admin' &&
    role.kind === 'brand' &&
    role.brandId !== actor.brandId
  ) {
    throw new AppError('not_found', 'The brand was not found.');
  }
  throw new AppError(
    'forbidden',
    actor.type === 'brand' && actor.brandRole === 'admin'
      ? "Brand admins manage their own brand's team only."
      : 'Only ops and brand admins may manage staff.',
  );
}

/** canManageBrands, or throws 'forbidden'. */
export function assertCanManageBrands(actor: StaffActor): void {
  assertStaff(actor);
  if (!canManageBrands(actor)) throw new AppError('forbidden', 'Only ops may manage brands.');
}
