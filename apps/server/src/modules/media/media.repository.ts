import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { media } from '../../db/schema/content';

export type MediaRow = typeof media.$inferSelect;
export type NewMedia = typeof media.$inferInsert;

/** Media rows: uploaded files (storage_key) and linked posts or videos (source_url). */
export function createMediaRepository(db: DbOrTx) {
  return {
    async insert(values: NewMedia, tx: DbOrTx = db): Promise<MediaRow> {
      const [row] = await tx.insert(media).values(values).returning();
      return row!;
    },
    async findById(id: number, tx: DbOrTx = db): Promise<MediaRow | undefined> {
      const [row] = await tx.select().from(media).where(eq(media.id, id));
      return row;
    },
    /** The media of a finished upload, by its storage key, for its owner only. */
    async findByStorageKey(
      userId: number,
      storageKey: string,
      tx: DbOrTx = db,
    ): Promise<MediaRow | undefined> {
      const [row] = await tx
        .select()
        .from(media)
        .where(and(eq(media.user_id, userId), eq(media.storage_key, storageKey)));
      return row;
    },
    async setPreview(
      id: number,
      values: Pick<NewMedia, 'thumbnail_key' | 'status'>,
      tx: DbOrTx = db,
    ): Promise<void> {
      await tx.update(media).set(values).where(eq(media.id, id));
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
