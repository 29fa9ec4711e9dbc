import { AppError } from '@portal/domain/errors/app-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UrlSigner } from '../../integrations/storage/signed-urls';
import {
  DIRECT_LINK_REUSE_S,
  isValidStorageKey,
  type StorageProvider,
} from '../../integrations/storage/storage-provider';

const FileQuerySchema = z.object({
  exp: z.coerce.number().int(),
  type: z.string().regex(/^(image|video)\/[a-z0-9.+-]+$/i),
  sig: z.string().min(1).max(128),
});

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` of a file of `size` bytes; null when unsatisfiable. */
export function parseRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start <= end && start < size ? { start, end } : null;
}

const notFound = () => new AppError('not_found', 'The file was not found.');

/**
 * Stored files behind our signed links (`/files/{key}?exp&type&sig`), which pages can embed in
 * <img> and <video> tags. Local disk: the bytes, with ranges so videos can seek. S3: a redirect
 * to a presigned GET, so the bucket carries the bytes (docs/decisions/144).
 */
export const filesRoutes: FastifyPluginAsyncZod<{
  storage: StorageProvider;
  signer: UrlSigner;
  clock: () => Date;
}> = async (app, { storage, signer, clock }) => {
  app.get(
    '/files/*',
    { schema: { hide: true, querystring: FileQuerySchema }, logLevel: 'warn' },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      if (!isValidStorageKey(key) || !signer.verify(key, request.query, clock())) throw notFound();
      const type = request.query.type;
      const direct = await storage.directLink(key, { contentType: type, now: clock() });
      if (direct) {
        return reply
          .header('cache-control', `private, max-age=${DIRECT_LINK_REUSE_S}`)
          .redirect(direct, 302);
      }
      const stored = await storage.stat(key);
      if (!stored) throw notFound();
      reply
        .header('content-type', type)
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'private, max-age=86400')
        .header('content-disposition', 'inline');
      const rangeHeader = request.headers.range;
      if (rangeHeader) {
        const range = parseRange(rangeHeader, stored.size);
        if (!range) {
          return reply.status(416).header('content-range', `bytes */${stored.size}`).send();
        }
        return reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${stored.size}`)
          .header('content-length', range.end - range.start + 1)
          .send(await storage.read(key, range));
      }
      return reply.header('content-length', stored.size).send(await storage.read(key));
    },
  );
};
