import { CAMPAIGNS_LIST_PAGE_SIZES } from '@portal/domain/invites/campaigns-list-pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser, type TestUser } from '../../../test/factories';
import {
  addGuideline,
  addSampleImage,
  connectAccount,
  createCampaign,
  createInvite,
  createSubmission,
} from '../../../test/factories-campaigns';

const DAY = 86_400_000;
let t: TestApp;
let creator: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  creator = await createUser(t.app, { user: { profile_progress: 1 } });
});
afterAll(() => t.close());

const getPage = (user: TestUser) =>
  t.app.inject({ url: '/api/v1/creator/campaigns', headers: user.headers });

describe('GET /api/v1/creator/campaigns', () => {
  it('groups the invites, lists upcoming campaigns and counts completed work', async () => {
    const active = await createCampaign(t.app);
    await addSampleImage(t.app, active.id, '/demo/campaigns/a.svg');
    const pending = await createInvite(t.app, { user_id: creator.id, campaign_id: active.id });
    const full = await createInvite(t.app, {
      user_id: creator.id,
      campaign_id: (await createCampaign(t.app)).id,
      group: 'full',
    });
    const ended = await createCampaign(t.app, {
      flight_start: new Date(Date.now() - 20 * DAY),
      flight_end: new Date(Date.now() - 2 * DAY),
    });
    const missed = await createInvite(t.app, {
      user_id: creator.id,
      campaign_id: ended.id,
      status: 'APPROVED',
    });
    const done = await createCampaign(t.app, { flight_end: new Date(Date.now() - DAY) });
    await addSampleImage(t.app, done.id, '/demo/campaigns/done.svg');
    const doneInvite = await createInvite(t.app, {
      user_id: creator.id,
      campaign_id: done.id,
      status: 'APPROVED',
    });
    await createSubmission(t.app, doneInvite, 'PAID');
    const upcoming = await createCampaign(t.app, { status: 1 });

    const response = await getPage(creator);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    const listed = Object.values(page.invites as Record<string, { id: number }[]>).flat();
    expect(page.invites.active.map((i: { id: number }) => i.id)).toContain(pending.id);
    // Completed work is on the Past Campaigns tile, not an invite card.
    expect(listed.map((i) => i.id)).not.toContain(doneInvite.id);
    expect(page.invites.full.map((i: { id: number }) => i.id)).toEqual([full.id]);
    expect(page.invites.expired.map((i: { id: number }) => i.id)).toEqual([missed.id]);
    const shown = page.invites.active.find((i: { id: number }) => i.id === pending.id);
    expect(shown).toMatchObject({
      status: 'PENDING',
      view: { money: { totalCents: 5000 } },
      campaign_funnel_state: 'invite-pending',
      campaign: { id: active.id, image_url: '/demo/campaigns/a.svg', platform: 'instagram_image' },
    });
    expect(page.upcoming_campaigns.map((c: { id: number }) => c.id)).toContain(upcoming.id);
    expect(page.summary).toEqual({
      completed_campaigns: 1,
      most_recent_campaign_image: '/demo/campaigns/done.svg',
    });
    expect(page.recently_ended_campaigns.map((c: { id: number }) => c.id)).toEqual([done.id]);
    expect(page.profile_complete).toBe(true);
    expect(page.show_want_more_campaigns).toBe(true);
  });

  it('gives each card what the invite’s own page says of it, and only what the card shows (decision 620)', async () => {
    const user = await createUser(t.app);
    const open = await createCampaign(t.app);
    await addSampleImage(t.app, open.id, '/demo/campaigns/open.svg');
    await createInvite(t.app, { user_id: user.id, campaign_id: open.id });
    const approved = await createInvite(t.app, {
      user_id: user.id,
      campaign_id: (await createCampaign(t.app, { platform: 'tiktok' })).id,
      status: 'APPROVED',
    });
    await createSubmission(t.app, approved, 'CONTENT_REJECTED');
    await createInvite(t.app, {
      user_id: user.id,
      campaign_id: (
        await createCampaign(t.app, {
          flight_start: new Date(Date.now() - 20 * DAY),
          flight_end: new Date(Date.now() - 2 * DAY),
        })
      ).id,
      status: 'APPROVED',
      has_extension: true,
      granted_extension_end: new Date(Date.now() - DAY),
    });
    const page = (await getPage(user)).json();
    const cards = Object.values(page.invites as Record<string, Record<string, unknown>[]>).flat();
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      expect(Object.keys(card).sort()).toEqual([
        'campaign',
        'campaign_funnel_state',
        'group',
        'id',
        'status',
        'view',
      ]);
      const own = await t.app.inject({
        url: `/api/v1/creator/invites/${card.id}`,
        headers: user.headers,
      });
      const { invite } = own.json();
      const { view } = invite;
      expect(card).toEqual({
        id: invite.id,
        status: invite.status,
        group: invite.group,
        campaign_funnel_state: invite.campaign_funnel_state,
        campaign: expect.objectContaining({ id: invite.campaign.id, name: invite.campaign.name }),
        view: {
          step: view.step,
          tone: view.tone,
          chip: view.chip,
          due: view.due,
          next: view.next,
          extensionOffered: view.extensionOffered,
          money: { totalCents: view.money.totalCents, label: view.money.label },
        },
      });
    }
  });

  it('names one upload date for a pre-approval invite on the card, in Up next and in the guidelines (decision 650)', async () => {
    const user = await createUser(t.app, { user: { profile_progress: 1 } });
    const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
    const ahead = await createCampaign(t.app, {
      campaign_content_workflow: 'CONTENT_PREAPPROVAL',
      flight_start: new Date(Date.now() + 3 * DAY),
      flight_end: new Date(Date.now() + 10 * DAY),
    });
    const started = await createCampaign(t.app, {
      campaign_content_workflow: 'OPS_AND_BRAND_PREAPPROVAL',
      flight_start: new Date(Date.now() - DAY),
      flight_end: new Date(Date.now() + 8 * DAY),
    });
    const expected = new Map<number, number>();
    for (const [campaign, due] of [
      [ahead, ahead.flight_start!],
      [started, started.flight_end!],
    ] as const) {
      const invite = await createInvite(t.app, {
        user_id: user.id,
        campaign_id: campaign.id,
        status: 'APPROVED',
      });
      expected.set(invite.id, seconds(due));
    }
    const page = (await getPage(user)).json();
    for (const [id, at] of expected) {
      const card = page.invites.active.find((i: { id: number }) => i.id === id);
      expect(card.view.due).toEqual({ label: 'Upload by', at });
      expect(page.up_next.items).toContainEqual(
        expect.objectContaining({ kind: 'submit_content', invite_id: id, due_at: at }),
      );
      const own = await t.app.inject({
        url: `/api/v1/creator/invites/${id}`,
        headers: user.headers,
      });
      const steps = own.json().invite.view.instructions as { words: string; at: number | null }[];
      expect(steps.find((s) => s.words === 'Upload Content by')?.at).toBe(at);
    }
  });

  it('reads odd stored enum values leniently instead of failing the page', async () => {
    const user = await createUser(t.app);
    const campaign = await createCampaign(t.app, { influencer_compensation_type: 'payment' });
    await createInvite(t.app, { user_id: user.id, campaign_id: campaign.id });
    const response = await getPage(user);
    expect(response.statusCode).toBe(200);
    expect(response.json().invites.active[0].campaign.influencer_compensation_type).toBe('PAYMENT');
  });

  it('never lists another creator’s invites', async () => {
    const other = await createUser(t.app);
    const page = (await getPage(other)).json();
    const total = Object.values(page.invites as Record<string, unknown[]>).flat().length;
    expect(total).toBe(0);
  });

  it('hides the want-more prompt once Instagram (non-dummy) or TikTok is connected', async () => {
    const dummy = await createUser(t.app);
    await connectAccount(t.app, dummy.id, { social_id: 'abc_dummy' });
    expect((await getPage(dummy)).json().show_want_more_campaigns).toBe(true);
    const tiktok = await createUser(t.app);
    await connectAccount(t.app, tiktok.id, { platform: 'tiktok' });
    expect((await getPage(tiktok)).json().show_want_more_campaigns).toBe(false);
  });

  it('reads the page in the same number of queries for 1 invite and for 40', async () => {
    const count = async (n: number) => {
      const user = await createUser(t.app);
      for (let i = 0; i < n; i++) {
        const campaign = await createCampaign(t.app);
        await addSampleImage(t.app, campaign.id, `/demo/${i}.svg`);
        const invite = await createInvite(t.app, { user_id: user.id, campaign_id: campaign.id });
        if (i % 2) await createSubmission(t.app, invite);
      }
      const before = t.database.queryCount();
      expect((await getPage(user)).statusCode).toBe(200);
      return t.database.queryCount() - before;
    };
    const one = await count(1);
    expect(await count(40)).toBe(one);
    expect(one).toBeLessThanOrEqual(3); // two of them the page's (decision 571)
    expect(await count(45)).toBe(one);
  });

  it('refuses non-creators and anonymous callers', async () => {
    const ops = await createUser(t.app, { type: 'ops' });
    expect((await getPage(ops)).statusCode).toBe(403);
    expect((await t.app.inject('/api/v1/creator/campaigns')).statusCode).toBe(401);
  });
});

