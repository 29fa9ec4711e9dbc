import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';

/** The demo creator's rows in every table that holds them, as one fingerprint. */
export async function demoCreatorFingerprint(database: Database, email: string) {
  const result = await database.db.execute(sql`
    with u as (select id from users where email = ${email})
    select md5(concat_ws('|',
      (select string_agg(t::text, ',' order by t.id) from users t where t.id in (select id from u)),
      (select string_agg(t::text, ',' order by t::text) from profiles t where t.user_id in (select id from u)),
      (select string_agg(t::text, ',' order by t.id) from invites t where t.user_id in (select id from u)),
      (select string_agg(t::text, ',' order by t.id) from content t where t.user_id in (select id from u)),
      (select string_agg(t::text, ',' order by t.id) from media t where t.user_id in (select id from u)),
      (select string_agg(t::text, ',' order by t.id) from payouts t where t.user_id in (select id from u)),
      (select string_agg(t::text, ',' order by t.id) from contacts t where t.user_id in (select id from u))
    )) as h, (select count(*)::int from invites where user_id in (select id from u)) as invites`);
  return result.rows[0] as { h: string; invites: number };
}
