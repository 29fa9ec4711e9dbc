import type { StudioActor } from '@portal/domain/studio/studio-policy';
import type { AccessClaims } from '../auth/tokens';

/**
 * The signed-in user as the studio's rules see them. Brand roles are the accounts issue's; until
 * a user carries one, a brand user has none (decision 560: they act as their brand's admin).
 */
export function studioActorOf(claims: AccessClaims): StudioActor {
  const withRole = claims as AccessClaims & { brandRole?: 'admin' | 'reviewer' | null };
  return {
    id: claims.userId,
    type: claims.type,
    brandId: claims.brandId,
    brandRole: withRole.brandRole ?? null,
  };
}