describe('GET /api/v1/creator/campaigns: "Up next" (issue 13)', () => {
  it('lists the creator’s actions most urgent first, with the campaign names, and no one else’s', async () => {
    const me = await createUser(t.app, { user: { profile_progress: 0.5 } });
    const other = await createUser(t.app);
    const sentAt = new Date(Date.now() - 3 * DAY);
    const toAccept = await createCampaign(t.app, { name: 'Accept me' });
    await createInvite(t.app, {
      user_id: me.id,
      campaign_id: toAccept.id,
      invite_sent_at: sentAt,
    });
    const toFix = await createCampaign(t.app, { name: 'Fix me' });
    const approved = await createInvite(t.app, {
      user_id: me.id,
      campaign_id: toFix.id,
      status: 'APPROVED',
    });
    const sentBack = await createSubmission(t.app, approved, 'CONTENT_CHANGES_REQUESTED');
    const theirs = await createCampaign(t.app, { name: 'Not mine' });
    await createInvite(t.app, { user_id: other.id, campaign_id: theirs.id });

    const response = await getPage(me);
    expect(response.statusCode).toBe(200);
    const { up_next } = response.json();
    expect(up_next.items).toEqual([
      {
        kind: 'accept_invite',
        invite_id: expect.any(Number),
        media_id: null,
        // The acceptance deadline: invite-sent time plus 1 day (two days late by now).
        due_at: Math.floor(sentAt.getTime() / 1000) + 86_400,
        target: null,
        campaign: { id: toAccept.id, name: 'Accept me', brand: expect.any(String) },
      },
      {
        kind: 'fix_caption',
        invite_id: approved.id,
        media_id: sentBack.media_id,
        due_at: Math.floor(toFix.flight_end!.getTime() / 1000),
        target: null,
        campaign: { id: toFix.id, name: 'Fix me', brand: expect.any(String) },
      },
      expect.objectContaining({ kind: 'add_paypal', campaign: null }),
      expect.objectContaining({ kind: 'finish_profile', campaign: null }),
      expect.objectContaining({ kind: 'connect_account', campaign: null }),
    ]);
    expect(up_next.total).toBe(5);
  });

  it('shows at most five actions and counts the rest', async () => {
    const me = await createUser(t.app, { user: { profile_progress: 1 } });
    for (let i = 0; i < 7; i++) {
      const campaign = await createCampaign(t.app);
      await createInvite(t.app, { user_id: me.id, campaign_id: campaign.id });
    }
    const { up_next } = (await getPage(me)).json();
    expect(up_next.items).toHaveLength(5);
    expect(up_next.total).toBe(7 + 1); // seven invites to accept, and a social account to connect
  });
});

