import { decodeImage, encodeImage, probeImage } from '../../engine/image/codec';
import { imageFileValue } from '../../engine/image/image-file';
import type { ImageFormat, OutputFormat } from '../../engine/image/formats';
import { crop } from '../../engine/image/raster';
import type { OperationContext } from '../../engine/operation';
import type { FileValue } from '../../engine/values';
import { ToolInputError } from '../../lib/errors';

export interface ResizeOptions {
  width: number;
  height: number;
  unit: 'px' | 'percent';
  fit: 'fit' | 'fill' | 'stretch';
  upscale: boolean;
  format: 'same' | OutputFormat;
  quality: number;
}

export interface ResizePlan {
  /** The size the image is resampled to. */
  width: number;
  height: number;
  /** The centred crop after resampling (fill), when there is one. */
  crop?: { x: number; y: number; width: number; height: number };
  /** True when the asked size was larger and the image was left at its size. */
  notEnlarged: boolean;
}

/**
 * The output size for an image of `source` pixels (as viewed): by width (the height follows), by
 * height, by both — fit inside, fill (then crop the overflow, centred) or stretch — or by percent.
 */
export function planResize(source: { width: number; height: number }, options: Pick<ResizeOptions, 'width' | 'height' | 'unit' | 'fit' | 'upscale'>): ResizePlan {
  const { width: W, height: H } = source;
  const w = options.width > 0 ? options.width : 0;
  const h = options.height > 0 ? options.height : 0;
  if (!w && !h) throw new ToolInputError('noSize');
  let sx: number;
  let sy: number;
  let box: { width: number; height: number } | undefined;
  if (options.unit === 'percent') {
    sx = (w || h) / 100;
    sy = (h || w) / 100;
  } else if (w && !h) sx = sy = w / W;
  else if (h && !w) sx = sy = h / H;
  else if (options.fit === 'stretch') {
    sx = w / W;
    sy = h / H;
  } else if (options.fit === 'fit') sx = sy = Math.min(w / W, h / H);
  else {
    sx = sy = Math.max(w / W, h / H);
    box = { width: w, height: h };
  }
  let notEnlarged = false;
  if (!options.upscale && (sx > 1 || sy > 1)) {
    notEnlarged = true;
    sx = Math.min(sx, 1);
    sy = Math.min(sy, 1);
  }
  const width = Math.max(1, Math.round(W * sx));
  const height = Math.max(1, Math.round(H * sy));
  if (box && (width > box.width || height > box.height)) {
    const cw = Math.min(width, Math.round(box.width));
    const ch = Math.min(height, Math.round(box.height));
    return { width, height, crop: { x: Math.floor((width - cw) / 2), y: Math.floor((height - ch) / 2), width: cw, height: ch }, notEnlarged };
  }
  return { width, height, notEnlarged };
}

/** The format an image is written in when the output keeps "the same" format. */
export function sameFormat(format: ImageFormat): OutputFormat {
  if (format === 'jpeg' || format === 'webp' || format === 'avif' || format === 'png') return format;
  return format === 'heic' ? 'jpeg' : 'png';
}

export async function resizeImage(file: FileValue, options: ResizeOptions, context?: Pick<OperationContext, 'warn'>): Promise<FileValue> {
  const probe = await probeImage(file.bytes);
  let source = probe ? { width: probe.width, height: probe.height } : undefined;
  let format = probe?.format;
  if (!source) {
    // No size in the header (rare): decode once to learn it.
    const decoded = await decodeImage(file.bytes);
    source = { width: decoded.raster.width, height: decoded.raster.height };
    format = decoded.format;
  }
  // A vector image loses nothing when drawn larger: "never enlarge" is about pixels.
  const plan = planResize(source, format === 'svg' ? { ...options, upscale: true } : options);
  if (plan.notEnlarged) context?.warn?.({ key: 'notEnlarged', message: `The image (${source.width} × ${source.height}) was not enlarged: turn on "Allow enlarging" to make it larger.`, data: source });
  // An SVG is drawn at the new size (no resampling of pixels); other images are resampled.
  const decoded = await decodeImage(file.bytes, format === 'svg' ? { svg: { width: plan.width } } : { resize: { width: plan.width, height: plan.height } });
  for (const warning of decoded.warnings) context?.warn?.({ key: `image.${warning.key}`, message: warning.message });
  const raster = plan.crop ? crop(decoded.raster, plan.crop) : decoded.raster;
  const output = options.format === 'same' ? sameFormat(decoded.format) : options.format;
  const bytes = await encodeImage(raster, output, { quality: options.quality });
  return imageFileValue(file, bytes, output);
}
