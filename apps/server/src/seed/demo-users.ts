import { computeProfileProgress } from '@portal/domain/profile/progress';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { brands } from '../db/schema/campaigns';
import { profiles, socialAccounts, users } from '../db/schema/users';
import { hashPassword } from '../modules/auth/password';

/**
 * The four demo accounts of `npm start`: an established creator with a complete profile, a
 * creator who just signed up, a brand reviewer and an ops user (whom the portal refuses).
 * Returns their ids for the rest of the seed.
 */
export async function seedDemoUsers(db: Db, demo: Config['demo']) {
  const [brand] = await db
    .insert(brands)
    .values({ name: 'Glow Botanics', logo_url: '/demo/brands/glow-botanics.svg' })
    .returning();
  const insertUser = async (
    credentials: { email: string; password: string },
    type: 'influencer' | 'brand' | 'ops',
    extra: Partial<typeof users.$inferInsert> = {},
  ) => {
    const [row] = await db
      .insert(users)
      .values({
        email: credentials.email,
        password_hash: await hashPassword(credentials.password),
        type,
        sign_up_source: 'demo_seed',
        ...extra,
      })
      .returning();
    return row!;
  };

  const creatorProfile = {
    first_name: 'Maya',
    last_name: 'Lopez',
    paypal_account: 'maya.payouts@example.com',
    address: '1200 Sunset Blvd',
    city: 'Los Angeles',
    state: 'CA',
    zip_code: '90026',
    country: 'US',
    birth_date: '1995-04-12',
    phone_number: '+1 (323) 555-0142',
    ethnicity: 'hispanic-latino',
    content_type_specialty: ['photos', 'short-video'],
    interests: ['beauty', 'fitness', 'travel'],
    publisher_type: 'female',
    relationship_status: 'single',
    pets: ['dog'],
    tiktok_handle: 'maya.makes',
  };
  const creator = await insertUser(demo.creator, 'influencer', {
    profile_progress: computeProfileProgress(creatorProfile),
    profile_picture_url: '/demo/avatars/maya.svg',
    consents_to_sms_messaging: true,
    tcpa_count_consents_given: 1,
    tcpa_last_consent_given_at: new Date(),
  });
  await db.insert(profiles).values({ user_id: creator.id, ...creatorProfile });
  await db.insert(socialAccounts).values({
    user_id: creator.id,
    platform: 'instagram',
    social_id: '17841400000000001',
    handle: 'maya.makes',
    profile_image: '/demo/avatars/maya.svg',
    expires_at: new Date(Date.now() + 50 * 86_400_000),
  });

  const newcomerProfile = { first_name: 'Noah', last_name: 'Reed' };
  const newcomer = await insertUser(demo.newCreator, 'influencer', {
    profile_progress: computeProfileProgress(newcomerProfile),
  });
  await db.insert(profiles).values({ user_id: newcomer.id, ...newcomerProfile });

  const brandUser = await insertUser(demo.brand, 'brand', { brand_id: brand!.id });
  const opsUser = await insertUser(demo.ops, 'ops');
  return { brand: brand!, creator, creatorProfile, newcomer, brandUser, opsUser };
}