describe('the campaigns list in pages (decision 106)', () => {
  const { current: CURRENT, past: PAST } = CAMPAIGNS_LIST_PAGE_SIZES;
  type Card = { id: number };
  const getPart = (user: TestUser, part: string, offset?: number | string) =>
    t.app.inject({
      url: `/api/v1/creator/campaigns/parts/${part}${offset === undefined ? '' : `?offset=${offset}`}`,
      headers: user.headers,
    });

  /** A creator with `current` pending invites and `past` missed ones, newest first by id. */
  async function creatorWithInvites(current: number, past: number) {
    const user = await createUser(t.app, { user: { profile_progress: 1 } });
    const first = await createCampaign(t.app);
    const campaign = (ended: boolean) =>
      createCampaign(t.app, {
        brand_id: first.brand_id,
        ...(ended && {
          flight_start: new Date(Date.now() - 20 * DAY),
          flight_end: new Date(Date.now() - 2 * DAY),
        }),
      });
    const ids = { current: [] as number[], past: [] as number[] };
    for (let i = 0; i < past; i++) {
      const invite = await createInvite(t.app, {
        user_id: user.id,
        campaign_id: (await campaign(true)).id,
        status: 'APPROVED',
        invite_sent_at: new Date(Date.now() - (1000 - i) * 60_000),
      });
      ids.past.unshift(invite.id);
    }
    for (let i = 0; i < current; i++) {
      const invite = await createInvite(t.app, {
        user_id: user.id,
        campaign_id: (await campaign(false)).id,
        invite_sent_at: new Date(Date.now() - (500 - i) * 60_000),
      });
      ids.current.unshift(invite.id);
    }
    return { user, ids };
  }

  it('answers the first page of each part with the totals, newest first', async () => {
    const { user, ids } = await creatorWithInvites(CURRENT + 3, PAST + 5);
    const page = (await getPage(user)).json();
    expect(page.list_totals).toEqual({ current: CURRENT + 3, past: PAST + 5 });
    expect(page.invites.active.map((i: Card) => i.id)).toEqual(ids.current.slice(0, CURRENT));
    expect(page.invites.expired.map((i: Card) => i.id)).toEqual(ids.past.slice(0, PAST));
  });

  it('walks the rest of a part page by page, each card once', async () => {
    const { user, ids } = await creatorWithInvites(3, 2 * PAST + 5);
    const second = (await getPart(user, 'past', PAST)).json();
    expect(second.total).toBe(2 * PAST + 5);
    expect(second.next_offset).toBe(2 * PAST);
    expect(second.invites.map((i: Card) => i.id)).toEqual(ids.past.slice(PAST, 2 * PAST));
    expect(second.invites[0]).toMatchObject({ group: 'expired', status: 'APPROVED' });
    const last = (await getPart(user, 'past', 2 * PAST)).json();
    expect(last.invites.map((i: Card) => i.id)).toEqual(ids.past.slice(2 * PAST));
    expect(last.next_offset).toBeNull();
    const current = (await getPart(user, 'current')).json();
    expect(current).toMatchObject({ total: 3, next_offset: null });
    expect(current.invites.map((i: Card) => i.id)).toEqual(ids.current);
  });

  it('reads a further page in the same number of queries for a short part and a long one', async () => {
    const count = async (n: number) => {
      const { user } = await creatorWithInvites(0, n);
      const before = t.database.queryCount();
      expect((await getPart(user, 'past', PAST)).statusCode).toBe(200);
      return t.database.queryCount() - before;
    };
    expect(await count(4 * PAST)).toBe(await count(PAST + 5));
  });

  it('never pages through another creator’s invites', async () => {
    await creatorWithInvites(5, 25);
    const stranger = await createUser(t.app);
    expect((await getPart(stranger, 'past')).json()).toEqual({
      invites: [],
      total: 0,
      next_offset: null,
    });
  });

  it('refuses an unknown part or a bad offset with a clear message', async () => {
    for (const [part, offset] of [
      ['expired', 0],
      ['past', -1],
      ['past', 'abc'],
      ['past', 1.5],
    ] as const) {
      const response = await getPart(creator, part, offset);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
    }
  });

  it('refuses non-creators and anonymous callers', async () => {
    const ops = await createUser(t.app, { type: 'ops' });
    expect((await getPart(ops, 'current')).statusCode).toBe(403);
    expect((await t.app.inject('/api/v1/creator/campaigns/parts/current')).statusCode).toBe(401);
  });
});

