import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles, socialAccounts, users } from '../../db/schema/users';

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileColumns = Partial<Omit<typeof profiles.$inferInsert, 'user_id'>>;
export type UserConsentColumns = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'consents_to_sms_messaging'
    | 'tcpa_last_consent_given_at'
    | 'tcpa_count_consents_given'
    | 'profile_progress'
  >
>;

/** The creator's profile row, their user row and their connected accounts. */
export function createProfileRepository(db: DbOrTx) {
  return {
    /** Two queries whatever the number of accounts: the user with profile, then accounts. */
    async find(userId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ user: users, profile: profiles })
        .from(users)
        .leftJoin(profiles, eq(profiles.user_id, users.id))
        .where(eq(users.id, userId));
      if (!row) return null;
      const accounts = await tx
        .select({
          platform: socialAccounts.platform,
          handle: socialAccounts.handle,
          profile_image: socialAccounts.profile_image,
          expires_at: socialAccounts.expires_at,
        })
        .from(socialAccounts)
        .where(eq(socialAccounts.user_id, userId));
      return { ...row, accounts };
    },

    /** The user holding a handle (case-insensitive) other than `userId`, if any. */
    async handleOwner(
      column: 'snapchat_handle' | 'twitter_handle',
      handle: string,
      userId: number,
      tx: DbOrTx = db,
    ) {
      const [row] = await tx
        .select({ user_id: profiles.user_id })
        .from(profiles)
        .where(
          and(sql`lower(${profiles[column]}) = lower(${handle})`, ne(profiles.user_id, userId)),
        )
        .limit(1);
      return row?.user_id ?? null;
    },

    /** Writes the profile columns (creating the row if missing) and the user's columns. */
    async save(
      userId: number,
      profile: ProfileColumns,
      user: UserConsentColumns,
      now: Date,
      tx: DbOrTx = db,
    ) {
      await tx
        .insert(profiles)
        .values({ user_id: userId, ...profile, updated_at: now })
        .onConflictDoUpdate({ target: profiles.user_id, set: { ...profile, updated_at: now } });
      await tx
        .update(users)
        .set({ ...user, updated_at: now })
        .where(eq(users.id, userId));
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
export type ProfileRecord = NonNullable<Awaited<ReturnType<ProfileRepository['find']>>>;
