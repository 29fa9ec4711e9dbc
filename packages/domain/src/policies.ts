import type { ContentActor } from './content/transitions';
import { AppError } from './errors/app-error';

/** Spec part 1 section 6: user types. Only 'influencer' (creator) uses the creator portal. */
export type ActorType = 'influencer' | 'brand' | 'ops';
export type ActorId = string | number;

/** The signed-in user as the server knows them; brand users carry the brand they act for. */
export interface Actor {
  id: ActorId;
  type: ActorType;
  brandId?: ActorId | null;
}

const sameId = (a: ActorId | null | undefined, b: ActorId | null | undefined) =>
  a != null && b != null && String(a) === String(b);

/** Spec part 1 section 6: 'Only the influencer (creator) user type may use the app'. */
export function canUsePortal(actor: Actor | null | undefined): boolean {
  return actor?.type === 'influencer';
}

/**
 * Spec part 1 section 6 and part 2 section 6: a creator sees only their own invites, content,
 * profile and analytics. Ops (the provider, holding review powers) may read any of them; brand
 * users never read creator-owned records directly (they see content through canReviewContent).
 */
export function canReadOwned(actor: Actor | null | undefined, ownerId: ActorId): boolean {
  if (actor?.type === 'ops') return true;
  return actor?.type === 'influencer' && sameId(actor.id, ownerId);
}

/** Spec part 1 section 6: only the creator changes their own records; ops reads but does not write them. */
export function canChangeOwned(actor: Actor | null | undefined, ownerId: ActorId): boolean {
  return actor?.type === 'influencer' && sameId(actor.id, ownerId);
}

/**
 * Spec part 2 sections 1 and 3 (brand and ops review content; rules ours): ops may review any
 * campaign's content, a brand user only their own brand's campaigns, a creator never.
 */
export function canReviewContent(
  actor: Actor | null | undefined,
  campaignBrandId: ActorId | null | undefined,
): boolean {
  if (actor?.type === 'ops') return true;
  return actor?.type === 'brand' && sameId(actor.brandId, campaignBrandId);
}

/**
 * Issue 28 (decision 535): a creator's e-mail address and phone number are for ops. Brand users
 * review content and decide on requests by the creator's name, handles and work; nothing a brand
 * does in the product needs to reach a creator outside it (shipping uses the invite's shipping
 * details, which the creator gives for that campaign).
 */
export function canSeeCreatorContact(actor: Actor | null | undefined): boolean {
  return actor?.type === 'ops';
}

/** The actor's role in the content transition table (content/transitions.ts). */
export function contentActorOf(actor: Actor): ContentActor {
  return actor.type === 'influencer' ? 'creator' : actor.type;
}

/** Throws AppError 'unauthenticated' when nobody is signed in. */
export function assertAuthenticated(actor: Actor | null | undefined): asserts actor is Actor {
  if (!actor) throw new AppError('unauthenticated', 'Please log in.');
}

/** canUsePortal, or throws 'unauthenticated' (nobody signed in) or 'forbidden' (not a creator). */
export function assertCanUsePortal(actor: Actor | null | undefined): asserts actor is Actor {
  assertAuthenticated(actor);
  if (!canUsePortal(actor)) {
    throw new AppError('forbidden', 'Only creators may use the creator portal.');
  }
}

const notFound = (resource: string) => new AppError('not_found', `The ${resource} was not found.`);

/**
 * canReadOwned, or throws. Another creator's record answers 'not_found', the same as a missing
 * one, so ids cannot be probed; a brand user gets 'forbidden'; nobody signed in 'unauthenticated'.
 */
export function assertCanReadOwned(
  actor: Actor | null | undefined,
  ownerId: ActorId,
  resource = 'record',
): asserts actor is Actor {
  assertAuthenticated(actor);
  if (canReadOwned(actor, ownerId)) return;
  if (actor.type === 'influencer') throw notFound(resource);
  throw new AppError('forbidden', `You may not read this ${resource}.`);
}

/**
 * canChangeOwned, or throws: 'not_found' for another creator's record (no probing), 'forbidden'
 * for ops (read-only) and brand users, 'unauthenticated' for nobody.
 */
export function assertCanChangeOwned(
  actor: Actor | null | undefined,
  ownerId: ActorId,
  resource = 'record',
): asserts actor is Actor {
  assertAuthenticated(actor);
  if (canChangeOwned(actor, ownerId)) return;
  if (actor.type === 'influencer') throw notFound(resource);
  throw new AppError('forbidden', `You may not change this ${resource}.`);
}

/**
 * canReviewContent, or throws: 'forbidden' for creators (never reviewers) and brand users with
 * no brand; 'not_found' for another brand's campaign, so brands cannot probe each other's content.
 */
export function assertCanReviewContent(
  actor: Actor | null | undefined,
  campaignBrandId: ActorId | null | undefined,
): asserts actor is Actor {
  assertAuthenticated(actor);
  if (canReviewContent(actor, campaignBrandId)) return;
  if (actor.type === 'brand' && actor.brandId != null) throw notFound('content');
  throw new AppError('forbidden', "Only ops and the campaign's brand may review content.");
}
