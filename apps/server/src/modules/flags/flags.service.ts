import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { featureFlags } from '../../db/schema/platform';

export const FlagsSchema = z.object({ flags: z.record(z.string(), z.boolean()) });

/**
 * Feature flags are data: configuration gives each known flag its default, a row in
 * `feature_flags` overrides it, so a flag can be switched without a deploy.
 */
export function createFlagsService({
  db,
  defaults,
}: {
  db: Db;
  defaults: Record<string, boolean>;
}) {
  return {
    async all(): Promise<Record<string, boolean>> {
      const rows = await db.select().from(featureFlags);
      const flags = { ...defaults };
      for (const row of rows) flags[row.key] = row.enabled;
      return flags;
    },

    async isEnabled(key: string): Promise<boolean> {
      const [row] = await db.select().from(featureFlags).where(eq(featureFlags.key, key));
      return row?.enabled ?? defaults[key] ?? false;
    },

    /** Sets a flag (ops CLI, tests). */
    async set(key: string, enabled: boolean): Promise<void> {
      await db
        .insert(featureFlags)
        .values({ key, enabled })
        .onConflictDoUpdate({ target: featureFlags.key, set: { enabled, updated_at: sql`now()` } });
    },
  };
}

export type FlagsService = ReturnType<typeof createFlagsService>;
