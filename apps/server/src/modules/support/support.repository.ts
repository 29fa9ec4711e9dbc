import { and, count, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { supportMessages } from '../../db/schema/support';
import { users } from '../../db/schema/users';

export type NewSupportMessage = {
  user_id: number;
  topic: string;
  subject: string;
  message: string;
  idempotency_key: string | null;
  created_at: Date;
};

/** Support messages and who they go to. */
export function createSupportRepository(db: DbOrTx) {
  return {
    /** Inserts the message unless its idempotency key was used; null when it was. */
    async insert(values: NewSupportMessage, tx: DbOrTx = db) {
      const [row] = await tx
        .insert(supportMessages)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: supportMessages.id, created_at: supportMessages.created_at });
      return row ?? null;
    },

    async findByKey(userId: number, key: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ id: supportMessages.id, created_at: supportMessages.created_at })
        .from(supportMessages)
        .where(and(eq(supportMessages.user_id, userId), eq(supportMessages.idempotency_key, key)));
      return row;
    },

    async countSince(userId: number, since: Date, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ n: count() })
        .from(supportMessages)
        .where(and(eq(supportMessages.user_id, userId), gte(supportMessages.created_at, since)));
      return row?.n ?? 0;
    },

    /** The message with its writer's e-mail and name, for the e-mail to the operator. */
    async findForDelivery(id: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          id: supportMessages.id,
          topic: supportMessages.topic,
          subject: supportMessages.subject,
          message: supportMessages.message,
          delivered_to: supportMessages.delivered_to,
          user_id: supportMessages.user_id,
          email: users.email,
        })
        .from(supportMessages)
        .innerJoin(users, eq(users.id, supportMessages.user_id))
        .where(eq(supportMessages.id, id));
      return row;
    },

    async markDelivered(id: number, to: string, tx: DbOrTx = db) {
      await tx.update(supportMessages).set({ delivered_to: to }).where(eq(supportMessages.id, id));
    },

    /** Every ops user's address: the ops inbox when no support address is configured. */
    async opsAddresses(tx: DbOrTx = db) {
      const rows = await tx.select({ email: users.email }).from(users).where(eq(users.type, 'ops'));
      return rows.map((r) => r.email);
    },
  };
}

export type SupportRepository = ReturnType<typeof createSupportRepository>;
