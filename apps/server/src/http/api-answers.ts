import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The gzip level of computed answers. Level 3 gives the 29.5 kB demo dashboard as 3.5 kB in
 * ~75 µs; level 6 gives 3.0 kB in ~190 µs (decision 570). Every uncached answer pays it.
 */
export const ANSWER_GZIP_LEVEL = 3;
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const COMPRESSIBLE = /^(application\/json|text\/)/;
const THRESHOLD = 1024;

/** The encoding to answer in: gzip when the client takes it, else brotli, else none. */
export function answerEncoding(request: FastifyRequest): 'gzip' | 'br' | null {
  const accepted = request.headers['accept-encoding'];
  if (!accepted) return null;
  if (/\bgzip\b(?!\s*;\s*q=0(\.0*)?\b)/.test(accepted)) return 'gzip';
  if (/\bbr\b(?!\s*;\s*q=0(\.0*)?\b)/.test(accepted)) return 'br';
  return null;
}

/**
 * Compresses a JSON or text answer that is already in memory (a string or Buffer of 1 kB or
 * more) in one synchronous call. `@fastify/compress` would turn it into a stream first, which
 * costs 240–390 µs per answer against 25–75 µs for this (decision 570); streams still go to it.
 */
function compressInMemory(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (reply.hasHeader('content-encoding')) return payload;
  if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json')))
    return payload;
  if (Buffer.byteLength(payload) < THRESHOLD) return payload;
  const encoding = answerEncoding(request);
  if (!encoding) return payload;
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'accept-encoding');
  else if (!/accept-encoding/i.test(String(vary)))
    reply.header('vary', `${String(vary)}, accept-encoding`);
  reply.header('content-encoding', encoding);
  return encoding === 'gzip'
    ? gzipSync(payload, { level: ANSWER_GZIP_LEVEL })
    : brotliCompressSync(payload, BROTLI_OPTIONS);
}

/**
 * How the JSON API answers travel (registered inside the /api/v1 scope, so static files keep
 * their precompressed copies and uploads their streams):
 * - an ETag on every answer, and 304 with no body when the browser already holds it
 *   (`If-None-Match`), so an unchanged dashboard costs a phone a few hundred bytes;
 * - `private, no-cache` unless a route says otherwise: browsers revalidate, shared caches
 *   never keep a creator's data;
 * - gzip, or brotli for a client that takes only that, for answers of 1 kB or more: the 29 kB
 *   demo dashboard goes out as 3.5 kB. gzip is preferred: brotli at quality 4 came out the same
 *   size for twice the CPU, and quality 11 takes ~90 ms (decision 300). Answers in memory are
 *   compressed in one call (compressInMemory); streamed ones by `@fastify/compress`.
 */
export async function registerApiAnswers(api: FastifyInstance): Promise<void> {
  await api.register(etag);
  await api.register(compress, {
    encodings: ['gzip', 'br'],
    threshold: THRESHOLD,
    zlibOptions: { level: ANSWER_GZIP_LEVEL },
    brotliOptions: BROTLI_OPTIONS,
  });
  // Runs after the ETag hook (registered first: the tag is of the plain answer) and before
  // `@fastify/compress`'s route hook, which leaves an answer already encoded alone.
  api.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-cache');
    return compressInMemory(request, reply, payload);
  });
}
