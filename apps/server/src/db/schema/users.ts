import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands } from './brands';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Every person who signs in: creators ('influencer'), brand reviewers and ops. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    type: text('type', { enum: ['influencer', 'brand', 'ops'] }).notNull(),
    brand_id: integer('brand_id').references(() => brands.id),
    /** A brand user's role for their brand (issue 28): 'admin' manages the team, 'reviewer' reviews. */
    brand_role: text('brand_role', { enum: ['admin', 'reviewer'] }),
    lead_id: text('lead_id'),
    sign_up_source: text('sign_up_source'),
    profile_picture_url: text('profile_picture_url'),
    profile_progress: doublePrecision('profile_progress').notNull().default(0),
    consents_to_sms_messaging: boolean('consents_to_sms_messaging').notNull().default(false),
    tcpa_last_consent_given_at: timestamp('tcpa_last_consent_given_at', { withTimezone: true }),
    tcpa_count_consents_given: integer('tcpa_count_consents_given').notNull().default(0),
    /**
     * Set when staff deactivate the account (issue 28): it can no longer sign in, refresh or use
     * a token it holds (issue 27: the session check reads it on every request, decision 510).
     */
    deactivated_at: timestamp('deactivated_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_brand_id_idx').on(t.brand_id),
  ],
);

/** The creator's profile (spec part 1 section 3 'Profile'); one row per creator. */
export const profiles = pgTable(
  'profiles',
  {
    user_id: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    first_name: text('first_name'),
    last_name: text('last_name'),
    paypal_account: text('paypal_account'),
    address: text('address'),
    address_line_2: text('address_line_2'),
    city: text('city'),
    state: text('state'),
    zip_code: text('zip_code'),
    country: text('country'),
    birth_date: date('birth_date', { mode: 'string' }),
    phone_number: text('phone_number'),
    ethnicity: text('ethnicity'),
    children: text('children').array().notNull().default(sql`'{}'::text[]`),
    pets: text('pets').array().notNull().default(sql`'{}'::text[]`),
    content_type_specialty: text('content_type_specialty')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    relationship_status: text('relationship_status').notNull().default('unknown'),
    contact_preference_text: boolean('contact_preference_text').notNull().default(false),
    interests: text('interests').array().notNull().default(sql`'{}'::text[]`),
    publisher_type: text('publisher_type'),
    snapchat_handle: text('snapchat_handle'),
    snapchat_avg_story_views: integer('snapchat_avg_story_views'),
    twitter_handle: text('twitter_handle'),
    tiktok_handle: text('tiktok_handle'),
    youtube_handle: text('youtube_handle'),
    pinterest_handle: text('pinterest_handle'),
    /** The creator's IANA time zone (the browser's, sent by the portal): deadlines and reminders use it. */
    time_zone: text('time_zone'),
    /** Reminder channels the creator left on (issue 15); texts also need contact_preference_text. */
    remind_by_email: boolean('remind_by_email').notNull().default(true),
    remind_by_sms: boolean('remind_by_sms').notNull().default(true),
    /** The secret in the calendar feed's URL; rotating it kills the old URL. */
    calendar_token: text('calendar_token'),
    updated_at: timestamps.updated_at,
  },
  (t) => [
    uniqueIndex('profiles_snapchat_handle_key').on(sql`lower(${t.snapchat_handle})`),
    uniqueIndex('profiles_twitter_handle_key').on(sql`lower(${t.twitter_handle})`),
    uniqueIndex('profiles_calendar_token_key').on(t.calendar_token),
  ],
);

/**
 * Refresh tokens, stored only as SHA-256 hashes. Each refresh rotates the token within its
 * family; presenting a rotated (already used) token revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    family_id: text('family_id').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotated_at: timestamp('rotated_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    /**
     * Where the session was signed in (issue 28: "see where they are signed in"): the browser's
     * User-Agent and the address, as the sign-in saw them; a refresh copies them forward.
     */
    user_agent: text('user_agent'),
    ip: text('ip'),
    created_at: timestamps.created_at,
  },
  (t) => [
    index('refresh_tokens_user_id_idx').on(t.user_id),
    index('refresh_tokens_family_id_idx').on(t.family_id),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    /** A newer link was issued, or another link was used: this one no longer works (issue 27). */
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: timestamps.created_at,
  },
  (t) => [index('password_resets_user_id_idx').on(t.user_id)],
);

/**
 * Failed sign-ins per account (issue 27, decision 512), by the lower-cased e-mail whether or not
 * an account has it: after a few, each further failure makes the account wait longer before the
 * next try (capped; never a lock for good), and the owner is e-mailed once. A success clears it.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    account_key: text('account_key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    last_failure_at: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    blocked_until: timestamp('blocked_until', { withTimezone: true }),
    owner_told_at: timestamp('owner_told_at', { withTimezone: true }),
  },
  (t) => [index('sign_in_failures_last_failure_at_idx').on(t.last_failure_at)],
);

/**
 * Connected social accounts (the spec's `leads` and `access_tokens`). Tokens are stored
 * encrypted; `expires_at` makes the 'connection expired' warning true.
 */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    social_id: text('social_id').notNull(),
    handle: text('handle').notNull(),
    profile_image: text('profile_image'),
    access_token_enc: text('access_token_enc'),
    refresh_token_enc: text('refresh_token_enc'),
    expires_at: timestamp('expires_at', { withTimezone: true }),
    /** The account's audience and engagement rate (percent) as last read; null when unknown. */
    followers: integer('followers'),
    engagement_rate: doublePrecision('engagement_rate'),
    ...timestamps,
  },
  (t) => [uniqueIndex('social_accounts_user_platform_key').on(t.user_id, t.platform)],
);

/** Mobile contacts (spec 'Mobile contact'); a verified number belongs to one user. */
export const contacts = pgTable(
  'contacts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['MOBILE_PHONE'] })
      .notNull()
      .default('MOBILE_PHONE'),
    raw_phone_number: text('raw_phone_number').notNull(),
    iso_phone: text('iso_phone'),
    is_verified: boolean('is_verified').notNull().default(false),
    verified_at: timestamp('verified_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('contacts_user_id_idx').on(t.user_id),
    uniqueIndex('contacts_verified_iso_phone_key').on(t.iso_phone).where(sql`${t.is_verified}`),
  ],
);
