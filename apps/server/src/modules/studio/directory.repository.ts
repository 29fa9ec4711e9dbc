import { ACCEPTED_CONTENT } from '@portal/domain/invites/invite-state';
import type { DirectoryQuery } from '@portal/domain/studio/directory';
import { defaultDirection } from '@portal/domain/studio/directory';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invites } from '../../db/schema/invites';
import { categories, creatorCategories } from '../../db/schema/platform';
import { creatorNotes } from '../../db/schema/studio';
import { socialAccounts } from '../../db/schema/users';

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const accepted = sql.raw(ACCEPTED_CONTENT.map((s) => `'${s}'`).join(', '));

/**
 * The creator directory's reads (issue 29): one page is four queries whatever the number of
 * creators — the page (with the total), and the page's accounts, categories and invites — with the
 * audience and track record of every creator aggregated in one pass each (hash joins), so
 * filtering and sorting on them needs no query per creator.
 */
export function createDirectoryRepository(db: DbOrTx) {
  /** Followers and best engagement per creator, over one platform or all. */
  const audience = (platform?: string) => sql`(
    select user_id, sum(coalesce(followers, 0))::int as followers,
           max(engagement_rate) as engagement_rate
    from ${socialAccounts}
    ${platform ? sql`where platform = ${platform}` : sql``}
    group by user_id)`;

  /**
   * Finished deliverables per creator (an invite with accepted content: domain
   * `isCompletedWork`) and how many were first handed in by their deadline.
   */
  const record = sql`(
    select i.user_id,
           count(*)::int as completed,
           count(*) filter (where d.first_at <= coalesce(i.granted_extension_end, f.end_date,
                                                     i.flight_end, c.flight_end))::int as on_time
    from invites i
    join (select invite_id, min(created_at) as first_at
          from content group by invite_id
          having bool_or(funnel_state in (${accepted}))) d on d.invite_id = i.id
    join campaigns c on c.id = i.campaign_id
    left join flights f on f.id = i.flight_id
    group by i.user_id)`;

  function filters(query: DirectoryQuery, searchEmail: boolean): SQL {
    const where: SQL[] = [sql`u.type = 'influencer'`];
    if (query.q) {
      const q = like(query.q);
      const handles = sql`exists (select 1 from ${socialAccounts} s
        where s.user_id = u.id and s.handle ilike ${q})`;
      const profileHandles = sql`(p.tiktok_handle ilike ${q} or p.youtube_handle ilike ${q}
        or p.twitter_handle ilike ${q})`;
      const name = sql`(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')) ilike ${q}`;
      where.push(
        searchEmail
          ? sql`(${name} or ${handles} or ${profileHandles} or u.email ilike ${q})`
          : sql`(${name} or ${handles} or ${profileHandles})`,
      );
    }
    if (query.category_id) {
      where.push(sql`exists (select 1 from ${creatorCategories} cc
        where cc.user_id = u.id and cc.category_id = ${query.category_id})`);
    }
    if (query.platform) where.push(sql`a.user_id is not null`);
    if (query.followers_min !== undefined)
      where.push(sql`coalesce(a.followers, 0) >= ${query.followers_min}`);
    if (query.followers_max !== undefined)
      where.push(sql`coalesce(a.followers, 0) <= ${query.followers_max}`);
    if (query.country) where.push(sql`p.country = ${query.country}`);
    if (query.has_paypal !== undefined) {
      const has = sql`coalesce(p.paypal_account, '') <> ''`;
      where.push(query.has_paypal ? has : sql`not (${has})`);
    }
    if (query.completed_min !== undefined)
      where.push(sql`coalesce(r.completed, 0) >= ${query.completed_min}`);
    return sql.join(where, sql` and `);
  }

  function order(query: DirectoryQuery): SQL {
    const dir = sql.raw(
      (query.direction ?? defaultDirection(query.sort)) === 'asc' ? 'asc' : 'desc',
    );
    const last = sql.raw(
      (query.direction ?? defaultDirection(query.sort)) === 'asc' ? 'nulls last' : 'nulls last',
    );
    switch (query.sort) {
      case 'followers':
        return sql`coalesce(a.followers, 0) ${dir}, u.id asc`;
      case 'engagement':
        return sql`a.engagement_rate ${dir} ${last}, u.id asc`;
      case 'completed':
        return sql`coalesce(r.completed, 0) ${dir}, u.id asc`;
      case 'on_time':
        return sql`(r.on_time::float / nullif(r.completed, 0)) ${dir} ${last}, u.id asc`;
      case 'newest':
        return sql`u.id ${dir}`;
      default:
        return sql`lower(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')) ${dir}, u.id asc`;
    }
  }

  const from = (query: DirectoryQuery) => sql`
    from users u
    join profiles p on p.user_id = u.id
    ${query.platform ? sql`join` : sql`left join`} ${audience(query.platform)} a on a.user_id = u.id
    left join ${record} r on r.user_id = u.id`;

  return {
    /** One page of creators matching the query, with everything the directory shows. */
    async page(query: DirectoryQuery, searchEmail: boolean) {
      const offset = (query.page - 1) * query.page_size;
      const result = await db.execute(sql`
        select u.id, u.email, p.first_name, p.last_name, p.phone_number as phone,
               nullif(concat_ws(', ', nullif(p.address, ''), nullif(p.address_line_2, ''),
                 nullif(p.zip_code, '')), '') as address,
               p.city, p.country, coalesce(p.paypal_account, '') <> '' as has_paypal,
               p.tiktok_handle, p.youtube_handle,
               coalesce(a.followers, 0) as followers, a.engagement_rate,
               coalesce(r.completed, 0) as completed, coalesce(r.on_time, 0) as on_time,
               count(*) over () as total
        ${from(query)}
        where ${filters(query, searchEmail)}
        order by ${order(query)}
        limit ${query.page_size} offset ${offset}`);
      return result.rows as unknown as DirectoryRow[];
    },

    /** The number of matches, for a page past the last (which has no rows to carry it). */
    async total(query: DirectoryQuery, searchEmail: boolean) {
      const result = await db.execute(sql`select count(*)::int as n ${from(query)}
        where ${filters(query, searchEmail)}`);
      return Number((result.rows[0] as { n: number } | undefined)?.n ?? 0);
    },

    accountsOf(userIds: number[]) {
      if (userIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          user_id: socialAccounts.user_id,
          platform: socialAccounts.platform,
          handle: socialAccounts.handle,
          followers: socialAccounts.followers,
          engagement_rate: socialAccounts.engagement_rate,
        })
        .from(socialAccounts)
        .where(inArray(socialAccounts.user_id, userIds))
        .orderBy(asc(socialAccounts.platform));
    },

    categoriesOf(userIds: number[]) {
      if (userIds.length === 0) return Promise.resolve([]);
      return db
        .select({ user_id: creatorCategories.user_id, name: categories.name })
        .from(creatorCategories)
        .innerJoin(categories, eq(categories.id, creatorCategories.category_id))
        .where(inArray(creatorCategories.user_id, userIds))
        .orderBy(asc(creatorCategories.rank), asc(categories.name));
    },

    /** Which of `userIds` already have an invite to the campaign. */
    async invitedTo(campaignId: number, userIds: number[]) {
      if (userIds.length === 0) return new Set<number>();
      const rows = await db
        .select({ user_id: invites.user_id })
        .from(invites)
        .where(and(eq(invites.campaign_id, campaignId), inArray(invites.user_id, userIds)));
      return new Set(rows.map((r) => r.user_id));
    },

    /** The team's note on a creator: a brand's (its id) or ops' (null). */
    async findNote(creatorId: number, brandId: number | null) {
      const [row] = await db
        .select()
        .from(creatorNotes)
        .where(
          and(
            eq(creatorNotes.creator_id, creatorId),
            brandId === null
              ? sql`${creatorNotes.brand_id} is null`
              : eq(creatorNotes.brand_id, brandId),
          ),
        );
      return row;
    },

    async saveNote(
      creatorId: number,
      brandId: number | null,
      body: string,
      userId: number,
      now: Date,
    ) {
      const result = await db.execute(sql`
        insert into ${creatorNotes} (creator_id, brand_id, body, updated_by_user_id, updated_at)
        values (${creatorId}, ${brandId}, ${body}, ${userId}, ${now.toISOString()})
        on conflict (creator_id, coalesce(brand_id, 0))
        do update set body = excluded.body, updated_by_user_id = excluded.updated_by_user_id,
                      updated_at = excluded.updated_at
        returning body, updated_at`);
      return result.rows[0] as { body: string; updated_at: string | Date };
    },

    async isCreator(userId: number) {
      const result = await db.execute(
        sql`select 1 from users where id = ${userId} and type = 'influencer'`,
      );
      return result.rows.length === 1;
    },
  };
}

export interface DirectoryRow {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  country: string | null;
  has_paypal: boolean;
  tiktok_handle: string | null;
  youtube_handle: string | null;
  followers: number;
  engagement_rate: number | null;
  completed: number;
  on_time: number;
  /** Every match of the query, whatever the page. */
  total: number;
}

export type DirectoryRepository = ReturnType<typeof createDirectoryRepository>;
