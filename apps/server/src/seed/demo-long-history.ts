import { eq, inArray } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { content, contentTransitions, distributions, media, payouts } from '../db/schema/content';
import { invites } from '../db/schema/invites';
import { users } from '../db/schema/users';
import { createDemoStudio, type DemoStudioDoors, demoWrittenAt } from './demo-studio';
import { createSeedDoors } from './seed-doors';

const DAY = 86_400_000;
/**
 * A long history: campaigns completed and paid (the Past Campaigns tile counts them), then more
 * missed ones than one page of the list holds (decision 106), and a few current ones.
 */
export const LONG_HISTORY = {
  email: 'veteran@demo.test',
  completed: 24,
  past: 42,
  current: 3,
} as const;
const IMAGES = ['glow-serum-1', 'glow-serum-2', 'glow-serum-3'];
/** Days from submission to payment of the completed campaigns' content. */
const PAID_AFTER_DAYS = 21;

/**
 * A creator with a long history (veteran@demo.test, the demo creator's password): 24 campaigns
 * completed and paid a year or more ago, then 42 missed campaigns and 3 current invites, so the
 * campaigns list shows 'Show more' under Past Campaigns and the tile '24 COMPLETED CAMPAIGNS'.
 */
export async function seedDemoLongHistory(
  db: Db,
  demo: Config['demo'],
  ids: { brandId: number; opsId: number },
  doors: DemoStudioDoors,
  now = new Date(),
) {
  const profile = {
    first_name: 'Vera',
    last_name: 'Quinn',
    paypal_account: 'vera.payouts@example.com',
    country: 'US',
    state: 'NY',
  };
  // Through the portal's sign-up and profile editor, as a creator would (issue 28).
  const portal = createSeedDoors(db, { publicUrl: '' }, null);
  const creator = await portal.signUpCreator(
    { email: LONG_HISTORY.email, password: demo.creator.password, ...profile },
    profile,
  );
  // Already agreed to texts: the campaign-text dialog does not cover the list.
  await db
    .update(users)
    .set({
      consents_to_sms_messaging: true,
      tcpa_count_consents_given: 1,
      tcpa_last_consent_given_at: now,
    })
    .where(eq(users.id, creator.id));

  const { completed, past, current } = LONG_HISTORY;
  const total = completed + past + current;
  // Written, published and sent by ops through the studio (issue 29, decision 610).
  const studio = createDemoStudio(db, ids.opsId, doors);
  const inviteRows: { id: number; payout_amount_cents: number; invite_sent_at: Date }[] = [];
  for (let i = 0; i < total; i++) {
    const kind = i < completed ? 'completed' : i < completed + past ? 'missed' : 'current';
    // Past campaigns end a week apart, the oldest first; current ones run for two weeks.
    const end = new Date(
      kind === 'current'
        ? now.getTime() + 14 * DAY
        : now.getTime() - (total - current - i) * 7 * DAY,
    );
    const start = new Date(end.getTime() - 14 * DAY);
    const name =
      kind === 'completed'
        ? `Glow Classic ${i + 1}`
        : kind === 'missed'
          ? `Glow Edition ${i - completed + 1}`
          : `Glow Season ${i - completed - past + 1}`;
    // A past one was sent a day before it started; the current ones six hours ago, a minute
    // apart, so they are still open to accept when the demo starts (issue 31).
    const sentAt =
      kind === 'current'
        ? new Date(now.getTime() - 6 * 3_600_000 - i * 60_000)
        : new Date(start.getTime() - DAY);
    const payout = 5000 + (i % 4) * 2500;
    const campaign = await studio.publish({
      brandId: ids.brandId,
      writtenAt:
        kind === 'current'
          ? demoWrittenAt({ start, end }, now)
          : new Date(sentAt.getTime() - 3_600_000),
      images: [`/demo/campaigns/${IMAGES[i % IMAGES.length]}.svg`],
      document: {
        name,
        short_description: 'Share how our serum fits your morning routine.',
        influencer_compensation_type: 'PAYMENT',
        campaign_content_workflow: 'PRODUCT',
        platform: 'instagram_image',
        payout_cents: payout,
        flight_start: start.toISOString(),
        flight_end: end.toISOString(),
        windows: [{ key: 'w1', start: start.toISOString(), end: end.toISOString() }],
        hashtags: ['#ad', '#GlowBotanics'],
        screen_names: ['@glowbotanics'],
      },
    });
    const [inviteId] = await studio.invite(campaign.id, [creator.id], sentAt);
    inviteRows.push({ id: inviteId!, payout_amount_cents: payout, invite_sent_at: sentAt });
  }
  // The creator's history, which no studio service makes: the past invites were accepted and
  // approved; the completed ones were submitted and paid (below), the missed ones never submitted.
  await db
    .update(invites)
    .set({ status: 'APPROVED' })
    .where(
      inArray(
        invites.id,
        inviteRows.slice(0, completed + past).map((r) => r.id),
      ),
    );
  await seedPaidWork(
    db,
    { creatorId: creator.id, opsId: ids.opsId },
    profile.paypal_account,
    inviteRows.slice(0, completed),
  );
  return creator;
}

