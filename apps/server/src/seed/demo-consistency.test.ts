import { CONTENT_TRANSITIONS } from '@portal/domain/content/transitions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { testConfig } from '../config';
import { seedIfEmpty } from './seed';

/**
 * Issue 31: the demo's timestamps and records are consistent, as a real creator's would be —
 * nothing paid before its payout was made, no review history that jumps, approved work has its
 * payout, posts exist where the funnel says they were found, open invites are still open.
 */
let t: TestApp;
let seededAt: Date;

beforeAll(async () => {
  t = await buildTestApp();
  const demo = testConfig().demo;
  seededAt = new Date();
  await seedIfEmpty(t.database.db, { ...testConfig(), demo: { ...demo, enabled: true } });
});
afterAll(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await t.database.db.execute(query)).rows as T[];

describe('the demo seed is consistent', () => {
  it('never pays before the payout was made, nor before the content was submitted, nor in the future', async () => {
    const bad = await rows<{ id: number }>(sql`
      select p.id from payouts p join content c on c.id = p.content_id
      where p.paid_at < p.created_at or p.created_at < c.created_at or p.paid_at > now()
        or p.created_at > now()`);
    expect(bad).toEqual([]);
  });

  it('records a payout at approval: the trail’s approve step is when the payout was made', async () => {
    const bad = await rows<{ id: number }>(sql`
      select p.id from payouts p
      where not exists (
        select 1 from content_transitions t
        where t.content_id = p.content_id
          and t.action in ('approve_distribute', 'approve_do_not_distribute')
          and t.created_at <= p.created_at)`);
    expect(bad).toEqual([]);
  });

  it('gives every submission a complete history: submitted first, each step after the last, ending where it stands', async () => {
    const trails = await rows<{
      content_id: number;
      funnel_state: string;
      created_at: string;
      steps: { action: string; from_state: string | null; to_state: string; at: string }[];
    }>(sql`
      select c.id as content_id, c.funnel_state, c.created_at,
        json_agg(json_build_object('action', t.action, 'from_state', t.from_state,
          'to_state', t.to_state, 'at', t.created_at) order by t.created_at, t.id) as steps
      from content c join content_transitions t on t.content_id = c.id
      group by c.id`);
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from content`);
    expect(trails).toHaveLength(n);
    for (const trail of trails) {
      const steps = trail.steps;
      expect(steps[0]!.action, `content ${trail.content_id}`).toBe('submit_content');
      expect(steps.at(-1)!.to_state, `content ${trail.content_id}`).toBe(trail.funnel_state);
      for (let i = 1; i < steps.length; i++) {
        // Each step starts where the previous one ended and is a move the funnel allows: no
        // jump from Submitted to Paid.
        const step = steps[i]!;
        expect(step.from_state, `content ${trail.content_id}`).toBe(steps[i - 1]!.to_state);
        const rule = CONTENT_TRANSITIONS.find(
          (r) => r.action === step.action && r.to === step.to_state,
        );
        expect(rule, `content ${trail.content_id}: ${step.action}`).toBeDefined();
        expect(rule!.from as readonly string[]).toContain(step.from_state);
      }
      expect(Date.parse(steps[0]!.at)).toBeGreaterThanOrEqual(Date.parse(trail.created_at));
      expect(Date.parse(steps.at(-1)!.at)).toBeLessThanOrEqual(Date.now());
    }
  });

  it('has a payout for every paying invite whose work was approved, and one only', async () => {
    const missing = await rows<{ id: number }>(sql`
      select i.id from invites i join campaigns c on c.id = i.campaign_id
      where i.payout_amount_cents > 0 and c.influencer_compensation_type <> 'PRODUCT'
        and exists (select 1 from content x where x.invite_id = i.id and x.funnel_state in
          ('DISTRIBUTION_APPROVED', 'CONTENT_APPROVED_DO_NOT_DISTRIBUTE', 'PAID'))
        and not exists (select 1 from payouts p join content x on x.id = p.content_id
          where x.invite_id = i.id)`);
    expect(missing).toEqual([]);
    const doubled = await rows<{ id: number }>(sql`
      select x.invite_id as id from payouts p join content x on x.id = p.content_id
      group by x.invite_id having count(*) > 1`);
    expect(doubled).toEqual([]);
  });

  it('has the post wherever the funnel says a post was found, posted before now', async () => {
    const bad = await rows<{ id: number }>(sql`
      select c.id from content c
      where c.funnel_state in ('DISTRIBUTION_VERIFYING', 'DISTRIBUTION_APPROVED', 'POST_REJECTED',
        'DISTRIBUTION_CHANGES_REQUESTED')
        and not exists (select 1 from distributions d where d.content_id = c.id)`);
    expect(bad).toEqual([]);
    const future = await rows<{ id: number }>(
      sql`select id from distributions where posted_at > now()`,
    );
    expect(future).toEqual([]);
  });

  it('keeps the demo creators’ open invites open: accept-by is still ahead when the demo starts', async () => {
    const closed = await rows<{ id: number; accept_by: string }>(sql`
      select i.id, i.invite_sent_at + interval '1 day' as accept_by from invites i
      where i.status = 'PENDING' and not i.requested and i."group" = 'active'
        and i.invite_sent_at + interval '1 day' < ${seededAt.toISOString()}::timestamptz
          + interval '2 hours'`);
    expect(closed).toEqual([]);
  });

  it('gives the veteran analytics for their completed campaigns (issue 31: "locked" beside 24)', async () => {
    const [{ n }] = await rows<{ n: number }>(sql`
      select count(*)::int as n from distributions d join content c on c.id = d.content_id
      join users u on u.id = c.user_id where u.email = 'veteran@demo.test'`);
    expect(n).toBeGreaterThanOrEqual(24);
  });
});

/** Issue 29: the demo makes its campaigns and invites through the studio (decisions 573, 610). */
describe('the demo seed goes through the studio', () => {
  it('writes every campaign in the studio: each has its studio record, published by ops, and the console lists it', async () => {
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from campaigns`);
    expect(n).toBeGreaterThan(100);
    const unwritten = await rows<{ name: string }>(sql`
      select c.name from campaigns c left join campaign_drafts d on d.campaign_id = c.id
      where d.campaign_id is null or d.published_document is null`);
    expect(unwritten).toEqual([]);
    const unaudited = await rows<{ name: string }>(sql`
      select c.name from campaigns c where not exists (
        select 1 from audit_log a join users u on u.id = a.actor_id
        where a.action = 'campaign.published' and a.target_type = 'campaign'
          and a.target_id = c.id::text and u.type = 'ops')`);
    expect(unaudited).toEqual([]);
    const [ops] = await rows<{ id: number }>(sql`select id from users where type = 'ops' limit 1`);
    const list = await t.app.container.studio.list(
      { id: ops!.id, type: 'ops', brandId: null, brandRole: null },
      { page: 1, page_size: 1 },
    );
    expect(list.total).toBe(n);
  });

  it('sends every invite with the studio (its audit entry) and makes every request through the request flow', async () => {
    const [{ sent, requested }] = await rows<{ sent: number; requested: number }>(sql`
      select count(*) filter (where not requested)::int as sent,
        count(*) filter (where requested)::int as requested from invites`);
    expect(sent).toBeGreaterThan(100);
    expect(requested).toBeGreaterThan(0);
    const unsent = await rows<{ id: number }>(sql`
      select i.id from invites i where not i.requested and not exists (
        select 1 from audit_log a
        where a.action = 'invite.sent' and a.target_type = 'invite'
          and a.target_id = i.id::text)`);
    expect(unsent).toEqual([]);
    // What the request flow requires and writes: a window of the campaign, the address where it
    // ships a product (domain shipsProduct), the answers' verdict where it asks questions.
    const unflowed = await rows<{ id: number }>(sql`
      select i.id from invites i join campaigns c on c.id = i.campaign_id
      left join flights f on f.id = i.flight_id
      where i.requested and (f.campaign_id is distinct from c.id
        or (c.influencer_compensation_type in ('PRODUCT', 'PRODUCT_AND_PAYMENT')
          and i.shipping_info is null)
        or (jsonb_array_length(c.smart_questions::jsonb) > 0
          and i.smart_question_answer_result is null))`);
    expect(unflowed).toEqual([]);
  });
});
