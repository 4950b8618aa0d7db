import { ToolInputError } from '../../lib/errors';

/**
 * The video converter's options and the arithmetic on them (no library: the page, the worker and
 * the command line share it): choices, checks, the output size and the bitrate a quality means.
 */

export const CONTAINERS = ['mp4', 'webm'] as const;
export type Container = (typeof CONTAINERS)[number];
export const ENCODED_CODECS = ['avc', 'vp9', 'av1'] as const;
export type EncodedCodec = (typeof ENCODED_CODECS)[number];
export const CODEC_CHOICES = ['auto', ...ENCODED_CODECS, 'copy'] as const;
export type CodecChoice = (typeof CODEC_CHOICES)[number];
export const QUALITIES = ['low', 'medium', 'high', 'very-high'] as const;
export type QualityChoice = (typeof QUALITIES)[number];
export const FITS = ['contain', 'cover', 'fill'] as const;
export const TURNS = [0, 90, 180, 270] as const;

/** What each container holds, in the order "auto" tries them. */
export const CONTAINER_CODECS: Record<Container, readonly EncodedCodec[]> = { mp4: ['avc', 'vp9', 'av1'], webm: ['vp9', 'av1'] };
export const CONTAINER_TYPES: Record<Container, string> = { mp4: 'video/mp4', webm: 'video/webm' };

export interface ConvertOptions {
  container: Container;
  codec: CodecChoice;
  /** Pixels; 0 keeps the source's (one side given keeps the proportions). */
  width: number;
  height: number;
  fit: (typeof FITS)[number];
  quality: QualityChoice;
  /** kbps; 0 uses `quality`. */
  bitrate: number;
  /** Frames per second; 0 keeps the source's. */
  fps: number;
  rotate: (typeof TURNS)[number];
  /** "x,y,width,height" in pixels of the picture as it shows (after rotation); '' for none. */
  crop: string;
  mute: boolean;
}

/** Display names, for messages and the page. */
const CODEC_NAMES: Record<string, string> = { avc: 'H.264', hevc: 'H.265 (HEVC)', vp8: 'VP8', vp9: 'VP9', av1: 'AV1', prores: 'ProRes', aac: 'AAC', opus: 'Opus', mp3: 'MP3', vorbis: 'Vorbis', flac: 'FLAC' };
export const codecName = (codec: string | null | undefined): string => (codec ? (CODEC_NAMES[codec] ?? (codec.startsWith('pcm') ? 'PCM' : codec.toUpperCase())) : 'unknown');

export interface CropRectangle {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** "x,y,width,height" (spaces allowed) → a rectangle; '' → none. */
export function parseCrop(text: string): CropRectangle | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const parts = trimmed.split(/\s*[,;x×\s]\s*/).filter(Boolean);
  const numbers = parts.map(Number);
  if (numbers.length !== 4 || numbers.some((value) => !Number.isInteger(value) || value < 0)) throw new ToolInputError('errors.cropFormat', { params: { crop: text } });
  const [left, top, width, height] = numbers as [number, number, number, number];
  if (width < 2 || height < 2) throw new ToolInputError('errors.cropFormat', { params: { crop: text } });
  return { left, top, width, height };
}

/**
 * Options that cannot go together, refused before any file is read: a codec the container cannot
 * hold, a copy asked to change the picture, a bad crop.
 */
export function checkOptions(options: ConvertOptions): void {
  const { container, codec } = options;
  if (codec !== 'auto' && codec !== 'copy' && !CONTAINER_CODECS[container].includes(codec)) {
    throw new ToolInputError('errors.codecNotInContainer', { params: { codec: codecName(codec), container: container.toUpperCase() } });
  }
  parseCrop(options.crop);
  for (const side of ['width', 'height'] as const) if (options[side] > 0 && options[side] < 16) throw new ToolInputError('errors.sizeTooSmall', { params: { side, value: options[side] } });
  if (options.bitrate > 0 && options.bitrate < 50) throw new ToolInputError('errors.bitrateTooLow', { params: { value: options.bitrate } });
  if (codec === 'copy') {
    const changes = [options.width || options.height ? 'size' : '', options.crop.trim() ? 'crop' : '', options.fps ? 'fps' : '', options.bitrate ? 'bitrate' : ''].filter(Boolean);
    if (changes.length > 0) throw new ToolInputError('errors.copyChanges', { params: { changes: changes.join(', ') } });
  }
}

/** Bits per pixel per frame for H.264 at each level; VP9 and AV1 reach the same look with less. */
const BITS_PER_PIXEL: Record<QualityChoice, number> = { low: 0.04, medium: 0.07, high: 0.1, 'very-high': 0.15 };
const CODEC_EFFICIENCY: Record<EncodedCodec, number> = { avc: 1, vp9: 0.65, av1: 0.5 };

/**
 * The bitrate (bits per second) a quality level means for a picture: pixels × frames per second
 * (10 to 60 counted) × bits per pixel for the level × the codec's efficiency, in whole kbps, 64
 * kbps at least. 1280 × 720 at 30 fps, H.264, "high": 2,765 kbps.
 */
export function qualityBitrate(codec: EncodedCodec, width: number, height: number, fps: number, quality: QualityChoice): number {
  const frames = Math.min(60, Math.max(10, Number.isFinite(fps) && fps > 0 ? fps : 30));
  const bits = width * height * frames * BITS_PER_PIXEL[quality] * CODEC_EFFICIENCY[codec];
  return Math.max(64_000, Math.round(bits / 1000) * 1000);
}

/** The video bitrate asked: the `bitrate` option (kbps) or the quality level's. */
export function videoBitrate(options: Pick<ConvertOptions, 'bitrate' | 'quality'>, codec: EncodedCodec, width: number, height: number, fps: number): number {
  return options.bitrate ? Math.round(options.bitrate * 1000) : qualityBitrate(codec, width, height, fps, options.quality);
}

export const even = (value: number) => Math.max(2, Math.ceil(value / 2) * 2);

/**
 * The output picture's size, as mediabunny makes it: the source as it shows (its rotation and the
 * one asked), cropped (clamped to the picture), then scaled — one side given keeps the aspect
 * ratio, both give that box — with even sides (encoders want them).
 */
export function outputSize(source: { width: number; height: number }, options: Pick<ConvertOptions, 'rotate' | 'crop' | 'width' | 'height'>): { width: number; height: number } {
  const turned = options.rotate % 180 === 0 ? source : { width: source.height, height: source.width };
  const crop = parseCrop(options.crop);
  let [width, height] = [turned.width, turned.height];
  if (crop) {
    const left = Math.min(crop.left, turned.width - 1);
    const top = Math.min(crop.top, turned.height - 1);
    width = Math.min(crop.width, turned.width - left);
    height = Math.min(crop.height, turned.height - top);
  }
  const aspect = width / height;
  if (options.width && !options.height) return { width: even(options.width), height: even(Math.round(even(options.width) / aspect)) };
  if (!options.width && options.height) return { width: even(Math.round(even(options.height) * aspect)), height: even(options.height) };
  if (options.width && options.height) return { width: even(options.width), height: even(options.height) };
  return { width, height };
}

/** Output name: the input's stem with the container's extension. */
export function outputName(name: string, container: Container): string {
  const stem = name.replace(/\.[^./\\]*$/, '') || 'video';
  return `${stem}.${container}`;
}
