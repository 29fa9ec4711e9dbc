import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, creatorCategories } from '../../db/schema/platform';

export type CategoryRow = typeof categories.$inferSelect;
export interface CreatorCategoryRow {
  categoryId: number;
  name: string;
  parentId: number | null;
  isPrimary: boolean;
  rank: number;
}

/** The taxonomy and a creator's chosen categories (primaries ranked, sub-categories by parent). */
export function createCategoriesRepository(db: DbOrTx) {
  return {
    /** Every category, primaries and sub-categories, in display order: one query. */
    listAll(): Promise<CategoryRow[]> {
      return db
        .select()
        .from(categories)
        .orderBy(
          sql`${categories.parent_id} nulls first`,
          asc(categories.position),
          asc(categories.id),
        );
    },

    /** The creator's rows with each category's name and parent: one query. */
    listForCreator(userId: number): Promise<CreatorCategoryRow[]> {
      return db
        .select({
          categoryId: categories.id,
          name: categories.name,
          parentId: categories.parent_id,
          isPrimary: creatorCategories.is_primary,
          rank: creatorCategories.rank,
        })
        .from(creatorCategories)
        .innerJoin(categories, eq(categories.id, creatorCategories.category_id))
        .where(eq(creatorCategories.user_id, userId))
        .orderBy(asc(creatorCategories.rank), asc(categories.position));
    },

    /** Replaces the creator's whole choice (run inside the caller's transaction). */
    async replaceForCreator(
      userId: number,
      rows: { category_id: number; is_primary: boolean; rank: number }[],
      tx: DbOrTx = db,
    ) {
      await tx.delete(creatorCategories).where(eq(creatorCategories.user_id, userId));
      if (rows.length > 0) {
        await tx.insert(creatorCategories).values(rows.map((r) => ({ ...r, user_id: userId })));
      }
    },
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
