import { and, asc, count, eq, gte, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { phoneVerificationAttempts } from '../../db/schema/phone-verification';
import { contacts, users } from '../../db/schema/users';

export type ContactRow = typeof contacts.$inferSelect;
type AttemptKind = 'send' | 'check';
type AttemptOutcome = 'sent' | 'approved' | 'wrong' | 'refused';

/** Mobile contacts and the verification attempts counted for their limits. */
export function createContactsRepository(db: DbOrTx) {
  return {
    async findUserWithContacts(userId: number, tx: DbOrTx = db) {
      const [user] = await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      if (!user) return null;
      const rows = await tx
        .select()
        .from(contacts)
        .where(eq(contacts.user_id, userId))
        .orderBy(asc(contacts.id));
      return { user, contacts: rows };
    },

    async findById(id: number, tx: DbOrTx = db): Promise<ContactRow | undefined> {
      const [row] = await tx.select().from(contacts).where(eq(contacts.id, id));
      return row;
    },

    async findMobile(userId: number, tx: DbOrTx = db): Promise<ContactRow | undefined> {
      const [row] = await tx
        .select()
        .from(contacts)
        .where(and(eq(contacts.user_id, userId), eq(contacts.type, 'MOBILE_PHONE')))
        .orderBy(asc(contacts.id))
        .limit(1);
      return row;
    },

    async insertMobile(
      values: { userId: number; raw: string; iso: string | null; now: Date },
      tx: DbOrTx = db,
    ) {
      await tx.insert(contacts).values({
        user_id: values.userId,
        type: 'MOBILE_PHONE',
        raw_phone_number: values.raw,
        iso_phone: values.iso,
        created_at: values.now,
        updated_at: values.now,
      });
    },

    /** Changes the number; a changed number is no longer verified. */
    async updateMobile(
      id: number,
      values: { raw: string; iso: string | null; keepVerification: boolean; now: Date },
      tx: DbOrTx = db,
    ) {
      await tx
        .update(contacts)
        .set({
          raw_phone_number: values.raw,
          iso_phone: values.iso,
          updated_at: values.now,
          ...(values.keepVerification ? {} : { is_verified: false, verified_at: null }),
        })
        .where(eq(contacts.id, id));
    },

    async deleteById(id: number, tx: DbOrTx = db) {
      await tx.delete(contacts).where(eq(contacts.id, id));
    },

    async markVerified(id: number, now: Date, tx: DbOrTx = db) {
      await tx
        .update(contacts)
        .set({ is_verified: true, verified_at: now, updated_at: now })
        .where(eq(contacts.id, id));
    },

    /** Whether another user already verified this E.164 number. */
    async isVerifiedByAnotherUser(isoPhone: string, userId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ n: count() })
        .from(contacts)
        .where(
          and(
            eq(contacts.iso_phone, isoPhone),
            eq(contacts.is_verified, true),
            ne(contacts.user_id, userId),
          ),
        );
      return (row?.n ?? 0) > 0;
    },

    /** Times of a number's attempts of one kind and outcome since `since` (for the limits). */
    async attemptTimes(
      isoPhone: string,
      kind: AttemptKind,
      outcome: AttemptOutcome,
      since: Date,
      tx: DbOrTx = db,
    ): Promise<Date[]> {
      const rows = await tx
        .select({ at: phoneVerificationAttempts.created_at })
        .from(phoneVerificationAttempts)
        .where(
          and(
            eq(phoneVerificationAttempts.iso_phone, isoPhone),
            eq(phoneVerificationAttempts.kind, kind),
            eq(phoneVerificationAttempts.outcome, outcome),
            gte(phoneVerificationAttempts.created_at, since),
          ),
        );
      return rows.map((r) => r.at);
    },

    async recordAttempt(
      values: {
        userId: number;
        contactId: number;
        isoPhone: string;
        kind: AttemptKind;
        outcome: AttemptOutcome;
        at: Date;
      },
      tx: DbOrTx = db,
    ) {
      await tx.insert(phoneVerificationAttempts).values({
        user_id: values.userId,
        contact_id: values.contactId,
        iso_phone: values.isoPhone,
        kind: values.kind,
        outcome: values.outcome,
        created_at: values.at,
      });
    },
  };
}

export type ContactsRepository = ReturnType<typeof createContactsRepository>;
