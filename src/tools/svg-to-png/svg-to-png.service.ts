import { encodeImage } from '../../engine/image/codec';
import { imageFileValue, readImageFile } from '../../engine/image/image-file';
import { flatten } from '../../engine/image/raster';
import type { OperationContext } from '../../engine/operation';
import type { FileValue } from '../../engine/values';
import { isToolInputError, ToolInputError } from '../../lib/errors';

export type SvgOutputFormat = 'png' | 'jpeg' | 'webp';

export interface SvgToPngOptions {
  format: SvgOutputFormat;
  /** Zoom of the SVG's own size (1 = its width and height), used when `width` is 0. */
  scale: number;
  /** Output width in pixels (the height follows the aspect ratio); 0 = use `scale`. */
  width: number;
  /** `transparent`, or a `#rgb`/`#rrggbb` colour painted behind the drawing. JPEG has no alpha: transparent means white there. */
  background: string;
  /** 1–100, for JPEG and WebP. */
  quality: number;
}

export const TRANSPARENT = 'transparent';

/**
 * Renders an SVG file with resvg: no script runs and no external file (image, font, style sheet)
 * is loaded — the decoder says so in a warning when the SVG has any. Text is set in the bundled
 * Liberation Sans. Markup that is not well-formed XML is refused with the parser's reason.
 */
export async function renderSvg(file: FileValue, options: SvgToPngOptions, context?: Pick<OperationContext, 'warn'>): Promise<FileValue> {
  const svg = options.width > 0 ? { width: options.width } : { scale: options.scale };
  let decoded;
  try {
    decoded = await readImageFile(file, { accept: ['svg'], svg }, context);
  } catch (error) {
    // resvg's parser: "the SVG is damaged" reads better as "not valid SVG markup", with its reason.
    if (isToolInputError(error) && error.messageKey === 'image.damaged') throw new ToolInputError('invalidSvg', error.detail ? { detail: error.detail } : {});
    throw error;
  }
  const transparent = options.background === TRANSPARENT;
  const raster = transparent ? decoded.raster : flatten(decoded.raster, options.background);
  const bytes = await encodeImage(raster, options.format, { quality: options.quality, background: transparent ? '#ffffff' : options.background });
  return imageFileValue(file, bytes, options.format);
}
