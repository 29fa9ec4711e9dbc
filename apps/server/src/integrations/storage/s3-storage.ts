import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { type MetadataValue, S3Store } from '@tus/s3-store';
import { MemoryKvStore } from '@tus/server';
import type { S3Settings } from '../../config';
import { isValidStorageKey, type StorageProvider, UPLOADS_PREFIX } from './storage-provider';

const HOUR_S = 60 * 60;
/**
 * Direct links are signed as of the start of the hour and live 3 hours: the same link all hour
 * (cacheable), still valid when a redirect to it is reused for DIRECT_LINK_REUSE_S, and a video
 * opened at the end of the hour can still seek 2 hours later.
 */
const LINK_LIFETIME_S = 3 * HOUR_S;
/** ffmpeg reads a video for a few seconds; its link need not outlive that by much. */
const TOOL_LINK_LIFETIME_S = 15 * 60;

const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    e?.name === 'NotFound' ||
    e?.name === 'NoSuchKey' ||
    e?.name === 'NoSuchUpload' ||
    e?.$metadata?.httpStatusCode === 404
  );
};

/** The objects tus keeps for an upload (@tus/s3-store naming): the file, `.info`, `.part`. */
const uploadObjects = (key: string) => [
  { Key: key },
  { Key: `${key}.info` },
  { Key: `${key}.part` },
];

/**
 * @tus/s3-store, except that termination (tus DELETE) also deletes the incomplete last part the
 * stock store leaves behind, and a retried last PATCH (no bytes, at the end of a finished upload:
 * the client lost the first answer) answers the final offset again. The stock store asks S3
 * for the parts of a multipart upload that no longer exists and fails; local disk just works.
 */
class S3UploadStore extends S3Store {
  override async write(src: Readable, id: string, offset: number): Promise<number> {
    try {
      return await super.write(src, id, offset);
    } catch (error) {
      if (!isNotFound(error)) throw error;
      const upload = await this.getUpload(id);
      if (upload.size === undefined || upload.offset !== upload.size || offset !== upload.size) {
        throw error;
      }
      src.resume();
      return upload.size;
    }
  }

  override async remove(id: string): Promise<void> {
    await super.remove(id);
    await this.client.deleteObject({ Bucket: this.bucket, Key: this.partKey(id, true) });
  }
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, R2, Ceph…). Resumable uploads go through
 * @tus/s3-store as multipart uploads (each PATCH is cut into parts through temporary files, so
 * memory stays flat); previews are plain objects. Browsers fetch objects by presigned GET links,
 * signed with the content type they are served with.
 */
export function createS3Storage(settings: S3Settings): StorageProvider {
  const clientConfig: S3ClientConfig = {
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // S3-compatible services differ in their support of the SDK's default CRC checksums (sent as
    // aws-chunked bodies); compute them only where S3 requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  const client = new S3Client(clientConfig);
  // Links for browsers may need another host than the server uses (a private network name).
  const linkClient = settings.publicEndpoint
    ? new S3Client({ ...clientConfig, endpoint: settings.publicEndpoint })
    : client;
  const Bucket = settings.bucket;
  // tus's metadata cache, held here so removing an upload also forgets it in this process.
  const tusCache = new MemoryKvStore<MetadataValue>();

  const checked = (key: string) => {
    if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return key;
  };

  const presign = (
    target: S3Client,
    key: string,
    options: { contentType?: string; signingDate: Date; expiresIn: number },
  ) =>
    getSignedUrl(
      target,
      new GetObjectCommand({
        Bucket,
        Key: checked(key),
        ResponseContentType: options.contentType,
        ResponseContentDisposition: options.contentType ? 'inline' : undefined,
        ResponseCacheControl: options.contentType ? `private, max-age=${HOUR_S}` : undefined,
      }),
      { signingDate: options.signingDate, expiresIn: options.expiresIn },
    );

  const deleteAll = async (objects: { Key: string }[]) => {
    for (let i = 0; i < objects.length; i += 1000) {
      await client.send(
        new DeleteObjectsCommand({ Bucket, Delete: { Objects: objects.slice(i, i + 1000) } }),
      );
    }
  };

  return {
    kind: 's3',
    uploadKey: (handle) => `${UPLOADS_PREFIX}${handle}`,
    createUploadStore: async ({ expiryMs }) =>
      new S3UploadStore({
        s3ClientConfig: { ...clientConfig, bucket: Bucket },
        expirationPeriodInMilliseconds: expiryMs,
        cache: tusCache,
        // Expiry is our sweep's job (removeUnfinishedUploads); not every S3-compatible
        // service supports object tags.
        useTags: false,
      }),
    async read(key, range) {
      const result = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: checked(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return result.Body as Readable;
    },
    async write(key, data, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: checked(key), Body: data, ContentType: contentType }),
      );
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    async removeUpload(key) {
      try {
        const info = await client.send(
          new HeadObjectCommand({ Bucket, Key: `${checked(key)}.info` }),
        );
        const UploadId = info.Metadata?.['upload-id'];
        if (UploadId) {
          await client
            .send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId }))
            .catch((error) => {
              if (!isNotFound(error)) throw error; // a finished upload has no multipart left
            });
        }
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
      await deleteAll(uploadObjects(key));
      await tusCache.delete(key);
    },
    /**
     * Unfinished uploads are exactly the bucket's open multipart uploads under `uploads/`
     * (tus completes the multipart upload on the last byte), dated by S3 when they started.
     */
    async removeUnfinishedUploads(cutoff) {
      let removed = 0;
      let KeyMarker: string | undefined;
      let UploadIdMarker: string | undefined;
      for (;;) {
        const page = await client.send(
          new ListMultipartUploadsCommand({
            Bucket,
            Prefix: UPLOADS_PREFIX,
            KeyMarker,
            UploadIdMarker,
          }),
        );
        const expired = (page.Uploads ?? []).filter(
          (u) => u.Key && u.UploadId && u.Initiated && u.Initiated < cutoff,
        );
        for (const upload of expired) {
          await client
            .send(
              new AbortMultipartUploadCommand({
                Bucket,
                Key: upload.Key,
                UploadId: upload.UploadId,
              }),
            )
            .catch((error) => {
              if (!isNotFound(error)) throw error;
            });
          await tusCache.delete(upload.Key!);
        }
        await deleteAll(expired.flatMap((u) => uploadObjects(u.Key!)));
        removed += expired.length;
        if (!page.IsTruncated) return removed;
        KeyMarker = page.NextKeyMarker;
        UploadIdMarker = page.NextUploadIdMarker;
      }
    },
    async directLink(key, { contentType, now }) {
      const hourStart = new Date(Math.floor(now.getTime() / 1000 / HOUR_S) * HOUR_S * 1000);
      return presign(linkClient, key, {
        contentType,
        signingDate: hourStart,
        expiresIn: LINK_LIFETIME_S,
      });
    },
    async directLinkOrigins() {
      const probe = await presign(linkClient, 'previews/probe.webp', {
        signingDate: new Date(),
        expiresIn: 60,
      });
      return [new URL(probe).origin];
    },
    toolInput: (key, now) =>
      presign(client, key, { signingDate: now, expiresIn: TOOL_LINK_LIFETIME_S }),
  };
}
