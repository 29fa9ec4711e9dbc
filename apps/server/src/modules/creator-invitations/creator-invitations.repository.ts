import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands, campaigns } from '../../db/schema/campaigns';
import { creatorInvitations } from '../../db/schema/staff';
import { users } from '../../db/schema/users';

export type CreatorInvitationRow = typeof creatorInvitations.$inferSelect;

/** Invitations to join as a creator (issue 28); the module's only Drizzle code. */
export function createCreatorInvitationsRepository(db: DbOrTx) {
  const listColumns = {
    invitation: creatorInvitations,
    campaign_name: campaigns.name,
    brand_name: brands.name,
    invited_by: users.email,
  };
  return {
    async findUserByEmail(email: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ id: users.id, type: users.type })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      return row;
    },

    async campaign(campaignId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ id: campaigns.id, name: campaigns.name, brand_id: campaigns.brand_id })
        .from(campaigns)
        .where(eq(campaigns.id, campaignId));
      return row;
    },

    /** Inserts; undefined when an open invitation to the address (and campaign) exists. */
    async insert(values: typeof creatorInvitations.$inferInsert, tx: DbOrTx) {
      const [row] = await tx
        .insert(creatorInvitations)
        .values(values)
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async findOpen(email: string, campaignId: number | null, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(creatorInvitations)
        .where(
          and(
            eq(sql`lower(${creatorInvitations.email})`, email.toLowerCase()),
            campaignId === null
              ? isNull(creatorInvitations.campaign_id)
              : eq(creatorInvitations.campaign_id, campaignId),
            isNull(creatorInvitations.claimed_at),
            isNull(creatorInvitations.revoked_at),
          ),
        );
      return row;
    },

    /** Every open invitation to the address, locked: what a sign-up with it claims. */
    openFor(email: string, tx: DbOrTx) {
      return tx
        .select()
        .from(creatorInvitations)
        .where(
          and(
            eq(sql`lower(${creatorInvitations.email})`, email.toLowerCase()),
            isNull(creatorInvitations.claimed_at),
            isNull(creatorInvitations.revoked_at),
          ),
        )
        .for('update');
    },

    async claim(invitationId: number, userId: number, now: Date, tx: DbOrTx) {
      await tx
        .update(creatorInvitations)
        .set({ claimed_at: now, user_id: userId })
        .where(eq(creatorInvitations.id, invitationId));
    },

    async revoke(invitationId: number, now: Date, tx: DbOrTx) {
      const [row] = await tx
        .update(creatorInvitations)
        .set({ revoked_at: now })
        .where(and(eq(creatorInvitations.id, invitationId), isNull(creatorInvitations.revoked_at)))
        .returning();
      return row;
    },

    async findForUpdate(invitationId: number, tx: DbOrTx) {
      const [row] = await tx
        .select()
        .from(creatorInvitations)
        .where(eq(creatorInvitations.id, invitationId))
        .for('update');
      return row;
    },

    /** Invitations newest first (at most 200), one brand's with `brandId`. */
    list(brandId: number | undefined, tx: DbOrTx = db) {
      return tx
        .select(listColumns)
        .from(creatorInvitations)
        .leftJoin(campaigns, eq(campaigns.id, creatorInvitations.campaign_id))
        .leftJoin(brands, eq(brands.id, creatorInvitations.brand_id))
        .leftJoin(users, eq(users.id, creatorInvitations.invited_by))
        .where(brandId !== undefined ? eq(creatorInvitations.brand_id, brandId) : undefined)
        .orderBy(desc(creatorInvitations.id))
        .limit(200);
    },

    async one(invitationId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select(listColumns)
        .from(creatorInvitations)
        .leftJoin(campaigns, eq(campaigns.id, creatorInvitations.campaign_id))
        .leftJoin(brands, eq(brands.id, creatorInvitations.brand_id))
        .leftJoin(users, eq(users.id, creatorInvitations.invited_by))
        .where(eq(creatorInvitations.id, invitationId));
      return row!;
    },
  };
}

export type CreatorInvitationsRepository = ReturnType<typeof createCreatorInvitationsRepository>;
