import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The creator's notification centre (issue 15). The id orders a creator's notifications and is
 * the live stream's event id: a reconnecting client asks for everything after the last one it saw.
 * `dedupe_key` makes raising the same news twice (a retried request, a second worker, a reminder
 * job run again after a crash) write one row.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The portal path the notification opens. */
    link: text('link').notNull(),
    dedupe_key: text('dedupe_key').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    read_at: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_user_dedupe_key').on(t.user_id, t.dedupe_key),
    index('notifications_user_id_idx').on(t.user_id, t.id),
    index('notifications_unread_idx').on(t.user_id).where(sql`${t.read_at} is null`),
  ],
);
