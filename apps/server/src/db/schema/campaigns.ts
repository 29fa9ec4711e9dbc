import { sql } from 'drizzle-orm';
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
import { brands } from './brands';
import { users } from './users';

// brands is its own file: users reference it too, and users are referenced here. Re-exported so
// the repositories that read it with the campaigns keep one import.
export { brands } from './brands';

/** A smart question asked when requesting an invite (stored as data on the campaign). */
export interface SmartQuestion {
  id: string;
  question: string;
  options: string[];
  /** Answers that make the creator a match. */
  accepted: string[];
}

/** Spec part 1 section 3 'Campaign'. Times are timestamptz; the API speaks epoch seconds. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    name: text('name').notNull(),
    short_description: text('short_description').notNull().default(''),
    influencer_compensation_type: text('influencer_compensation_type').notNull(),
    flight_start: timestamp('flight_start', { withTimezone: true }),
    flight_end: timestamp('flight_end', { withTimezone: true }),
    product_payment_details: text('product_payment_details'),
    product_name: text('product_name'),
    product_description: text('product_description'),
    campaign_content_workflow: text('campaign_content_workflow').notNull(),
    requested_invites_flight_id: integer('requested_invites_flight_id'),
    enable_requested_invites_auto_assign: boolean('enable_requested_invites_auto_assign')
      .notNull()
      .default(false),
    hide_guideline_details: boolean('hide_guideline_details').notNull().default(false),
    hide_influencer_ui: boolean('hide_influencer_ui').notNull().default(false),
    platform: text('platform').notNull(),
    /**
     * 0 draft (the studio's, seen by no creator), 1 upcoming (open to invite requests), 2 active,
     * 3 ended (closed: no new invites or requests). Domain studio/lifecycle.ts.
     */
    status: integer('status').notNull().default(2),
    internal_campaign: boolean('internal_campaign').notNull().default(false),
    is_legacy_campaign: boolean('is_legacy_campaign').notNull().default(false),
    campaign_display_type: text('campaign_display_type'),
    video_orientation: text('video_orientation', {
      enum: ['portrait', 'landscape', 'square', 'any'],
    }),
    creator_expense_amount_cents: integer('creator_expense_amount_cents').notNull().default(0),
    sample_post_url: text('sample_post_url'),
    sample_post_filename: text('sample_post_filename'),
    mood_board_image: text('mood_board_image'),
    screen_names: text('screen_names').array().notNull().default(sql`'{}'::text[]`),
    hashtags: text('hashtags').array().notNull().default(sql`'{}'::text[]`),
    requires_caption: boolean('requires_caption').notNull().default(true),
    smart_questions: jsonb('smart_questions').$type<SmartQuestion[]>().notNull().default([]),
    /** The content payment a new invite carries (the studio's payout; invites keep their own). */
    payout_amount_cents: integer('payout_amount_cents').notNull().default(0),
    published_at: timestamp('published_at', { withTimezone: true }),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('campaigns_brand_id_idx').on(t.brand_id),
    index('campaigns_status_idx').on(t.status),
  ],
);

/** Guideline lines: `should` true is a do, false a don't; `kind` splits content and caption. */
export const campaignGuidelines = pgTable(
  'campaign_guidelines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campaign_id: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    should: boolean('should').notNull(),
    kind: text('kind', { enum: ['content', 'caption'] }).notNull(),
    guideline: text('guideline').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('campaign_guidelines_campaign_id_idx').on(t.campaign_id)],
);

/** Sample content and mood-board images shown on guidelines and the intro. */
export const campaignSampleMedia = pgTable(
  'campaign_sample_media',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campaign_id: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['image', 'video', 'mood_board'] }).notNull(),
    url: text('url').notNull(),
    thumbnail_url: text('thumbnail_url'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('campaign_sample_media_campaign_id_idx').on(t.campaign_id)],
);

/** Posting windows. The campaign's requested_invites_flight_id names its special flight. */
export const flights = pgTable(
  'flights',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campaign_id: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    start_date: timestamp('start_date', { withTimezone: true }).notNull(),
    end_date: timestamp('end_date', { withTimezone: true }).notNull(),
    /** The studio's key of the window (its draft names windows by key); null for older rows. */
    studio_key: text('studio_key'),
    /** How many creators the window takes; null: no limit. */
    spots: integer('spots'),
  },
  (t) => [
    index('flights_campaign_id_idx').on(t.campaign_id),
    uniqueIndex('flights_campaign_studio_key').on(t.campaign_id, t.studio_key),
  ],
);

/**
 * Custom campaign terms: the agreement document a creator signs by accepting. One row per
 * campaign (the spec's customTermsId); `version` is the current version, whose document `s3_key`
 * links to. Every published version is kept in custom_terms_versions (issue 29).
 */
export const customTerms = pgTable('custom_terms', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  campaign_id: integer('campaign_id')
    .notNull()
    .unique()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  brand_name: text('brand_name').notNull(),
  s3_key: text('s3_key').notNull(),
  version: integer('version').notNull().default(1),
});

/** Each published version of a campaign's custom terms, with its text (issue 29). */
export const customTermsVersions = pgTable(
  'custom_terms_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    custom_terms_id: integer('custom_terms_id')
      .notNull()
      .references(() => customTerms.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    body: text('body').notNull(),
    /** Where the creator reads this version (the public terms page). */
    s3_key: text('s3_key').notNull(),
    published_at: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('custom_terms_versions_key').on(t.custom_terms_id, t.version)],
);

export const termsAgreements = pgTable(
  'terms_agreements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    custom_terms_id: integer('custom_terms_id')
      .notNull()
      .references(() => customTerms.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The version of the terms agreed to: a creator keeps the version they agreed to. */
    version: integer('version').notNull().default(1),
    agreed_at: timestamp('agreed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('terms_agreements_terms_user_version_key').on(
      t.custom_terms_id,
      t.user_id,
      t.version,
    ),
    index('terms_agreements_user_id_idx').on(t.user_id),
  ],
);
