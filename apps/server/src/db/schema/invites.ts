import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { campaigns, flights } from './campaigns';
import { users } from './users';

/**
 * A creator's invite to a campaign (spec 'Invite'). Requested invites are invites too, created by
 * the creator's request with `requested = true`. One invite per creator and campaign.
 */
export const invites = pgTable(
  'invites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campaign_id: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    flight_id: integer('flight_id').references(() => flights.id),
    status: text('status', {
      enum: ['PENDING', 'ACCEPTED', 'APPROVED', 'DENIED', 'REJECTED'],
    }).notNull(),
    /** Which list section the invite sits in besides its status (full, failed questions, …). */
    group: text('group', {
      enum: ['active', 'extended', 'full', 'expired', 'rejected', 'failed_smart_questions'],
    })
      .notNull()
      .default('active'),
    payout_amount_cents: integer('payout_amount_cents').notNull().default(0),
    total_payout_amount_cents: integer('total_payout_amount_cents').notNull().default(0),
    is_paid: boolean('is_paid').notNull().default(false),
    smart_question_answer_result: boolean('smart_question_answer_result'),
    requested: boolean('requested').notNull().default(false),
    invite_sent_at: timestamp('invite_sent_at', { withTimezone: true }).notNull().defaultNow(),
    flight_end: timestamp('flight_end', { withTimezone: true }),
    has_extension: boolean('has_extension').notNull().default(false),
    granted_extension_end: timestamp('granted_extension_end', { withTimezone: true }),
    reject_reason: text('reject_reason'),
    reject_payment_cents: integer('reject_payment_cents'),
    shipping_info: jsonb('shipping_info').$type<Record<string, string>>(),
    /** The inviter's personal note (the campaign studio). */
    note: text('note'),
    /** The accept-by date the studio set; null: the spec's invite-sent time plus 1 day. */
    accept_by: timestamp('accept_by', { withTimezone: true }),
    invited_by_user_id: integer('invited_by_user_id').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invites_campaign_user_key').on(t.campaign_id, t.user_id),
    index('invites_user_id_status_idx').on(t.user_id, t.status),
    index('invites_flight_id_idx').on(t.flight_id),
    index('invites_invited_by_user_id_idx').on(t.invited_by_user_id),
  ],
);

export const smartQuestionAnswers = pgTable(
  'smart_question_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invite_id: integer('invite_id')
      .notNull()
      .references(() => invites.id, { onDelete: 'cascade' }),
    question_id: text('question_id').notNull(),
    answer: text('answer').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('smart_question_answers_invite_question_key').on(t.invite_id, t.question_id)],
);
