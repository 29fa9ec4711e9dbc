import { loadOnce } from '../../lib/load-once';

/** sharp (libvips) loads with the first preview, not at every start (decision 301). */
const loadSharp = loadOnce(async () => (await import('sharp')).default);

/** Longest side of a preview, in pixels: sharp on a 3x phone screen's card, small to send. */
export const PREVIEW_MAX_SIDE = 640;

/**
 * A WebP preview of an image (an upload, or a video's poster frame): EXIF orientation applied,
 * fitted inside PREVIEW_MAX_SIDE square, never enlarged. Takes the bytes whole: images are at
 * most 25 MB (the upload limit) and sharp would gather a stream into one buffer anyway.
 * @throws when the bytes are not a decodable image.
 */
export async function webpPreview(image: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(image, { failOn: 'error', limitInputPixels: 268_402_689 })
    .rotate()
    .resize(PREVIEW_MAX_SIDE, PREVIEW_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
}
