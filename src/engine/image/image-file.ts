/**
 * What every image operation does around its pixels: decode a file (forwarding the decoder's
 * warnings to the run), and name the file it makes after the one it came from.
 */
import type { OperationContext } from '../operation';
import { deriveFileName, type FileValue } from '../values';
import { decodeImage, type DecodedImage, type DecodeOptions } from './codec';
import { IMAGE_EXTENSION, IMAGE_MIME, type ImageFormat } from './formats';

export async function readImageFile(file: FileValue, options: DecodeOptions = {}, context?: Pick<OperationContext, 'warn'>): Promise<DecodedImage> {
  const decoded = await decodeImage(file.bytes, options);
  for (const warning of decoded.warnings) context?.warn?.({ key: `image.${warning.key}`, message: warning.message });
  return decoded;
}

/** `photo.heic` + JPEG bytes → `{ name: 'photo.jpg', type: 'image/jpeg', bytes }`. */
export function imageFileValue(from: Pick<FileValue, 'name'>, bytes: Uint8Array, format: ImageFormat): FileValue {
  return { name: deriveFileName(from.name || 'image', IMAGE_EXTENSION[format]), type: IMAGE_MIME[format], bytes };
}
