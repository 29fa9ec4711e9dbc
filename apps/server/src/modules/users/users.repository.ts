import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles, socialAccounts, users } from '../../db/schema/users';

/** Reads the signed-in user with their profile and Instagram account in one query. */
export function createUsersRepository(db: DbOrTx) {
  // Read on every page load: Drizzle builds its SQL once, not per call (decision 570).
  let me: ReturnType<typeof meQuery> | undefined;
  function meQuery() {
    return db
      .select({ user: users, profile: profiles, instagram: socialAccounts })
      .from(users)
      .leftJoin(profiles, eq(profiles.user_id, users.id))
      .leftJoin(
        socialAccounts,
        and(eq(socialAccounts.user_id, users.id), eq(socialAccounts.platform, 'instagram')),
      )
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare('users_me');
  }
  return {
    async findMe(userId: number) {
      me ??= meQuery();
      const [row] = await me.execute({ userId });
      return row;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
export type MeRow = NonNullable<Awaited<ReturnType<UsersRepository['findMe']>>>;
