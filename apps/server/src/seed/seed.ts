import { count } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { users } from '../db/schema/users';
import { seedDemoAnalytics } from './demo-analytics';
import { seedDemoCampaigns } from './demo-campaigns';
import { seedDemoCategories } from './demo-categories';
import { seedDemoContacts } from './demo-contacts';
import { seedDemoContent } from './demo-content';
import { seedDemoContentStatus } from './demo-content-status';
import { seedDemoInviteRequests } from './demo-invite-requests';
import { seedDemoLongHistory } from './demo-long-history';
import { seedDemoReviewRequests } from './demo-review-requests';
import { seedDemoUsers } from './demo-users';

/**
 * Seeds demo data on an empty database in demo mode only; never touches a database that has
 * users. Returns whether it seeded.
 */
export async function seedIfEmpty(db: Db, config: Config): Promise<boolean> {
  if (!config.demo.enabled) return false;
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    const demo = await seedDemoUsers(tx as unknown as Db, config.demo);
    await seedDemoCategories(tx as unknown as Db, { creatorId: demo.creator.id });
    await seedDemoAnalytics(
      tx as unknown as Db,
      { creatorId: demo.creator.id, glowBotanicsBrandId: demo.brand.id },
      config,
    );
    await seedDemoContacts(tx as unknown as Db, {
      id: demo.creator.id,
      phone: demo.creatorProfile.phone_number,
      country: demo.creatorProfile.country,
    });
    await seedDemoCampaigns(tx as unknown as Db, {
      creatorId: demo.creator.id,
      glowBotanicsBrandId: demo.brand.id,
    });
    await seedDemoInviteRequests(tx as unknown as Db);
    await seedDemoReviewRequests(tx as unknown as Db, { glowBotanicsBrandId: demo.brand.id });
    await seedDemoLongHistory(tx as unknown as Db, config.demo, {
      brandId: demo.brand.id,
      opsId: demo.opsUser.id,
    });
    await seedDemoContent(tx as unknown as Db, {
      creatorId: demo.creator.id,
      glowBotanicsBrandId: demo.brand.id,
    });
    await seedDemoContentStatus(tx as unknown as Db, {
      creatorId: demo.creator.id,
      opsId: demo.opsUser.id,
      brandUserId: demo.brandUser.id,
      glowBotanicsBrandId: demo.brand.id,
    });
  });
  return true;
}
