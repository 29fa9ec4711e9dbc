import { AppError } from '@portal/domain/errors/app-error';
import type { StaffActor } from '@portal/domain/staff/staff-roles';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';
import type { AccessClaims } from '../auth/tokens';

/**
 * The signed-in user's role as the database has it now (issue 28): staff rules never trust a
 * role carried in a token, so a role change or a new brand applies to the very next request.
 */
export function createStaffActorLookup(db: DbOrTx) {
  return {
    /** @throws AppError('unauthenticated') when the token's user no longer exists. */
    async of(claims: AccessClaims): Promise<StaffActor> {
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
