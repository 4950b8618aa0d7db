import { encodeImage } from '../../engine/image/codec';
import { imageFileValue, readImageFile } from '../../engine/image/image-file';
import { insertMetadata, withOrientation } from '../../engine/image/metadata';
import type { OutputFormat } from '../../engine/image/formats';
import type { OperationContext } from '../../engine/operation';
import type { FileValue } from '../../engine/values';

export interface ConvertOptions {
  format: OutputFormat;
  quality: number;
  background: string;
  keepMetadata: boolean;
}

/**
 * Decodes the image (upright: the EXIF orientation is applied to the pixels), encodes it in the
 * chosen format, and with `keepMetadata` copies its EXIF (orientation reset to 1), ICC profile and
 * XMP into the new file (JPEG, PNG and WebP can hold them; AVIF output is written without).
 */
export async function convertImage(file: FileValue, options: ConvertOptions, context?: Pick<OperationContext, 'warn'>): Promise<FileValue> {
  const decoded = await readImageFile(file, {}, context);
  let bytes = await encodeImage(decoded.raster, options.format, { quality: options.quality, background: options.background });
  const { exif, icc, xmp } = decoded.metadata;
  if (options.keepMetadata && (exif || icc || xmp)) {
    if (options.format === 'avif') context?.warn?.({ key: 'metadataNotInAvif', message: 'The metadata was not kept: AVIF files are written without it.' });
    else bytes = await insertMetadata(bytes, options.format, { ...(exif ? { exif: withOrientation(exif, 1) } : {}), ...(icc ? { icc } : {}), ...(xmp ? { xmp } : {}) });
  }
  return imageFileValue(file, bytes, options.format);
}
