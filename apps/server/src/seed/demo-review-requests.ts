import { randomBytes } from 'node:crypto';
import type { InviteRequestInput } from '@portal/domain/campaigns/invite-request';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { campaigns, flights } from '../db/schema/campaigns';
import { invites } from '../db/schema/invites';
import { WAITLIST_KEY } from '../modules/studio/studio.service';
import { createDemoStudio, type DemoStudioDoors, demoWrittenAt } from './demo-studio';
import { createSeedDoors } from './seed-doors';

const DAY = 86_400_000;

/** Creators who asked for invites; they never sign in (a random password nobody knows). */
const REQUESTERS = [
  {
    email: 'ava.requests@demo.test',
    first: 'Ava',
    last: 'Chen',
    city: 'Seattle',
    state: 'WA',
    tiktok: 'ava.eats',
    interests: ['food-drink', 'health-wellness'],
  },
  {
    email: 'leo.requests@demo.test',
    first: 'Leo',
    last: 'Okafor',
    city: 'Chicago',
    state: 'IL',
    tiktok: 'leo.outdoors',
    interests: ['outdoors', 'fitness'],
  },
  {
    email: 'sam.requests@demo.test',
    first: 'Sam',
    last: 'Ruiz',
    city: 'Miami',
    state: 'FL',
    tiktok: null,
    interests: ['beauty'],
  },
];

/**
 * Invite requests for the review console (issue 16): creators who requested invites, pending and
 * waitlisted, for both demo reviewers — on a Glow Botanics upcoming campaign (the brand
 * reviewer's) and on the upcoming campaigns of seedDemoInviteRequests (ops sees all).
 * Runs after seedDemoInviteRequests.
 */
export async function seedDemoReviewRequests(
  db: Db,
  ids: { glowBotanicsBrandId: number; opsId: number },
  studioDoors: DemoStudioDoors,
  now = new Date(),
) {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const iso = (days: number) => at(days).toISOString();
  // Written and published by ops through the studio (issue 29, decision 610): two posting
  // windows, and the requested-invites window as the studio's waitlist, which spans the
  // campaign's dates.
  const studio = createDemoStudio(db, ids.opsId, studioDoors);
  const glow = await studio.publish({
    brandId: ids.glowBotanicsBrandId,
    writtenAt: demoWrittenAt({ start: at(10), end: at(45) }, now),
    images: ['/demo/campaigns/glow-serum-2.svg'],
    document: {
      name: 'Glow Night Serum Launch',
      short_description:
        'Glow Botanics is launching a night serum. Request an invite and pick your window.',
      influencer_compensation_type: 'PAYMENT',
      campaign_content_workflow: 'CONTENT_ONLY',
      platform: 'instagram_image',
      // The studio publishes a paid campaign only with its payout.
      payout_cents: 4500,
      flight_start: iso(10),
      flight_end: iso(45),
      windows: [
        { key: 'w1', start: iso(14), end: iso(28) },
        { key: 'w2', start: iso(28), end: iso(42) },
      ],
      hashtags: ['#ad', '#glownight'],
      screen_names: ['@glowbotanics'],
      open_to_requests: true,
      waitlist: true,
    },
  });
  const glowWindows = [
    glow.flights.get('w1')!,
    glow.flights.get('w2')!,
    glow.flights.get(WAITLIST_KEY)!,
  ];

  const others = await db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      waitlist: campaigns.requested_invites_flight_id,
    })
    .from(campaigns)
    .where(inArray(campaigns.name, ['Urban Brew Tea Discovery', 'Peak Trail Weekend']));
  const tea = others.find((c) => c.name === 'Urban Brew Tea Discovery');
  const trail = others.find((c) => c.name === 'Peak Trail Weekend');
  const firstWindow = async (campaignId: number, waitlist: number | null) => {
    const rows = await db
      .select()
      .from(flights)
      .where(eq(flights.campaign_id, campaignId))
      .orderBy(flights.id);
    return rows.find((f) => f.id !== waitlist)?.id ?? null;
  };

  // Through the portal's sign-up and profile editor, as creators would (issue 28).
  const doors = createSeedDoors(db, { publicUrl: '' }, null);
  const password = randomBytes(18).toString('base64url');
  const people = [];
  for (const r of REQUESTERS) {
    const user = await doors.signUpCreator(
      { email: r.email, password, first_name: r.first, last_name: r.last },
      {
        first_name: r.first,
        last_name: r.last,
        city: r.city,
        state: r.state,
        country: 'US',
        ...(r.tiktok ? { tiktok_handle: r.tiktok } : {}),
        interests: r.interests,
        content_type_specialty: ['photos'],
      },
    );
    people.push(user.id);
  }
  /** The creator's request, through the portal's request flow; asked `minutesAgo`. */
  const request = async (
    userId: number,
    campaignId: number,
    flightId: number | null,
    minutesAgo: number,
    extra: Partial<InviteRequestInput> = {},
  ) => {
    const made = await doors.requestInvite(userId, {
      campaign_id: campaignId,
      flight_id: flightId,
      ...extra,
    });
    // When the creator asked, in the demo's order (the request flow stamps the moment it runs).
    await db
      .update(invites)
      .set({ created_at: new Date(now.getTime() - minutesAgo * 60_000) })
      .where(eq(invites.id, made.invite.id));
  };
  const [ava, leo, sam] = people as [number, number, number];
  await request(ava, glow.id, glowWindows[0]!, 300);
  await request(leo, glow.id, glowWindows[1]!, 200);
  await request(sam, glow.id, glowWindows[2]!, 100);
  if (tea) {
    // The tea sampler ships: the request flow asks for the address to send it to.
    await request(sam, tea.id, await firstWindow(tea.id, tea.waitlist), 250, {
      smart_question_answers: [{ question_id: 'tea-drinker', answer: 'Yes' }],
      shipping_info: {
        full_name: 'Sam Ruiz',
        address: '210 Palm Avenue',
        city: 'Miami',
        state: 'FL',
        zip_code: '33139',
        country: 'US',
      },
    });
  }
  if (trail) await request(leo, trail.id, trail.waitlist, 150);
}
