import { and, desc, eq, type Placeholder, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands, campaigns, flights } from '../../db/schema/campaigns';
import {
  content,
  contentComments,
  contentTransitions,
  distributions,
  media,
  payouts,
} from '../../db/schema/content';
import { invites } from '../../db/schema/invites';

/** Content by its media id with media, invite, campaign, flight, distribution and payout. */
function byMediaId(tx: DbOrTx, mediaId: number | Placeholder) {
  return tx
    .select({
      content,
      media,
      invite: {
        id: invites.id,
        payout_amount_cents: invites.payout_amount_cents,
        has_extension: invites.has_extension,
        granted_extension_end: invites.granted_extension_end,
      },
      campaign: {
        id: campaigns.id,
        name: campaigns.name,
        platform: campaigns.platform,
        campaign_content_workflow: campaigns.campaign_content_workflow,
        requires_caption: campaigns.requires_caption,
        hashtags: campaigns.hashtags,
        screen_names: campaigns.screen_names,
        flight_end: campaigns.flight_end,
      },
      brand: { name: brands.name },
      payout: {
        id: payouts.id,
        amount_cents: payouts.amount_cents,
        status: payouts.status,
        batch_id: payouts.batch_id,
        paypal_item_id: payouts.paypal_item_id,
        created_at: payouts.created_at,
        sent_at: payouts.sent_at,
        paid_at: payouts.paid_at,
        failed_at: payouts.failed_at,
      },
      flight_end: flights.end_date,
      distribution: distributions,
    })
    .from(content)
    .innerJoin(media, eq(media.id, content.media_id))
    .innerJoin(invites, eq(invites.id, content.invite_id))
    .innerJoin(campaigns, eq(campaigns.id, invites.campaign_id))
    .innerJoin(brands, eq(brands.id, campaigns.brand_id))
    .leftJoin(flights, eq(flights.id, invites.flight_id))
    .leftJoin(distributions, eq(distributions.content_id, content.id))
    .leftJoin(payouts, eq(payouts.content_id, content.id))
    .where(eq(content.media_id, mediaId));
}

/** The content's review comments, newest first. */
function commentsOf(tx: DbOrTx, contentId: number | Placeholder) {
  return tx
    .select({
      messages: contentComments.messages,
      comment_source: contentComments.comment_source,
      created_at: contentComments.created_at,
    })
    .from(contentComments)
    .where(eq(contentComments.content_id, contentId))
    .orderBy(desc(contentComments.created_at), desc(contentComments.id));
}

/** Who moved the content and how, oldest first (the reviewers' names come from here). */
function transitionsOf(tx: DbOrTx, contentId: number | Placeholder) {
  return tx
    .select({
      action: contentTransitions.action,
      actor_type: contentTransitions.actor_type,
      to_state: contentTransitions.to_state,
      created_at: contentTransitions.created_at,
    })
    .from(contentTransitions)
    .where(eq(contentTransitions.content_id, contentId))
    .orderBy(contentTransitions.created_at, contentTransitions.id);
}

/** Runs `build` once, on first use. */
function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= build();
    return value;
  };
}

/** Reads behind the content status screen (issue 8): four queries per screen, whatever it holds. */
export function createContentStatusRepository(db: DbOrTx) {
  // The screen's three reads, built once and named (decision 571): Drizzle built their SQL on
  // every call, and PostgreSQL planned the eight-table join each time. Inside a transaction the
  // plain builders run.
  const id = sql.placeholder('id');
  const prepared = {
    byMediaId: once(() => byMediaId(db, id).prepare('content_status_by_media')),
    comments: once(() => commentsOf(db, id).prepare('content_status_comments')),
    transitions: once(() => transitionsOf(db, id).prepare('content_status_transitions')),
  };
  return {
    /** Content by its media id with media, invite, campaign, flight and distribution. */
    async findByMediaId(mediaId: number, tx: DbOrTx = db) {
      const [row] = await (tx === db
        ? prepared.byMediaId().execute({ id: mediaId })
        : byMediaId(tx, mediaId));
      return row;
    },

    /** The content's review comments, newest first. */
    listComments(contentId: number, tx: DbOrTx = db) {
      return tx === db ? prepared.comments().execute({ id: contentId }) : commentsOf(tx, contentId);
    },

    /** Who moved the content and how, oldest first (the reviewers' names come from here). */
    listTransitions(contentId: number, tx: DbOrTx = db) {
      return tx === db
        ? prepared.transitions().execute({ id: contentId })
        : transitionsOf(tx, contentId);
    },

    /** Whether the creator has an invite to the campaign (so they may read its type). */
    async findCampaignForCreator(campaignId: number, userId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          id: campaigns.id,
          platform: campaigns.platform,
          brand_id: brands.id,
          brand_name: brands.name,
        })
        .from(campaigns)
        .innerJoin(brands, eq(brands.id, campaigns.brand_id))
        .innerJoin(invites, and(eq(invites.campaign_id, campaigns.id), eq(invites.user_id, userId)))
        .where(eq(campaigns.id, campaignId))
        .limit(1);
      return row;
    },
  };
}

export type ContentStatusRepository = ReturnType<typeof createContentStatusRepository>;
export type ContentStatusRow = NonNullable<
  Awaited<ReturnType<ContentStatusRepository['findByMediaId']>>
>;
