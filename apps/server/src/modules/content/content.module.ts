import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createUrlSigner } from '../../integrations/storage/signed-urls';
import type { StorageProvider } from '../../integrations/storage/storage-provider';
import { enqueueJob, enqueueJobUnlessQueued } from '../../jobs/queue';
import type { FlagsService } from '../flags/flags.service';
import type { FunnelService } from '../funnel/funnel.service';
import { findFfmpeg } from '../media/find-ffmpeg';
import { createMediaRepository } from '../media/media.repository';
import { createMediaService, MEDIA_PREVIEW_JOB, UPLOADS_SWEEP_JOB } from '../media/media.service';
import type { SocialService } from '../social/social.service';
import { createContentRepository } from './content.repository';
import { createContentService } from './content.service';
import { createPostSubmissionService } from './post-submissions.service';

/**
 * Builds storage, media and content submission services (issue 7) for the composition root, so
 * container.ts wires the whole area with one line.
 */
export function createContentModule(deps: {
  config: Config;
  db: Db;
  /** Made by createStorage (async: the S3 provider loads on demand). */
  storage: StorageProvider;
  clock: () => Date;
  log: FastifyBaseLogger;
  flags: FlagsService;
  social: Pick<SocialService, 'findAccount' | 'listRecentPosts'>;
  /** The funnel's owner: every state this module's use cases move goes through it. */
  funnel: FunnelService;
}) {
  const { config, db, clock, log, storage } = deps;
  const signer = createUrlSigner(config.auth.jwtSecret);
  const mediaRepo = createMediaRepository(db);
  const repo = createContentRepository(db);
  const media = createMediaService({
    repo: mediaRepo,
    storage,
    signer,
    clock,
    log,
    schedulePreview: async (mediaId, tx) => {
      await enqueueJob(tx ?? db, { kind: MEDIA_PREVIEW_JOB, payload: { mediaId }, maxAttempts: 3 });
    },
    scheduleSweep: (runAt) =>
      enqueueJobUnlessQueued(db, { kind: UPLOADS_SWEEP_JOB, runAt, maxAttempts: 1 }),
    ffmpegPath: findFfmpeg(config.ffmpegPath),
  });
  const content = createContentService({
    db,
    repo,
    media,
    funnel: deps.funnel,
    clock,
    contentTypeSelectorEnabled: () => deps.flags.isEnabled('uploading-content-type-selector'),
  });
  const postSubmissions = createPostSubmissionService({
    db,
    repo,
    mediaRepo,
    media,
    funnel: deps.funnel,
    clock,
    payoutTurnaroundDays: config.payoutTurnaroundDays,
    recentPosts: async (userId, platform) => {
      const account = await deps.social.findAccount(userId, platform);
      if (!account?.access_token_enc) return null;
      return deps.social.listRecentPosts(account, 12);
    },
  });
  return { storage, signer, media, content, postSubmissions };
}
