import type { PDFDocument, PDFObject, PDFRef } from '@cantoo/pdf-lib';
import type { FileValue } from '../values';
import { openAes256, type Aes256Opening } from './aes-256';
import { pdfError } from './errors';

/** More pages than this and a tool refuses the file with a clear message (memory and time grow with each page). */
export const PDF_PAGE_LIMIT = 2000;

/** pdf-lib, loaded on first use (about 600 KB). */
export const pdfLib = () => import('@cantoo/pdf-lib');

export interface OpenPdfOptions {
  /** The user or owner password of an encrypted file; empty or absent: none. */
  password?: string;
  /** Refuse files with more pages than this (default PDF_PAGE_LIMIT). */
  pageLimit?: number;
}

export interface OpenedPdf {
  doc: PDFDocument;
  /** Whether the file was encrypted (it is decrypted in `doc`; saving writes it without encryption). */
  encrypted: boolean;
}

/** Where the `%PDF-` header may start: readers accept up to 1,024 bytes of junk before it. */
const HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d];

export function hasPdfHeader(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length - HEADER.length, 1024);
  for (let start = 0; start <= end; start++) {
    if (HEADER.every((byte, index) => bytes[start + index] === byte)) return true;
  }
  return false;
}

/**
 * Opens a PDF with pdf-lib, with the shared messages naming the file: empty, not a PDF, damaged or
 * truncated, encrypted without its password (or with a wrong one), too many pages. An encrypted file
 * whose user password is empty (owner restrictions only) opens without one.
 */
export async function openPdf(file: Pick<FileValue, 'name' | 'bytes'>, { password = '', pageLimit = PDF_PAGE_LIMIT }: OpenPdfOptions = {}): Promise<OpenedPdf> {
  const { name, bytes } = file;
  if (bytes.length === 0) throw pdfError('empty', { name });
  if (!hasPdfHeader(bytes)) throw pdfError('notPdf', { name });
  const lib = await pdfLib();
  const wrongPassword = () => pdfError(password === '' ? 'passwordNeeded' : 'wrongPassword', { name });
  let doc: PDFDocument;
  try {
    doc = await lib.PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
  } catch (error) {
    throw pdfError('damaged', { name }, detailOf(error));
  }
  const encrypted = doc.isEncrypted;
  if (encrypted) {
    // Parsed again, decrypting: AES-256 through ours (aes-256.ts), older handlers through pdf-lib's
    // own path. The password is always tried (empty by default): a file with owner restrictions only opens.
    let opening: Aes256Opening;
    try {
      opening = await openAes256(lib, bytes, doc.context, password);
      if (opening === 'notAes256') opening = { doc: await lib.PDFDocument.load(bytes, { updateMetadata: false, password }) };
    } catch (error) {
      if (error instanceof Error && /password/i.test(error.message)) throw wrongPassword();
      throw pdfError('damaged', { name }, detailOf(error));
    }
    if (opening === 'wrongPassword') throw wrongPassword();
    doc = opening.doc;
  }
  if (encrypted && !doc.context.trailerInfo.Info) await recoverInfo(doc, bytes);
  const pages = countPages(doc, name);
  if (pages > pageLimit) throw pdfError('tooManyPages', { name, pages, limit: pageLimit });
  return { doc, encrypted };
}

/**
 * The trailer's `/Info` of an encrypted file whose trailer is a cross-reference stream: pdf-lib
 * decrypts that stream's object too (the standard leaves it unencrypted), cannot read it, and
 * loses `/Info` — the title, author and dates would vanish from pdf-info and from an unlocked file.
 * The reference is read from the last cross-reference section's dictionary, which is plain text.
 */
