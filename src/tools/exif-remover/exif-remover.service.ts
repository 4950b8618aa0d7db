/**
 * Removes an image's metadata without re-encoding it: the file's metadata segments or chunks are
 * left out and everything else is copied byte for byte (src/engine/image/metadata.ts), so the
 * pixels are exactly those of the original. JPEG, PNG and WebP.
 */
import { ToolInputError } from '../../lib/errors';
import { sniffSignature } from '../../engine/detect/signatures';
import { imageError } from '../../engine/image/errors';
import { IMAGE_EXTENSION, IMAGE_FORMAT_NAME, IMAGE_MIME, describeBytes, sniffImageFormat, type ImageFormat } from '../../engine/image/formats';
import { stripMetadata, type StripOptions } from '../../engine/image/metadata';
import type { FileValue } from '../../engine/values';

/** The formats whose metadata can be removed without decoding the image. */
export const STRIPPABLE: readonly ImageFormat[] = ['jpeg', 'png', 'webp'];
export const ACCEPTED = 'JPEG, PNG, WebP';

export interface RemovalResult {
  /** The cleaned file, named as the original. */
  file: FileValue;
  format: ImageFormat;
  /** What was removed (kind and size in bytes), in the file's order. */
  removed: { kind: string; bytes: number }[];
}

/** The format of a file whose metadata can be removed here; a clear refusal for anything else. */
export function strippableFormat(bytes: Uint8Array): ImageFormat {
  if (bytes.length === 0) throw imageError('empty');
  const format = sniffImageFormat(bytes);
  if (format && STRIPPABLE.includes(format)) return format;
  const signature = sniffSignature(bytes);
  // Another image format (HEIC, AVIF, GIF, TIFF…): said plainly, with the way out.
  if (signature?.family === 'image') throw new ToolInputError('unsupportedFormat', { params: { kind: format ? `${IMAGE_FORMAT_NAME[format]} image` : signature.name } });
  const kind = describeBytes(bytes);
  throw kind ? imageError('notImage', { kind, accepted: ACCEPTED }) : imageError('unknownFormat', { accepted: ACCEPTED });
}

/** The file without its metadata (EXIF, GPS, XMP, IPTC, comments; the ICC profile and the orientation as asked). */
export async function removeMetadata(file: FileValue, options: StripOptions): Promise<RemovalResult> {
  const format = strippableFormat(file.bytes);
  let result: Awaited<ReturnType<typeof stripMetadata>>;
  try {
    result = await stripMetadata(file.bytes, format, options);
  } catch (error) {
    throw imageError('damaged', { format: IMAGE_FORMAT_NAME[format] }, error instanceof Error ? error.message : undefined);
  }
  const name = file.name.slice(file.name.lastIndexOf('/') + 1) || `image.${IMAGE_EXTENSION[format]}`;
  return { file: { name, type: IMAGE_MIME[format], bytes: result.bytes }, format, removed: result.removed };
}
