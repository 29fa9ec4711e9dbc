import type { Db } from '../../db/client';
import type { EmailProvider } from '../../integrations/email/email-provider';
import type { StorageProvider } from '../../integrations/storage/storage-provider';
import { createNotificationsRepository } from '../notifications/notifications.repository';
import { createBoardRepository } from './board.repository';
import { createBoardService } from './board.service';
import { createDirectoryRepository } from './directory.repository';
import { createDirectoryService } from './directory.service';
import { createStudioRepository } from './studio.repository';
import { createStudioService } from './studio.service';
import { createStudioImages } from './studio-images';
import { createStudioInvitesRepository } from './studio-invites.repository';
import { createStudioInvitesService } from './studio-invites.service';

/** The campaign studio's services (issue 29) for the composition root. */
export function createStudioModule(deps: {
  db: Db;
  storage: StorageProvider;
  email: EmailProvider;
  publicUrl: string;
  clock: () => Date;
}) {
  const studioRepo = createStudioRepository(deps.db);
  const studioImages = createStudioImages({ repo: studioRepo, storage: deps.storage });
  const studioBoard = createBoardService({
    repo: createBoardRepository(deps.db),
    studioRepo,
    clock: deps.clock,
  });
  const studio = createStudioService({
    db: deps.db,
    repo: studioRepo,
    images: studioImages,
    news: createNotificationsRepository(deps.db),
    counts: (actor, ids) => studioBoard.countsOf(actor, ids),
    clock: deps.clock,
  });
  const studioDirectory = createDirectoryService({
    repo: createDirectoryRepository(deps.db),
    studioRepo,
    clock: deps.clock,
  });
  const studioInvites = createStudioInvitesService({
    db: deps.db,
    repo: createStudioInvitesRepository(deps.db),
    news: createNotificationsRepository(deps.db),
    email: deps.email,
    publicUrl: deps.publicUrl,
    clock: deps.clock,
  });
  return { studio, studioRepo, studioImages, studioDirectory, studioInvites, studioBoard };
}
