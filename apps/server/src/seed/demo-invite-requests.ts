import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  brands,
  campaignGuidelines,
  campaignSampleMedia,
  campaigns,
  flights,
} from '../db/schema/campaigns';

const DAY = 86_400_000;

type Demo = {
  brand: string;
  name: string;
  compensation: string;
  workflow: string;
  images: string[];
  /** Regular flights as [start day, end day] from now. */
  windows: [number, number][];
  requestedWindow?: [number, number];
  autoAssign?: boolean;
  smartQuestions?: boolean;
};

/**
 * Upcoming campaigns for the request-an-invite flow (issue 5): one of each kind the flow shows —
 * several windows with a requested-invites row and a smart question, CONTENT_ONLY, auto-assign,
 * and a waitlist campaign. Runs after seedDemoCampaigns (it reuses those brands by name).
 */
export async function seedDemoInviteRequests(db: Db, now = new Date()) {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const demos: Demo[] = [
    {
      brand: 'Urban Brew',
      name: 'Urban Brew Tea Discovery',
      compensation: 'PRODUCT_AND_PAYMENT',
      workflow: 'PRODUCT',
      images: ['tea-time-1', 'morning-brew-1', 'morning-brew-2'],
      windows: [
        [30, 44],
        [12, 26],
        [20, 34],
      ],
      requestedWindow: [12, 44],
      smartQuestions: true,
    },
    {
      brand: 'Pure Pet',
      name: 'Pure Pet Content Kit',
      compensation: 'PAYMENT',
      workflow: 'CONTENT_ONLY',
      images: ['pure-pet-1', 'pure-pet-2'],
      windows: [
        [15, 29],
        [8, 22],
      ],
    },
    {
      brand: 'Nova Audio',
      name: 'Nova Sound Launch',
      compensation: 'PAYMENT',
      workflow: 'PRODUCT',
      images: ['nova-sound-1'],
      windows: [
        [25, 39],
        [9, 23],
      ],
      autoAssign: true,
    },
    {
      brand: 'Peak Outdoors',
      name: 'Peak Trail Weekend',
      compensation: 'PAYMENT',
      workflow: 'PRODUCT',
      images: ['trail-ready-1', 'trail-ready-2'],
      windows: [[18, 32]],
      requestedWindow: [10, 45],
    },
  ];
  const brandRows = await db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(inArray(brands.name, [...new Set(demos.map((d) => d.brand))]));
  const brandId = new Map(brandRows.map((b) => [b.name, b.id]));

  for (const demo of demos) {
    const id = brandId.get(demo.brand);
    if (id === undefined) continue;
    const [campaign] = await db
      .insert(campaigns)
      .values({
        brand_id: id,
        name: demo.name,
        short_description: `${demo.brand} is looking for creators for ${demo.name}. Request an invite, pick the dates that suit you and we will be in touch before the campaign starts.`,
        influencer_compensation_type: demo.compensation,
        campaign_content_workflow: demo.workflow,
        platform: 'instagram_image',
        status: 1,
        flight_start: at(demo.windows.reduce((m, w) => Math.min(m, w[0]), 99)),
        flight_end: at(demo.windows.reduce((m, w) => Math.max(m, w[1]), 0)),
        product_name: demo.compensation === 'PAYMENT' ? null : 'Tea sampler',
        enable_requested_invites_auto_assign: demo.autoAssign ?? false,
        hashtags: ['#ad'],
        screen_names: [`@${demo.brand.replaceAll(' ', '').toLowerCase()}`],
        smart_questions: demo.smartQuestions
          ? [
              {
                id: 'tea-drinker',
                question: 'Do you drink tea at least once a week?',
                options: ['Yes', 'No'],
                accepted: ['Yes'],
              },
            ]
          : [],
      })
      .returning({ id: campaigns.id });
    const campaignId = campaign!.id;
    await db.insert(campaignSampleMedia).values(
      demo.images.map((name, position) => ({
        campaign_id: campaignId,
        kind: 'image' as const,
        url: `/demo/campaigns/${name}.svg`,
        position,
      })),
    );
    await db.insert(campaignGuidelines).values([
      {
        campaign_id: campaignId,
        should: true,
        kind: 'content',
        guideline: 'Show the product in use',
      },
      { campaign_id: campaignId, should: false, kind: 'content', guideline: 'Show other brands' },
      { campaign_id: campaignId, should: true, kind: 'caption', guideline: 'Tell your own story' },
    ]);
    await db.insert(flights).values(
      demo.windows.map(([start, end]) => ({
        campaign_id: campaignId,
        start_date: at(start),
        end_date: at(end),
      })),
    );
    if (demo.requestedWindow) {
      const [requested] = await db
        .insert(flights)
        .values({
          campaign_id: campaignId,
          start_date: at(demo.requestedWindow[0]),
          end_date: at(demo.requestedWindow[1]),
        })
        .returning({ id: flights.id });
      await db
        .update(campaigns)
        .set({ requested_invites_flight_id: requested!.id })
        .where(eq(campaigns.id, campaignId));
    }
  }
}
