/**
 * PDF pages → images: PDFium draws each page on white at the chosen DPI, jSquash encodes it (PNG,
 * MozJPEG, libwebp). The same code runs in the operation workers and in Node, so the page and the
 * command line give the same bytes.
 */
import { encodeImage } from '../../engine/image/codec';
import { MAX_PIXELS } from '../../engine/image/limits';
import type { OperationContext } from '../../engine/operation';
import { hasPdfHeader, PDF_PAGE_LIMIT } from '../../engine/pdf/document';
import { pdfError } from '../../engine/pdf/errors';
import { selectedPageIndices } from '../../engine/pdf/page-ranges';
import { withPdfium, type PdfiumDocument } from '../../engine/pdf/pdfium';
import type { FileValue } from '../../engine/values';
import { ToolInputError } from '../../lib/errors';

export const IMAGE_FORMATS = ['png', 'jpeg', 'webp'] as const;
export type PageImageFormat = (typeof IMAGE_FORMATS)[number];

export interface PdfToImagesOptions {
  format: PageImageFormat;
  /** Pixels per inch (72–600). */
  dpi: number;
  /** JPEG and WebP quality (1–100). */
  quality: number;
  /** A page selection such as `1-3,5,8-`; empty: every page. */
  pages: string;
  password: string;
}

const EXTENSIONS: Record<PageImageFormat, { ext: string; type: string }> = {
  png: { ext: 'png', type: 'image/png' },
  jpeg: { ext: 'jpg', type: 'image/jpeg' },
  webp: { ext: 'webp', type: 'image/webp' },
};

/** libwebp writes at most 16,383 pixels a side. */
const WEBP_MAX_SIDE = 16383;

/** The file's name without `.pdf`. */
const stemOf = (name: string) => name.replace(/\.pdf$/i, '') || 'page';

/** `<stem>-<page>.<ext>`, the page number zero-padded to the width of the page count (`book-007.png` of 120 pages). */
export function pageImageName(name: string, page: number, pageCount: number, format: PageImageFormat): string {
  return `${stemOf(name)}-${String(page).padStart(String(pageCount).length, '0')}.${EXTENSIONS[format].ext}`;
}

/** Refuses an empty file and what is not a PDF before PDFium sees it. */
export function checkPdfBytes(file: { name: string; bytes: Uint8Array }): void {
  if (file.bytes.length === 0) throw pdfError('empty', { name: file.name });
  if (!hasPdfHeader(file.bytes)) throw pdfError('notPdf', { name: file.name });
}

/** The pages to draw (0-based, in the selection's order, each once); refuses a document over the page limit. */
export function pagesToDraw(doc: PdfiumDocument, name: string, pages: string): number[] {
  if (doc.pageCount > PDF_PAGE_LIMIT) throw pdfError('tooManyPages', { name, pages: doc.pageCount, limit: PDF_PAGE_LIMIT });
  if (doc.pageCount === 0) throw pdfError('damaged', { name }, 'no pages');
  const indices = pages.trim() === '' ? Array.from({ length: doc.pageCount }, (_, index) => index) : selectedPageIndices(pages, doc.pageCount, name);
  return [...new Set(indices)];
}

/** The pixel size of page `index` at `dpi` (as PDFium rounds it). */
function pixelSize(doc: PdfiumDocument, index: number, dpi: number): { width: number; height: number; points: { width: number; height: number } } {
  const points = doc.pageSize(index);
  const scale = dpi / 72;
  return { width: Math.max(1, Math.round(points.width * scale)), height: Math.max(1, Math.round(points.height * scale)), points };
}

/**
 * Refuses, before anything is drawn, a DPI at which a selected page would pass the 100 MP limit
 * (or WebP's 16,383 pixels a side), naming the page and the highest DPI that fits.
 */
export function checkDpi(doc: PdfiumDocument, name: string, indices: readonly number[], dpi: number, format: PageImageFormat): void {
  for (const index of indices) {
    const { width, height, points } = pixelSize(doc, index, dpi);
    const overPixels = width * height > MAX_PIXELS;
    const overSide = format === 'webp' && Math.max(width, height) > WEBP_MAX_SIDE;
    if (!overPixels && !overSide) continue;
    const byPixels = 72 * Math.sqrt(MAX_PIXELS / (points.width * points.height));
    const bySide = format === 'webp' ? (72 * WEBP_MAX_SIDE) / Math.max(points.width, points.height) : Infinity;
    const maxDpi = Math.max(1, Math.floor(Math.min(byPixels, bySide)) - 1);
    throw new ToolInputError(overPixels ? 'dpiTooLarge' : 'dpiTooWide', {
      params: { name, page: index + 1, dpi, width, height, megapixels: Math.round((width * height) / 1e6), limit: MAX_PIXELS / 1e6, side: WEBP_MAX_SIDE, maxDpi },
    });
  }
}

/** A page drawn: its image file and its size in pixels. */
export interface PageImage {
  image: FileValue;
  width: number;
  height: number;
}

/** Page `index` of an open document as an image file. */
export async function drawPage(doc: PdfiumDocument, name: string, index: number, options: Pick<PdfToImagesOptions, 'format' | 'dpi' | 'quality'>): Promise<PageImage> {
  const raster = doc.render(index, options.dpi / 72);
  const bytes = await encodeImage(raster, options.format, { quality: options.quality });
  const { type } = EXTENSIONS[options.format];
  return { image: { name: pageImageName(name, index + 1, doc.pageCount, options.format), type, bytes }, width: raster.width, height: raster.height };
}

/** The selected pages of a PDF as PNG, JPEG or WebP files, in the selection's order. */
export async function pdfToImages(file: FileValue, options: PdfToImagesOptions, context?: Pick<OperationContext, 'progress' | 'signal'>): Promise<FileValue[]> {
  checkPdfBytes(file);
  return withPdfium(file, options.password, async (doc) => {
    const indices = pagesToDraw(doc, file.name, options.pages);
    checkDpi(doc, file.name, indices, options.dpi, options.format);
    const images: FileValue[] = [];
    context?.progress?.(0, indices.length);
    for (const index of indices) {
      if (context?.signal?.aborted) throw context.signal.reason ?? new Error('Aborted');
      images.push((await drawPage(doc, file.name, index, options)).image);
      context?.progress?.(images.length, indices.length);
    }
    return images;
  });
}

/** What the page learns before drawing: the pages to draw and the document's page count (errors as the operation's). */
export async function planPages(file: FileValue, options: Pick<PdfToImagesOptions, 'pages' | 'password' | 'dpi' | 'format'>): Promise<{ pageCount: number; indices: number[] }> {
  checkPdfBytes(file);
  return withPdfium(file, options.password, (doc) => {
    const indices = pagesToDraw(doc, file.name, options.pages);
    checkDpi(doc, file.name, indices, options.dpi, options.format);
    return { pageCount: doc.pageCount, indices };
  });
}

/** One page drawn, as the operation draws it (the page shows images as they come). */
export async function drawOnePage(file: FileValue, index: number, options: PdfToImagesOptions): Promise<PageImage> {
  return withPdfium(file, options.password, (doc) => drawPage(doc, file.name, index, options));
}
