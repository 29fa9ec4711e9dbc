import {
  checkUploadCandidate,
  UPLOAD_MESSAGES,
  type UploadProblem,
} from '@portal/domain/content/upload';
import { AppError } from '@portal/domain/errors/app-error';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import type { DbOrTx } from '../../db/client';
import type { UrlSigner } from '../../integrations/storage/signed-urls';
import type { StorageProvider } from '../../integrations/storage/storage-provider';
import { imagePreview } from './media.preview';
import type { MediaRepository, MediaRow } from './media.repository';

/** The job kind that makes a media preview. */
export const MEDIA_PREVIEW_JOB = 'media.preview';

export interface MediaDeps {
  repo: MediaRepository;
  storage: StorageProvider;
  signer: UrlSigner;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** Queues the preview of a new media row (a job, in the same transaction when given). */
  schedulePreview: (mediaId: number, tx?: DbOrTx) => Promise<void>;
}

const toAppError = (problem: UploadProblem) => new AppError(problem.code, problem.message);

/** The links a client shows a media with: the file itself and its preview (null until made). */
export interface MediaUrls {
  url: string | null;
  thumbnail: string | null;
}

export function createMediaService(deps: MediaDeps) {
  const { repo, storage, signer, clock, log } = deps;

  /** A signed link to a stored key, carrying the type the file is served with. */
  const fileUrl = (key: string, mimeType: string | null) =>
    signer.url(key, mimeType ?? 'application/octet-stream', clock());

  return {
    /**
     * Spec part 2 sections 5 and 9: whether a new upload may start, from what the client
     * declares (type and size); the bytes are checked again when it finishes.
     * @throws AppError unsupported_media_type, payload_too_large or bad_request.
     */
    checkNewUpload(declared: { mimeType: string; size: number | undefined }): void {
      if (declared.size === undefined) {
        throw new AppError('bad_request', 'The upload size must be known in advance.');
      }
      const problem = checkUploadCandidate({ mimeType: declared.mimeType, size: declared.size });
      if (problem) throw toAppError(problem);
    },

    /**
     * A finished upload becomes a media row: its type is read from the file's bytes (never its
     * name or the declared type), the size limit of that type applies, and a preview is queued.
     * A refused file is deleted. Finishing twice answers the same row.
     * @throws AppError unsupported_media_type or payload_too_large.
     */
    async recordFinishedUpload(input: {
      userId: number;
      uploadId: string;
      filename: string | null;
      size: number;
    }): Promise<MediaRow> {
      const key = storage.uploadKey(input.uploadId);
      const existing = await repo.findByStorageKey(input.userId, key);
      if (existing) return existing;
      const sniffed = await fileTypeFromFile(storage.localPath(key));
      const problem = sniffed
        ? checkUploadCandidate({ mimeType: sniffed.mime, size: input.size })
        : { code: 'unsupported_media_type' as const, message: UPLOAD_MESSAGES.notMedia };
      if (problem || !sniffed) {
        await storage.remove(key);
        throw toAppError(problem!);
      }
      const row = await repo.insert({
        user_id: input.userId,
        storage_key: key,
        filename: input.filename?.slice(0, 255) ?? null,
        content_type: sniffed.mime.startsWith('image/') ? 'image' : 'video',
        mime_type: sniffed.mime,
        size_bytes: input.size,
        status: 'processing',
      });
      await deps.schedulePreview(row.id);
      return row;
    },

    /**
     * The media of a finished upload the creator owns, by upload handle.
     * @throws AppError bad_request when there is no finished upload of theirs with that handle.
     */
    async findOwnUpload(userId: number, handle: string, tx?: DbOrTx): Promise<MediaRow> {
      const row = /^[A-Za-z0-9_-]{1,128}$/.test(handle)
        ? await repo.findByStorageKey(userId, storage.uploadKey(handle), tx)
        : undefined;
      if (!row) {
        throw new AppError('bad_request', 'The upload was not found or is not finished yet.', {
          fields: { 'filestack_transfer_details.handle': 'Please upload the file again.' },
        });
      }
      return row;
    },

    /**
     * Makes the preview of a media row: images are resized to a WebP; videos keep no poster
     * (no maintained frame grabber ships with Node; see docs/decisions/142-media-previews.md).
     * A file that cannot be decoded marks the media failed instead of retrying for ever.
     */
    async generatePreview(mediaId: number): Promise<{ status: MediaRow['status'] }> {
      const row = await repo.findById(mediaId);
      if (!row?.storage_key || row.status !== 'processing')
        return { status: row?.status ?? 'failed' };
      if (row.content_type === 'video') {
        await repo.setPreview(row.id, { thumbnail_key: null, status: 'ready' });
        return { status: 'ready' };
      }
      try {
        const preview = await imagePreview(storage.localPath(row.storage_key));
        const thumbnailKey = `previews/${row.id}.webp`;
        await storage.write(thumbnailKey, preview);
        await repo.setPreview(row.id, { thumbnail_key: thumbnailKey, status: 'ready' });
        return { status: 'ready' };
      } catch (error) {
        log.warn({ err: error, mediaId }, 'media preview failed');
        await repo.setPreview(row.id, { thumbnail_key: null, status: 'failed' });
        return { status: 'failed' };
      }
    },

    /** The links of a media row: signed file links for uploads, the source for linked posts. */
    urlsFor(
      row: Pick<MediaRow, 'storage_key' | 'source_url' | 'thumbnail_key' | 'mime_type'> &
        Partial<Pick<MediaRow, 'content_type'>>,
    ): MediaUrls {
      if (!row.storage_key) {
        const thumbnail = row.content_type === 'video' ? null : row.source_url;
        return { url: row.source_url, thumbnail };
      }
      return {
        url: fileUrl(row.storage_key, row.mime_type),
        thumbnail: row.thumbnail_key ? fileUrl(row.thumbnail_key, 'image/webp') : null,
      };
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
