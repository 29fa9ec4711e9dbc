import { ACCEPT_WITHIN_SECONDS } from '@portal/domain/invites/invite-view';
import { type CampaignDraftInput, CampaignDraftSchema } from '@portal/domain/studio/campaign-draft';
import type { StudioActor } from '@portal/domain/studio/studio-policy';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { notifications } from '../db/schema/notifications';
import { jobs } from '../db/schema/platform';
import type { StorageProvider } from '../integrations/storage/storage-provider';
import { createStudioModule } from '../modules/studio/studio.module';
import { INVITE_EMAIL_JOB } from '../modules/studio/studio-invites.service';
import { demoImageBytes } from './demo-people';
import { createMemoryMailbox } from './seed-doors';

const DAY = 86_400_000;

/** What the studio needs from the seed: where its pictures are and where it keeps them. */
export interface DemoStudioDoors {
  config: Pick<Config, 'publicUrl' | 'webDistDir'>;
  /** Where the studio keeps the campaigns' images (uploaded as the console uploads them). */
  storage: StorageProvider;
}

/** A demo campaign as ops writes it in the console. */
export interface DemoStudioCampaign {
  brandId: number;
  /** Every field of the draft but its images (the pictures below are uploaded for it). */
  document: Omit<CampaignDraftInput, 'sample_image_ids' | 'mood_board_image_ids'> & {
    name: string;
  };
  /** The app's own pictures (public paths, e.g. `/demo/campaigns/x.svg`): its sample images. */
  images: string[];
  moodBoard?: string[];
  /** When ops wrote and published it (before its end: the studio publishes nothing ended). */
  writtenAt: Date;
}

/** The demo's pictures drawn to PNG, once per process (each part of the seed uploads them). */
const drawn = new Map<string, Promise<Buffer | null>>();
async function drawnPicture(webDistDir: string, picture: string): Promise<Buffer> {
  const key = `${webDistDir}|${picture}`;
  // Drawn at their own size (800 × 600): the studio keeps at most 1600 px anyway.
  if (!drawn.has(key)) drawn.set(key, demoImageBytes(webDistDir, picture, 72));
  const bytes = await drawn.get(key)!;
  if (!bytes) throw new Error(`the seed found no demo image ${picture}`);
  return bytes;
}

/**
 * When ops wrote a demo campaign: three days before `now` for one still running then, or the day
 * before it started for one that has ended since (a campaign can be published only before its
 * end).
 */
export function demoWrittenAt(flight: { start: Date; end: Date }, now: Date): Date {
  return flight.end.getTime() > now.getTime()
    ? new Date(now.getTime() - 3 * DAY)
    : new Date(flight.start.getTime() - DAY);
}

/**
 * The demo's doors into the campaign studio (issue 29, decisions 573 and 610): its campaigns are
 * written, given their pictures, published and closed, and its invites sent, by the studio's
 * services as the console's ops user does it, each at a moment of the demo's history (the
 * services run on the seed's clock, set to that moment).
 */
export function createDemoStudio(db: Db, opsId: number, doors: DemoStudioDoors) {
  let moment = new Date();
  const { studio, studioInvites, studioRepo } = createStudioModule({
    db,
    storage: doors.storage,
    email: createMemoryMailbox(),
    publicUrl: doors.config.publicUrl,
    clock: () => moment,
  });
  const ops: StudioActor = { id: opsId, type: 'ops', brandId: null, brandRole: null };
  /** Each demo picture once per brand, uploaded through the studio's image checks. */
  const uploaded = new Map<string, number>();
  const image = async (campaignId: number, brandId: number, picture: string) => {
    const key = `${brandId}:${picture}`;
    const known = uploaded.get(key);
    if (known !== undefined) return known;
    const bytes = await drawnPicture(doors.config.webDistDir, picture);
    const name = picture
      .split('/')
      .pop()!
      .replace(/\.svg$/, '.png');
    const made = await studio.uploadImage(ops, campaignId, { bytes, filename: name });
    uploaded.set(key, made.id);
    return made.id;
  };

  return {
    /**
     * Writes, illustrates, saves and publishes a campaign at its `writtenAt`; answers its id and
     * its posting windows' flights by window key. A field the studio refuses fails the seed.
     */
    async publish(c: DemoStudioCampaign) {
      moment = c.writtenAt;
      const draft = await studio.create(ops, { brand_id: c.brandId, name: c.document.name });
      const sampleIds = [];
      for (const picture of c.images) sampleIds.push(await image(draft.id, c.brandId, picture));
      const moodIds = [];
      for (const picture of c.moodBoard ?? []) {
        moodIds.push(await image(draft.id, c.brandId, picture));
      }
      const document = CampaignDraftSchema.parse({
        ...c.document,
        sample_image_ids: sampleIds,
        mood_board_image_ids: moodIds,
      });
      const saved = await studio.save(ops, draft.id, { revision: draft.revision, document });
      const published = await studio.publish(ops, draft.id, saved.revision);
      const id = published.campaign.id;
      const flights = new Map(
        (await studioRepo.listFlights(id)).map((f) => [f.studio_key ?? '', f.id] as const),
      );
      return { id, flights };
    },

    /** Closes a published campaign at `at` (no new invites or requests from then). */
    async close(campaignId: number, at: Date) {
      moment = at;
      await studio.close(ops, campaignId);
    },

    /**
     * Invites `creatorIds` with the studio's `inviteCreators` at `at` (accept by a day later, or
     * `acceptBy`); answers the invites' ids in the order given. The invites' news are read when
     * they were sent and their e-mails are never mailed: they belong to the demo's history, and
     * the demo's inbox and bell start with what its users do.
     */
    async invite(
      campaignId: number,
      creatorIds: number[],
      at: Date,
      options: { acceptBy?: Date; newsAt?: Date } = {},
    ) {
      moment = at;
      const acceptBy = options.acceptBy ?? new Date(at.getTime() + ACCEPT_WITHIN_SECONDS * 1000);
      const sent = await studioInvites.inviteCreators(ops, campaignId, {
        creator_ids: creatorIds,
        note: '',
        accept_by: acceptBy.toISOString(),
      });
      const ids = creatorIds.map(
        (creatorId) => sent.results.find((r) => r.creator_id === creatorId)!.invite_id!,
      );
      const newsAt = options.newsAt ?? at;
      await db
        .update(notifications)
        .set({ created_at: newsAt, read_at: newsAt })
        .where(
          inArray(
            notifications.dedupe_key,
            ids.map((id) => `invite:${id}:received`),
          ),
        );
      await db.delete(jobs).where(
        and(
          eq(jobs.kind, INVITE_EMAIL_JOB),
          inArray(
            sql`${jobs.payload}->>'inviteId'`,
            ids.map((id) => String(id)),
          ),
        ),
      );
      return ids;
    },
  };
}

export type DemoStudio = ReturnType<typeof createDemoStudio>;
