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
  await db.transaction(async (tx) => {
    const demo = await seedDemoPeople(tx as unknown as Db, config, files);
    await seedDemoCategories(tx as unknown as Db, { creatorId: demo.creator.id });
    await seedDemoAnalytics(
      tx as unknown as Db,
      { creatorId: demo.creator.id, glowBotanicsBrandId: demo.brand.id, opsId: demo.opsUser.id },
      config,
      { config, storage: files },
    );
    await seedDemoCampaigns(
      tx as unknown as Db,
      { creatorId: demo.creator.id, glowBotanicsBrandId: demo.brand.id, opsId: demo.opsUser.id },
      { config, storage: files },
    );
    await seedDemoInviteRequests(
      tx as unknown as Db,
      { opsId: demo.opsUser.id },
      { config, storage: files },
    );
    await seedDemoReviewRequests(
      tx as unknown as Db,
      { glowBotanicsBrandId: demo.brand.id, opsId: demo.opsUser.id },
      { config, storage: files },
    );
    await seedDemoLongHistory(
      tx as unknown as Db,
      config.demo,
      { brandId: demo.brand.id, opsId: demo.opsUser.id },
      { config, storage: files },
    );
    await seedDemoContent(
      tx as unknown as Db,
      { creatorId: demo.creator.id, glowBotanicsBrandId: demo.brand.id, opsId: demo.opsUser.id },
      { config, storage: files },
    );
    await seedDemoContentStatus(
      tx as unknown as Db,
      {
        creatorId: demo.creator.id,
        opsId: demo.opsUser.id,
        brandUserId: demo.brandUser.id,
        glowBotanicsBrandId: demo.brand.id,
      },
      { config, storage: files },
    );
  });
  return true;
}
