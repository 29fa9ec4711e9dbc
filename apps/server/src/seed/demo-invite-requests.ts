import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { brands } from '../db/schema/campaigns';
import { createDemoStudio, type DemoStudioDoors, demoWrittenAt } from './demo-studio';

const DAY = 86_400_000;

type Demo = {
  brand: string;
  name: string;
  compensation: 'PAYMENT' | 'PRODUCT_AND_PAYMENT';
  workflow: 'PRODUCT' | 'CONTENT_ONLY';
  /** The payout: the studio publishes a paid campaign only with one. */
  payoutCents: number;
  images: string[];
  /** Regular flights as [start day, end day] from now. */
  windows: [number, number][];
  /** The requested-invites (waitlist) window; the campaign's dates span it. */
  requestedWindow?: [number, number];
  autoAssign?: boolean;
  smartQuestions?: boolean;
};

/**
 * Upcoming campaigns for the request-an-invite flow (issue 5): one of each kind the flow shows —
 * several windows with a requested-invites row and a smart question, CONTENT_ONLY, auto-assign,
 * and a waitlist campaign. Runs after seedDemoCampaigns (it reuses those brands by name).
 */
export async function seedDemoInviteRequests(
  db: Db,
  ids: { opsId: number },
  doors: DemoStudioDoors,
  now = new Date(),
) {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const demos: Demo[] = [
    {
      brand: 'Urban Brew',
      name: 'Urban Brew Tea Discovery',
      compensation: 'PRODUCT_AND_PAYMENT',
      workflow: 'PRODUCT',
      payoutCents: 3000,
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
      payoutCents: 4000,
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
      payoutCents: 5000,
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
      payoutCents: 6000,
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

  // Written and published by ops through the studio (issue 29, decision 610): its posting
  // windows, and the requested-invites window as the studio's waitlist, which spans the
  // campaign's dates.
  const studio = createDemoStudio(db, ids.opsId, doors);
  const iso = (day: number) => at(day).toISOString();
  for (const demo of demos) {
    const id = brandId.get(demo.brand);
    if (id === undefined) continue;
    const days = [...demo.windows, ...(demo.requestedWindow ? [demo.requestedWindow] : [])];
    const start = days.reduce((m, w) => Math.min(m, w[0]), 99);
    const end = days.reduce((m, w) => Math.max(m, w[1]), 0);
    await studio.publish({
      brandId: id,
      writtenAt: demoWrittenAt({ start: at(start), end: at(end) }, now),
      images: demo.images.map((name) => `/demo/campaigns/${name}.svg`),
      document: {
        name: demo.name,
        short_description: `${demo.brand} is looking for creators for ${demo.name}. Request an invite, pick the dates that suit you and we will be in touch before the campaign starts.`,
        influencer_compensation_type: demo.compensation,
        campaign_content_workflow: demo.workflow,
        platform: 'instagram_image',
        payout_cents: demo.payoutCents,
        product_name: demo.compensation === 'PAYMENT' ? null : 'Tea sampler',
        flight_start: iso(start),
        flight_end: iso(end),
        windows: demo.windows.map(([from, to], i) => ({
          key: `w${i + 1}`,
          start: iso(from),
          end: iso(to),
        })),
        content_dos: ['Show the product in use'],
        content_donts: ['Show other brands'],
        caption_dos: ['Tell your own story'],
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
        open_to_requests: true,
        auto_assign_requests: demo.autoAssign ?? false,
        waitlist: demo.requestedWindow !== undefined,
      },
    });
  }
}
