import { AppError } from '@portal/domain/errors/app-error';
import { type Actor, assertAuthenticated } from '@portal/domain/policies';
import type { AccessClaims } from './tokens';

const actorOf = (c: AccessClaims): Actor => ({ id: c.userId, type: c.type, brandId: c.brandId });

/**
 * Reviewers only (ops and brand users): creators are refused before anything is looked up, so
 * nothing can be probed. @throws AppError unauthenticated, forbidden.
 */
export function assertReviewer(claims: AccessClaims | null | undefined): Actor {
  assertAuthenticated(claims ? actorOf(claims) : null);
  const actor = actorOf(claims!);
  if (actor.type === 'influencer') {
    throw new AppError('forbidden', "Only ops and the campaign's brand may review content.");
  }
  return actor;
}

/** Ops only: money moves on ops' word. @throws AppError unauthenticated, forbidden. */
export function assertOps(claims: AccessClaims | null | undefined, doing = 'pay creators'): Actor {
  const actor = assertReviewer(claims);
  if (actor.type !== 'ops') throw new AppError('forbidden', `Only ops can ${doing}.`);
  return actor;
}
