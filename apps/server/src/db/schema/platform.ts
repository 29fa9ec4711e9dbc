import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** The category taxonomy: primary categories have no parent; sub-categories name theirs. */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    parent_id: integer('parent_id'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('categories_parent_id_idx').on(t.parent_id)],
);

/** A creator's chosen categories: up to two ranked primaries and their sub-categories. */
export const creatorCategories = pgTable(
  'creator_categories',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    is_primary: boolean('is_primary').notNull().default(false),
    rank: integer('rank').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.category_id] }),
    index('creator_categories_category_id_idx').on(t.category_id),
  ],
);

/** Feature flags as data: a row overrides the default from configuration. */
export const featureFlags = pgTable('feature_flags', {
  key: text('key').primaryKey(),
  enabled: boolean('enabled').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Background work, claimed with `SELECT … FOR UPDATE SKIP LOCKED` so any number of processes
 * can work the queue. A saga transaction (sagaStart/sagaTransaction) is a job with a name.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    /** Public id of a saga transaction (uuid); null for plain jobs. */
    transaction_id: text('transaction_id').unique(),
    /** The request that enqueued the job: the worker logs it, so a request's story reads on. */
    request_id: text('request_id'),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    result: jsonb('result').$type<Record<string, unknown>>(),
    attempts: integer('attempts').notNull().default(0),
    max_attempts: integer('max_attempts').notNull().default(5),
    last_error: text('last_error'),
    run_at: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    locked_at: timestamp('locked_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_status_run_at_idx').on(t.status, t.run_at),
    index('jobs_user_id_idx').on(t.user_id),
  ],
);

/** Product analytics events (the local sink; a configured forwarder may also send them on). */
export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    /** The sender's id for this event (or a rule's key), so a retried send stores one row. */
    dedupe_key: text('dedupe_key'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_user_id_idx').on(t.user_id),
    index('events_name_idx').on(t.name),
    uniqueIndex('events_dedupe_key').on(t.dedupe_key).where(sql`${t.dedupe_key} is not null`),
  ],
);

/** E-mails the outbox provider has "sent": readable in development, delivered by SMTP in production. */
export const emailOutbox = pgTable('email_outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  to_address: text('to_address').notNull(),
  subject: text('subject').notNull(),
  body_text: text('body_text').notNull(),
  /** The HTML part of a multipart message (reminders); null for plain-text mail. */
  body_html: text('body_html'),
  /** Extra headers as sent (List-Unsubscribe, List-Unsubscribe-Post). */
  headers: jsonb('headers').$type<Record<string, string>>(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Rate-limit counters shared by every server process on one PostgreSQL (fixed windows per
 * route and client address; docs/decisions/341-shared-rate-limits.md).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  window_ends: timestamp('window_ends', { withTimezone: true }).notNull(),
});
