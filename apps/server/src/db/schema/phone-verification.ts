import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { contacts, users } from './users';

/**
 * Every code sent to and every code checked for a phone number (E.164). The send and wrong-check
 * limits (5 each within 10 minutes) count these rows, whichever SMS provider is configured, so
 * every server process sees the same counts.
 */
export const phoneVerificationAttempts = pgTable(
  'phone_verification_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contact_id: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    iso_phone: text('iso_phone').notNull(),
    kind: text('kind', { enum: ['send', 'check'] }).notNull(),
    outcome: text('outcome', { enum: ['sent', 'approved', 'wrong', 'refused'] }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('phone_verification_attempts_phone_idx').on(t.iso_phone, t.kind, t.created_at),
    index('phone_verification_attempts_user_id_idx').on(t.user_id),
    index('phone_verification_attempts_contact_id_idx').on(t.contact_id),
  ],
);

/**
 * The console SMS provider's messages (local development and demos): the dev-only inbox page
 * lists them, and the provider checks codes against `code_hash`. Twilio Verify keeps its own.
 */
export const smsConsoleMessages = pgTable(
  'sms_console_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to_phone: text('to_phone').notNull(),
    body: text('body').notNull(),
    /** The verification code's hash; null for a text that carries no code (a reminder). */
    code_hash: text('code_hash'),
    expires_at: timestamp('expires_at', { withTimezone: true }),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_console_messages_to_phone_idx').on(t.to_phone, t.created_at)],
);
