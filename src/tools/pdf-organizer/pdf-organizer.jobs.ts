/**
 * The organiser's thumbnails, drawn by PDFium in the operation workers: the page only shows them.
 * The file is read once per worker (kept under the key the page gives it) and each call draws a
 * few pages, so thumbnails come back as they are made.
 */
import { hasPdfHeader, PDF_PAGE_LIMIT } from '../../engine/pdf/document';
import { pdfError } from '../../engine/pdf/errors';
import { withPdfium } from '../../engine/pdf/pdfium';
import type { Raster } from '../../engine/image/raster';

export interface ThumbnailRequest {
  /** Names this file (and password) for the worker's copy of its bytes. */
  key: string;
  file: Blob;
  name: string;
  password: string;
  /** Pages `from` to `to`, 0-based, inclusive (cut to the document's last page). */
  from: number;
  to: number;
  /** The thumbnails' width in pixels (a tall page is at most 1.5 times as high). */
  width: number;
}

export interface Thumbnail {
  /** 0-based. */
  index: number;
  /** The page's size in points as shown (its /Rotate applied). */
  width: number;
  height: number;
  /** A JPEG (in browsers' workers), or the pixels where there is no OffscreenCanvas. */
  image: Blob | Raster;
}

export interface Thumbnails {
  pageCount: number;
  thumbnails: Thumbnail[];
}

let kept: { key: string; bytes: Uint8Array } | undefined;

async function bytesOf({ key, file, name }: ThumbnailRequest): Promise<Uint8Array> {
  if (kept?.key === key) return kept.bytes;
  kept = undefined;
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length === 0) throw pdfError('empty', { name });
  if (!hasPdfHeader(bytes)) throw pdfError('notPdf', { name });
  kept = { key, bytes };
  return bytes;
}

async function encoded(raster: Raster): Promise<Blob | Raster> {
  if (typeof OffscreenCanvas === 'undefined') return raster;
  const canvas = new OffscreenCanvas(raster.width, raster.height);
  canvas.getContext('2d')!.putImageData(new ImageData(raster.data, raster.width, raster.height), 0, 0);
  return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.85 });
}

/** The page count and pages `from`–`to` drawn `width` pixels wide; the shared messages for a file PDFium cannot open or with too many pages. */
export async function thumbnails(request: ThumbnailRequest): Promise<Thumbnails> {
  const bytes = await bytesOf(request);
  const { name, password, width } = request;
  const rasters = await withPdfium({ name, bytes }, password, (doc) => {
    if (doc.pageCount === 0) throw pdfError('damaged', { name }, 'no pages');
    if (doc.pageCount > PDF_PAGE_LIMIT) throw pdfError('tooManyPages', { name, pages: doc.pageCount, limit: PDF_PAGE_LIMIT });
    const pages: { index: number; width: number; height: number; raster: Raster }[] = [];
    for (let index = request.from; index <= Math.min(request.to, doc.pageCount - 1); index++) {
      const size = doc.pageSize(index);
      const scale = Math.min(width / Math.max(1, size.width), (width * 1.5) / Math.max(1, size.height));
      pages.push({ index, ...size, raster: doc.render(index, scale) });
    }
    return { pageCount: doc.pageCount, pages };
  });
  const thumbnails = await Promise.all(rasters.pages.map(async ({ raster, ...page }) => ({ ...page, image: await encoded(raster) })));
  return { pageCount: rasters.pageCount, thumbnails };
}