/** One approved, posted and paid picture for each of `paidInvites`, with its review trail. */
async function seedPaidWork(
  db: Db,
  { creatorId, opsId }: { creatorId: number; opsId: number },
  paypalEmail: string,
  paidInvites: { id: number; payout_amount_cents: number; invite_sent_at: Date | null }[],
) {
  const mediaRows = await db
    .insert(media)
    .values(
      paidInvites.map((_, i) => ({
        user_id: creatorId,
        content_type: 'image' as const,
        status: 'ready' as const,
        source_url: `/demo/campaigns/${IMAGES[i % IMAGES.length]}.svg`,
        filename: `${IMAGES[i % IMAGES.length]}.svg`,
      })),
    )
    .returning({ id: media.id });
  const submittedAt = (invite: (typeof paidInvites)[number]) =>
    new Date(invite.invite_sent_at!.getTime() + 3 * DAY);
  const contentRows = await db
    .insert(content)
    .values(
      paidInvites.map((invite, i) => ({
        invite_id: invite.id,
        user_id: creatorId,
        media_id: mediaRows[i]!.id,
        platform_type: 'instagram_image',
        caption: 'My morning routine with the Glow serum #ad #GlowBotanics @glowbotanics',
        funnel_state: 'PAID',
        created_at: submittedAt(invite),
        updated_at: new Date(submittedAt(invite).getTime() + PAID_AFTER_DAYS * DAY),
      })),
    )
    .returning({ id: content.id });
  // The review trail of the content-only PRODUCT workflow, a few days between steps.
  const steps = [
    ['submit_content', null, 'CONTENT_IN_REVIEW', 'creator', 0],
    ['approve_distribute', 'CONTENT_IN_REVIEW', 'CONTENT_APPROVED_DO_DISTRIBUTE', 'ops', 2],
    ['post_found', 'CONTENT_APPROVED_DO_DISTRIBUTE', 'DISTRIBUTION_VERIFYING', 'system', 5],
    ['verify_distribution', 'DISTRIBUTION_VERIFYING', 'DISTRIBUTION_APPROVED', 'ops', 6],
    ['mark_paid', 'DISTRIBUTION_APPROVED', 'PAID', 'ops', PAID_AFTER_DAYS],
  ] as const;
  await db.insert(contentTransitions).values(
    contentRows.flatMap((row, i) =>
      steps.map(([action, from, to, actor, days]) => ({
        content_id: row.id,
        from_state: from,
        to_state: to,
        action,
        actor_user_id: actor === 'creator' ? creatorId : actor === 'ops' ? opsId : null,
        actor_type: actor,
        created_at: new Date(submittedAt(paidInvites[i]!).getTime() + days * DAY),
      })),
    ),
  );
  // The posts the trail found and verified (issue 31: without them the veteran's analytics
  // read "locked" beside 24 completed campaigns).
  await db.insert(distributions).values(
    contentRows.map((row, i) => ({
      content_id: row.id,
      distribution_url: `https://www.instagram.com/p/vera-${row.id}/`,
      distribution_platform: 'instagram',
      distribution_content_url: `/demo/campaigns/${IMAGES[i % IMAGES.length]}.svg`,
      caption: 'My morning routine with the Glow serum #ad #GlowBotanics @glowbotanics',
      posted_at: new Date(submittedAt(paidInvites[i]!).getTime() + 5 * DAY),
      verified_at: new Date(submittedAt(paidInvites[i]!).getTime() + 6 * DAY),
      created_at: new Date(submittedAt(paidInvites[i]!).getTime() + 5 * DAY),
    })),
  );
  await db.insert(payouts).values(
    contentRows.map((row, i) => ({
      content_id: row.id,
      invite_id: paidInvites[i]!.id,
      user_id: creatorId,
      amount_cents: paidInvites[i]!.payout_amount_cents,
      paypal_email: paypalEmail,
      status: 'paid' as const,
      batch_id: `content-${row.id}`,
      // Recorded at approval, two days after submission (the trail's approve step).
      created_at: new Date(submittedAt(paidInvites[i]!).getTime() + 2 * DAY),
      paid_at: new Date(submittedAt(paidInvites[i]!).getTime() + PAID_AFTER_DAYS * DAY),
    })),
  );
}
