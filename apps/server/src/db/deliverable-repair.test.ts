import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Issue 26: the migration that introduced one payout per deliverable (0011) repairs databases
 * where an invite was paid twice, and keeps a record of it. Built up to 0010, filled with the
 * cases the old code made, then migrated.
 */
const MIGRATIONS = path.resolve(import.meta.dirname, 'migrations');
let before: string;
let client: PGlite;

/** A copy of the migrations folder that ends at `lastTag`. */
function migrationsUpTo(lastTag: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  const end = journal.entries.findIndex((e: { tag: string }) => e.tag === lastTag);
  journal.entries = journal.entries.slice(0, end + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

const q = async <T = Record<string, unknown>>(text: string) => (await client.query<T>(text)).rows;

beforeAll(async () => {
  before = migrationsUpTo('0010_audit_log_append_only');
  client = await PGlite.create();
  await migrate(drizzle(client), { migrationsFolder: before });
  await client.exec(`
    insert into users (email, password_hash, type) values ('c@x.test', 'x', 'influencer');
    insert into profiles (user_id, paypal_account) values (1, 'c@pay.test');
    insert into brands (name) values ('B');
    insert into campaigns (brand_id, name, influencer_compensation_type, campaign_content_workflow, platform, status)
      select 1, 'C' || n, 'PAYMENT', 'PRODUCT', 'instagram_image', 2 from generate_series(1, 4) n;
    -- invite 1: paid twice; invite 2: owed twice, never sent; invite 3: verified post, no payout;
    -- invite 4: one payout, as it should be.
    insert into invites (campaign_id, user_id, status, payout_amount_cents, total_payout_amount_cents)
      select n, 1, 'ACCEPTED', 15000, 15000 from generate_series(1, 4) n;
    insert into media (user_id, content_type, status) select 1, 'image', 'ready' from generate_series(1, 7);
    insert into content (invite_id, user_id, media_id, platform_type, funnel_state) values
      (1, 1, 1, 'instagram', 'PAID'), (1, 1, 2, 'instagram', 'PAID'),
      (2, 1, 3, 'instagram', 'DISTRIBUTION_APPROVED'), (2, 1, 4, 'instagram', 'CONTENT_APPROVED_DO_NOT_DISTRIBUTE'),
      (3, 1, 5, 'instagram', 'DISTRIBUTION_APPROVED'),
      (4, 1, 6, 'instagram', 'CONTENT_APPROVED_DO_NOT_DISTRIBUTE'), (4, 1, 7, 'instagram', 'CONTENT_REJECTED');
    insert into payouts (content_id, user_id, amount_cents, paypal_email, status, batch_id, paid_at) values
      (1, 1, 15000, 'c@pay.test', 'paid', 'B1', now() - interval '2 days'),
      (2, 1, 15000, 'c@pay.test', 'paid', 'B1', now() - interval '1 day'),
      (3, 1, 15000, 'c@pay.test', 'pending', 'content-3', null),
      (4, 1, 15000, 'c@pay.test', 'pending', 'content-4', null),
      (6, 1, 15000, 'c@pay.test', 'pending', 'content-6', null);
    insert into payout_state_changes (payout_id, to_state, actor_type) values (2, 'owed', 'ops'), (2, 'paid', 'job');
  `);
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
});
afterAll(async () => {
  await client.close();
  rmSync(before, { recursive: true, force: true });
});

describe('migration 0011: one payout per deliverable', () => {
  it('keeps one deliverable per invite; a second payment stays as a duplicate, a second debt goes', async () => {
    const rows = await q<{ id: number; invite_id: number; kind: string; status: string }>(
      'select id, invite_id, kind, status from payouts order by id',
    );
    expect(rows).toEqual([
      { id: 1, invite_id: 1, kind: 'deliverable', status: 'paid' },
      { id: 2, invite_id: 1, kind: 'duplicate', status: 'paid' },
      { id: 3, invite_id: 2, kind: 'deliverable', status: 'pending' },
      { id: 5, invite_id: 4, kind: 'deliverable', status: 'pending' },
      expect.objectContaining({ invite_id: 3, kind: 'deliverable', status: 'pending' }),
    ]);
  });

  it('records what was paid twice and what was owed twice, with the rows as they were', async () => {
    const repairs = await q<{
      invite_id: number;
      payout_id: number;
      kept_payout_id: number;
      repair: string;
      amount_cents: number;
      details: { payout: { id: number; status: string }; history: { to_state: string }[] };
    }>('select * from payout_repairs order by id');
    expect(repairs).toHaveLength(2);
    expect(repairs[0]).toMatchObject({
      invite_id: 1,
      payout_id: 2,
      kept_payout_id: 1,
      repair: 'paid_twice',
      amount_cents: 15000,
    });
    expect(repairs[0]!.details.history.map((h) => h.to_state)).toEqual(['owed', 'paid']);
    expect(repairs[1]).toMatchObject({
      invite_id: 2,
      payout_id: 4,
      kept_payout_id: 3,
      repair: 'owed_twice_removed',
    });
    expect(repairs[1]!.details.payout).toMatchObject({ id: 4, status: 'pending' });
  });

  it('makes the deliverable owed where approved content had no payout, so a run can pay it', async () => {
    const [made] = await q<{ content_id: number; amount_cents: number; paypal_email: string }>(
      'select content_id, amount_cents, paypal_email from payouts where invite_id = 3',
    );
    expect(made).toEqual({ content_id: 5, amount_cents: 15000, paypal_email: 'c@pay.test' });
  });

  it('refuses a second deliverable for an invite from now on', async () => {
    await expect(
      client.query(
        `insert into payouts (content_id, invite_id, user_id, amount_cents, batch_id, kind)
         values (7, 4, 1, 100, 'x', 'deliverable')`,
      ),
    ).rejects.toThrow(/payouts_one_deliverable_per_invite/);
  });
});
