import { deadlineUid } from '@portal/domain/deadlines/deadline-events';
import { reminderKeyPrefix } from '@portal/domain/deadlines/reminders';
import { and, eq, isNull, like } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invites } from '../../db/schema/invites';
import { notifications } from '../../db/schema/notifications';

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
     * never overwrites a newer status. Returns whether a row changed. In the same transaction,
     * the reminders to accept the invite are marked read: answered, they are no longer news
     * (issue 31: the bell kept "Due today — Accept the invite" after the answer).
     */
    async changeStatus(
      inviteId: number,
      userId: number,
      prevStatus: string,
      change: InviteStatusChange,
      now: Date,
      tx: DbOrTx = db,
    ): Promise<boolean> {
      return tx.transaction(async (t) => {
        const rows = await t
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
        if (rows.length === 0) return false;
        const uid = deadlineUid({ kind: 'accept_invite', inviteId, mediaId: null });
        await t
          .update(notifications)
          .set({ read_at: now })
          .where(
            and(
              eq(notifications.user_id, userId),
              isNull(notifications.read_at),
              like(notifications.dedupe_key, `${reminderKeyPrefix(uid)}%`),
            ),
          );
        return true;
      });
    },
  };
}

export type InvitesRepository = ReturnType<typeof createInvitesRepository>;
