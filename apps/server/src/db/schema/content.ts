import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { invites } from './invites';
import { users } from './users';

/** An uploaded or linked file (the spec's mediaId). Bytes live in storage under `storage_key`. */
export const media = pgTable(
  'media',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storage_key: text('storage_key'),
    source_url: text('source_url'),
    filename: text('filename'),
    content_type: text('content_type', { enum: ['image', 'video'] }).notNull(),
    mime_type: text('mime_type'),
    size_bytes: bigint('size_bytes', { mode: 'number' }),
    thumbnail_key: text('thumbnail_key'),
    status: text('status', { enum: ['processing', 'ready', 'failed'] })
      .notNull()
      .default('processing'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_user_id_idx').on(t.user_id)],
);

export const contentSnTypes = pgTable('content_sn_types', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  content_sn_type: text('content_sn_type').notNull().unique(),
});

/**
 * A submission for an invite (the spec's content metadata). `funnel_state` is one of the 12
 * content funnel states; every change is also written to `content_transitions`.
 */
export const content = pgTable(
  'content',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invite_id: integer('invite_id')
      .notNull()
      .references(() => invites.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    media_id: integer('media_id')
      .notNull()
      .unique()
      .references(() => media.id),
    platform_type: text('platform_type').notNull(),
    caption: text('caption'),
    funnel_state: text('funnel_state').notNull().default('CONTENT_IN_REVIEW'),
    content_sn_type_id: integer('content_sn_type_id').references(() => contentSnTypes.id),
    creator_will_post: boolean('creator_will_post').notNull().default(false),
    /** The client's key for this submission, so a doubled request makes one row. */
    idempotency_key: text('idempotency_key'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_invite_id_idx').on(t.invite_id),
    index('content_user_id_idx').on(t.user_id),
    index('content_funnel_state_idx').on(t.funnel_state),
    index('content_sn_type_id_idx').on(t.content_sn_type_id),
    uniqueIndex('content_user_idempotency_key')
      .on(t.user_id, t.idempotency_key)
      .where(sql`${t.idempotency_key} is not null`),
  ],
);

/** Review comments shown to the creator, by source (OPS_REJECT, BRAND_CONTENT_APPROVAL, OPS_REQUEST_FIX). */
export const contentComments = pgTable(
  'content_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    content_id: integer('content_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    comment_source: text('comment_source').notNull(),
    messages: text('messages').array().notNull(),
    author_user_id: integer('author_user_id').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_comments_content_id_idx').on(t.content_id),
    index('content_comments_author_user_id_idx').on(t.author_user_id),
  ],
);

/** The audit trail: who moved which content from which state to which, when and why. */
export const contentTransitions = pgTable(
  'content_transitions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    content_id: integer('content_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    from_state: text('from_state'),
    to_state: text('to_state').notNull(),
    action: text('action').notNull(),
    actor_user_id: integer('actor_user_id').references(() => users.id),
    actor_type: text('actor_type').notNull(),
    reason: text('reason'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_transitions_content_id_idx').on(t.content_id),
    index('content_transitions_actor_user_id_idx').on(t.actor_user_id),
  ],
);

/** A post on a social platform that carries the content (the spec's campaign distribution). */
export const distributions = pgTable(
  'distributions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    content_id: integer('content_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    distribution_url: text('distribution_url').notNull(),
    distribution_platform: text('distribution_platform').notNull(),
    distribution_content_url: text('distribution_content_url'),
    caption: text('caption'),
    posted_at: timestamp('posted_at', { withTimezone: true }),
    verified_at: timestamp('verified_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('distributions_content_id_key').on(t.content_id)],
);

/** Engagement snapshots of a distribution, taken by the metrics sync job. */
export const distributionSnapshots = pgTable(
  'distribution_snapshots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    distribution_id: integer('distribution_id')
      .notNull()
      .references(() => distributions.id, { onDelete: 'cascade' }),
    likes: integer('likes').notNull().default(0),
    replies: integer('replies').notNull().default(0),
    impressions: integer('impressions').notNull().default(0),
    taken_at: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('distribution_snapshots_distribution_taken_idx').on(t.distribution_id, t.taken_at)],
);

