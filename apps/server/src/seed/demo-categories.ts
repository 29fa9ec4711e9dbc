import { count } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { categories, creatorCategories } from '../db/schema/platform';

/**
 * The category taxonomy creators pick from at setup: primary categories, each with its
 * sub-categories, in display order. Modelled on the interest groups brands book creators by.
 */
export const CATEGORY_TAXONOMY: readonly { name: string; subCategories: readonly string[] }[] = [
  { name: 'Beauty', subCategories: ['Makeup', 'Skincare', 'Haircare', 'Nails', 'Fragrance'] },
  {
    name: 'Fashion',
    subCategories: ['Womenswear', 'Menswear', 'Streetwear', 'Accessories', 'Sustainable fashion'],
  },
  {
    name: 'Fitness & Health',
    subCategories: ['Workouts', 'Yoga', 'Running', 'Nutrition', 'Mental wellness'],
  },
  {
    name: 'Food & Drink',
    subCategories: ['Recipes', 'Baking', 'Restaurants', 'Coffee', 'Healthy eating', 'Cocktails'],
  },
  {
    name: 'Travel',
    subCategories: ['Adventure', 'Luxury travel', 'Budget travel', 'Road trips', 'City guides'],
  },
  {
    name: 'Parenting & Family',
    subCategories: ['Pregnancy', 'Babies & toddlers', 'Kids activities', 'Family travel'],
  },
  {
    name: 'Home & Lifestyle',
    subCategories: ['Interior design', 'DIY', 'Gardening', 'Organisation'],
  },
  { name: 'Pets', subCategories: ['Dogs', 'Cats', 'Other pets'] },
  {
    name: 'Technology',
    subCategories: ['Gadgets', 'Gaming', 'Photography', 'Apps & software'],
  },
  {
    name: 'Entertainment',
    subCategories: ['Music', 'Movies & TV', 'Books', 'Comedy', 'Art & design'],
  },
  {
    name: 'Sports & Outdoors',
    subCategories: ['Football', 'Basketball', 'Cycling', 'Hiking & camping', 'Water sports'],
  },
  {
    name: 'Business & Finance',
    subCategories: ['Personal finance', 'Entrepreneurship', 'Career'],
  },
  { name: 'Automotive', subCategories: ['Cars', 'Motorcycles', 'Electric vehicles'] },
];

/**
 * Loads the taxonomy when the categories table is empty (reference data: run in demo mode by
 * the seed, and by tests). Returns the primary categories' ids by name.
 */
export async function seedCategories(db: DbOrTx): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const [existing] = await db.select({ n: count() }).from(categories);
  if ((existing?.n ?? 0) > 0) return ids;
  const primaries = await db
    .insert(categories)
    .values(CATEGORY_TAXONOMY.map((c, position) => ({ name: c.name, position })))
    .returning();
  for (const row of primaries) ids.set(row.name, row.id);
  await db
    .insert(categories)
    .values(
      CATEGORY_TAXONOMY.flatMap((c) =>
        c.subCategories.map((name, position) => ({ name, position, parent_id: ids.get(c.name)! })),
      ),
    );
  return ids;
}

/**
 * The taxonomy, and the demo creator's choice: Beauty (Skincare, Makeup) as primary and
 * Travel (City guides) as secondary. new@demo.test has none, so setup asks for them.
 */
export async function seedDemoCategories(db: DbOrTx, ids: { creatorId: number }) {
  await seedCategories(db);
  const all = await db.select().from(categories);
  const find = (name: string, parent?: number) =>
    all.find(
      (c) =>
        c.name === name && (parent === undefined ? c.parent_id === null : c.parent_id === parent),
    )!.id;
  const beauty = find('Beauty');
  const travel = find('Travel');
  const rows = [
    { category_id: beauty, is_primary: true, rank: 0 },
    { category_id: find('Skincare', beauty), is_primary: false, rank: 0 },
    { category_id: find('Makeup', beauty), is_primary: false, rank: 0 },
    { category_id: travel, is_primary: false, rank: 1 },
    { category_id: find('City guides', travel), is_primary: false, rank: 1 },
  ];
  await db.insert(creatorCategories).values(rows.map((r) => ({ ...r, user_id: ids.creatorId })));
}
