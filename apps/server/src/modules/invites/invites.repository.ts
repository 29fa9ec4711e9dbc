import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invites } from '../../db/schema/invites';

export interface InviteStatusChange {
  status: 'ACCEPTED' | 'DENIED';
  reject_reason: string | null;
  reject_payment_cents: number | null;
}

/** Writes to invites; reads go through the campaigns repository. */
export function createInvitesRepository(db: DbOrTx) {
  return {
    /**
     * Compare-and-set: changes the status only while it is still `prevStatus`, so a stale page
     * never overwrites a newer status. Returns whether a row changed.
     */
    async changeStatus(
      inviteId: number,
      userId: number,
      prevStatus: string,
      change: InviteStatusChange,
      now: Date,
      tx: DbOrTx = db,
    ): Promise<boolean> {
      const rows = await tx
        .update(invites)
        .set({ ...change, updated_at: now })
        .where(
          and(
            eq(invites.id, inviteId),
            eq(invites.user_id, userId),
            eq(invites.status, prevStatus as 'PENDING'),
          ),
        )
        .returning({ id: invites.id });
      return rows.length > 0;
    },
  };
}

export type InvitesRepository = ReturnType<typeof createInvitesRepository>;
