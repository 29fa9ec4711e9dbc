import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createLocalStorage } from '../../integrations/storage/local-storage';
import { createUrlSigner } from '../../integrations/storage/signed-urls';
import { enqueueJob } from '../../jobs/queue';
import type { FlagsService } from '../flags/flags.service';
import { createMediaRepository } from '../media/media.repository';
import { createMediaService, MEDIA_PREVIEW_JOB } from '../media/media.service';
import { createContentRepository } from './content.repository';
import { createContentService } from './content.service';

/**
 * Builds storage, media and content submission services (issue 7) for the composition root, so
 * container.ts wires the whole area with one line.
 */
export function createContentModule(deps: {
  config: Config;
  db: Db;
  clock: () => Date;
  log: FastifyBaseLogger;
  flags: FlagsService;
}) {
  const { config, db, clock, log } = deps;
  const storage = createLocalStorage(config.storage.dir);
  const signer = createUrlSigner(config.auth.jwtSecret);
  const media = createMediaService({
    repo: createMediaRepository(db),
    storage,
    signer,
    clock,
    log,
    schedulePreview: async (mediaId, tx) => {
      await enqueueJob(tx ?? db, { kind: MEDIA_PREVIEW_JOB, payload: { mediaId }, maxAttempts: 3 });
    },
  });
  const content = createContentService({
    db,
    repo: createContentRepository(db),
    media,
    clock,
    contentTypeSelectorEnabled: () => deps.flags.isEnabled('uploading-content-type-selector'),
  });
  return { storage, signer, media, content };
}
