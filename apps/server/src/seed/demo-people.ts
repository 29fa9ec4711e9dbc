import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { brands } from '../db/schema/campaigns';
import { socialAccounts, users } from '../db/schema/users';
import type { StorageProvider } from '../integrations/storage/storage-provider';
import { loadOnce } from '../lib/load-once';
import { createSeedDoors, type SeedDoors } from './seed-doors';

const loadSharp = loadOnce(async () => (await import('sharp')).default);

/**
 * Every demo brand, in the order it was always made (ids decide the order of the intro's 'Work
 * with brands like'), with its logo in the portal's public folder and a website.
 */
export const DEMO_BRANDS: { name: string; logo: string | null; website: string }[] = [
  {
    name: 'Glow Botanics',
    logo: '/demo/brands/glow-botanics.svg',
    website: 'https://glowbotanics.example.com',
  },
  {
    name: 'Harbor & Pine',
    logo: '/demo/analytics/harbor-pine.svg',
    website: 'https://harborpine.example.com',
  },
  {
    name: 'Kite Kitchen',
    logo: '/demo/analytics/kite-kitchen.svg',
    website: 'https://kitekitchen.example.com',
  },
  {
    name: 'Velo City',
    logo: '/demo/analytics/velo-city.svg',
    website: 'https://velocity.example.com',
  },
  {
    name: 'Luma Skin',
    logo: '/demo/analytics/luma-skin.svg',
    website: 'https://lumaskin.example.com',
  },
  {
    name: 'Peak Outdoors',
    logo: '/demo/brands/peak-outdoors.svg',
    website: 'https://peakoutdoors.example.com',
  },
  {
    name: 'Urban Brew',
    logo: '/demo/brands/urban-brew.svg',
    website: 'https://urbanbrew.example.com',
  },
  {
    name: 'Kind Planet',
    logo: '/demo/brands/kind-planet.svg',
    website: 'https://kindplanet.example.com',
  },
  {
    name: 'Loop Fitness',
    logo: '/demo/brands/loop-fitness.svg',
    website: 'https://loopfitness.example.com',
  },
  {
    name: 'Nova Audio',
    logo: '/demo/brands/nova-audio.svg',
    website: 'https://novaaudio.example.com',
  },
  { name: 'Sol Swim', logo: '/demo/brands/sol-swim.svg', website: 'https://solswim.example.com' },
  { name: 'Pure Pet', logo: '/demo/brands/pure-pet.svg', website: 'https://purepet.example.com' },
];

/** The demo creator's profile, as they would type it into the profile editor. */
export const DEMO_CREATOR_PROFILE = {
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

/**
 * A demo logo or campaign picture as the console uploads one: the SVG drawn to a PNG (the upload
 * check takes raster images only), read from the portal's public folder (sources) or its build.
 */
export async function demoImageBytes(
  webDistDir: string,
  logo: string,
  /** Pixels per inch the SVG is drawn at (72: its own size). */
  density = 144,
): Promise<Buffer | null> {
  const candidates = [
    path.resolve(webDistDir, '..', 'public'),
    path.resolve(webDistDir),
    // From the sources (src/seed) and from the built server (dist), wherever it was started.
    fileURLToPath(new URL('../../../portal/public', import.meta.url)),
    fileURLToPath(new URL('../../portal/public', import.meta.url)),
  ];
  for (const dir of candidates) {
    try {
      const svg = await readFile(path.join(dir, logo));
      return await (await loadSharp())(svg, { density }).png().toBuffer();
    } catch {
      // Not in this folder: try the next.
    }
  }
  return null;
}

/**
 * What other doors make for the demo creator and the seed writes: the picture and Instagram
 * account an Instagram connection brings (the sandbox provider's), and the consent to texts the
 * consent dialog records.
 */
async function seedDemoCreatorAccounts(db: Db, creatorId: number) {
  const now = new Date();
  await db
    .update(users)
    .set({
      profile_picture_url: '/demo/avatars/maya.svg',
      consents_to_sms_messaging: true,
      tcpa_count_consents_given: 1,
      tcpa_last_consent_given_at: now,
    })
    .where(eq(users.id, creatorId));
  await db.insert(socialAccounts).values({
    user_id: creatorId,
    platform: 'instagram',
    social_id: '17841400000000001',
    handle: 'maya.makes',
    profile_image: '/demo/avatars/maya.svg',
    expires_at: new Date(now.getTime() + 50 * 86_400_000),
  });
}

/** The ids of demo brands by name (the seed's other parts find their brand this way). */
export async function demoBrandIds(db: Db, names: readonly string[]): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(inArray(brands.name, [...names]));
  return new Map(rows.map((r) => [r.name, r.id]));
}

/**
 * The demo's people and organisations through the product's doors (issue 28): the brands with
 * their logos (the brands service), the ops user (the first-admin link), Glow Botanics' brand
 * admin and reviewer (invitations and their links), and the two demo creators (sign-up and the
 * profile editor). Returns their rows and the doors, for the rest of the seed.
 */
export async function seedDemoPeople(
  db: Db,
  config: Pick<Config, 'demo' | 'publicUrl' | 'webDistDir'>,
  storage: StorageProvider | null,
): Promise<{
  doors: SeedDoors;
  brand: { id: number; name: string };
  creator: typeof users.$inferSelect;
  creatorProfile: typeof DEMO_CREATOR_PROFILE;
  newcomer: typeof users.$inferSelect;
  brandUser: typeof users.$inferSelect;
  brandAdmin: typeof users.$inferSelect;
  opsUser: typeof users.$inferSelect;
}> {
  const doors = createSeedDoors(db, config, storage);
  const { demo } = config;
  const opsUser = await doors.firstAdmin(demo.ops);
  const ops = { id: opsUser.id, type: 'ops' as const, brandId: null, brandRole: null };
  const brandIds = new Map<string, number>();
  for (const b of DEMO_BRANDS) {
    const made = await doors.brands.create(ops, { name: b.name, website: b.website });
    brandIds.set(b.name, made.id);
    const bytes = storage && b.logo ? await demoImageBytes(config.webDistDir, b.logo) : null;
    if (bytes) await doors.brands.setLogo(ops, made.id, bytes);
  }
  const glowId = brandIds.get('Glow Botanics')!;
  const brandAdmin = await doors.inviteStaff(opsUser, {
    ...demo.brandAdmin,
    role: 'brand_admin',
    brandId: glowId,
  });
  const brandUser = await doors.inviteStaff(opsUser, {
    ...demo.brand,
    role: 'brand_reviewer',
    brandId: glowId,
  });
  const { first_name, last_name } = DEMO_CREATOR_PROFILE;
  const creator = await doors.signUpCreator(
    { ...demo.creator, first_name, last_name },
    DEMO_CREATOR_PROFILE,
  );
  await seedDemoCreatorAccounts(db, creator.id);
  const newcomer = await doors.signUpCreator({
    ...demo.newCreator,
    first_name: 'Noah',
    last_name: 'Reed',
  });
  return {
    doors,
    brand: { id: glowId, name: 'Glow Botanics' },
    creator,
    creatorProfile: DEMO_CREATOR_PROFILE,
    newcomer,
    brandUser,
    brandAdmin,
    opsUser,
  };
}
