import { buffer } from 'node:stream/consumers';
import {
  checkUploadCandidate,
  UPLOAD_MESSAGES,
  type UploadProblem,
} from '@portal/domain/content/upload';
import {
  abandonedUploadCutoff,
  UPLOAD_SWEEP_INTERVAL_MS,
} from '@portal/domain/content/upload-expiry';
import { AppError } from '@portal/domain/errors/app-error';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import type { UrlSigner } from '../../integrations/storage/signed-urls';
import { type StorageProvider, UPLOAD_HANDLE } from '../../integrations/storage/storage-provider';
import { loadOnce } from '../../lib/load-once';
import { webpPreview } from './media.preview';
import type { MediaRepository, MediaRow } from './media.repository';
import { FfmpegUnavailableError, videoPosterFrame } from './video-poster';

/** The job kind that makes a media preview. */
export const MEDIA_PREVIEW_JOB = 'media.preview';
/** The recurring job kind that deletes abandoned unfinished uploads. */
export const UPLOADS_SWEEP_JOB = 'media.sweep_uploads';

/** How much of a file's start its type is read from: every image and video signature fits. */
const SNIFF_BYTES = 64 * 1024;
/** ffmpeg gets this long per run; a poster from a local file takes well under a second. */
const POSTER_TIMEOUT_MS = 30_000;
/** file-type loads with the first upload it checks, not at every start (decision 301). */
const loadFileType = loadOnce(() => import('file-type'));

export interface MediaDeps {
  repo: MediaRepository;
  storage: StorageProvider;
  signer: UrlSigner;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** Queues the preview of a new media row (a job, in the same transaction when given). */
  schedulePreview: (mediaId: number, tx?: DbOrTx) => Promise<void>;
  /** Queues the uploads sweep at `runAt` unless one is already queued. */
  scheduleSweep: (runAt: Date) => Promise<void>;
  /** The ffmpeg binary for video posters. */
  ffmpegPath: string;
}

const toAppError = (problem: UploadProblem) => new AppError(problem.code, problem.message);

/** The links a client shows a media with: the file itself and its preview (null until made). */
export interface MediaUrls {
  url: string | null;
  thumbnail: string | null;
}

export function createMediaService(deps: MediaDeps) {
  const { repo, storage, signer, clock, log } = deps;
  let ffmpegMissing = false;

  /** The type read from an object's first bytes, wherever it is stored. */
  const sniff = async (key: string, size: number) => {
    if (size <= 0) return undefined;
    const head = await buffer(
      await storage.read(key, { start: 0, end: Math.min(size, SNIFF_BYTES) - 1 }),
    );
    return (await loadFileType()).fileTypeFromBuffer(head);
  };

  /**
   * A video's poster as WebP, or null when none can be made: no ffmpeg on this machine (warned
   * once; the media stays ready without a thumbnail, as before ffmpeg), a type we do not read,
   * or a video ffmpeg cannot decode (warned; browsers may still play it).
   */
  const videoPoster = async (row: MediaRow & { storage_key: string }) => {
    if (ffmpegMissing) return null;
    try {
      const input = await storage.toolInput(row.storage_key, clock());
      const frame = await videoPosterFrame(input, row.mime_type ?? '', {
        ffmpegPath: deps.ffmpegPath,
        timeoutMs: POSTER_TIMEOUT_MS,
      });
      return frame ? await webpPreview(frame) : null;
    } catch (error) {
      if (error instanceof FfmpegUnavailableError) {
        ffmpegMissing = true;
        log.warn(
          { ffmpegPath: deps.ffmpegPath },
          'ffmpeg is not available: videos get no poster frame (install ffmpeg or set FFMPEG_PATH)',
        );
      } else {
        log.warn({ err: error, mediaId: row.id }, 'video poster failed');
      }
      return null;
    }
  };

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
      handle: string;
      filename: string | null;
      size: number;
    }): Promise<MediaRow> {
      const key = storage.uploadKey(input.handle);
      const existing = await repo.findByStorageKey(input.userId, key);
      if (existing) return existing;
      const sniffed = await sniff(key, input.size);
      const problem = sniffed
        ? checkUploadCandidate({ mimeType: sniffed.mime, size: input.size })
        : { code: 'unsupported_media_type' as const, message: UPLOAD_MESSAGES.notMedia };
      if (problem || !sniffed) {
        await storage.removeUpload(key);
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
      const row = UPLOAD_HANDLE.test(handle)
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
     * Makes the preview of a media row: images are resized to a WebP; videos get a poster frame
     * when ffmpeg can make one, and are ready without a thumbnail otherwise (decision 142).
     * An image that cannot be decoded marks the media failed instead of retrying for ever.
     */
    async generatePreview(mediaId: number): Promise<{ status: MediaRow['status'] }> {
      const row = await repo.findById(mediaId);
      if (!row?.storage_key || row.status !== 'processing')
        return { status: row?.status ?? 'failed' };
      const stored = { ...row, storage_key: row.storage_key };
      const thumbnailKey = `previews/${row.id}.webp`;
      if (row.content_type === 'video') {
        const poster = await videoPoster(stored);
        if (poster) await storage.write(thumbnailKey, poster, 'image/webp');
        await repo.setPreview(row.id, {
          thumbnail_key: poster ? thumbnailKey : null,
          status: 'ready',
        });
        return { status: 'ready' };
      }
      // A storage failure throws (the job retries); only undecodable bytes mark the media failed.
      const original = await buffer(await storage.read(row.storage_key));
      let preview: Buffer;
      try {
        preview = await webpPreview(original);
      } catch (error) {
        log.warn({ err: error, mediaId }, 'media preview failed');
        await repo.setPreview(row.id, { thumbnail_key: null, status: 'failed' });
        return { status: 'failed' };
      }
      await storage.write(thumbnailKey, preview, 'image/webp');
      await repo.setPreview(row.id, { thumbnail_key: thumbnailKey, status: 'ready' });
      return { status: 'ready' };
    },

    /**
     * Deletes unfinished uploads older than their time to live (packages/domain upload-expiry),
     * from whichever storage runs. Finished uploads stay, whether or not they became content:
     * neither the spec nor DESIGN says to delete them (decision 145).
     */
    async sweepAbandonedUploads(): Promise<{ removed: number }> {
      const removed = await storage.removeUnfinishedUploads(abandonedUploadCutoff(clock()));
      if (removed > 0) log.info({ removed }, 'abandoned uploads removed');
      return { removed };
    },

    /** Queues the next uploads sweep an interval from now (at once with `{ now: true }`). */
    async scheduleUploadSweep(options: { now?: boolean } = {}): Promise<void> {
      const delay = options.now ? 0 : UPLOAD_SWEEP_INTERVAL_MS;
      await deps.scheduleSweep(new Date(clock().getTime() + delay));
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
