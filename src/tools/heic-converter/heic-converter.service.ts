import { encodeImage } from '../../engine/image/codec';
import { imageFileValue, readImageFile } from '../../engine/image/image-file';
import { insertMetadata, withOrientation, type ImageMetadata } from '../../engine/image/metadata';
import type { OperationContext } from '../../engine/operation';
import type { FileValue } from '../../engine/values';
import { readHeifMetadata } from './heif-metadata';

export type HeicOutputFormat = 'jpeg' | 'png' | 'webp';

export interface HeicOptions {
  format: HeicOutputFormat;
  /** 1–100 for JPEG and WebP. */
  quality: number;
  /** Copy the EXIF (camera, date, GPS) and XMP into the new file. */
  keepMetadata: boolean;
}

/**
 * A HEIC/HEIF image (its primary image, turned as its `irot`/`imir` properties say: libheif applies
 * them) → JPEG, PNG or WebP. The colour profile is always carried over — iPhone photos are in
 * Display P3, and without it their colours would be read as sRGB. EXIF and XMP are copied with
 * `keepMetadata` (the EXIF orientation set to 1: the pixels are already upright).
 */
export async function convertHeic(file: FileValue, options: HeicOptions, context?: Pick<OperationContext, 'warn'>): Promise<FileValue> {
  const decoded = await readImageFile(file, { accept: ['heic'] }, context);
  let bytes = await encodeImage(decoded.raster, options.format, { quality: options.quality, background: '#ffffff' });
  const found = readHeifMetadata(file.bytes);
  const metadata: Partial<ImageMetadata> = {
    ...(found.icc ? { icc: found.icc } : {}),
    ...(options.keepMetadata && found.exif ? { exif: withOrientation(found.exif, 1) } : {}),
    ...(options.keepMetadata && found.xmp ? { xmp: found.xmp } : {}),
  };
  bytes = await insertMetadata(bytes, options.format, metadata);
  return imageFileValue(file, bytes, options.format);
}
