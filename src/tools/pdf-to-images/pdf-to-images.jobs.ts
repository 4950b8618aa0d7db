/**
 * The page's work in the operation workers: the plan (pages to draw, errors as the operation's),
 * then one page at a time, so the images show as they come. Each page is drawn and encoded by the
 * operation's own code, so it has the same bytes as the operation's (and the command line's).
 */
import type { PdfToImagesOptions } from './pdf-to-images.service';

export interface PlanRequest {
  file: File;
  options: PdfToImagesOptions;
}

export interface PageRequest extends PlanRequest {
  /** 0-based. */
  index: number;
}

const read = async (file: File) => ({ name: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) });
const service = () => import('./pdf-to-images.service');

export async function plan({ file, options }: PlanRequest): Promise<{ pageCount: number; indices: number[] }> {
  return (await service()).planPages(await read(file), options);
}

export interface DrawnPage {
  /** 0-based. */
  index: number;
  file: File;
  width: number;
  height: number;
}

export async function page({ file, options, index }: PageRequest): Promise<DrawnPage> {
  const { image, width, height } = await (await service()).drawOnePage(await read(file), index, options);
  return { index, file: new File([image.bytes as Uint8Array<ArrayBuffer>], image.name, { type: image.type }), width, height };
}
