import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from './campaigns';
import { users } from './users';

/**
 * The audit log (issue 28, decision 530): one row per staff action, written in the transaction of
 * the change by `recordAudit`. Append-only: a trigger refuses UPDATE and DELETE, and no route
 * changes or deletes an entry. `target_label` keeps what the target was called then.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: the system (the command line, the demo seed). */
    actor_id: integer('actor_id').references(() => users.id),
    action: text('action').notNull(),
    target_type: text('target_type').notNull(),
    target_id: text('target_id').notNull(),
    target_label: text('target_label').notNull().default(''),
    /** The brand the entry concerns: its admins read it. Null for ops-wide entries. */
    brand_id: integer('brand_id').references(() => brands.id),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    /** The request that made the change, to follow it into the server's logs. */
    request_id: text('request_id'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_brand_id_idx').on(t.brand_id, t.id),
    index('audit_log_actor_id_idx').on(t.actor_id, t.id),
    index('audit_log_target_idx').on(t.target_type, t.target_id),
  ],
);