describe('GET /api/v1/creator/campaigns/:campaignId', () => {
  it('shows a campaign the creator is invited to, with guidelines split into content and caption', async () => {
    const campaign = await createCampaign(t.app, { hashtags: ['#glow'], screen_names: ['@glow'] });
    await addGuideline(t.app, campaign.id, { should: true, kind: 'content', guideline: 'Smile' });
    await addGuideline(t.app, campaign.id, { should: false, kind: 'caption', guideline: 'No $' });
    const invite = await createInvite(t.app, {
      user_id: creator.id,
      campaign_id: campaign.id,
      group: 'full',
    });
    const response = await t.app.inject({
      url: `/api/v1/creator/campaigns/${campaign.id}`,
      headers: creator.headers,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.invite).toMatchObject({ id: invite.id, group: 'full' });
    expect(body.campaign.guidelines).toEqual({
      content: [{ should: true, guideline: 'Smile' }],
      // No caption dos of its own: the defaults for its hashtags and screen names, then its don't.
      caption: [
        { should: true, guideline: 'Include the hashtags in your caption' },
        { should: true, guideline: 'Include the screen names in your caption' },
        { should: false, guideline: 'No $' },
      ],
    });
    expect(body.campaign.hashtags).toEqual(['#glow']);
  });

  it('asks a TikTok campaign without guidelines for TikTok work, not an Instagram photo', async () => {
    const campaign = await createCampaign(t.app, {
      platform: 'tiktok',
      hashtags: [],
      screen_names: ['@glow'],
    });
    await createInvite(t.app, { user_id: creator.id, campaign_id: campaign.id });
    const response = await t.app.inject({
      url: `/api/v1/creator/campaigns/${campaign.id}`,
      headers: creator.headers,
    });
    expect(response.json().campaign.guidelines).toEqual({
      content: [
        { should: true, guideline: 'Create an original TikTok video featuring the product' },
      ],
      caption: [{ should: true, guideline: 'Include the screen names in your caption' }],
    });
  });

  it('shows an upcoming campaign without an invite, and nothing else (404)', async () => {
    const upcoming = await createCampaign(t.app, { status: 1 });
    const closed = await createCampaign(t.app);
    const get = (id: number) =>
      t.app.inject({ url: `/api/v1/creator/campaigns/${id}`, headers: creator.headers });
    expect((await get(upcoming.id)).json().invite).toBeNull();
    expect((await get(closed.id)).statusCode).toBe(404);
    expect((await get(999_999)).statusCode).toBe(404);
  });

  it('answers 404 for a campaign only another creator is invited to', async () => {
    const other = await createUser(t.app);
    const campaign = await createCampaign(t.app);
    await createInvite(t.app, { user_id: other.id, campaign_id: campaign.id });
    const response = await t.app.inject({
      url: `/api/v1/creator/campaigns/${campaign.id}`,
      headers: creator.headers,
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a malformed id with a clear message', async () => {
    const response = await t.app.inject({
      url: '/api/v1/creator/campaigns/abc',
      headers: creator.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
  });
});
