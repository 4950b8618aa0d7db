import { decodeImage, encodeImage, optimisePng } from '../../engine/image/codec';
import { imageFileValue } from '../../engine/image/image-file';
import type { ImageFormat, OutputFormat } from '../../engine/image/formats';
import { createRaster, type Raster } from '../../engine/image/raster';
import type { OperationContext } from '../../engine/operation';
import type { FileValue } from '../../engine/values';

export interface CompressOptions {
  mode: 'quality' | 'size';
  quality: number;
  /** "At most N KB" (1 KB = 1,000 bytes, as file managers on the web count). */
  maxSizeKb: number;
  format: 'same' | 'jpeg' | 'webp' | 'png';
}

/** Lossy formats keep theirs; everything else is compressed as PNG, losslessly. */
export function compressedFormat(input: ImageFormat, chosen: CompressOptions['format']): OutputFormat {
  if (chosen !== 'same') return chosen;
  if (input === 'jpeg' || input === 'webp' || input === 'avif') return input;
  return input === 'heic' ? 'jpeg' : 'png';
}

const TILE = 64;
const GRID = 8;

/**
 * A sample of the image for estimating sizes: 8 × 8 tiles of 64 × 64 pixels taken evenly across
 * it, side by side (512 × 512). Bytes per pixel at a quality are about the whole image's (the
 * seams between tiles add a little: the estimate errs on the large side).
 */
export function sampleMosaic(raster: Raster): Raster {
  const mosaic = createRaster(TILE * GRID, TILE * GRID);
  const source = new Uint32Array(raster.data.buffer, raster.data.byteOffset, raster.width * raster.height);
  const target = new Uint32Array(mosaic.data.buffer);
  for (let ty = 0; ty < GRID; ty++) {
    for (let tx = 0; tx < GRID; tx++) {
      const x0 = Math.round(((raster.width - TILE) * (tx + 0.5)) / GRID);
      const y0 = Math.round(((raster.height - TILE) * (ty + 0.5)) / GRID);
      for (let row = 0; row < TILE; row++) {
        const from = (y0 + row) * raster.width + x0;
        target.set(source.subarray(from, from + TILE), (ty * TILE + row) * mosaic.width + tx * TILE);
      }
    }
  }
  return mosaic;
}

/**
 * A quality whose file is at most `maxBytes`: the highest one, searched on the image itself when it
 * is small; on a sample of a large image (cheap), then confirmed on the whole image and lowered
 * until it fits. The sample errs on the large side (a 12 MP photo's JPEG is 10–20 % smaller per
 * pixel than its 512 × 512 sample's), so a large image usually lands at 80–90 % of the target, a few
 * quality steps under the highest that would fit: finding that one costs another encode of the
 * whole image (about 1.2 s at 12 MP). `fits` is false when even quality 1 is too large.
 */
export async function fitToSize(raster: Raster, format: 'jpeg' | 'webp' | 'avif', maxBytes: number): Promise<{ bytes: Uint8Array<ArrayBuffer>; quality: number; fits: boolean }> {
  const encode = (image: Raster, quality: number) => encodeImage(image, format, { quality });
  const pixels = raster.width * raster.height;
  const sampled = raster.width >= TILE * 2 && raster.height >= TILE * 2 && pixels > TILE * GRID * TILE * GRID * 2;
  const probe = sampled ? sampleMosaic(raster) : raster;
  const scale = sampled ? pixels / (probe.width * probe.height) : 1;
  // Binary search on the probe: the highest quality predicted to fit.
  let low = 1;
  let high = 95;
  let best = 1;
  // Without a sample the probe is the image: its file at the best quality is the answer.
  let bestBytes: Uint8Array<ArrayBuffer> | undefined;
  while (low <= high) {
    const quality = (low + high) >> 1;
    const encoded = await encode(probe, quality);
    if (encoded.length * scale <= maxBytes) {
      best = quality;
      if (!sampled) bestBytes = encoded;
      low = quality + 1;
    } else high = quality - 1;
  }
  // Confirm on the whole image, stepping down while it is too large.
  let quality = best;
  let bytes = bestBytes ?? (await encode(raster, quality));
  while (bytes.length > maxBytes && quality > 1) {
    const ratio = maxBytes / bytes.length;
    quality = Math.max(1, Math.min(quality - 1, Math.floor(quality * Math.max(0.5, ratio))));
    bytes = await encode(raster, quality);
  }
  return { bytes, quality, fits: bytes.length <= maxBytes };
}

export async function compressImage(file: FileValue, options: CompressOptions, context?: Pick<OperationContext, 'warn'>): Promise<FileValue> {
  const decoded = await decodeImage(file.bytes);
  for (const warning of decoded.warnings) context?.warn?.({ key: `image.${warning.key}`, message: warning.message });
  const format = compressedFormat(decoded.format, options.format);
  const maxBytes = Math.round(options.maxSizeKb * 1000);
  if (format === 'png') {
    // Lossless: OxiPNG on the file itself when it is a PNG, else on the pixels.
    const optimised = decoded.format === 'png' && decoded.metadata.orientation === 1 ? await optimisePng(file.bytes, 3) : await encodeImage(decoded.raster, 'png', { pngOptimise: 3 });
    const bytes = decoded.format === 'png' && optimised.length >= file.bytes.length ? new Uint8Array(file.bytes) : optimised;
    if (options.mode === 'size' && bytes.length > maxBytes) {
      context?.warn?.({ key: 'pngTooLarge', message: `PNG is compressed without loss: ${Math.ceil(bytes.length / 1000)} KB is its smallest. Choose JPEG or WebP to reach ${options.maxSizeKb} KB.`, data: { size: Math.ceil(bytes.length / 1000), target: options.maxSizeKb } });
    }
    return imageFileValue(file, bytes, 'png');
  }
  if (options.mode === 'quality') return imageFileValue(file, await encodeImage(decoded.raster, format, { quality: options.quality }), format);
  const fitted = await fitToSize(decoded.raster, format, maxBytes);
  if (!fitted.fits) {
    context?.warn?.({ key: 'targetUnreachable', message: `Even at the lowest quality the image is ${Math.ceil(fitted.bytes.length / 1000)} KB, above ${options.maxSizeKb} KB: make it smaller first (image resizer).`, data: { size: Math.ceil(fitted.bytes.length / 1000), target: options.maxSizeKb } });
  } else context?.warn?.({ key: 'qualityFound', message: `Quality ${fitted.quality} keeps the file within ${options.maxSizeKb} KB.`, data: { quality: fitted.quality, target: options.maxSizeKb } });
  return imageFileValue(file, fitted.bytes, format);
}
