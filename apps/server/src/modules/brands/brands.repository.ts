import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands, campaigns } from '../../db/schema/campaigns';
import { users } from '../../db/schema/users';

export type BrandRow = typeof brands.$inferSelect;
export type BrandFields = Pick<BrandRow, 'name' | 'website' | 'contact_email' | 'logo_url'>;

/** Brands for the console (issue 28); the only Drizzle code of the brands module. */
export function createBrandsRepository(db: DbOrTx) {
  return {
    /** Brands by name, `show` choosing active, archived or all; one brand with `brandId`. */
    list(show: 'active' | 'archived' | 'all', brandId?: number, tx: DbOrTx = db) {
      const where = [
        show === 'active' ? isNull(brands.archived_at) : undefined,
        show === 'archived' ? isNotNull(brands.archived_at) : undefined,
        brandId !== undefined ? eq(brands.id, brandId) : undefined,
      ].filter((w) => w !== undefined);
      return tx
        .select()
        .from(brands)
        .where(where.length ? and(...where) : undefined)
        .orderBy(asc(sql`lower(${brands.name})`), asc(brands.id));
    },

    /** How many active staff and campaigns each brand has (two grouped queries). */
    async counts(brandIds: number[], tx: DbOrTx = db) {
      if (brandIds.length === 0) return new Map<number, { staff: number; campaigns: number }>();
      const [staff, camps] = await Promise.all([
        tx
          .select({ id: users.brand_id, n: count() })
          .from(users)
          .where(and(inArray(users.brand_id, brandIds), eq(users.type, 'brand')))
          .groupBy(users.brand_id),
        tx
          .select({ id: campaigns.brand_id, n: count() })
          .from(campaigns)
          .where(inArray(campaigns.brand_id, brandIds))
          .groupBy(campaigns.brand_id),
      ]);
      const out = new Map(brandIds.map((id) => [id, { staff: 0, campaigns: 0 }]));
      for (const s of staff) if (s.id !== null) out.get(s.id)!.staff = Number(s.n);
      for (const c of camps) out.get(c.id)!.campaigns = Number(c.n);
      return out;
    },

    async find(brandId: number, tx: DbOrTx = db) {
      const [row] = await tx.select().from(brands).where(eq(brands.id, brandId));
      return row;
    },

    /** The brand, locked until the transaction ends (edits read, then write). */
    async findForUpdate(brandId: number, tx: DbOrTx) {
      const [row] = await tx.select().from(brands).where(eq(brands.id, brandId)).for('update');
      return row;
    },

    async findByName(name: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(brands)
        .where(eq(sql`lower(${brands.name})`, name.toLowerCase()));
      return row;
    },

    /** Inserts a brand; undefined when the name is taken (a unique index on lower(name)). */
    async insert(fields: Omit<BrandFields, 'logo_url'>, now: Date, tx: DbOrTx = db) {
      const [row] = await tx
        .insert(brands)
        .values({ ...fields, created_at: now, updated_at: now })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async update(
      brandId: number,
      fields: Partial<BrandFields> & { archived_at?: Date | null },
      now: Date,
      tx: DbOrTx = db,
    ) {
      const [row] = await tx
        .update(brands)
        .set({ ...fields, updated_at: now })
        .where(eq(brands.id, brandId))
        .returning();
      return row!;
    },
  };
}

export type BrandsRepository = ReturnType<typeof createBrandsRepository>;