/**
 * Money owed for approved content; the ledger provider records, PayPal Payouts pays. One
 * deliverable payout per invite (decision 522): a further approved submission owes nothing unless
 * accepted as an extra with its own amount.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    content_id: integer('content_id')
      .notNull()
      .unique()
      .references(() => content.id, { onDelete: 'cascade' }),
    /** The invite whose deliverable (or extra) this pays. */
    invite_id: integer('invite_id')
      .notNull()
      .references(() => invites.id, { onDelete: 'cascade' }),
    /** domain money/deliverable PAYOUT_KINDS: deliverable (the fee, once), extra, duplicate. */
    kind: text('kind', { enum: ['deliverable', 'extra', 'duplicate'] })
      .notNull()
      .default('deliverable'),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount_cents: integer('amount_cents').notNull(),
    paypal_email: text('paypal_email'),
    /** The payout's state (domain money/payout-status; 'pending' is owed). */
    status: text('status', {
      enum: [
        'pending',
        'sent',
        'on_hold',
        'unclaimed',
        'paid',
        'returned',
        'refunded',
        'reversed',
        'blocked',
        'failed',
      ],
    })
      .notNull()
      .default('pending'),
    /** The provider's batch id once sent (before: `content-<id>`, the ledger's old reference). */
    batch_id: text('batch_id').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paid_at: timestamp('paid_at', { withTimezone: true }),
    /** The payout run that holds the current attempt; null while owed and not yet batched. */
    payout_batch_id: integer('payout_batch_id').references(() => payoutBatches.id),
    /** 0 for the first attempt, +1 each time a failed or returned payout goes out again. */
    attempt: integer('attempt').notNull().default(0),
    /** The attempt's PayPal item id on our side (`payout-<id>-<attempt>`): never reused. */
    sender_item_id: text('sender_item_id').unique(),
    /** PayPal's id of the item: the reference the creator sees. */
    paypal_item_id: text('paypal_item_id'),
    /** PayPal's raw transaction_status last read. */
    paypal_status: text('paypal_status'),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    /** When the payout reached a final state other than paid (failed, returned). */
    failed_at: timestamp('failed_at', { withTimezone: true }),
    /**
     * PayPal's reason for the last unhappy status (its error name, e.g. RECEIVER_UNREGISTERED),
     * or ours for an attempt that ended with its batch (BATCH_DENIED): shown to creator and ops.
     */
    reason: text('reason'),
  },
  (t) => [
    index('payouts_user_id_idx').on(t.user_id),
    index('payouts_payout_batch_id_idx').on(t.payout_batch_id),
    index('payouts_status_idx').on(t.status),
    index('payouts_invite_id_idx').on(t.invite_id),
    uniqueIndex('payouts_one_deliverable_per_invite')
      .on(t.invite_id)
      .where(sql`${t.kind} = 'deliverable'`),
  ],
);

/**
 * The record of the repair of payouts counted twice for one invite before decision 522 (the
 * migration that introduced the deliverable rule): what was owed twice and never sent (removed),
 * and what was sent or paid twice (kept as a 'duplicate' payout: the money left).
 */
export const payoutRepairs = pgTable(
  'payout_repairs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invite_id: integer('invite_id')
      .notNull()
      .references(() => invites.id, { onDelete: 'cascade' }),
    /** The payout that stays the invite's deliverable. */
    kept_payout_id: integer('kept_payout_id'),
    /** The payout repaired (removed ones are gone: this row is what is left of them). */
    payout_id: integer('payout_id').notNull(),
    content_id: integer('content_id').notNull(),
    user_id: integer('user_id').notNull(),
    amount_cents: integer('amount_cents').notNull(),
    status_before: text('status_before').notNull(),
    /** owed_twice_removed: never sent, no longer owed; paid_twice / sent_twice: the money left. */
    repair: text('repair', { enum: ['owed_twice_removed', 'paid_twice', 'sent_twice'] }).notNull(),
    /** The repaired payout's row and history as they were. */
    details: jsonb('details').notNull(),
    recorded_at: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payout_repairs_invite_id_idx').on(t.invite_id)],
);

/**
 * One "pay everything owed" run: a PayPal batch. The row (with its payouts attached) is committed
 * before PayPal is called, so a crash between PayPal creating the batch and us recording it
 * leaves a 'creating' batch that is sent again with the same sender_batch_id, which PayPal
 * answers with the batch it already has: nothing is paid twice.
 */
export const payoutBatches = pgTable('payout_batches', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  sender_batch_id: text('sender_batch_id').notNull().unique(),
  provider: text('provider', { enum: ['ledger', 'paypal'] }).notNull(),
  /** 'creating' until the provider answered, then PayPal's batch_status. */
  status: text('status').notNull().default('creating'),
  /** The provider's batch id (PayPal's payout_batch_id) once it answered. */
  provider_batch_id: text('provider_batch_id').unique(),
  created_by_user_id: integer('created_by_user_id').references(() => users.id),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sent_at: timestamp('sent_at', { withTimezone: true }),
  /** When every item reached a final state. */
  completed_at: timestamp('completed_at', { withTimezone: true }),
  /** Tries to hand the batch to the provider that failed transiently (429, 5xx, no answer). */
  send_attempts: integer('send_attempts').notNull().default(0),
  /** When the next try is due (PayPal's Retry-After, or a growing wait). */
  next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }),
  /** PayPal's last refusal or failure, as ops read it (its error name and message). */
  last_error: text('last_error'),
  last_error_at: timestamp('last_error_at', { withTimezone: true }),
  /** When the batch was last read back (the status job, a webhook, the periodic read). */
  last_read_at: timestamp('last_read_at', { withTimezone: true }),
});

/** PayPal webhook events already handled, by PayPal's event id: a repeat is answered, not redone. */
export const paypalWebhookEvents = pgTable('paypal_webhook_events', {
  event_id: text('event_id').primaryKey(),
  event_type: text('event_type').notNull(),
  received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every change of a payout's state, written in the transaction of the change: when, who or what
 * (an ops user, the status job, a PayPal webhook, the creator fixing their e-mail) and PayPal's
 * raw status when PayPal reported it.
 */
export const payoutStateChanges = pgTable(
  'payout_state_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    payout_id: integer('payout_id')
      .notNull()
      .references(() => payouts.id, { onDelete: 'cascade' }),
    from_state: text('from_state'),
    to_state: text('to_state').notNull(),
    actor_type: text('actor_type', {
      enum: ['ops', 'brand', 'job', 'webhook', 'creator'],
    }).notNull(),
    actor_user_id: integer('actor_user_id').references(() => users.id),
    paypal_status: text('paypal_status'),
    attempt: integer('attempt').notNull().default(0),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payout_state_changes_payout_id_idx').on(t.payout_id, t.at)],
);
