import { decodeImage, encodeImage, identifyImage, type DecodedImage } from '../../engine/image/codec';
import type { ImageFormat, OutputFormat } from '../../engine/image/formats';
import { imageFileValue } from '../../engine/image/image-file';
import { readMetadata } from '../../engine/image/metadata';
import { crop, flip, rotate, type Raster } from '../../engine/image/raster';
import type { OperationContext } from '../../engine/operation';
import type { FileValue } from '../../engine/values';
import { ToolInputError } from '../../lib/errors';
import { resolveCrop, sourceRect, viewSize, type Turn } from './image-crop-rotate.geometry';

export interface CropRotateOptions {
  x: number;
  y: number;
  width: number;
  height: number;
  rotate: Turn;
  flipHorizontal: boolean;
  flipVertical: boolean;
  orientation: 'apply' | 'ignore';
  format: 'same' | OutputFormat;
  quality: number;
}

/** The format an image is written in when the output keeps "the same" format. */
export function sameFormat(format: ImageFormat): OutputFormat {
  if (format === 'jpeg' || format === 'webp' || format === 'avif' || format === 'png') return format;
  return format === 'heic' ? 'jpeg' : 'png';
}

/**
 * The pixels of a decoded (upright) image turned, mirrored and cut as the options say, in this
 * order: turn clockwise by `rotate`, mirror left-right, mirror top-bottom, then keep the crop
 * rectangle, which is in pixels of the turned and mirrored image (what the page shows). The cut is
 * made first, on the matching part of the source, so that less is turned.
 */
export function transformRaster(raster: Raster, options: Pick<CropRotateOptions, 'x' | 'y' | 'width' | 'height' | 'rotate' | 'flipHorizontal' | 'flipVertical'>, context?: Pick<OperationContext, 'warn'>): Raster {
  const view = viewSize(raster, options);
  const resolved = resolveCrop(options, view);
  if (resolved.kind === 'outside') {
    throw new ToolInputError('cropOutside', { params: { x: options.x, y: options.y, imageWidth: view.width, imageHeight: view.height } });
  }
  let out = raster;
  if (resolved.kind === 'crop') {
    if (resolved.clamped) {
      const { width, height } = resolved.rect;
      context?.warn?.({ key: 'cropClamped', message: `The crop rectangle went past the edge of the image (${view.width} × ${view.height}): it was cut to ${width} × ${height}.`, data: { imageWidth: view.width, imageHeight: view.height, width, height } });
    }
    const { rect } = resolved;
    if (rect.width < view.width || rect.height < view.height) out = crop(out, sourceRect(rect, raster, options));
  }
  out = rotate(out, options.rotate);
  if (options.flipHorizontal) out = flip(out, 'horizontal');
  if (options.flipVertical) out = flip(out, 'vertical');
  return out;
}

/**
 * Decodes an image upright from its EXIF orientation (`'apply'`) or as stored (`'ignore'`), the
 * same in a browser and in Node (the engine hands the browser's decoder bytes without their
 * orientation and applies it itself). `resize` is a size for the pixels as stored.
 */
export async function decodeOriented(bytes: Uint8Array, orientation: 'apply' | 'ignore', resize?: { width: number; height: number }): Promise<DecodedImage> {
  const format = identifyImage(bytes);
  const { orientation: tag } = await readMetadata(bytes, format);
  const apply = orientation === 'apply' && tag !== 1;
  // The engine's size is the upright picture's: a quarter turn swaps the sides.
  const size = resize && apply && tag >= 5 ? { width: resize.height, height: resize.width } : resize;
  return decodeImage(bytes, { orient: apply, ...(size ? { resize: size } : {}) });
}

/**
 * Decodes the image — upright from its EXIF orientation (`orientation: 'apply'`), or its pixels as
 * stored (`'ignore'`) — turns, mirrors and crops it, and encodes it again (the output carries no
 * metadata, so no orientation either: what a viewer shows is the pixels).
 */
export async function cropRotateImage(file: FileValue, options: CropRotateOptions, context?: Pick<OperationContext, 'warn'>): Promise<FileValue> {
  const decoded = await decodeOriented(file.bytes, options.orientation);
  for (const warning of decoded.warnings) context?.warn?.({ key: `image.${warning.key}`, message: warning.message });
  const raster = transformRaster(decoded.raster, options, context);
  const format = options.format === 'same' ? sameFormat(decoded.format) : options.format;
  const bytes = await encodeImage(raster, format, { quality: options.quality });
  return imageFileValue(file, bytes, format);
}
