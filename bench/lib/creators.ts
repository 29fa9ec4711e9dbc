import type { Db } from '../../apps/server/src/db/client';
import { brands, campaignSampleMedia, campaigns } from '../../apps/server/src/db/schema/campaigns';
import {
  content,
  contentTransitions,
  distributions,
  media,
  payouts,
} from '../../apps/server/src/db/schema/content';
import { invites } from '../../apps/server/src/db/schema/invites';
import { notifications } from '../../apps/server/src/db/schema/notifications';
import { profiles, users } from '../../apps/server/src/db/schema/users';
import { hashPassword } from '../../apps/server/src/modules/auth/password';

/**
 * Creators the benches seed themselves (issue 30): not the demo, whose one creator the answer
 * cache would serve again and again. Each has invites spread over a shared pool of campaigns in
 * every state the list sorts (pending, accepted, approved with content at each step of the
 * review, denied, windows open and ended), content with its review trail, payouts and
 * notifications, so the campaigns, content status, earnings and notification pages all read
 * real rows. Inserted in bulk: a thousand creators take a few seconds.
 */
export const BENCH_PASSWORD = 'bench-creator-pass';
const DAY = 86_400_000;
const STATUSES = ['PENDING', 'ACCEPTED', 'APPROVED', 'APPROVED', 'APPROVED', 'DENIED'] as const;
/** Where approved invites' content stands, in turn (paid content has a payout). */
const FUNNEL = [
  'CONTENT_IN_REVIEW',
  'CONTENT_CHANGES_REQUESTED',
  'CONTENT_APPROVED_DO_DISTRIBUTE',
  'DISTRIBUTION_VERIFYING',
  'DISTRIBUTION_APPROVED',
  'PAID',
] as const;
const POSTED = new Set<string>(['DISTRIBUTION_VERIFYING', 'DISTRIBUTION_APPROVED', 'PAID']);

export interface BenchCreator {
  id: number;
  email: string;
  /** The media id of one of their submissions: the content status screen they open. */
  mediaId: number;
}

/** A pool of campaigns (and their brands and sample pictures) the bench creators are invited to. */
export async function seedCampaignPool(db: Db, size: number, now = Date.now()) {
  const brandRows = await db
    .insert(brands)
    .values(
      Array.from({ length: Math.max(1, Math.ceil(size / 10)) }, (_, i) => ({
        name: `Bench Brand ${i + 1}`,
        logo_url: `/demo/brands/bench-${i % 5}.svg`,
      })),
    )
    .returning({ id: brands.id });
  const rows = await db
    .insert(campaigns)
    .values(
      Array.from({ length: size }, (_, i) => {
        // Flights spread from four months ago to two months ahead; a fifth ended long ago.
        const end = now + ((i % 30) - 10) * 4 * DAY;
        return {
          brand_id: brandRows[i % brandRows.length]!.id,
          name: `Bench Campaign ${i + 1}`,
          short_description: 'Show how the product fits your day.',
          influencer_compensation_type: 'PAYMENT',
          campaign_content_workflow: i % 3 ? 'PRODUCT' : 'CONTENT_PREAPPROVAL',
          platform: i % 4 ? 'instagram_image' : 'tiktok',
          status: 2,
          flight_start: new Date(end - 21 * DAY),
          flight_end: new Date(end),
          hashtags: ['#ad'],
          screen_names: ['@benchbrand'],
        };
      }),
    )
    .returning({ id: campaigns.id, flight_start: campaigns.flight_start });
  await db.insert(campaignSampleMedia).values(
    rows.flatMap((c) =>
      [0, 1].map((position) => ({
        campaign_id: c.id,
        kind: 'image' as const,
        url: `/demo/campaigns/glow-serum-${position + 1}.svg`,
        position,
      })),
    ),
  );
  return rows.map((r) => ({ id: r.id, start: r.flight_start!.getTime() }));
}

/**
 * `count` creators (`<prefix>-<n>@bench.test`, password BENCH_PASSWORD) with `invitesEach`
 * invites each, drawn from `pool` (which must hold at least `invitesEach` campaigns).
 */
