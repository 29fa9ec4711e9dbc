import { randomBytes } from 'node:crypto';
import { checkUploadCandidate, UPLOAD_MESSAGES } from '@portal/domain/content/upload';
import { AppError } from '@portal/domain/errors/app-error';
import type { StorageProvider } from '../../integrations/storage/storage-provider';
import { loadOnce } from '../../lib/load-once';
import { webpPreview } from '../media/media.preview';
import type { StudioImageRow, StudioRepository } from './studio.repository';

/** file-type and sharp load with the first studio image, not at start (decision 301). */
const loadFileType = loadOnce(() => import('file-type'));
const loadSharp = loadOnce(async () => (await import('sharp')).default);

/** Longest side of a campaign picture as creators see it (the intro's header, the guidelines). */
export const STUDIO_IMAGE_MAX_SIDE = 1600;

/** Where creators load a studio image: public, named by an unguessable key (decision 563). */
export const STUDIO_IMAGE_PATH = '/campaign-images';

/**
 * Studio images (issue 29): sample and mood-board pictures go through the checks every upload
 * does (the type read from the bytes, the image size limit) and are resized: a WebP of at most
 * 1600 px for pages and the usual 640 px preview. The original is not kept.
 */
export function createStudioImages(deps: { repo: StudioRepository; storage: StorageProvider }) {
  const { repo, storage } = deps;
  return {
    /** @throws AppError unsupported_media_type (not an image), payload_too_large. */
    async store(input: {
      brandId: number;
      userId: number;
      bytes: Buffer;
      filename: string | null;
    }) {
      const sniffed = await (await loadFileType()).fileTypeFromBuffer(input.bytes);
      if (!sniffed?.mime.startsWith('image/')) {
        throw new AppError('unsupported_media_type', UPLOAD_MESSAGES.notMedia);
      }
      const problem = checkUploadCandidate({ mimeType: sniffed.mime, size: input.bytes.length });
      if (problem) throw new AppError(problem.code, problem.message);
      const sharp = await loadSharp();
      let large: Buffer;
      let preview: Buffer;
      try {
        large = await sharp(input.bytes, { failOn: 'error', limitInputPixels: 268_402_689 })
          .rotate()
          .resize(STUDIO_IMAGE_MAX_SIDE, STUDIO_IMAGE_MAX_SIDE, {
            fit: 'inside',
            withoutEnlargement: true,
          })
          .webp({ quality: 82 })
          .toBuffer();
        preview = await webpPreview(input.bytes);
      } catch {
        throw new AppError(
          'unsupported_media_type',
          'This image could not be read. Please try another file.',
        );
      }
      const key = randomBytes(16).toString('hex');
      const storageKey = `studio/${key}.webp`;
      const thumbnailKey = `studio/${key}-thumb.webp`;
      await storage.write(storageKey, large, 'image/webp');
      await storage.write(thumbnailKey, preview, 'image/webp');
      return repo.insertImage({
        brand_id: input.brandId,
        uploaded_by_user_id: input.userId,
        public_key: key,
        storage_key: storageKey,
        thumbnail_key: thumbnailKey,
        filename: input.filename?.slice(0, 255) ?? null,
      });
    },

    /** The links pages load the image by. */
    linksOf(row: Pick<StudioImageRow, 'public_key'>) {
      return {
        url: `${STUDIO_IMAGE_PATH}/${row.public_key}.webp`,
        thumbnail_url: `${STUDIO_IMAGE_PATH}/${row.public_key}-thumb.webp`,
      };
    },

    /** The stored key behind a public name ('<key>.webp' or '<key>-thumb.webp'), or null. */
    async storageKeyOf(name: string) {
      const match = /^([0-9a-f]{32})(-thumb)?\.webp$/.exec(name);
      if (!match) return null;
      const row = await repo.findImageByPublicKey(match[1]!);
      if (!row) return null;
      return match[2] ? row.thumbnail_key : row.storage_key;
    },
  };
}

export type StudioImages = ReturnType<typeof createStudioImages>;
