import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands } from '../../db/schema/campaigns';
import { staffInvitations } from '../../db/schema/staff';
import { users } from '../../db/schema/users';

export type InvitationRow = typeof staffInvitations.$inferSelect;
export type StaffUserRow = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'type' | 'brand_id' | 'brand_role' | 'deactivated_at' | 'created_at'
>;

const staffUserColumns = {
  id: users.id,
  email: users.email,
  type: users.type,
  brand_id: users.brand_id,
  brand_role: users.brand_role,
  deactivated_at: users.deactivated_at,
  created_at: users.created_at,
};

/** Staff users and their invitations (issue 28); the only Drizzle code of the staff module. */
export function createStaffRepository(db: DbOrTx) {
  /** Ops and brand users: one brand's (brandId), or everyone's. */
  const staffWhere = (brandId: number | undefined) =>
    brandId !== undefined
      ? and(eq(users.type, 'brand'), eq(users.brand_id, brandId))
      : or(eq(users.type, 'ops'), eq(users.type, 'brand'));

  return {
    /** Staff users by e-mail, with their brand's name. */
    members(brandId: number | undefined, tx: DbOrTx = db) {
      return tx
        .select({ user: staffUserColumns, brand_name: brands.name })
        .from(users)
        .leftJoin(brands, eq(brands.id, users.brand_id))
        .where(staffWhere(brandId))
        .orderBy(asc(sql`lower(${users.email})`));
    },

    /** Open invitations (not accepted, not revoked), newest first, with brand and inviter. */
    openInvitations(brandId: number | undefined, tx: DbOrTx = db) {
      return tx
        .select({ invitation: staffInvitations, brand_name: brands.name, invited_by: users.email })
        .from(staffInvitations)
        .leftJoin(brands, eq(brands.id, staffInvitations.brand_id))
        .leftJoin(users, eq(users.id, staffInvitations.invited_by))
        .where(
          and(
            isNull(staffInvitations.accepted_at),
            isNull(staffInvitations.revoked_at),
            brandId !== undefined ? eq(staffInvitations.brand_id, brandId) : undefined,
          ),
        )
        .orderBy(desc(staffInvitations.sent_at), desc(staffInvitations.id));
    },

    async findUserByEmail(email: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select(staffUserColumns)
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      return row;
    },

    async findUserEmail(userId: number, tx: DbOrTx = db) {
      const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email ?? null;
    },

    async findUserForUpdate(userId: number, tx: DbOrTx) {
      const [row] = await tx
        .select(staffUserColumns)
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      return row;
    },

    /** The open invitation to an address, locked. */
    async findOpenByEmailForUpdate(email: string, tx: DbOrTx) {
      const [row] = await tx
        .select()
        .from(staffInvitations)
        .where(
          and(
            eq(sql`lower(${staffInvitations.email})`, email.toLowerCase()),
            isNull(staffInvitations.accepted_at),
            isNull(staffInvitations.revoked_at),
          ),
        )
        .for('update');
      return row;
    },

    async findForUpdate(invitationId: number, tx: DbOrTx) {
      const [row] = await tx
        .select()
        .from(staffInvitations)
        .where(eq(staffInvitations.id, invitationId))
        .for('update');
      return row;
    },

    /** An invitation by its link's hash, with its brand's name and its inviter's e-mail. */
    async findByTokenHash(tokenHash: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ invitation: staffInvitations, brand_name: brands.name, invited_by: users.email })
        .from(staffInvitations)
        .leftJoin(brands, eq(brands.id, staffInvitations.brand_id))
        .leftJoin(users, eq(users.id, staffInvitations.invited_by))
        .where(eq(staffInvitations.token_hash, tokenHash));
      return row;
    },

    async findByTokenHashForUpdate(tokenHash: string, tx: DbOrTx) {
      const [row] = await tx
        .select()
        .from(staffInvitations)
        .where(eq(staffInvitations.token_hash, tokenHash))
        .for('update');
      return row;
    },

    /** Inserts an invitation; undefined when an open one to the address exists (unique index). */
    async insert(values: typeof staffInvitations.$inferInsert, tx: DbOrTx) {
      const [row] = await tx
        .insert(staffInvitations)
        .values(values)
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async update(
      invitationId: number,
      values: Partial<typeof staffInvitations.$inferInsert>,
      tx: DbOrTx,
    ) {
      const [row] = await tx
        .update(staffInvitations)
        .set(values)
        .where(eq(staffInvitations.id, invitationId))
        .returning();
      return row!;
    },

    /** Makes the invited user; undefined when the e-mail is taken (unique index). */
    async insertUser(
      values: Pick<
        typeof users.$inferInsert,
        'email' | 'password_hash' | 'type' | 'brand_id' | 'brand_role'
      >,
      now: Date,
      tx: DbOrTx,
    ) {
      const [row] = await tx
        .insert(users)
        .values({ ...values, sign_up_source: 'staff_invitation', created_at: now, updated_at: now })
        .onConflictDoNothing()
        .returning(staffUserColumns);
      return row;
    },

    async setRole(
      userId: number,
      role: Pick<typeof users.$inferInsert, 'type' | 'brand_id' | 'brand_role'>,
      now: Date,
      tx: DbOrTx,
    ) {
      const [row] = await tx
        .update(users)
        .set({ ...role, updated_at: now })
        .where(eq(users.id, userId))
        .returning(staffUserColumns);
      return row!;
    },

    /** Deactivates (a date) or reactivates (null) a user. */
    async setDeactivated(userId: number, at: Date | null, now: Date, tx: DbOrTx) {
      const [row] = await tx
        .update(users)
        .set({ deactivated_at: at, updated_at: now })
        .where(eq(users.id, userId))
        .returning(staffUserColumns);
      return row!;
    },

    /** Every ops user's e-mail (who hears a request for a new first-admin link). */
    async opsEmails(tx: DbOrTx = db) {
      const rows = await tx
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.type, 'ops'), isNull(users.deactivated_at)));
      return rows.map((r) => r.email);
    },

    async brandNames(ids: number[], tx: DbOrTx = db) {
      if (ids.length === 0) return new Map<number, string>();
      const rows = await tx
        .select({ id: brands.id, name: brands.name })
        .from(brands)
        .where(inArray(brands.id, ids));
      return new Map(rows.map((r) => [r.id, r.name]));
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
