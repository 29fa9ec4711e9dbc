import type { CampaignDraft } from '@portal/domain/studio/campaign-draft';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands, campaigns } from './campaigns';
import { invites } from './invites';
import { categories } from './platform';
import { users } from './users';

/**
 * The campaign studio's working copy of each campaign (issue 29, decision 560): the console edits
 * `document`; publishing writes it into the campaign's rows, which are what creators read, and
 * keeps it as `published_document` to judge later edits against. `revision` grows with each save,
 * so a save from a stale page is refused instead of overwriting another's.
 */
export const campaignDrafts = pgTable('campaign_drafts', {
  campaign_id: integer('campaign_id')
    .primaryKey()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  document: jsonb('document').$type<CampaignDraft>().notNull(),
  published_document: jsonb('published_document').$type<CampaignDraft>(),
  revision: integer('revision').notNull().default(1),
  updated_by_user_id: integer('updated_by_user_id').references(() => users.id),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Sample and mood-board images uploaded in the studio, checked (type from the bytes, size) and
 * resized like other images. Creators load them by `public_key` (an unguessable name) once a
 * published campaign shows them.
 */
export const studioImages = pgTable(
  'studio_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    uploaded_by_user_id: integer('uploaded_by_user_id').references(() => users.id),
    public_key: text('public_key').notNull().unique(),
    /** The resized image and its small preview, both WebP, in storage. */
    storage_key: text('storage_key').notNull(),
    thumbnail_key: text('thumbnail_key').notNull(),
    filename: text('filename'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('studio_images_brand_id_idx').on(t.brand_id),
    index('studio_images_uploaded_by_user_id_idx').on(t.uploaded_by_user_id),
  ],
);

/** The categories a campaign is for (the creators it looks for). */
export const campaignCategories = pgTable(
  'campaign_categories',
  {
    campaign_id: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.campaign_id, t.category_id] }),
    index('campaign_categories_category_id_idx').on(t.category_id),
  ],
);

/**
 * An invite to a person not on the portal yet, by e-mail (issue 29): it waits until an account
 * with that address is made, then becomes an invite in the same transaction. One per address per
 * campaign.
 */
export const pendingInvites = pgTable(
  'pending_invites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campaign_id: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    handle: text('handle'),
    note: text('note'),
    accept_by: timestamp('accept_by', { withTimezone: true }).notNull(),
    invited_by_user_id: integer('invited_by_user_id').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The invite it became once the person signed up. */
    invite_id: integer('invite_id').references(() => invites.id, { onDelete: 'set null' }),
    claimed_at: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('pending_invites_campaign_email_key').on(t.campaign_id, sql`lower(${t.email})`),
    index('pending_invites_email_idx').on(sql`lower(${t.email})`),
    index('pending_invites_invited_by_user_id_idx').on(t.invited_by_user_id),
    index('pending_invites_invite_id_idx').on(t.invite_id),
  ],
);

/**
 * Private notes on a creator in the directory, one per creator and team: a brand's notes (its
 * `brand_id`) are read and written by that brand's staff only; ops' notes have no brand.
 */
export const creatorNotes = pgTable(
  'creator_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    creator_id: integer('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brand_id: integer('brand_id').references(() => brands.id),
    body: text('body').notNull(),
    updated_by_user_id: integer('updated_by_user_id').references(() => users.id),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('creator_notes_creator_brand_key').on(
      t.creator_id,
      sql`coalesce(${t.brand_id}, 0)`,
    ),
    index('creator_notes_brand_id_idx').on(t.brand_id),
    index('creator_notes_updated_by_user_id_idx').on(t.updated_by_user_id),
  ],
);
