import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { campaigns, flights } from '../db/schema/campaigns';
import { invites, smartQuestionAnswers } from '../db/schema/invites';
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
  ids: { glowBotanicsBrandId: number },
  now = new Date(),
) {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const [glow] = await db
    .insert(campaigns)
    .values({
      brand_id: ids.glowBotanicsBrandId,
      name: 'Glow Night Serum Launch',
      short_description:
        'Glow Botanics is launching a night serum. Request an invite and pick your window.',
      influencer_compensation_type: 'PAYMENT',
      campaign_content_workflow: 'CONTENT_ONLY',
      platform: 'instagram_image',
      status: 1,
      flight_start: at(14),
      flight_end: at(42),
      hashtags: ['#ad', '#glownight'],
      screen_names: ['@glowbotanics'],
    })
    .returning({ id: campaigns.id });
  const windows = await db
    .insert(flights)
    .values([
      { campaign_id: glow!.id, start_date: at(14), end_date: at(28) },
      { campaign_id: glow!.id, start_date: at(28), end_date: at(42) },
      { campaign_id: glow!.id, start_date: at(10), end_date: at(45) },
    ])
    .returning({ id: flights.id });
  await db
    .update(campaigns)
    .set({ requested_invites_flight_id: windows[2]!.id })
    .where(eq(campaigns.id, glow!.id));

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
    const rows = await db.select().from(flights).where(eq(flights.campaign_id, campaignId));
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
  const request = async (
    userId: number,
    campaignId: number,
    flightId: number | null,
    minutesAgo: number,
    answers: { question_id: string; answer: string }[] = [],
  ) => {
    const [invite] = await db
      .insert(invites)
      .values({
        campaign_id: campaignId,
        user_id: userId,
        flight_id: flightId,
        status: 'PENDING',
        requested: true,
        smart_question_answer_result: answers.length ? true : null,
        created_at: new Date(now.getTime() - minutesAgo * 60_000),
      })
      .returning({ id: invites.id });
    if (answers.length)
      await db
        .insert(smartQuestionAnswers)
        .values(answers.map((a) => ({ invite_id: invite!.id, ...a })));
  };
  const [ava, leo, sam] = people as [number, number, number];
  await request(ava, glow!.id, windows[0]!.id, 300);
  await request(leo, glow!.id, windows[1]!.id, 200);
  await request(sam, glow!.id, windows[2]!.id, 100);
  if (tea) {
    await request(sam, tea.id, await firstWindow(tea.id, tea.waitlist), 250, [
      { question_id: 'tea-drinker', answer: 'Yes' },
    ]);
  }
  if (trail) await request(leo, trail.id, trail.waitlist, 150);
}
