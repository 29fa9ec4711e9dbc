import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { events } from '../../db/schema/platform';

export interface NewEvent {
  user_id: number | null;
  name: string;
  properties: Record<string, unknown>;
  /** Rows with the same key are stored once. */
  dedupe_key: string | null;
}

/** The events sink's table: inserts only, a repeated dedupe key is ignored. */
export function createEventsRepository(db: DbOrTx) {
  return {
    /** Stores the event; false when one with the same dedupe key already exists. */
    async insert(event: NewEvent, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .insert(events)
        .values(event)
        .onConflictDoNothing({
          target: events.dedupe_key,
          where: sql`${events.dedupe_key} is not null`,
        })
        .returning({ id: events.id });
      return rows.length > 0;
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
