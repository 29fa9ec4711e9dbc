import { computeProfileProgress } from '@portal/domain/profile/progress';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { campaignSampleMedia, campaigns } from '../db/schema/campaigns';
import { invites } from '../db/schema/invites';
import { profiles, users } from '../db/schema/users';
import { hashPassword } from '../modules/auth/password';

const DAY = 86_400_000;
/** Past Campaigns longer than one page of the list (decision 106), and a few current ones. */
export const LONG_HISTORY = { email: 'veteran@demo.test', past: 42, current: 3 } as const;
const IMAGES = ['glow-serum-1', 'glow-serum-2', 'glow-serum-3'];

/**
 * A creator with a long history (veteran@demo.test, the demo creator's password): 42 missed
 * campaigns and 3 current invites, so the campaigns list shows 'Show more' under Past Campaigns.
 */
export async function seedDemoLongHistory(
  db: Db,
  demo: Config['demo'],
  ids: { brandId: number },
  now = new Date(),
) {
  const profile = {
    first_name: 'Vera',
    last_name: 'Quinn',
    paypal_account: 'vera.payouts@example.com',
    country: 'US',
  };
  const [creator] = await db
    .insert(users)
    .values({
      email: LONG_HISTORY.email,
      password_hash: await hashPassword(demo.creator.password),
      type: 'influencer',
      sign_up_source: 'demo_seed',
      profile_progress: computeProfileProgress(profile),
      // Already agreed to texts: the campaign-text dialog does not cover the list.
      consents_to_sms_messaging: true,
      tcpa_count_consents_given: 1,
      tcpa_last_consent_given_at: now,
    })
    .returning({ id: users.id });
  await db.insert(profiles).values({ user_id: creator!.id, ...profile });

  const total = LONG_HISTORY.past + LONG_HISTORY.current;
  const rows = await db
    .insert(campaigns)
    .values(
      Array.from({ length: total }, (_, i) => {
        const past = i < LONG_HISTORY.past;
        // Past campaigns end a week apart, the oldest first; current ones run for two weeks.
        const end = past
          ? now.getTime() - (LONG_HISTORY.past - i) * 7 * DAY
          : now.getTime() + 14 * DAY;
        return {
          brand_id: ids.brandId,
          name: past ? `Glow Edition ${i + 1}` : `Glow Season ${i - LONG_HISTORY.past + 1}`,
          short_description: 'Share how our serum fits your morning routine.',
          influencer_compensation_type: 'PAYMENT',
          campaign_content_workflow: 'PRODUCT',
          platform: 'instagram_image',
          status: 2,
          flight_start: new Date(end - 14 * DAY),
          flight_end: new Date(end),
          hashtags: ['#ad', '#GlowBotanics'],
          screen_names: ['@glowbotanics'],
        };
      }),
    )
    .returning({ id: campaigns.id, flight_start: campaigns.flight_start });
  await db.insert(campaignSampleMedia).values(
    rows.map((c, i) => ({
      campaign_id: c.id,
      kind: 'image' as const,
      url: `/demo/campaigns/${IMAGES[i % IMAGES.length]}.svg`,
      position: 0,
    })),
  );
  await db.insert(invites).values(
    rows.map((c, i) => ({
      campaign_id: c.id,
      user_id: creator!.id,
      // Approved and never submitted: each past one is a missed window.
      status: i < LONG_HISTORY.past ? ('APPROVED' as const) : ('PENDING' as const),
      payout_amount_cents: 5000 + (i % 4) * 2500,
      invite_sent_at: new Date(c.flight_start!.getTime() - DAY),
    })),
  );
  return creator!;
}
