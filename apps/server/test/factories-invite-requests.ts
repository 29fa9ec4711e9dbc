import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { campaigns, flights } from '../src/db/schema/campaigns';
import { createCampaign } from './factories-campaigns';

const DAY = 86_400_000;

/**
 * An upcoming campaign (status 1) with regular flights starting in `startsInDays` days (one week
 * long each) and, when `requestedFlight` is set, a requested-invites flight.
 */
export async function createUpcomingCampaign(
  app: FastifyInstance,
  options: {
    startsInDays?: number[];
    requestedFlight?: boolean;
    overrides?: Partial<typeof campaigns.$inferInsert>;
  } = {},
) {
  const { db } = app.container;
  const campaign = await createCampaign(app, {
    status: 1,
    flight_start: new Date(Date.now() + 10 * DAY),
    flight_end: new Date(Date.now() + 40 * DAY),
    ...options.overrides,
  });
  const regular = [];
  for (const days of options.startsInDays ?? [20, 10]) {
    const [row] = await db
      .insert(flights)
      .values({
        campaign_id: campaign.id,
        start_date: new Date(Date.now() + days * DAY),
        end_date: new Date(Date.now() + (days + 7) * DAY),
      })
      .returning();
    regular.push(row!);
  }
  let requested = null;
  if (options.requestedFlight) {
    const [row] = await db
      .insert(flights)
      .values({
        campaign_id: campaign.id,
        start_date: new Date(Date.now() + 5 * DAY),
        end_date: new Date(Date.now() + 40 * DAY),
      })
      .returning();
    requested = row!;
    await db
      .update(campaigns)
      .set({ requested_invites_flight_id: requested.id })
      .where(eq(campaigns.id, campaign.id));
  }
  return { campaign, regular, requested };
}

/** Where a requested product ships: a request for a product campaign needs it (issue 31). */
export const TEST_SHIPPING = {
  full_name: 'Ada Creator',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip_code: '78701',
  country: 'US',
};
