import { count } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { users } from '../db/schema/users';
import { createStorage } from '../integrations/storage/create-storage';
import type { StorageProvider } from '../integrations/storage/storage-provider';
import { seedDemoAnalytics } from './demo-analytics';
import { seedDemoCampaigns } from './demo-campaigns';
import { seedDemoCategories } from './demo-categories';
import { seedDemoContent } from './demo-content';
import { seedDemoContentStatus } from './demo-content-status';
import { seedDemoInviteRequests } from './demo-invite-requests';
import { seedDemoLongHistory } from './demo-long-history';
import { seedDemoPeople } from './demo-people';
import { seedDemoReviewRequests } from './demo-review-requests';

/**
 * Seeds demo data on an empty database in demo mode only; never touches a database that has
 * users. Returns whether it seeded.
 */
export async function seedIfEmpty(
  db: Db,
  config: Config,
  /** Where the demo brands' logos go; made from the config when not given. */
  storage?: StorageProvider,
): Promise<boolean> {
  if (!config.demo.enabled) return false;
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  const files = storage ?? (await createStorage(config.storage));
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const demo = await seedDemoPeople(tx, config, files);
    const ids = {
      creatorId: demo.creator.id,
      glowBotanicsBrandId: demo.brand.id,
      brandId: demo.brand.id,
      brandUserId: demo.brandUser.id,
      opsId: demo.opsUser.id,
    };
    // The campaigns and invites go through the studio's services (issue 29, decision 610).
    const studio = { config, storage: files };
    await seedDemoCategories(tx, ids);
    await seedDemoAnalytics(tx, ids, config, studio);
    await seedDemoCampaigns(tx, ids, studio);
    await seedDemoInviteRequests(tx, ids, studio);
    await seedDemoReviewRequests(tx, ids, studio);
    await seedDemoLongHistory(tx, config.demo, ids, studio);
    await seedDemoContent(tx, ids, studio);
    await seedDemoContentStatus(tx, ids, studio);
  });
  return true;
}
