/**
 * A PDF's text, page by page, as PDFium reads it (its reading order), as plain text or as
 * "Markdown-ish" paragraphs; pages without any text (scans) are named in a warning.
 */
import type { OperationContext } from '../../engine/operation';
import { hasPdfHeader, PDF_PAGE_LIMIT } from '../../engine/pdf/document';
import { pdfError } from '../../engine/pdf/errors';
import { selectedPageIndices } from '../../engine/pdf/page-ranges';
import { withPdfium } from '../../engine/pdf/pdfium';
import type { FileValue } from '../../engine/values';

export const TEXT_FORMATS = ['text', 'markdown'] as const;
export type TextFormat = (typeof TEXT_FORMATS)[number];

export interface ExtractOptions {
  /** "--- Page 3 ---" before each page's text. */
  pageMarkers: boolean;
  format: TextFormat;
  /** A page selection such as `1-3,5,8-`; empty: every page. */
  pages: string;
  password: string;
}

/** The marker line before a page's text. */
export const pageMarker = (page: number) => `--- Page ${page} ---`;

/**
 * PDFium's text made plain: lines end with \n (it gives \r\n), no NUL, its end-of-line hyphen
 * marker (U+0002) as a hyphen, no spaces at the ends of lines.
 */
export function normaliseText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replaceAll('\u0002', '-')
    .replaceAll('\u0000', '')
    .replace(/[\ufffe\uffff]/g, '')
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+$/, ''))
    .join('\n')
    .replace(/^\n+|\n+$/g, '');
}

const BULLET = /^[•◦▪▫●○■□‣⁃∙·*–—-]\s+/;
const NUMBERED = /^\(?\d{1,3}[.)]\s+/;
const SENTENCE_END = /[.!?:;…]["'”’»)\]]*$/;
const HYPHENATED = /\p{L}-$/u;
const STARTS_LOWER = /^\p{Ll}/u;

/**
 * A page's lines as paragraphs ("Markdown-ish"): lines are joined with a space into paragraphs, a
 * blank line between paragraphs. A paragraph ends at a blank line, or after a line that ends a
 * sentence (. ! ? : ;) and is shorter than the page's longest lines (a paragraph's last line), or after
 * a line less than half as long as the longest (a heading, a short last line). A word
 * hyphenated at a line's end is joined again (`exam-` + `ple` → `example`) when the next line goes
 * on in lower case. Bulleted lines (•, -, *, –) become `- ` list items and numbered ones stay, one
 * item a line (an item goes on on the next line only when its line is as long as the longest).
 */
export function toParagraphs(text: string): string {
  const lines = text.split('\n').map((line) => line.replace(/\s+/g, ' ').trim());
  const longest = Math.max(0, ...lines.map((line) => line.length));
  const blocks: { text: string; item: boolean }[] = [];
  let current: { text: string; item: boolean } | undefined;
  let open = false;
  for (const line of lines) {
    if (line === '') {
      open = false;
      continue;
    }
    const bullet = BULLET.exec(line);
    const item = bullet !== null || NUMBERED.test(line);
    const content = bullet ? `- ${line.slice(bullet[0].length)}` : line;
    if (!open || item || !current) {
      current = { text: content, item };
      blocks.push(current);
    } else if (HYPHENATED.test(current.text) && STARTS_LOWER.test(content)) {
      current.text = current.text.slice(0, -1) + content;
    } else {
      current.text += ` ${content}`;
    }
    const long = line.length >= longest * 0.85;
    const short = line.length < longest * 0.5;
    open = current.item ? long : !short && (long || !SENTENCE_END.test(line));
  }
  return blocks.map((block, index) => (index === 0 ? '' : block.item && blocks[index - 1]!.item ? '\n' : '\n\n') + block.text).join('');
}

/**
 * Joins the pages' texts. Plain text: pages separated by a form feed (U+000C, the page break of
 * plain text) after a line break; Markdown-ish: by a blank line, pages without text left out. With
 * markers, each page starts with its marker line (then a blank line in Markdown-ish), pages separated
 * by a blank line.
 */
export function joinPages(pages: readonly { page: number; text: string }[], { format, pageMarkers }: Pick<ExtractOptions, 'format' | 'pageMarkers'>): string {
  const markdown = format === 'markdown';
  const texts = pages.map(({ page, text }) => {
    const body = markdown ? toParagraphs(text) : text;
    if (!pageMarkers) return body;
    return body === '' ? pageMarker(page) : `${pageMarker(page)}\n${markdown ? '\n' : ''}${body}`;
  });
  if (pageMarkers) return texts.join('\n\n');
  return markdown ? texts.filter((text) => text !== '').join('\n\n') : texts.join('\n\f');
}

/** Page numbers as a short list: `2, 5–7, 9`. */
export function pageList(pages: readonly number[]): string {
  const parts: string[] = [];
  for (let index = 0; index < pages.length; index++) {
    let end = index;
    while (end + 1 < pages.length && pages[end + 1] === pages[end]! + 1) end++;
    parts.push(end > index + 1 ? `${pages[index]}–${pages[end]}` : end === index + 1 ? `${pages[index]}, ${pages[end]}` : `${pages[index]}`);
    index = end;
  }
  return parts.join(', ');
}

/** The data of the "no text layer" warning: the pages (1-based) and their list in words. */
export interface NoTextWarningData {
  pages: number[];
  list: string;
  count: number;
  name: string;
}

/** The selected pages' text (see `joinPages`); a warning names the pages that have none (scans or blank pages). */
export async function extractText(file: FileValue, options: ExtractOptions, context?: Pick<OperationContext, 'progress' | 'warn' | 'signal'>): Promise<string> {
  if (file.bytes.length === 0) throw pdfError('empty', { name: file.name });
  if (!hasPdfHeader(file.bytes)) throw pdfError('notPdf', { name: file.name });
  const pages = await withPdfium(file, options.password, (doc) => {
    if (doc.pageCount > PDF_PAGE_LIMIT) throw pdfError('tooManyPages', { name: file.name, pages: doc.pageCount, limit: PDF_PAGE_LIMIT });
    if (doc.pageCount === 0) throw pdfError('damaged', { name: file.name }, 'no pages');
    const indices = options.pages.trim() === '' ? Array.from({ length: doc.pageCount }, (_, index) => index) : selectedPageIndices(options.pages, doc.pageCount, file.name);
    return indices.map((index, done) => {
      if (done % 10 === 0) context?.progress?.(done, indices.length);
      return { page: index + 1, text: normaliseText(doc.text(index)) };
    });
  });
  context?.progress?.(pages.length, pages.length);
  const empty = [...new Set(pages.filter(({ text }) => text.trim() === '').map(({ page }) => page))];
  if (empty.length > 0) {
    const data: NoTextWarningData = { pages: empty, list: pageList(empty), count: empty.length, name: file.name };
    context?.warn?.({
      key: 'noTextLayer',
      message: `${empty.length === 1 ? 'Page' : 'Pages'} ${data.list} of ${file.name} ${empty.length === 1 ? 'has' : 'have'} no text layer (a scan or a blank page): read ${empty.length === 1 ? 'it' : 'them'} with OCR (ocr-image) after pdf-to-images.`,
      data,
    });
  }
  return joinPages(pages, options);
}
