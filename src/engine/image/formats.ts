import { sniffSignature } from '../detect/signatures';

/** The image formats the image tools read. */
export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'avif' | 'gif' | 'bmp' | 'ico' | 'svg' | 'heic';

/** The formats the image tools write (the encoders bundled as WebAssembly). */
export const OUTPUT_FORMATS = ['png', 'jpeg', 'webp', 'avif'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export const IMAGE_MIME: Record<ImageFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  bmp: 'image/bmp',
  ico: 'image/x-icon',
  svg: 'image/svg+xml',
  heic: 'image/heic',
};

export const IMAGE_EXTENSION: Record<ImageFormat, string> = { png: 'png', jpeg: 'jpg', webp: 'webp', avif: 'avif', gif: 'gif', bmp: 'bmp', ico: 'ico', svg: 'svg', heic: 'heic' };

/** The names people know the formats by, for messages. */
export const IMAGE_FORMAT_NAME: Record<ImageFormat, string> = { png: 'PNG', jpeg: 'JPEG', webp: 'WebP', avif: 'AVIF', gif: 'GIF', bmp: 'BMP', ico: 'ICO', svg: 'SVG', heic: 'HEIC' };

const BY_MIME: Record<string, ImageFormat> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
  'image/bmp': 'bmp',
  'image/x-icon': 'ico',
  'image/svg+xml': 'svg',
  'image/heic': 'heic',
  'image/heif': 'heic',
};

/** The image format of some bytes, from their signature (never from a name). */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  const signature = sniffSignature(bytes);
  return signature ? BY_MIME[signature.type] : undefined;
}

/** What the bytes are when they are not an image we read ("PDF document"), for messages. */
export function describeBytes(bytes: Uint8Array): string | undefined {
  return sniffSignature(bytes)?.name;
}
