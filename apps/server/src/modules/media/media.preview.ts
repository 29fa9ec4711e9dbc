import sharp from 'sharp';

/** Longest side of a preview, in pixels: sharp on a 3x phone screen's card, small to send. */
export const PREVIEW_MAX_SIDE = 640;

/**
 * A WebP preview of an image file: EXIF orientation applied, fitted inside
 * PREVIEW_MAX_SIDE square, never enlarged. Reads the file from disk (streamed by libvips).
 * @throws when the bytes are not a decodable image.
 */
export async function imagePreview(filePath: string): Promise<Buffer> {
  return sharp(filePath, { failOn: 'error', limitInputPixels: 268_402_689 })
    .rotate()
    .resize(PREVIEW_MAX_SIDE, PREVIEW_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
}
