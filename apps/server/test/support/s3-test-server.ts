import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { S3Settings } from '../../src/config';
import { createDiskBucket, type DiskBucket, S3Error } from './s3-disk-bucket';
import { type S3Credentials, verifySigV4 } from './s3-sigv4';
import { el, send, sendError, tagValues, xml } from './s3-xml';

const metadataOf = (req: IncomingMessage) =>
  Object.fromEntries(
    Object.entries(req.headers)
      .filter(([name]) => name.startsWith('x-amz-meta-'))
      .map(([name, value]) => [name.slice('x-amz-meta-'.length), String(value)]),
  );

export interface S3TestServer {
  /** Settings for STORAGE_PROVIDER=s3 that point at this server (path-style). */
  settings: S3Settings;
  bucket: DiskBucket;
  /** Requests answered, by operation, for assertions on what the client did. */
  calls: Map<string, number>;
  close(): Promise<void>;
}

/**
 * A small S3-compatible server for tests: one bucket on disk, path-style addressing, the
 * operations @tus/s3-store and our S3 storage call (Put/Get with Range/Head/Delete object,
 * DeleteObjects, multipart create/upload part/list parts/complete/abort, ListMultipartUploads)
 * and presigned GETs with response-* overrides. Every request's SigV4 signature is verified
 * (header or presigned form) and signed payload hashes are checked against the bodies; requests
 * with a bad signature answer 403. Not supported: virtual-host addressing, aws-chunked bodies,
 * listing objects, versioning, ACLs.
 */
