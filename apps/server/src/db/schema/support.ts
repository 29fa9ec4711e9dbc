import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Messages creators write to the operator from the Support page (issue 31). Each is kept, and an
 * e-mail job delivers it to the support address (or every ops user); `delivered_to` says where.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The form's key for this message, so a doubled send makes one row. */
    idempotency_key: text('idempotency_key'),
    /** The addresses the e-mail went to, once it went. */
    delivered_to: text('delivered_to'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_messages_user_created_idx').on(t.user_id, t.created_at),
    uniqueIndex('support_messages_user_idempotency_key')
      .on(t.user_id, t.idempotency_key)
      .where(sql`${t.idempotency_key} is not null`),
  ],
);
