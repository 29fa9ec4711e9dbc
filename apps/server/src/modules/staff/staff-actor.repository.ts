import { AppError } from '@portal/domain/errors/app-error';
import type { StaffActor } from '@portal/domain/staff/staff-roles';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';
import type { AccessClaims } from '../auth/tokens';

/**
 * The signed-in user's role as the database has it now (issue 28): staff rules never trust a
 * role carried in a token. The session check (`session-access.ts`) reads the type, the brand and
 * the brand role with the session, and drops what it kept when the user's row changes (a notice
 * from every process; at once in the process that changed it, which ends the user's sessions),
 * so claims from it are used as they are: no second read of the same row per console request
 * (decision 630). Claims made elsewhere, without a brand role, are read from the database.
 */
export function createStaffActorLookup(db: DbOrTx) {
  return {
    /** @throws AppError('unauthenticated') when the token's user no longer exists. */
    async of(claims: AccessClaims): Promise<StaffActor> {
      if (claims.brandRole !== undefined) {
        return {
          id: claims.userId,
          type: claims.type,
          brandId: claims.brandId,
          brandRole: claims.brandRole,
        };
      }
      const [row] = await db
        .select({
          id: users.id,
          type: users.type,
          brandId: users.brand_id,
          brandRole: users.brand_role,
        })
        .from(users)
        .where(eq(users.id, claims.userId));
      if (!row) throw new AppError('unauthenticated', 'Please sign in to continue.');
      return row;
    },
  };
}

export type StaffActorLookup = ReturnType<typeof createStaffActorLookup>;
