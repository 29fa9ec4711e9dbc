import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { campaigns } from './campaigns';
import { users } from './users';

/**
 * Staff invitations (issue 28, decision 532): an e-mail and a role (ops, or a brand role for one
 * brand). The link's token is stored only as a SHA-256 hash; resending replaces it (the old link
 * dies) and moves the expiry. Accepting makes the user. One open invitation per address.
 * `invited_by` null: the first-admin command.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    type: text('type', { enum: ['brand', 'ops'] }).notNull(),
    brand_id: integer('brand_id').references(() => brands.id),
    brand_role: text('brand_role', { enum: ['admin', 'reviewer'] }),
    token_hash: text('token_hash').notNull().unique(),
    invited_by: integer('invited_by').references(() => users.id),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    send_count: integer('send_count').notNull().default(1),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    accepted_at: timestamp('accepted_at', { withTimezone: true }),
    user_id: integer('user_id').references(() => users.id),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_invitations_open_email_key')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.accepted_at} is null and ${t.revoked_at} is null`),
    index('staff_invitations_brand_id_idx').on(t.brand_id),
  ],
);

/**
 * Invitations to join as a creator (issue 28, decision 533): ops, or the campaign studio for a
 * brand's campaign, invite a person by e-mail. The e-mail links to sign-up with the address
 * filled in; signing up with that address claims every open invitation for it, and one naming a
 * campaign leaves a waiting invite to it. One open invitation per address and campaign.
 */
export const creatorInvitations = pgTable(
  'creator_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    invited_by: integer('invited_by').references(() => users.id),
    campaign_id: integer('campaign_id').references(() => campaigns.id),
    /** The campaign's brand (its admins read the invitation and its audit entry). */
    brand_id: integer('brand_id').references(() => brands.id),
    /** A personal note shown in the e-mail. */
    note: text('note'),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    claimed_at: timestamp('claimed_at', { withTimezone: true }),
    user_id: integer('user_id').references(() => users.id),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('creator_invitations_open_key')
      .on(sql`lower(${t.email})`, sql`coalesce(${t.campaign_id}, 0)`)
      .where(sql`${t.claimed_at} is null and ${t.revoked_at} is null`),
    index('creator_invitations_brand_id_idx').on(t.brand_id),
  ],
);
