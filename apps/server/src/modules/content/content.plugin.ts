import type { FastifyPluginAsync } from 'fastify';
import type { UrlSigner } from '../../integrations/storage/signed-urls';
import type { StorageProvider } from '../../integrations/storage/storage-provider';
import { filesRoutes } from '../media/files.routes';
import type { MediaService } from '../media/media.service';
import { uploadsRoutes } from '../media/uploads.routes';
import { contentRoutes } from './content.routes';
import type { ContentService } from './content.service';
import { postSubmissionsRoutes } from './post-submissions.routes';
import type { PostSubmissionService } from './post-submissions.service';

/** Issue 7's API under /api/v1 (bearer scope): submissions and the tus upload endpoint. */
export const contentApi: FastifyPluginAsync<{
  content: ContentService;
  postSubmissions: PostSubmissionService;
  media: MediaService;
  storage: StorageProvider;
}> = async (api, { content, postSubmissions, media, storage }) => {
  await api.register(contentRoutes, { content });
  await api.register(postSubmissionsRoutes, { postSubmissions });
  await api.register(uploadsRoutes, { media, storage, path: `${api.prefix}/uploads` });
};

/** Stored files behind signed links, outside the bearer scope (img and video tags). */
export const contentFiles: FastifyPluginAsync<{
  storage: StorageProvider;
  signer: UrlSigner;
  clock: () => Date;
}> = async (app, options) => {
  await app.register(filesRoutes, options);
};