export async function seedBenchCreators(
  db: Db,
  pool: { id: number; start: number }[],
  { count, invitesEach, prefix }: { count: number; invitesEach: number; prefix: string },
): Promise<BenchCreator[]> {
  if (pool.length < invitesEach) throw new Error('the campaign pool is smaller than the invites');
  const passwordHash = await hashPassword(BENCH_PASSWORD); // one hash, its salt shared: a bench
  const created: BenchCreator[] = [];
  const BATCH = 100; // creators per round of inserts (bounded statement size)
  for (let from = 0; from < count; from += BATCH) {
    const n = Math.min(BATCH, count - from);
    const userRows = await db
      .insert(users)
      .values(
        Array.from({ length: n }, (_, k) => ({
          email: `${prefix}-${from + k + 1}@bench.test`,
          password_hash: passwordHash,
          type: 'influencer' as const,
          sign_up_source: 'bench',
          profile_progress: 1,
          consents_to_sms_messaging: true,
        })),
      )
      .returning({ id: users.id, email: users.email });
    await db.insert(profiles).values(
      userRows.map((u, k) => ({
        user_id: u.id,
        first_name: `Bench${from + k + 1}`,
        last_name: 'Creator',
        paypal_account: `${u.email}`,
        country: 'US',
      })),
    );
    // Each creator's invites: consecutive campaigns of the pool from an offset of their own.
    const inviteValues = userRows.flatMap((u, k) =>
      Array.from({ length: invitesEach }, (_, j) => {
        const campaign = pool[((from + k) * 7 + j) % pool.length]!;
        return {
          campaign_id: campaign.id,
          user_id: u.id,
          status: STATUSES[j % STATUSES.length]!,
          payout_amount_cents: 5000 + (j % 4) * 2500,
          invite_sent_at: new Date(campaign.start - 2 * DAY),
        };
      }),
    );
    const inviteRows: { id: number; user_id: number; status: string; payout: number }[] = [];
    for (let i = 0; i < inviteValues.length; i += 2000) {
      inviteRows.push(
        ...(await db
          .insert(invites)
          .values(inviteValues.slice(i, i + 2000))
          .returning({
            id: invites.id,
            user_id: invites.user_id,
            status: invites.status,
            payout: invites.payout_amount_cents,
          })),
      );
    }
    // Content on approved invites, each at a step of the review in turn.
    const approved = inviteRows.filter((r) => r.status === 'APPROVED');
    const mediaRows = await db
      .insert(media)
      .values(
        approved.map((r) => ({
          user_id: r.user_id,
          content_type: 'image' as const,
          status: 'ready' as const,
          source_url: '/demo/campaigns/glow-serum-1.svg',
          filename: 'glow-serum-1.svg',
        })),
      )
      .returning({ id: media.id });
    const states = approved.map((_, i) => FUNNEL[i % FUNNEL.length]!);
    const contentRows = await db
      .insert(content)
      .values(
        approved.map((r, i) => ({
          invite_id: r.id,
          user_id: r.user_id,
          media_id: mediaRows[i]!.id,
          platform_type: 'instagram_image',
          caption: 'My morning with the product #ad @benchbrand',
          funnel_state: states[i]!,
        })),
      )
      .returning({
        id: content.id,
        invite_id: content.invite_id,
        user_id: content.user_id,
        media_id: content.media_id,
      });
    if (contentRows.length) {
      await db.insert(contentTransitions).values(
        contentRows.map((c) => ({
          content_id: c.id,
          from_state: null,
          to_state: 'CONTENT_IN_REVIEW',
          action: 'submit_content',
          actor_user_id: c.user_id,
          actor_type: 'creator',
        })),
      );
      const posted = contentRows.filter((_, i) => POSTED.has(states[i]!));
      if (posted.length) {
        await db.insert(distributions).values(
          posted.map((c) => ({
            content_id: c.id,
            distribution_url: `https://www.instagram.com/p/bench${c.id}/`,
            distribution_platform: 'instagram',
            posted_at: new Date(Date.now() - 5 * DAY),
          })),
        );
      }
      const paid = contentRows.flatMap((c, i) =>
        states[i] === 'PAID' || states[i] === 'DISTRIBUTION_APPROVED'
          ? [{ c, paid: states[i] === 'PAID', cents: approved[i]!.payout }]
          : [],
      );
      if (paid.length) {
        await db.insert(payouts).values(
          paid.map(({ c, paid: isPaid, cents }) => ({
            content_id: c.id,
            invite_id: c.invite_id,
            user_id: c.user_id,
            amount_cents: cents,
            paypal_email: 'bench@bench.test',
            status: isPaid ? ('paid' as const) : ('pending' as const),
            batch_id: `content-${c.id}`,
            paid_at: isPaid ? new Date(Date.now() - 2 * DAY) : null,
          })),
        );
      }
    }
    await db.insert(notifications).values(
      userRows.flatMap((u) =>
        Array.from({ length: 12 }, (_, j) => ({
          user_id: u.id,
          kind: 'content_approved',
          title: 'Your content was approved',
          body: `Bench Campaign ${j + 1}: your picture was approved. Post it when you are ready.`,
          link: '/creator/campaigns',
          dedupe_key: `bench-${j}`,
          read_at: j % 3 ? new Date() : null,
        })),
      ),
    );
    for (const u of userRows) {
      const own = contentRows.find((c) => c.user_id === u.id);
      created.push({ id: u.id, email: u.email, mediaId: own?.media_id ?? 0 });
    }
  }
  return created;
}