async function recoverInfo(doc: PDFDocument, bytes: Uint8Array): Promise<void> {
  const tail = new TextDecoder('latin1').decode(bytes.subarray(Math.max(0, bytes.length - 64)));
  const start = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail)?.[1] ?? NaN);
  if (!Number.isInteger(start) || start >= bytes.length) return;
  // The section's dictionary comes before its stream data (or is the classic trailer): 4 KB is plenty.
  const section = new TextDecoder('latin1').decode(bytes.subarray(start, Math.min(bytes.length, start + 4096)));
  const end = section.search(/\bstream\b|startxref/);
  const dictionary = end === -1 ? section : section.slice(0, end);
  const match = /\/Info\s+(\d+)\s+(\d+)\s+R\b/.exec(dictionary);
  if (!match) return;
  const { PDFDict, PDFRef } = await pdfLib();
  const ref = PDFRef.of(Number(match[1]), Number(match[2]));
  if (doc.context.lookup(ref) instanceof PDFDict) doc.context.trailerInfo.Info = ref;
}

function countPages(doc: PDFDocument, name: string): number {
  let pages: number;
  try {
    pages = doc.getPageCount();
  } catch (error) {
    throw pdfError('damaged', { name }, detailOf(error));
  }
  if (pages === 0) throw pdfError('damaged', { name }, 'no pages');
  return pages;
}

const detailOf = (error: unknown) => (error instanceof Error ? error.message.slice(0, 200) : String(error));

/**
 * Deletes the objects nothing refers to from the trailer (`Root`, `Info`): what a loaded file's
 * old cross-reference streams, encryption dictionary, replaced pages and fonts left behind. Returns
 * how many were deleted.
 */
export async function removeUnusedObjects(doc: PDFDocument): Promise<number> {
  const { PDFArray, PDFDict, PDFRef, PDFStream } = await pdfLib();
  const { context } = doc;
  const reached = new Set<PDFRef>();
  const stack: PDFObject[] = [context.trailerInfo.Root, context.trailerInfo.Info].filter((object): object is PDFObject => object !== undefined);
  while (stack.length > 0) {
    const object = stack.pop()!;
    if (object instanceof PDFRef) {
      if (reached.has(object)) continue;
      reached.add(object);
      const target = context.lookup(object);
      if (target) stack.push(target);
    } else if (object instanceof PDFDict) {
      for (const [, value] of object.entries()) stack.push(value);
    } else if (object instanceof PDFArray) {
      stack.push(...object.asArray());
    } else if (object instanceof PDFStream) {
      stack.push(object.dict);
    }
  }
  let deleted = 0;
  for (const [ref] of context.enumerateIndirectObjects()) {
    if (!reached.has(ref)) {
      context.delete(ref);
      deleted++;
    }
  }
  return deleted;
}

/**
 * The PDF/A conformance the document declares in its XMP metadata (ISO 19005: `pdfaid:part` and
 * `pdfaid:conformance`, as elements or attributes), e.g. "PDF/A-2b" or "PDF/A-4"; undefined when it
 * declares none. A declaration, not a check of the file against the standard.
 */
export async function declaredPdfA(doc: PDFDocument): Promise<string | undefined> {
  const { PDFName, PDFRawStream, PDFStream, decodePDFRawStream } = await pdfLib();
  const stream = doc.catalog.lookup(PDFName.of('Metadata'));
  if (!(stream instanceof PDFStream)) return undefined;
  let xml: string;
  try {
    xml = new TextDecoder().decode(stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : stream.getContents());
  } catch {
    return undefined;
  }
  const part = /<pdfaid:part>\s*(\d+)\s*</.exec(xml) ?? /\bpdfaid:part\s*=\s*["'](\d+)["']/.exec(xml);
  if (!part) return undefined;
  const level = /<pdfaid:conformance>\s*([A-Za-z])\s*</.exec(xml) ?? /\bpdfaid:conformance\s*=\s*["']([A-Za-z])["']/.exec(xml);
  return `PDF/A-${part[1]}${level ? level[1]!.toLowerCase() : ''}`;
}

/** `name` ending in `.pdf`: its own extension replaced (photo.jpg → photo.pdf). */
export function pdfName(name: string): string {
  return /\.pdf$/i.test(name) ? name : `${name.replace(/\.[^./]*$/, '')}.pdf`;
}

/** A PDF file value: `name` with `.pdf` (the input's name, or another). */
export function pdfFileValue(name: string, bytes: Uint8Array): FileValue {
  return { name: pdfName(name), type: 'application/pdf', bytes };
}
