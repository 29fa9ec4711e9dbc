import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';

/**
 * How the JSON API answers travel (registered inside the /api/v1 scope, so static files keep
 * their precompressed copies and uploads their streams):
 * - an ETag on every answer, and 304 with no body when the browser already holds it
 *   (`If-None-Match`), so an unchanged dashboard costs a phone a few hundred bytes;
 * - `private, no-cache` unless a route says otherwise: browsers revalidate, shared caches
 *   never keep a creator's data;
 * - gzip, or brotli for a client that takes only that, for answers of 1 kB or more: the 29 kB
 *   demo dashboard goes out as 3.0 kB. gzip is preferred: brotli at quality 4 came out the same
 *   size (3.0 kB) for twice the CPU, and quality 11 takes ~90 ms (decision 300).
 */
export async function registerApiAnswers(api: FastifyInstance): Promise<void> {
  await api.register(etag);
  await api.register(compress, {
    encodings: ['gzip', 'br'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  api.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-cache');
    return payload;
  });
}
