import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** An S3 error: the HTTP status and the code S3 answers with. */
export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface ObjectInfo {
  size: number;
  etag: string;
  contentType?: string;
  metadata: Record<string, string>;
  lastModified: string;
}

interface UploadInfo {
  key: string;
  initiated: string;
  contentType?: string;
  metadata: Record<string, string>;
}

export interface PartInfo {
  partNumber: number;
  etag: string;
  size: number;
  lastModified: string;
}

/** S3's smallest part, except the last one of an upload. */
const MIN_PART_BYTES = 5 * 1024 * 1024;

const fileName = (key: string) => encodeURIComponent(key);
const quote = (hex: string) => `"${hex}"`;

/**
 * One bucket on disk, with S3's semantics where the tests depend on them: objects appear whole
 * (written to a temporary name, then renamed); multipart uploads keep each part in a file, list
 * them, refuse to complete with a part under 5 MiB that is not the last, and concatenate the
 * parts by streaming. Bodies are streamed through MD5 (the ETag) and SHA-256 (checked against
 * the signed payload hash), never held in memory.
 */
export function createDiskBucket(root: string) {
  const objects = path.join(root, 'objects');
  const uploads = path.join(root, 'multipart');
  mkdirSync(objects, { recursive: true });
  mkdirSync(uploads, { recursive: true });
  const objectPath = (key: string) => path.join(objects, fileName(key));
  const uploadDir = (uploadId: string) => {
    if (!/^[0-9a-f]{32}$/.test(uploadId)) throw noSuchUpload();
    return path.join(uploads, uploadId);
  };
  const noSuchUpload = () =>
    new S3Error(404, 'NoSuchUpload', 'The specified multipart upload does not exist.');

  /** Streams `body` into `target`, answering its size and MD5; checks the SHA-256 if given. */
  async function receive(body: Readable, target: string, expectedSha256: string | null) {
    const md5 = createHash('md5');
    const sha = createHash('sha256');
    let size = 0;
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        md5.update(chunk);
        sha.update(chunk);
        done(null, chunk);
      },
    });
    try {
      await pipeline(body, hashing, createWriteStream(temp));
      if (expectedSha256 && sha.digest('hex') !== expectedSha256) {
        throw new S3Error(400, 'XAmzContentSHA256Mismatch', 'The body does not match its hash.');
      }
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return { size, md5: md5.digest() };
  }

  async function readUpload(uploadId: string): Promise<UploadInfo> {
    try {
      return JSON.parse(await readFile(path.join(uploadDir(uploadId), 'upload.json'), 'utf8'));
    } catch {
      throw noSuchUpload();
    }
  }

  async function listParts(uploadId: string): Promise<{ key: string; parts: PartInfo[] }> {
    const info = await readUpload(uploadId);
    const names = (await readdir(uploadDir(uploadId))).filter(
      (n) => n.endsWith('.json') && n !== 'upload.json',
    );
    const parts = await Promise.all(
      names.map(
        async (n) =>
          JSON.parse(await readFile(path.join(uploadDir(uploadId), n), 'utf8')) as PartInfo,
      ),
    );
    return { key: info.key, parts: parts.sort((a, b) => a.partNumber - b.partNumber) };
  }

  return {
    async putObject(
      key: string,
      body: Readable,
      options: { contentType?: string; metadata: Record<string, string>; sha256: string | null },
    ): Promise<ObjectInfo> {
      const { size, md5 } = await receive(body, objectPath(key), options.sha256);
      const info: ObjectInfo = {
        size,
        etag: quote(md5.toString('hex')),
        contentType: options.contentType,
        metadata: options.metadata,
        lastModified: new Date().toUTCString(),
      };
      await writeFile(`${objectPath(key)}.meta`, JSON.stringify(info));
      return info;
    },
    async headObject(key: string): Promise<ObjectInfo | null> {
      try {
        return JSON.parse(await readFile(`${objectPath(key)}.meta`, 'utf8'));
      } catch {
        return null;
      }
    },
    readObject: (key: string, range?: { start: number; end: number }) =>
      createReadStream(objectPath(key), range),
    async deleteObject(key: string) {
      await rm(objectPath(key), { force: true });
      await rm(`${objectPath(key)}.meta`, { force: true });
    },
    async objectKeys(): Promise<string[]> {
      const names = await readdir(objects);
      return names
        .filter((n) => n.endsWith('.meta'))
        .map((n) => decodeURIComponent(n.slice(0, -5)));
    },

    async createMultipartUpload(
      key: string,
      options: { contentType?: string; metadata: Record<string, string> },
    ): Promise<string> {
      const uploadId = randomBytes(16).toString('hex');
      mkdirSync(uploadDir(uploadId));
      const info: UploadInfo = { key, initiated: new Date().toISOString(), ...options };
      await writeFile(path.join(uploadDir(uploadId), 'upload.json'), JSON.stringify(info));
      return uploadId;
    },
    async uploadPart(
      uploadId: string,
      key: string,
      partNumber: number,
      body: Readable,
      sha256: string | null,
    ): Promise<string> {
      const info = await readUpload(uploadId);
      if (info.key !== key) throw noSuchUpload();
      if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > 10_000) {
        throw new S3Error(400, 'InvalidArgument', 'Part number must be between 1 and 10000.');
      }
      const file = path.join(uploadDir(uploadId), String(partNumber));
      const { size, md5 } = await receive(body, file, sha256);
      const part: PartInfo = {
        partNumber,
        etag: quote(md5.toString('hex')),
        size,
        lastModified: new Date().toISOString(),
      };
      await writeFile(`${file}.json`, JSON.stringify(part));
      return part.etag;
    },
    listParts,
    async completeMultipartUpload(
      uploadId: string,
      key: string,
      requested: { partNumber: number; etag: string }[],
    ): Promise<ObjectInfo> {
      const { key: uploadKey, parts } = await listParts(uploadId);
      if (uploadKey !== key) throw noSuchUpload();
      const info = await readUpload(uploadId);
      if (requested.length === 0) throw new S3Error(400, 'MalformedXML', 'No parts given.');
      const chosen = requested.map((r, i) => {
        const part = parts.find((p) => p.partNumber === r.partNumber);
        if (!part || part.etag !== r.etag)
          throw new S3Error(400, 'InvalidPart', `Part ${r.partNumber} not found.`);
        if (i > 0 && r.partNumber <= requested[i - 1]!.partNumber) {
          throw new S3Error(400, 'InvalidPartOrder', 'Parts must be in ascending order.');
        }
        if (i < requested.length - 1 && part.size < MIN_PART_BYTES) {
          throw new S3Error(400, 'EntityTooSmall', `Part ${r.partNumber} is under 5 MiB.`);
        }
        return part;
      });
      const target = objectPath(key);
      const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      const dir = uploadDir(uploadId);
      await pipeline(async function* () {
        for (const part of chosen) yield* createReadStream(path.join(dir, String(part.partNumber)));
      }, createWriteStream(temp));
      await rename(temp, target);
      const md5s = Buffer.concat(chosen.map((p) => Buffer.from(p.etag.slice(1, -1), 'hex')));
      const object: ObjectInfo = {
        size: (await stat(target)).size,
        etag: quote(`${createHash('md5').update(md5s).digest('hex')}-${chosen.length}`),
        contentType: info.contentType,
        metadata: info.metadata,
        lastModified: new Date().toUTCString(),
      };
      await writeFile(`${target}.meta`, JSON.stringify(object));
      await rm(uploadDir(uploadId), { recursive: true, force: true });
      return object;
    },
    async abortMultipartUpload(uploadId: string, key: string) {
      const info = await readUpload(uploadId);
      if (info.key !== key) throw noSuchUpload();
      await rm(uploadDir(uploadId), { recursive: true, force: true });
    },
    /** Open multipart uploads, ordered by key then upload id, as S3 lists them. */
    async listMultipartUploads(prefix: string) {
      const all = await Promise.all(
        (await readdir(uploads)).map(async (uploadId) => {
          const info = await readUpload(uploadId).catch(() => null);
          return info ? { key: info.key, uploadId, initiated: info.initiated } : null;
        }),
      );
      return all
        .filter((u): u is NonNullable<typeof u> => u?.key.startsWith(prefix) === true)
        .sort((a, b) =>
          a.key === b.key ? (a.uploadId < b.uploadId ? -1 : 1) : a.key < b.key ? -1 : 1,
        );
    },
  };
}

export type DiskBucket = ReturnType<typeof createDiskBucket>;
