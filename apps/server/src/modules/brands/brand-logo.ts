import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { BRAND_MESSAGES, checkLogo, LOGO_MAX_SIDE } from '@portal/domain/brands/brand-api';
import { AppError } from '@portal/domain/errors/app-error';
import type { StorageProvider } from '../../integrations/storage/storage-provider';
import { loadOnce } from '../../lib/load-once';

const loadFileType = loadOnce(() => import('file-type'));
const loadSharp = loadOnce(async () => (await import('sharp')).default);

/** Where logos live in storage, and the public path the app serves each from. */
export const LOGO_PREFIX = 'brand-logos/';
export const LOGO_PATH = '/brand-logos/';
/** `<brand id>-<16 hex of the picture's hash>.webp`: a new picture is a new name (cached forever). */
export const LOGO_FILE = /^(\d{1,10})-([0-9a-f]{16})\.webp$/;

/**
 * Brand logos (issue 28): the same checks as other images — the type read from the bytes (PNG,
 * JPEG, WebP or GIF; SVG and anything else refused), the size limited — then resized into a
 * LOGO_MAX_SIDE square as WebP, EXIF orientation applied, never enlarged. Animated images keep
 * their first frame. The stored name carries the picture's hash, so the same picture twice is one
 * file and one name.
 */
export function createLogoStore(storage: StorageProvider) {
  return {
    /**
     * Checks and stores a logo; answers its public path.
     * @throws AppError payload_too_large, unsupported_media_type, or bad_request (undecodable).
     */
    async store(brandId: number, bytes: Buffer): Promise<string> {
      const sniffed = bytes.length
        ? await (await loadFileType()).fileTypeFromBuffer(bytes)
        : undefined;
      const problem = checkLogo({ type: sniffed?.mime, size: bytes.length });
      if (problem) throw new AppError(problem.code, problem.message);
      let webp: Buffer;
      try {
        const sharp = await loadSharp();
        webp = await sharp(bytes, { failOn: 'error', limitInputPixels: 50_000_000, pages: 1 })
          .rotate()
          .resize(LOGO_MAX_SIDE, LOGO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 85 })
          .toBuffer();
      } catch {
        throw new AppError('bad_request', BRAND_MESSAGES.logoUnreadable);
      }
      const hash = createHash('sha256').update(webp).digest('hex').slice(0, 16);
      const file = `${brandId}-${hash}.webp`;
      await storage.write(`${LOGO_PREFIX}${file}`, webp, 'image/webp');
      return `${LOGO_PATH}${file}`;
    },

    /** A stored logo's bytes, or null when there is none by that name. */
    async read(file: string): Promise<Buffer | null> {
      if (!LOGO_FILE.test(file)) return null;
      const key = `${LOGO_PREFIX}${file}`;
      if (!(await storage.stat(key))) return null;
      return buffer(await storage.read(key));
    },
  };
}

export type LogoStore = ReturnType<typeof createLogoStore>;