export async function startS3TestServer(
  options: { bucket?: string; root?: string; port?: number } = {},
): Promise<S3TestServer> {
  const creds: S3Credentials = {
    accessKeyId: 'TESTACCESSKEY',
    secretAccessKey: 'test-secret-key-0123456789',
    region: 'us-east-1',
  };
  const bucketName = options.bucket ?? 'portal-test';
  const ownRoot = !options.root;
  const root = options.root ?? mkdtempSync(path.join(tmpdir(), 's3-test-'));
  const bucket = createDiskBucket(root);
  const calls = new Map<string, number>();
  const count = (op: string) => calls.set(op, (calls.get(op) ?? 0) + 1);

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const auth = verifySigV4(req, creds, new Date());
    if (!auth.ok) return sendError(req, res, auth.status, auth.code, auth.message);
    const url = new URL(req.url ?? '/', 'http://s3.local');
    const segments = url.pathname.split('/').slice(1);
    if (decodeURIComponent(segments[0] ?? '') !== bucketName) {
      return sendError(req, res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    }
    const key = segments.slice(1).map(decodeURIComponent).join('/');
    const q = url.searchParams;
    const method = req.method;

    if (!key) {
      if (method === 'GET' && q.has('uploads')) {
        count('ListMultipartUploads');
        const prefix = q.get('prefix') ?? '';
        const max = Math.min(Number(q.get('max-uploads') ?? 1000), 1000);
        const keyMarker = q.get('key-marker') ?? '';
        const idMarker = q.get('upload-id-marker') ?? '';
        const after = (await bucket.listMultipartUploads(prefix)).filter(
          (u) =>
            !keyMarker ||
            u.key > keyMarker ||
            (u.key === keyMarker && idMarker !== '' && u.uploadId > idMarker),
        );
        const page = after.slice(0, max);
        const truncated = after.length > page.length;
        const last = page[page.length - 1];
        const body =
          el('Bucket', bucketName) +
          el('KeyMarker', keyMarker) +
          el('UploadIdMarker', idMarker) +
          (truncated && last
            ? el('NextKeyMarker', last.key) + el('NextUploadIdMarker', last.uploadId)
            : '') +
          el('MaxUploads', max) +
          el('IsTruncated', truncated) +
          page
            .map(
              (u) =>
                `<Upload>${el('Key', u.key)}${el('UploadId', u.uploadId)}${el('Initiated', u.initiated)}</Upload>`,
            )
            .join('');
        return send(res, 200, xml('ListMultipartUploadsResult', body));
      }
      if (method === 'POST' && q.has('delete')) {
        count('DeleteObjects');
        const keys = tagValues((await buffer(req)).toString(), 'Key');
        for (const k of keys) await bucket.deleteObject(k);
        const deleted = keys.map((k) => `<Deleted>${el('Key', k)}</Deleted>`).join('');
        return send(res, 200, xml('DeleteResult', deleted));
      }
      return sendError(req, res, 501, 'NotImplemented', `${method} on the bucket is not supported`);
    }

    const uploadId = q.get('uploadId');
    if (method === 'POST' && q.has('uploads')) {
      count('CreateMultipartUpload');
      const id = await bucket.createMultipartUpload(key, {
        contentType: req.headers['content-type'],
        metadata: metadataOf(req),
      });
      return send(
        res,
        200,
        xml(
          'InitiateMultipartUploadResult',
          el('Bucket', bucketName) + el('Key', key) + el('UploadId', id),
        ),
      );
    }
    if (method === 'PUT' && uploadId) {
      count('UploadPart');
      const etag = await bucket.uploadPart(
        uploadId,
        key,
        Number(q.get('partNumber')),
        req,
        auth.payloadSha256,
      );
      return send(res, 200, undefined, { etag });
    }
    if (method === 'GET' && uploadId) {
      count('ListParts');
      const marker = Number(q.get('part-number-marker') ?? 0);
      const max = Math.min(Number(q.get('max-parts') ?? 1000), 1000);
      const after = (await bucket.listParts(uploadId)).parts.filter((p) => p.partNumber > marker);
      const page = after.slice(0, max);
      const truncated = after.length > page.length;
      const body =
        el('Bucket', bucketName) +
        el('Key', key) +
        el('UploadId', uploadId) +
        el('PartNumberMarker', marker) +
        (truncated ? el('NextPartNumberMarker', page[page.length - 1]!.partNumber) : '') +
        el('MaxParts', max) +
        el('IsTruncated', truncated) +
        page
          .map(
            (p) =>
              `<Part>${el('PartNumber', p.partNumber)}${el('LastModified', p.lastModified)}${el('ETag', p.etag)}${el('Size', p.size)}</Part>`,
          )
          .join('');
      return send(res, 200, xml('ListPartsResult', body));
    }
    if (method === 'POST' && uploadId) {
      count('CompleteMultipartUpload');
      const body = (await buffer(req)).toString();
      const numbers = tagValues(body, 'PartNumber').map(Number);
      const etags = tagValues(body, 'ETag');
      const object = await bucket.completeMultipartUpload(
        uploadId,
        key,
        numbers.map((partNumber, i) => ({ partNumber, etag: etags[i] ?? '' })),
      );
      const location = `http://${req.headers.host}/${bucketName}/${key}`;
      return send(
        res,
        200,
        xml(
          'CompleteMultipartUploadResult',
          el('Location', location) +
            el('Bucket', bucketName) +
            el('Key', key) +
            el('ETag', object.etag),
        ),
      );
    }
    if (method === 'DELETE' && uploadId) {
      count('AbortMultipartUpload');
      await bucket.abortMultipartUpload(uploadId, key);
      return send(res, 204);
    }
    if (method === 'PUT') {
      count('PutObject');
      const object = await bucket.putObject(key, req, {
        contentType: req.headers['content-type'],
        metadata: metadataOf(req),
        sha256: auth.payloadSha256,
      });
      return send(res, 200, undefined, { etag: object.etag });
    }
    if (method === 'DELETE') {
      count('DeleteObject');
      await bucket.deleteObject(key);
      return send(res, 204);
    }
    if (method === 'GET' || method === 'HEAD') {
      count(method === 'GET' ? 'GetObject' : 'HeadObject');
      const object = await bucket.headObject(key);
      if (!object)
        return sendError(req, res, 404, 'NoSuchKey', 'The specified key does not exist.');
      const headers: Record<string, string | number> = {
        'accept-ranges': 'bytes',
        etag: object.etag,
        'last-modified': object.lastModified,
        'content-type':
          q.get('response-content-type') ?? object.contentType ?? 'binary/octet-stream',
        ...Object.fromEntries(
          Object.entries(object.metadata).map(([k, v]) => [`x-amz-meta-${k}`, v]),
        ),
      };
      for (const name of ['content-disposition', 'cache-control']) {
        const override = q.get(`response-${name}`);
        if (override) headers[name] = override;
      }
      const range = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers.range ?? ''));
      if (range && object.size > 0) {
        const start = Number(range[1]);
        const end = Math.min(range[2] ? Number(range[2]) : object.size - 1, object.size - 1);
        if (start > end) {
          return sendError(req, res, 416, 'InvalidRange', 'The requested range is not satisfiable');
        }
        res.writeHead(206, {
          ...headers,
          'content-length': end - start + 1,
          'content-range': `bytes ${start}-${end}/${object.size}`,
        });
        if (method === 'HEAD') return res.end();
        return bucket.readObject(key, { start, end }).pipe(res);
      }
      res.writeHead(200, { ...headers, 'content-length': object.size });
      if (method === 'HEAD') return res.end();
      return bucket.readObject(key).pipe(res);
    }
    return sendError(req, res, 501, 'NotImplemented', `${method} is not supported`);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) return res.destroy();
      if (error instanceof S3Error)
        return sendError(req, res, error.status, error.code, error.message);
      sendError(req, res, 500, 'InternalError', (error as Error).message);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      region: creds.region,
      bucket: bucketName,
      accessKeyId: creds.accessKeyId,
      secretAccessKey: creds.secretAccessKey,
      forcePathStyle: true,
    },
    bucket,
    calls,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (ownRoot) rmSync(root, { recursive: true, force: true });
    },
  };
}
