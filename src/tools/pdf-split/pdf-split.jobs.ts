/**
 * The split of one PDF for the page, in the operation workers: the operation's files with each
 * one's number of pages (the page lists them with it); and the PDF's own number of pages, shown as
 * soon as it is given (a damaged or locked file says so before any range is typed).
 */
import { openPdf } from '../../engine/pdf/document';
import { pdfSplit } from './pdf-split.operations';
import { splitPdfParts } from './pdf-split.service';

export interface SplitRequest {
  file: File;
  options: Record<string, unknown>;
}

export interface SplitPartFile {
  file: File;
  pages: number;
}

export async function split({ file, options }: SplitRequest): Promise<SplitPartFile[]> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const parts = await splitPdfParts({ name: file.name, type: file.type || 'application/pdf', bytes }, pdfSplit.options.parse(options));
  return parts.map(({ file: part, pages }) => ({ file: new File([part.bytes as Uint8Array<ArrayBuffer>], part.name, { type: part.type }), pages }));
}

export async function pageCount({ file, password }: { file: File; password: string }): Promise<number> {
  // Opened as the split opens it: the same messages (damaged, password, too many pages).
  const { doc } = await openPdf({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }, { password });
  return doc.getPageCount();
}
