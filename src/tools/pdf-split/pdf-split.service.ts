/**
 * One PDF into several: by page ranges (`1-3,5,8-`: a file per part, or all of them in one file),
 * every N pages, or a file per page. Links between pages of the same part are kept; links to pages
 * left out point nowhere instead of pulling those pages in.
 */
import type { PDFDocument, PDFObject, PDFRef } from '@cantoo/pdf-lib';
import { openPdf, pdfFileValue, pdfLib } from '../../engine/pdf/document';
import { copyFormFields } from '../../engine/pdf/forms';
import { parsePageRanges, rangePages } from '../../engine/pdf/page-ranges';
import type { FileValue } from '../../engine/values';

export type SplitMode = 'ranges' | 'every' | 'each';

export interface SplitOptions {
  mode: SplitMode;
  /** The page selection (`ranges` mode). */
  pages: string;
  /** Pages per file (`every` mode). */
  every: number;
  /** `ranges` mode: every selected page in one file instead of a file per part. */
  oneFile: boolean;
  password: string;
}

/** One file made, with its number of pages. */
export interface SplitPart {
  file: FileValue;
  pages: number;
}

/** A part to write: its pages (0-based, in order) and the label of its name (`p01-10`). */
interface Plan {
  indices: number[];
  label: string;
}

/** Names longer than this (a long selection in one file) are written `<name>-selection.pdf`. */
const MAX_LABEL = 40;

export async function splitPdf(file: FileValue, options: SplitOptions): Promise<FileValue[]> {
  return (await splitPdfParts(file, options)).map((part) => part.file);
}

export async function splitPdfParts(file: FileValue, options: SplitOptions): Promise<SplitPart[]> {
  const { doc } = await openPdf(file, { password: options.password });
  const count = doc.getPageCount();
  const plans = plan(file.name, count, options);
  const lib = await pdfLib();
  const stem = file.name.replace(/\.pdf$/i, '') || 'document';
  const parts: SplitPart[] = [];
  const taken = new Map<string, number>();
  for (const { indices, label } of plans) {
    // The same part asked twice (1-2,1-2) gets a second name.
    const times = (taken.get(label) ?? 0) + 1;
    taken.set(label, times);
    const out = await lib.PDFDocument.create({ updateMetadata: false });
    copySelectedPages(lib, out, doc, indices);
    const bytes = await out.save({ useObjectStreams: true });
    parts.push({ file: pdfFileValue(`${stem}-${label}${times > 1 ? `-${times}` : ''}.pdf`, bytes), pages: indices.length });
  }
  return parts;
}

/** The parts to write for a document of `count` pages. */
export function plan(name: string, count: number, { mode, pages, every, oneFile }: Pick<SplitOptions, 'mode' | 'pages' | 'every' | 'oneFile'>): Plan[] {
  const width = String(count).length;
  const number = (page: number) => String(page).padStart(width, '0');
  const label = (from: number, to: number) => (from === to ? `p${number(from)}` : `p${number(from)}-${number(to)}`);
  const span = (from: number, to: number): Plan => ({ indices: rangePages({ from, to }).map((page) => page - 1), label: label(from, to) });
  if (mode === 'each') return Array.from({ length: count }, (_, index) => span(index + 1, index + 1));
  if (mode === 'every') {
    const size = Math.max(1, Math.floor(every));
    return Array.from({ length: Math.ceil(count / size) }, (_, index) => span(index * size + 1, Math.min(count, (index + 1) * size)));
  }
  const ranges = parsePageRanges(pages, count, name);
  const plans = ranges.map(({ from, to }) => span(from, to));
  if (!oneFile) return plans;
  const joined = plans.map((part) => part.label.slice(1)).join('_');
  return [{ indices: plans.flatMap((part) => part.indices), label: joined.length + 1 > MAX_LABEL ? 'selection' : `p${joined}` }];
}

type Lib = Awaited<ReturnType<typeof pdfLib>>;

/**
 * Copies pages `indices` of `source` (in that order, a page named twice copied twice) to `target`
 * with one copier. Pages left out are mapped to a null object first, so that a link or a form field
 * reaching them does not copy them (pdf-lib's copyPages would copy every linked page, outside the
 * page tree). The fields with a widget on a copied page stay fillable.
 */
function copySelectedPages(lib: Lib, target: PDFDocument, source: PDFDocument, indices: number[]): void {
  const copier = lib.PDFObjectCopier.for(source.context, target.context);
  const mapped = (copier as unknown as { traversedObjects: Map<PDFObject, PDFObject> }).traversedObjects;
  const sourcePages = source.getPages();
  const wanted = new Set(indices);
  let nowhere: PDFRef | undefined;
  sourcePages.forEach((page, index) => {
    if (wanted.has(index)) return;
    nowhere ??= target.context.register(lib.PDFNull);
    mapped.set(page.ref, nowhere);
  });
  const placed = new Set<PDFRef>();
  for (const index of indices) {
    let ref = copier.copy(sourcePages[index]!.ref);
    if (placed.has(ref)) ref = target.context.register((target.context.lookup(ref) as PDFObject).clone(target.context));
    placed.add(ref);
    target.addPage(lib.PDFPage.of(target.context.lookup(ref) as never, ref, target));
  }
  copyFormFields(lib, source, target, copier, [...placed]);
}
