import { imageSize } from 'image-size';
import { imageError } from './errors';

/**
 * The largest image the tools decode: 100 megapixels (a 10,000 × 10,000 image, 400 MB of RGBA).
 * Larger ones — real or a "decompression bomb", a few kilobytes of PNG that claim 30,000 × 30,000
 * pixels — are refused from their header, before any pixel is decoded.
 */
export const MAX_PIXELS = 100_000_000;

/** Width and height from the header alone (image-size), or undefined when it cannot tell. */
export function headerDimensions(bytes: Uint8Array): { width: number; height: number } | undefined {
  try {
    const size = imageSize(bytes);
    const largest = size.images?.reduce((best, image) => (image.width * image.height > best.width * best.height ? image : best), size) ?? size;
    return largest.width && largest.height ? { width: largest.width, height: largest.height } : undefined;
  } catch {
    return undefined;
  }
}

/** Throws the "too large" message for more than MAX_PIXELS. */
export function checkPixels(width: number, height: number): void {
  if (width * height > MAX_PIXELS) {
    throw imageError('tooLarge', { width, height, megapixels: Math.round((width * height) / 1e6), limit: MAX_PIXELS / 1e6 });
  }
}
