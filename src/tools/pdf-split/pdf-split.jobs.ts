/**
 * The split of one PDF for the page, in the operation workers: the operation's files with each
 * one's number of pages (the page lists them with it).
 */
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
