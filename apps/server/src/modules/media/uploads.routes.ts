import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { MAX_VIDEO_BYTES } from '@portal/domain/content/upload';
import { UNFINISHED_UPLOAD_TTL_MS } from '@portal/domain/content/upload-expiry';
import {
  AppError,
  type ErrorCode,
  type ErrorEnvelope,
  isAppError,
} from '@portal/domain/errors/app-error';
import { assertCanUsePortal } from '@portal/domain/policies';
import { hasForbiddenCharacter, TEXT_CHARACTER_MESSAGE } from '@portal/domain/validation/boundary';
import type { DataStore, Server as TusServer } from '@tus/server';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { NodeRequest, sendNodeResponse } from 'srvx/node';
import { SERVER_MESSAGE } from '../../http/error-handler';
import { ERROR_STATUS } from '../../http/error-status';
import { type StorageProvider, UPLOAD_HANDLE } from '../../integrations/storage/storage-provider';
import { loadOnce } from '../../lib/load-once';
import type { AccessClaims } from '../auth/tokens';
import type { MediaService } from './media.service';

/** The header of a finished upload's answer that names the media row it became. */
export const MEDIA_ID_HEADER = 'Upload-Media-Id';

/** tus hooks answer with `{ status_code, body }`; the body is our usual error envelope. */
const tusError = (
  code: ErrorCode,
  message: string,
  details?: ErrorEnvelope['error']['details'],
) => ({
  status_code: ERROR_STATUS[code],
  body: JSON.stringify({ error: { code, message, details } }),
});

function asTusError(error: unknown) {
  if (isAppError(error)) return tusError(error.code, error.message, error.details);
  throw error;
}

/** The envelope's code for a status tus answers on its own (412, 460, 410…). */
function codeFor(status: number): ErrorCode {
  if (status >= 500) return 'unexpected_error';
  const known: Partial<Record<number, ErrorCode>> = {
    401: 'unauthenticated',
    403: 'forbidden',
    404: 'not_found',
    410: 'not_found',
    409: 'conflict',
    413: 'payload_too_large',
    415: 'unsupported_media_type',
    429: 'rate_limited',
  };
  return known[status] ?? 'bad_request';
}

/**
 * Every error tus answers goes out in the error envelope, as JSON (issue 27): ours already are
 * (tusError), tus's own plain-text ones ("Tus-Resumable Required", "Invalid upload-length",
 * offset conflicts, size limits…) are wrapped, and a failure inside tus (500, whose text carries
 * the cause's message) says nothing but the generic sentence; the cause is logged, scrubbed.
 */
export async function inEnvelope(response: Response, log: FastifyBaseLogger): Promise<Response> {
  if (response.status < 400) return response;
  const text = response.status === 204 ? '' : await response.text();
  let body: string | null = null;
  try {
    if ((JSON.parse(text) as ErrorEnvelope).error?.code) body = text;
  } catch {}
  if (!body) {
    const code = codeFor(response.status);
    const message =
      code === 'unexpected_error'
        ? SERVER_MESSAGE
        : text.trim().replace(/\.?$/, '.') || 'The upload request was refused.';
    if (code === 'unexpected_error') log.error({ status: response.status }, 'upload failed');
    body = JSON.stringify({ error: { code, message } } satisfies ErrorEnvelope);
  }
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.set('content-length', String(Buffer.byteLength(body)));
  return new Response(body, { status: response.status, headers });
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
      // A failure inside tus: its cause is logged (scrubbed of SQL and values), the client gets
      // the generic sentence (inEnvelope).
      onResponseError(_req, error) {
        if (error instanceof Error) app.log.error({ err: error }, 'upload failed');
        return undefined;
      },
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
          // The boundary rule (decision 514) for the metadata tus decodes from its header: a file
          // name the database cannot store is refused now, not when the upload finishes.
          for (const [name, value] of Object.entries(upload.metadata ?? {})) {
            if (value && hasForbiddenCharacter(value)) {
              throw new AppError(
                'validation_failed',
                'One or more fields are invalid. Please try again.',
                {
                  fields: { [name]: TEXT_CHARACTER_MESSAGE },
                },
              );
            }
          }
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
    const answer = await tus.handleWeb(new NodeRequest({ req: request.raw, res: reply.raw }));
    await sendNodeResponse(reply.raw, await inEnvelope(answer, request.log));
  };
  const methods: ('POST' | 'HEAD' | 'PATCH' | 'DELETE')[] = ['POST', 'HEAD', 'PATCH', 'DELETE'];
  app.route({ method: methods, url: '/uploads', handler: handle, schema: { hide: true } });
  app.route({ method: methods, url: '/uploads/:id', handler: handle, schema: { hide: true } });
};
