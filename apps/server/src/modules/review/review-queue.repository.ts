import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands, campaigns, flights } from '../../db/schema/campaigns';
import { content } from '../../db/schema/content';
import { invites } from '../../db/schema/invites';
import { profiles, users } from '../../db/schema/users';

/** Who sees what: the states the caller's role acts on, their brand (null for ops), a search. */
export interface QueueScope {
  /** For each workflow, the states awaiting the caller (domain statesAwaiting). */
  awaiting: readonly { workflow: string; states: readonly string[] }[];
  brandId: number | null;
  /** Matches creator e-mail, name or handle, campaign name or brand name, case-insensitive. */
  search?: string;
}

/** Narrows a scope to one state, campaign or brand (the facets the counts are shown for). */
export interface QueueFilter {
  state?: string;
  campaignId?: number;
  brandId?: number;
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function scopeWhere(scope: QueueScope): SQL[] {
  const pairs = scope.awaiting.map((w) =>
    and(
      eq(campaigns.campaign_content_workflow, w.workflow),
      inArray(content.funnel_state, [...w.states]),
    ),
  );
  const where: SQL[] = [pairs.length > 0 ? or(...pairs)! : sql`false`];
  if (scope.brandId != null) where.push(eq(campaigns.brand_id, scope.brandId));
  const search = scope.search?.trim();
  if (search) {
    const pattern = `%${likeEscape(search)}%`;
    where.push(
      or(
        // A creator's e-mail is searched for ops only (decision 535).
        scope.brandId == null ? ilike(users.email, pattern) : undefined,
        ilike(
          sql`coalesce(${profiles.first_name}, '') || ' ' || coalesce(${profiles.last_name}, '')`,
          pattern,
        ),
        ilike(profiles.tiktok_handle, pattern),
        ilike(campaigns.name, pattern),
        ilike(brands.name, pattern),
      )!,
    );
  }
  return where;
}

function filterWhere(filter: QueueFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.state) where.push(eq(content.funnel_state, filter.state));
  if (filter.campaignId) where.push(eq(campaigns.id, filter.campaignId));
  if (filter.brandId) where.push(eq(campaigns.brand_id, filter.brandId));
  return where;
}

const queueColumns = {
  content_id: content.id,
  media_id: content.media_id,
  funnel_state: content.funnel_state,
  caption: content.caption,
  updated_at: content.updated_at,
  creator_id: users.id,
  creator_email: users.email,
  first_name: profiles.first_name,
  last_name: profiles.last_name,
  tiktok_handle: profiles.tiktok_handle,
  campaign_id: campaigns.id,
  campaign_name: campaigns.name,
  workflow: campaigns.campaign_content_workflow,
  brand_id: brands.id,
  brand_name: brands.name,
  payout_amount_cents: invites.payout_amount_cents,
  flight_end: flights.end_date,
  campaign_flight_end: campaigns.flight_end,
};

export type QueueRow = {
  [K in keyof typeof queueColumns]: (typeof queueColumns)[K]['_']['data'] | null;
} & { content_id: number; funnel_state: string; updated_at: Date };

/**
 * The review console's queue (issue 16): one page of content awaiting a reviewer, oldest first,
 * and the counts by state and campaign. Two queries per page whatever its size.
 */
export function createReviewQueueRepository(db: DbOrTx) {
  const joined = <T extends Record<string, unknown>>(columns: T) =>
    db
      .select(columns as never)
      .from(content)
      .innerJoin(invites, eq(invites.id, content.invite_id))
      .innerJoin(campaigns, eq(campaigns.id, invites.campaign_id))
      .innerJoin(brands, eq(brands.id, campaigns.brand_id))
      .innerJoin(users, eq(users.id, content.user_id))
      .leftJoin(profiles, eq(profiles.user_id, content.user_id))
      .leftJoin(flights, eq(flights.id, invites.flight_id));

  return {
    /** One page, oldest first (the longest waiting at the top). */
    async page(scope: QueueScope, filter: QueueFilter, limit: number, offset: number) {
      const rows = await joined(queueColumns)
        .where(and(...scopeWhere(scope), ...filterWhere(filter)))
        .orderBy(asc(content.updated_at), asc(content.id))
        .limit(limit)
        .offset(offset);
      return rows as unknown as QueueRow[];
    },

    /** Items per state and campaign within the scope (filters aside, so every facet shows). */
    async counts(scope: QueueScope) {
      const columns = {
        state: content.funnel_state,
        campaign_id: campaigns.id,
        campaign_name: campaigns.name,
        brand_id: brands.id,
        brand_name: brands.name,
        count: count(),
      };
      const rows = await joined(columns)
        .where(and(...scopeWhere(scope)))
        .groupBy(content.funnel_state, campaigns.id, campaigns.name, brands.id, brands.name)
        .orderBy(asc(campaigns.name));
      return rows as unknown as {
        state: string;
        campaign_id: number;
        campaign_name: string;
        brand_id: number;
        brand_name: string;
        count: number;
      }[];
    },
  };
}

export type ReviewQueueRepository = ReturnType<typeof createReviewQueueRepository>;
