import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { content, distributionSnapshots, distributions } from '../../db/schema/content';
import { jobs } from '../../db/schema/platform';
import { profiles, socialAccounts, users } from '../../db/schema/users';

export type SocialAccountRow = typeof socialAccounts.$inferSelect;
export type NewSocialAccount = Omit<
  typeof socialAccounts.$inferInsert,
  'id' | 'created_at' | 'updated_at'
>;

/** Content states whose post is live and counted (spec: analytics of accepted posts). */
export const ACCEPTED_POST_STATES = ['DISTRIBUTION_APPROVED', 'PAID'] as const;

/** Connected social accounts, the setup profile that reads them, and the metrics snapshots. */
export function createSocialRepository(db: DbOrTx) {
  return {
    async findAccount(userId: number, platform: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(socialAccounts)
        .where(and(eq(socialAccounts.user_id, userId), eq(socialAccounts.platform, platform)));
      return row;
    },

    /** Forgets the creator's account on `platform` (its tokens with it); true when one existed. */
    async deleteAccount(userId: number, platform: string, tx: DbOrTx = db) {
      const rows = await tx
        .delete(socialAccounts)
        .where(and(eq(socialAccounts.user_id, userId), eq(socialAccounts.platform, platform)))
        .returning({ id: socialAccounts.id });
      return rows.length > 0;
    },

    /** One row per user and platform: connecting again replaces the tokens and identity. */
    async upsertAccount(account: NewSocialAccount, tx: DbOrTx = db) {
      const [row] = await tx
        .insert(socialAccounts)
        .values(account)
        .onConflictDoUpdate({
          target: [socialAccounts.user_id, socialAccounts.platform],
          set: {
            social_id: account.social_id,
            handle: account.handle,
            profile_image: account.profile_image,
            access_token_enc: account.access_token_enc,
            refresh_token_enc: account.refresh_token_enc,
            expires_at: account.expires_at,
            updated_at: sql`now()`,
          },
        })
        .returning();
      return row!;
    },

    /** The user's connected accounts (the metrics sync refreshes each one's audience). */
    listAccounts(userId: number, tx: DbOrTx = db) {
      return tx.select().from(socialAccounts).where(eq(socialAccounts.user_id, userId));
    },

    /**
     * The account's audience as last read (decision 670): the followers always, the engagement
     * rate only when it could be read (left out, the last one stays).
     */
    async setAudience(
      accountId: number,
      audience: { followers: number; engagement_rate?: number | null },
      tx: DbOrTx = db,
    ) {
      await tx
        .update(socialAccounts)
        .set({ ...audience, updated_at: sql`now()` })
        .where(eq(socialAccounts.id, accountId));
    },

    /** Keeps the profile's TikTok handle (read by the header) in step with the connection. */
    async setTiktokHandle(userId: number, handle: string, tx: DbOrTx = db) {
      await tx
        .update(profiles)
        .set({ tiktok_handle: handle, updated_at: sql`now()` })
        .where(eq(profiles.user_id, userId));
    },

    /** The user, profile and every connected account: two queries. */
    async findSetupProfile(userId: number) {
      const [row] = await db
        .select({ user: users, profile: profiles })
        .from(users)
        .leftJoin(profiles, eq(profiles.user_id, users.id))
        .where(eq(users.id, userId));
      if (!row) return undefined;
      const accounts = await db
        .select()
        .from(socialAccounts)
        .where(eq(socialAccounts.user_id, userId));
      return { ...row, accounts };
    },

    /** The user's live accepted posts with the account of their platform, for the metrics sync. */
    async listPostsToSync(userId: number) {
      return db
        .select({
          distributionId: distributions.id,
          url: distributions.distribution_url,
          platform: distributions.distribution_platform,
          postedAt: distributions.posted_at,
          createdAt: distributions.created_at,
          account: socialAccounts,
        })
        .from(distributions)
        .innerJoin(content, eq(content.id, distributions.content_id))
        .innerJoin(
          socialAccounts,
          and(
            eq(socialAccounts.user_id, content.user_id),
            eq(socialAccounts.platform, distributions.distribution_platform),
          ),
        )
        .where(
          and(eq(content.user_id, userId), inArray(content.funnel_state, ACCEPTED_POST_STATES)),
        );
    },

    /** Whether a job of this kind already waits for the user (so a second request adds none). */
    async hasQueuedJob(kind: string, userId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.kind, kind), eq(jobs.user_id, userId), eq(jobs.status, 'queued')))
        .limit(1);
      return row !== undefined;
    },

    async insertSnapshots(
      rows: { distribution_id: number; likes: number; replies: number; impressions: number }[],
      tx: DbOrTx = db,
    ) {
      if (rows.length === 0) return;
      await tx.insert(distributionSnapshots).values(rows);
    },
  };
}

export type SocialRepository = ReturnType<typeof createSocialRepository>;
