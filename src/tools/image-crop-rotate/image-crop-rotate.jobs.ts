/**
 * The crop box's picture, made in the operation workers: the page never decodes the full image.
 */
import { probeImage, resizeRaster } from '../../engine/image/codec';
import { decodeOriented } from './image-crop-rotate.service';

/** The preview's longer side at most (the full-size numbers come with it). */
export const PREVIEW_SIDE = 1200;

export interface PreviewRequest {
  file: Blob;
  orientation: 'apply' | 'ignore';
}

export interface Preview {
  /** The full image's size, upright (or as stored when the orientation is ignored): the crop's pixels. */
  width: number;
  height: number;
  /** The same image at most PREVIEW_SIDE on its longer side, RGBA. */
  preview: { width: number; height: number; data: Uint8ClampedArray<ArrayBuffer> };
}

/** The size of a preview of an image of `width` × `height`: never enlarged. */
export function previewSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, PREVIEW_SIDE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The image's size and a small copy of it, decoded in the worker (the browser resamples while decoding). */
export async function preview({ file, orientation }: PreviewRequest): Promise<Preview> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const probe = await probeImage(bytes);
  if (probe && probe.format !== 'svg') {
    // The probe's size is upright; the decoder resamples the pixels as stored.
    const turned = probe.orientation >= 5;
    const stored = turned ? { width: probe.height, height: probe.width } : { width: probe.width, height: probe.height };
    const small = previewSize(stored.width, stored.height);
    const decoded = await decodeOriented(bytes, orientation, small);
    const upright = orientation === 'apply' && turned;
    return { width: upright ? stored.height : stored.width, height: upright ? stored.width : stored.height, preview: decoded.raster };
  }
  // An SVG (drawn at its own size, as the operation does) or an image without its size in the header.
  const decoded = await decodeOriented(bytes, orientation);
  const { width, height } = decoded.raster;
  const small = previewSize(width, height);
  return { width, height, preview: await resizeRaster(decoded.raster, small.width, small.height) };
}
