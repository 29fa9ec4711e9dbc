import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { MAX_VIDEO_BYTES } from '@portal/domain/content/upload';
import { UNFINISHED_UPLOAD_TTL_MS } from '@portal/domain/content/upload-expiry';
import { type ErrorCode, isAppError } from '@portal/domain/errors/app-error';
import { assertCanUsePortal } from '@portal/domain/policies';
import type { DataStore, Server as TusServer } from '@tus/server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_STATUS } from '../../http/error-status';
import { type StorageProvider, UPLOAD_HANDLE } from '../../integrations/storage/storage-provider';
import { loadOnce } from '../../lib/load-once';
import type { AccessClaims } from '../auth/tokens';
import type { MediaService } from './media.service';

/** The header of a finished upload's answer that names the media row it became. */
export const MEDIA_ID_HEADER = 'Upload-Media-Id';

/** tus hooks answer with `{ status_code, body }`; the body is our usual error envelope. */
const tusError = (code: ErrorCode, message: string) => ({
  status_code: ERROR_STATUS[code],
  body: JSON.stringify({ error: { code, message } }),
});

function asTusError(error: unknown) {
  if (isAppError(error)) return tusError(error.code, error.message);
  throw error;
}

/**
 * The tus resumable-upload endpoint (`/api/v1/uploads`, DESIGN section 3 and 9), behind the
 * bearer hook of the API scope. Each upload is tagged with its creator on creation; resuming,
 * reading the offset of or deleting someone else's upload answers 404. The declared type and
 * size are checked on creation, the bytes on finishing (MediaService). Bodies stream into the
 * storage's tus store (disk, or S3 multipart through temporary part files): Fastify hands the raw
 * request over (pass-through parser, `reply.hijack()`). The URL carries the upload's handle; its
 * storage key (tus's id) is `uploads/{handle}` in every storage.
 */
export const uploadsRoutes: FastifyPluginAsync<{
  media: MediaService;
  storage: StorageProvider;
  /** The public path of this endpoint, for the Location header. */
  path: string;
}> = async (app, { media, storage, path }) => {
  const actors = new WeakMap<IncomingMessage, AccessClaims>();
  const actorOf = (req: unknown) => {
    const raw = (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
    const actor = raw ? actors.get(raw) : undefined;
    if (!actor) throw tusError('unauthenticated', 'Please sign in to continue.');
    return actor;
  };
  // Who owns an upload never changes: remembering it spares each chunk (PATCH) and resume check
  // (HEAD) a read of the upload record before tus reads it again itself (decision 304).
  const owners = new Map<string, string | null | undefined>();
  const ownerOf = async (id: string) => {
    if (owners.has(id)) return owners.get(id);
    const { store } = await uploadServer();
    const upload = await store.getUpload(id).catch(() => null);
    if (!upload) return undefined;
    if (owners.size >= 10_000) owners.delete(owners.keys().next().value as string);
    owners.set(id, upload.metadata?.userId);
    return upload.metadata?.userId;
  };
  const handleOf = (key: string) => key.slice(storage.uploadKey('').length);

  const createTusServer = (Server: typeof TusServer, store: DataStore) =>
    new Server({
      path,
      datastore: store,
      relativeLocation: true,
      respectForwardedHeaders: true,
      allowedOrigins: [],
      maxSize: MAX_VIDEO_BYTES,
      exposedHeaders: [MEDIA_ID_HEADER],
      namingFunction: () => storage.uploadKey(randomBytes(16).toString('hex')),
      generateUrl: (_req, { path: base, id }) => `${base}/${handleOf(id)}`,
      getFileIdFromRequest: (_req, handle) =>
        handle && UPLOAD_HANDLE.test(handle) ? storage.uploadKey(handle) : undefined,
      async onIncomingRequest(req, id) {
        const actor = actorOf(req);
        if (req.method === 'POST') return;
        if ((await ownerOf(id)) !== String(actor.userId)) {
          throw tusError('not_found', 'The upload was not found.');
        }
        if (req.method !== 'DELETE') return;
        // A finished upload is media, perhaps submitted content: tus termination must not delete it.
        owners.delete(id);
        const upload = await store.getUpload(id).catch(() => null);
        if (upload && upload.size !== undefined && upload.offset === upload.size) {
          throw tusError('conflict', 'A finished upload cannot be deleted.');
        }
      },
      async onUploadCreate(req, upload) {
        const actor = actorOf(req);
        try {
          assertCanUsePortal({ id: actor.userId, type: actor.type });
          media.checkNewUpload({ mimeType: upload.metadata?.filetype ?? '', size: upload.size });
        } catch (error) {
          throw asTusError(error);
        }
        return { metadata: { ...upload.metadata, userId: String(actor.userId) } };
      },
      async onUploadFinish(req, upload) {
        const actor = actorOf(req);
        try {
          const row = await media.recordFinishedUpload({
            userId: actor.userId,
            handle: handleOf(upload.id),
            filename: upload.metadata?.filename ?? upload.metadata?.name ?? null,
            size: upload.size ?? upload.offset,
          });
          return { headers: { [MEDIA_ID_HEADER]: row.id } };
        } catch (error) {
          throw asTusError(error);
        }
      },
    });

  // tus and its store load with the first upload request, not at every start (decision 301).
  const uploadServer = loadOnce(async () => {
    const [{ Server }, store] = await Promise.all([
      import('@tus/server'),
      storage.createUploadStore({ expiryMs: UNFINISHED_UPLOAD_TTL_MS }),
    ]);
    return { store, tus: createTusServer(Server, store) };
  });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const { tus } = await uploadServer();
    actors.set(request.raw, request.actor);
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  };
  const methods: ('POST' | 'HEAD' | 'PATCH' | 'DELETE')[] = ['POST', 'HEAD', 'PATCH', 'DELETE'];
  app.route({ method: methods, url: '/uploads', handler: handle, schema: { hide: true } });
  app.route({ method: methods, url: '/uploads/:id', handler: handle, schema: { hide: true } });
};
