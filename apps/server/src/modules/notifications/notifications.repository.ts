import type { NotificationDraft } from '@portal/domain/notifications/notification-kinds';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import { profiles, users } from '../../db/schema/users';

export type NotificationRow = typeof notifications.$inferSelect;

/** The channel every process LISTENs on; the payload names the creator and the new row. */
export const NEWS_CHANNEL = 'portal_news';

/** Reads and writes of the notification centre; every read is scoped to one user. */
export function createNotificationsRepository(db: DbOrTx) {
  // The bell's first page and its count, read on every page: built once (decision 570).
  const userId = sql.placeholder('userId');
  let latest: ReturnType<typeof latestQuery> | undefined;
  let unread: ReturnType<typeof unreadQuery> | undefined;
  function latestQuery() {
    return db
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, userId))
      .orderBy(desc(notifications.id))
      .limit(sql.placeholder('limit'))
      .prepare('notifications_latest');
  }
  function unreadQuery() {
    return db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)))
      .prepare('notifications_unread');
  }
  return {
    /**
     * Writes the news once (a second write of the same dedupe key is nothing) and, in the same
     * transaction, raises NOTIFY so that every process's live streams hear of it at commit.
     * Answers the new row's id, or null when the news was already there.
     */
    async insert(userId: number, draft: NotificationDraft, tx: DbOrTx = db) {
      const [row] = await tx
        .insert(notifications)
        .values({
          user_id: userId,
          kind: draft.kind,
          title: draft.title,
          body: draft.body,
          link: draft.link,
          dedupe_key: draft.dedupeKey,
        })
        .onConflictDoNothing()
        .returning({ id: notifications.id });
      if (!row) return null;
      const payload = JSON.stringify({ userId, id: row.id });
      await tx.execute(sql`select pg_notify(${NEWS_CHANNEL}, ${payload})`);
      return row.id;
    },

    /** The newest first, `limit` of them, optionally older than `before` (the next page). */
    listLatest(userId: number, limit: number, before?: number) {
      if (before === undefined) {
        latest ??= latestQuery();
        return latest.execute({ userId, limit });
      }
      const where = [eq(notifications.user_id, userId)];
      if (before !== undefined) where.push(lt(notifications.id, before));
      return db
        .select()
        .from(notifications)
        .where(and(...where))
        .orderBy(desc(notifications.id))
        .limit(limit);
    },

    /** Everything after `afterId`, oldest first: what a (re)connecting live stream has missed. */
    listAfter(userId: number, afterId: number, limit: number) {
      return db
        .select()
        .from(notifications)
        .where(and(eq(notifications.user_id, userId), gt(notifications.id, afterId)))
        .orderBy(notifications.id)
        .limit(limit);
    },

    async unreadCount(userId: number) {
      unread ??= unreadQuery();
      const [row] = await unread.execute({ userId });
      return row?.n ?? 0;
    },

    /** The newest id of the user's notifications (0 when none): where a fresh stream starts. */
    async latestId(userId: number) {
      const [row] = await db
        .select({ id: sql<number>`coalesce(max(${notifications.id}), 0)::int` })
        .from(notifications)
        .where(eq(notifications.user_id, userId));
      return row?.id ?? 0;
    },

    /** One notification with the address and first name its e-mail goes to. */
    async findForEmail(id: number) {
      const [row] = await db
        .select({
          notification: notifications,
          email: users.email,
          first_name: profiles.first_name,
        })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.user_id))
        .leftJoin(profiles, eq(profiles.user_id, notifications.user_id))
        .where(eq(notifications.id, id));
      return row;
    },

    /** Marks the given ids (or all, when none are given) read; others' ids are not touched. */
    async markRead(userId: number, ids: number[] | null, at: Date) {
      const where = [eq(notifications.user_id, userId), isNull(notifications.read_at)];
      if (ids) where.push(inArray(notifications.id, ids));
      await db
        .update(notifications)
        .set({ read_at: at })
        .where(and(...where));
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
