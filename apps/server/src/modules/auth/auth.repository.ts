import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passwordResets, profiles, refreshTokens, users } from '../../db/schema/users';

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

    /** Inserts the user and an empty profile; the unique e-mail index refuses a duplicate. */
    async insertCreator(
      input: { email: string; passwordHash: string; firstName: string; lastName: string },
      tx: DbOrTx = db,
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
      row: { user_id: number; token_hash: string; family_id: string; expires_at: Date },
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
          ),
        )
        .limit(1);
      return row?.user;
    },

    async markRotated(id: number, at: Date, tx: DbOrTx): Promise<void> {
      await tx.update(refreshTokens).set({ rotated_at: at }).where(eq(refreshTokens.id, id));
    },

    async revokeFamily(familyId: string, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(refreshTokens)
        .set({ revoked_at: new Date() })
        .where(and(eq(refreshTokens.family_id, familyId), isNull(refreshTokens.revoked_at)));
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
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
