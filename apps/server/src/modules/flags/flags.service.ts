import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { featureFlags } from '../../db/schema/platform';
import { recordAudit } from '../audit/audit.recorder';

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

    /**
     * Sets a flag. The change is in the audit log (issue 28: `flag.changed`, before → after, in
     * the same transaction); setting a flag to the value it has records nothing. `actorId`: the
     * staff user who changed it, or null for the system (no route changes flags today: decision
     * 572).
     */
    async set(key: string, enabled: boolean, actorId: number | null = null): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ enabled: featureFlags.enabled })
          .from(featureFlags)
          .where(eq(featureFlags.key, key))
          .for('update');
        const before = row?.enabled ?? defaults[key] ?? false;
        await tx
          .insert(featureFlags)
          .values({ key, enabled })
          .onConflictDoUpdate({
            target: featureFlags.key,
            set: { enabled, updated_at: sql`now()` },
          });
        await recordAudit(tx, {
          actorId,
          action: 'flag.changed',
          target: { type: 'flag', id: key, label: key },
          before: { enabled: before },
          after: { enabled },
        });
      });
    },
  };
}

export type FlagsService = ReturnType<typeof createFlagsService>;
