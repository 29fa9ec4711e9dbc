import type { Db } from '../../db/client';
import type { StorageProvider } from '../../integrations/storage/storage-provider';
import { createNotificationsRepository } from '../notifications/notifications.repository';
import { createStudioRepository } from './studio.repository';
import { createStudioService } from './studio.service';
import { createStudioImages } from './studio-images';

/** The campaign studio's services (issue 29) for the composition root. */
export function createStudioModule(deps: { db: Db; storage: StorageProvider; clock: () => Date }) {
  const studioRepo = createStudioRepository(deps.db);
  const studioImages = createStudioImages({ repo: studioRepo, storage: deps.storage });
  const studio = createStudioService({
    db: deps.db,
    repo: studioRepo,
    images: studioImages,
    news: createNotificationsRepository(deps.db),
    clock: deps.clock,
  });
  return { studio, studioRepo, studioImages };
}
