import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands, campaigns, flights } from '../../db/schema/campaigns';
import {
  content,
  contentComments,
  contentTransitions,
  distributions,
  media,
} from '../../db/schema/content';
import { invites } from '../../db/schema/invites';
import { profiles, socialAccounts, users } from '../../db/schema/users';

/** What the console's detail view reads (issue 16); five queries whatever the history's length. */
export function createReviewDetailRepository(db: DbOrTx) {
  return {
    /** The content with its media, campaign, brand, invite and creator profile: one query. */
    async find(contentId: number) {
      const [row] = await db
        .select({
          content,
          media: {
            id: media.id,
            content_type: media.content_type,
            status: media.status,
            storage_key: media.storage_key,
            source_url: media.source_url,
            thumbnail_key: media.thumbnail_key,
            mime_type: media.mime_type,
          },
          campaign: {
            id: campaigns.id,
            name: campaigns.name,
            brand_id: campaigns.brand_id,
            platform: campaigns.platform,
            workflow: campaigns.campaign_content_workflow,
            compensation_type: campaigns.influencer_compensation_type,
            expense_cents: campaigns.creator_expense_amount_cents,
            requires_caption: campaigns.requires_caption,
            hashtags: campaigns.hashtags,
            screen_names: campaigns.screen_names,
            flight_end: campaigns.flight_end,
          },
          brand_name: brands.name,
          invite_id: invites.id,
          invite_flight_end: flights.end_date,
          distribution: {
            url: distributions.distribution_url,
            platform: distributions.distribution_platform,
            posted_at: distributions.posted_at,
          },
          payout_amount_cents: invites.payout_amount_cents,
          creator_email: users.email,
          profile: {
            first_name: profiles.first_name,
            last_name: profiles.last_name,
            tiktok_handle: profiles.tiktok_handle,
            snapchat_handle: profiles.snapchat_handle,
            twitter_handle: profiles.twitter_handle,
            youtube_handle: profiles.youtube_handle,
            pinterest_handle: profiles.pinterest_handle,
          },
        })
        .from(content)
        .innerJoin(media, eq(media.id, content.media_id))
        .innerJoin(invites, eq(invites.id, content.invite_id))
        .innerJoin(campaigns, eq(campaigns.id, invites.campaign_id))
        .innerJoin(brands, eq(brands.id, campaigns.brand_id))
        .innerJoin(users, eq(users.id, content.user_id))
        .leftJoin(profiles, eq(profiles.user_id, content.user_id))
        .leftJoin(flights, eq(flights.id, invites.flight_id))
        .leftJoin(distributions, eq(distributions.content_id, content.id))
        .where(eq(content.id, contentId));
      return row;
    },

    /** The creator's other submissions for the same invite, newest first. */
    otherVersions(inviteId: number, contentId: number) {
      return db
        .select({
          id: content.id,
          funnel_state: content.funnel_state,
          caption: content.caption,
          created_at: content.created_at,
        })
        .from(content)
        .where(and(eq(content.invite_id, inviteId), ne(content.id, contentId)))
        .orderBy(desc(content.created_at), desc(content.id))
        .limit(20);
    },

    /** The review comments of several contents at once, oldest first. */
    comments(contentIds: number[]) {
      return db
        .select()
        .from(contentComments)
        .where(inArray(contentComments.content_id, contentIds))
        .orderBy(asc(contentComments.created_at), asc(contentComments.id));
    },

    /** The audit trail with each actor's e-mail, oldest first. */
    trail(contentId: number) {
      return db
        .select({ t: contentTransitions, actor_email: users.email })
        .from(contentTransitions)
        .leftJoin(users, eq(users.id, contentTransitions.actor_user_id))
        .where(eq(contentTransitions.content_id, contentId))
        .orderBy(asc(contentTransitions.created_at), asc(contentTransitions.id));
    },

    /** The creator's connected social accounts (no tokens). */
    accounts(userId: number) {
      return db
        .select({
          platform: socialAccounts.platform,
          handle: socialAccounts.handle,
          expires_at: socialAccounts.expires_at,
        })
        .from(socialAccounts)
        .where(eq(socialAccounts.user_id, userId))
        .orderBy(asc(socialAccounts.platform));
    },
  };
}

export type ReviewDetailRepository = ReturnType<typeof createReviewDetailRepository>;
