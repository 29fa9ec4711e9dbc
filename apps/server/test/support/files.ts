import type { FastifyInstance } from 'fastify';

export interface FetchedFile {
  status: number;
  headers: Headers;
  body: Buffer;
  /** Where the bytes came from: the app itself, or the bucket it redirected to. */
  servedBy: 'app' | 'redirect';
}

/**
 * Loads a signed file link as a browser would: from the app, following its redirect to a
 * presigned bucket URL when the storage is S3 (over real HTTP, so the signature is checked).
 */
export async function fetchFile(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
): Promise<FetchedFile> {
  const res = await app.inject({ method: 'GET', url, headers });
  if (res.statusCode === 302) {
    const direct = await fetch(String(res.headers.location), { headers });
    return {
      status: direct.status,
      headers: direct.headers,
      body: Buffer.from(await direct.arrayBuffer()),
      servedBy: 'redirect',
    };
  }
  const responseHeaders = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    if (value !== undefined) responseHeaders.set(name, String(value));
  }
  return {
    status: res.statusCode,
    headers: responseHeaders,
    body: res.rawPayload,
    servedBy: 'app',
  };
}
