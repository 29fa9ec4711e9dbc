import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  passwordResets,
  profiles,
  refreshTokens,
  signInFailures,
  users,
} from '../../db/schema/users';

export type UserRow = typeof users.$inferSelect;

/** Data access for accounts, refresh tokens and password resets. */
export function createAuthRepository(db: DbOrTx) {
  return {
    async findUserByEmail(email: string, tx: DbOrTx = db): Promise<UserRow | undefined> {
      const [row] = await tx
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      return row;
    },

    async findUserById(id: number, tx: DbOrTx = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id));
      return row;
    },

    /**
     * Inserts the user and an empty profile; the unique e-mail index refuses a duplicate. Call it
     * in a transaction: the two rows are written together or not at all.
     */
    async insertCreator(
      input: { email: string; passwordHash: string; firstName: string; lastName: string },
      tx: DbOrTx,
    ): Promise<UserRow | undefined> {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          password_hash: input.passwordHash,
          type: 'influencer',
          sign_up_source: 'creator_portal',
        })
        .onConflictDoNothing()
        .returning();
      if (!user) return undefined;
      await tx
        .insert(profiles)
        .values({ user_id: user.id, first_name: input.firstName, last_name: input.lastName });
      return user;
    },

    async setPassword(userId: number, passwordHash: string, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(users)
        .set({ password_hash: passwordHash, updated_at: new Date() })
        .where(eq(users.id, userId));
    },

    async insertRefreshToken(
      row: {
        user_id: number;
        token_hash: string;
        family_id: string;
        expires_at: Date;
        user_agent?: string | null;
        ip?: string | null;
      },
      tx: DbOrTx = db,
    ): Promise<void> {
      await tx.insert(refreshTokens).values(row);
    },

    /** Locks the token row so two concurrent refreshes cannot both rotate it. */
    async findRefreshTokenForUpdate(tokenHash: string, tx: DbOrTx) {
      const [row] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.token_hash, tokenHash))
        .for('update');
      return row;
    },

    /**
     * The user of a session family still in use: one of its tokens is neither revoked nor expired
     * (signing out, a reused token and a password reset revoke the whole family).
     */
    async findLiveFamilyUser(familyId: string, now: Date): Promise<UserRow | undefined> {
      const [row] = await db
        .select({ user: users })
        .from(refreshTokens)
        .innerJoin(users, eq(users.id, refreshTokens.user_id))
        .where(
          and(
            eq(refreshTokens.family_id, familyId),
            isNull(refreshTokens.revoked_at),
            gt(refreshTokens.expires_at, now),
            isNull(users.deactivated_at),
          ),
        )
        .limit(1);
      return row?.user;
    },

    /**
     * A session family that still lives (a refresh token neither revoked nor expired, its user
     * not deactivated): the user's id, role and brand now, and until when the family lasts.
     */
    async findLiveSession(familyId: string, now: Date) {
      const [row] = await db
        .select({
          userId: users.id,
          type: users.type,
          brandId: users.brand_id,
          brandRole: users.brand_role,
          until: sql<Date>`max(${refreshTokens.expires_at})`.mapWith(
            (v: string | Date) => new Date(v),
          ),
        })
        .from(refreshTokens)
        .innerJoin(users, eq(users.id, refreshTokens.user_id))
        .where(
          and(
            eq(refreshTokens.family_id, familyId),
            isNull(refreshTokens.revoked_at),
            gt(refreshTokens.expires_at, now),
            isNull(users.deactivated_at),
          ),
        )
        .groupBy(users.id);
      return row;
    },

    async markRotated(id: number, at: Date, tx: DbOrTx): Promise<void> {
      await tx.update(refreshTokens).set({ rotated_at: at }).where(eq(refreshTokens.id, id));
    },

    /** Revokes the family's live tokens; answers the user ids they belonged to. */
    async revokeFamily(familyId: string, tx: DbOrTx = db): Promise<number[]> {
      const rows = await tx
        .update(refreshTokens)
        .set({ revoked_at: new Date() })
        .where(and(eq(refreshTokens.family_id, familyId), isNull(refreshTokens.revoked_at)))
        .returning({ userId: refreshTokens.user_id });
      return [...new Set(rows.map((r) => r.userId))];
    },

    /**
     * The user's live sessions (issue 28, own account): per family with a token neither revoked
     * nor expired, when it was signed in (its first token), last refreshed (its newest) and where.
     */
    async liveSessions(userId: number, now: Date, tx: DbOrTx = db) {
      return tx
        .select({
          familyId: refreshTokens.family_id,
          signedInAt: sql<Date>`min(${refreshTokens.created_at})`.mapWith(
            (v: string | Date) => new Date(v),
          ),
          lastActiveAt: sql<Date>`max(${refreshTokens.created_at})`.mapWith(
            (v: string | Date) => new Date(v),
          ),
          userAgent: sql<
            string | null
          >`(array_agg(${refreshTokens.user_agent} order by ${refreshTokens.id} desc))[1]`,
          ip: sql<
            string | null
          >`(array_agg(${refreshTokens.ip} order by ${refreshTokens.id} desc))[1]`,
        })
        .from(refreshTokens)
        .where(eq(refreshTokens.user_id, userId))
        .groupBy(refreshTokens.family_id)
        .having(
          sql`bool_or(${refreshTokens.revoked_at} is null and ${refreshTokens.expires_at} > ${now})`,
        )
        .orderBy(sql`max(${refreshTokens.created_at}) desc`);
    },

    /** Whether the family is one of the user's (any state). */
    async familyOf(familyId: string, tx: DbOrTx = db): Promise<number | undefined> {
      const [row] = await tx
        .select({ userId: refreshTokens.user_id })
        .from(refreshTokens)
        .where(eq(refreshTokens.family_id, familyId))
        .limit(1);
      return row?.userId;
    },

    /** Revokes every live token of the user except the family `keep`'s; answers how many. */
    async revokeOthers(userId: number, keep: string, tx: DbOrTx = db): Promise<number> {
      const rows = await tx
        .update(refreshTokens)
        .set({ revoked_at: new Date() })
        .where(
          and(
            eq(refreshTokens.user_id, userId),
            ne(refreshTokens.family_id, keep),
            isNull(refreshTokens.revoked_at),
          ),
        )
        .returning({ id: refreshTokens.id });
      return rows.length;
    },

    async revokeAllForUser(userId: number, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(refreshTokens)
        .set({ revoked_at: new Date() })
        .where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at)));
    },

    async insertPasswordReset(
      row: { user_id: number; token_hash: string; expires_at: Date },
      tx: DbOrTx = db,
    ): Promise<void> {
      await tx.insert(passwordResets).values(row);
    },

    async findPasswordResetForUpdate(tokenHash: string, tx: DbOrTx) {
      const [row] = await tx
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.token_hash, tokenHash))
        .for('update');
      return row;
    },

    async markPasswordResetUsed(id: number, tx: DbOrTx): Promise<void> {
      await tx.update(passwordResets).set({ used_at: new Date() }).where(eq(passwordResets.id, id));
    },

    /** Every reset link of the user not yet used or revoked stops working. */
    async revokePasswordResets(userId: number, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(passwordResets)
        .set({ revoked_at: new Date() })
        .where(
          and(
            eq(passwordResets.user_id, userId),
            isNull(passwordResets.used_at),
            isNull(passwordResets.revoked_at),
          ),
        );
    },

    async findSignInFailures(accountKey: string) {
      const [row] = await db
        .select()
        .from(signInFailures)
        .where(eq(signInFailures.account_key, accountKey));
      return row;
    },

    /**
     * Counts one more failure for the account, atomically (failures last seen before
     * `forgetBefore` are forgotten first); answers the new count and when the owner was last told.
     * Rows idle since `forgetBefore` are deleted on the way, so the table stays small.
     */
    async countSignInFailure(accountKey: string, now: Date, forgetBefore: Date) {
      return db.transaction(async (tx) => {
        await tx.delete(signInFailures).where(lt(signInFailures.last_failure_at, forgetBefore));
        const [row] = await tx
          .insert(signInFailures)
          .values({ account_key: accountKey, failures: 1, last_failure_at: now })
          .onConflictDoUpdate({
            target: signInFailures.account_key,
            set: { failures: sql`${signInFailures.failures} + 1`, last_failure_at: now },
          })
          .returning({
            failures: signInFailures.failures,
            ownerToldAt: signInFailures.owner_told_at,
          });
        return row!;
      });
    },

    async blockSignIn(accountKey: string, until: Date, ownerToldAt: Date | null): Promise<void> {
      await db
        .update(signInFailures)
        .set({ blocked_until: until, owner_told_at: ownerToldAt })
        .where(eq(signInFailures.account_key, accountKey));
    },

    async clearSignInFailures(accountKey: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(signInFailures).where(eq(signInFailures.account_key, accountKey));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
