import { AppError } from '../errors/app-error';
import type { Actor, ActorId } from '../policies';
import type { BrandRole } from '../staff/staff-roles';

/**
 * Who may do what in the campaign studio (issue 29): ops for any brand; a brand admin for their own
 * brand; a brand reviewer reads their brand's campaigns and boards but writes nothing; a creator
 * reaches nothing. Another brand's campaign answers 'not_found', so brands cannot probe each other.
 */

/** The signed-in user with their brand role as the database has it (the accounts issue). */
export type StudioActor = Actor & { brandRole?: BrandRole | null };

const sameId = (a: ActorId | null | undefined, b: ActorId | null | undefined) =>
  a != null && b != null && String(a) === String(b);

/** Only a brand admin manages their brand's campaigns; a brand user without a role reviews. */
const isBrandAdmin = (actor: StudioActor) => actor.type === 'brand' && actor.brandRole === 'admin';

/** Whether the actor may read the studio at all (campaign lists, boards, the directory). */
export function canUseStudio(actor: StudioActor | null | undefined): boolean {
  if (actor?.type === 'ops') return true;
  return actor?.type === 'brand' && actor.brandId != null;
}

/** Whether the actor may read a campaign of `brandId` (its draft, board and invites). */
export function canReadCampaign(actor: StudioActor | null | undefined, brandId: ActorId): boolean {
  if (actor?.type === 'ops') return true;
  return actor?.type === 'brand' && sameId(actor.brandId, brandId);
}

/** Whether the actor may write, publish, close a campaign of `brandId` and invite to it. */
export function canManageCampaign(
  actor: StudioActor | null | undefined,
  brandId: ActorId,
): boolean {
  if (actor?.type === 'ops') return true;
  return !!actor && isBrandAdmin(actor) && sameId(actor.brandId, brandId);
}

/**
 * Whether the actor manages campaigns at all: ops, or a brand admin (their own brand's). A brand
 * reviewer reads campaigns, boards and the directory but changes and invites nothing, so the
 * console shows them no such action (issues 28 and 29).
 */
export function managesCampaigns(actor: StudioActor | null | undefined): boolean {
  if (actor?.type === 'ops') return true;
  return !!actor && isBrandAdmin(actor) && actor.brandId != null;
}

/** canUseStudio, or throws 'unauthenticated' (nobody) or 'forbidden' (a creator, a brandless user). */
export function assertCanUseStudio(
  actor: StudioActor | null | undefined,
): asserts actor is StudioActor {
  if (!actor) throw new AppError('unauthenticated', 'Please sign in to continue.');
  if (!canUseStudio(actor)) {
    throw new AppError('forbidden', 'The campaign studio is for ops and brand staff.');
  }
}

/**
 * canReadCampaign / canManageCampaign (`write`), or throws: 'not_found' for another brand's
 * campaign (no probing), 'forbidden' for a reviewer writing their own brand's campaign.
 */
export function assertCampaignAccess(
  actor: StudioActor | null | undefined,
  brandId: ActorId,
  write: boolean,
): asserts actor is StudioActor {
  assertCanUseStudio(actor);
  if (!canReadCampaign(actor, brandId))
    throw new AppError('not_found', 'The campaign was not found.');
  if (write && !canManageCampaign(actor, brandId)) {
    throw new AppError('forbidden', "Only ops and the brand's admins may change campaigns.");
  }
}

/**
 * The brand a list is limited to: a brand user always sees their own brand only; ops see every
 * brand or the one they filter on.
 */
export function studioBrandScope(actor: StudioActor, requested?: number | null): number | null {
  if (actor.type === 'brand') return Number(actor.brandId);
  return requested ?? null;
}
