import { pdfError } from './errors';

/** One part of a page selection: pages `from` to `to` (1-based, inclusive; `from > to` counts down). */
export interface PageRange {
  from: number;
  to: number;
}

const PART = /^(\d+)?\s*(-)?\s*(\d+)?$/;

/**
 * Parses a page selection such as `1-3,5,8-` for a document of `pageCount` pages: `N`, `N-M`
 * (`M < N` counts down), `N-` (to the last page), `-M` (from the first), separated by commas;
 * spaces are ignored. Errors name the file (`name`), the part and the page count.
 */
export function parsePageRanges(text: string, pageCount: number, name: string): PageRange[] {
  const parts = text.split(',').map((part) => part.trim());
  if (text.trim() === '' || parts.some((part) => part === '')) throw pdfError('badRange', { range: text.trim(), name });
  return parts.map((part) => {
    const match = PART.exec(part);
    if (!match || (match[1] === undefined && match[3] === undefined) || (match[2] === undefined && match[3] !== undefined)) {
      throw pdfError('badRange', { range: part, name });
    }
    const from = match[1] === undefined ? 1 : Number(match[1]);
    const to = match[2] === undefined ? from : match[3] === undefined ? pageCount : Number(match[3]);
    for (const page of [from, to]) {
      if (page < 1 || page > pageCount) throw pdfError('pageOutOfRange', { page, count: pageCount, name });
    }
    return { from, to };
  });
}

/** The pages of a range, in its order (1-based). */
export function rangePages({ from, to }: PageRange): number[] {
  const step = from <= to ? 1 : -1;
  return Array.from({ length: Math.abs(to - from) + 1 }, (_, index) => from + index * step);
}

/** Every page a selection names, in order, 0-based (a page named twice comes twice). */
export function selectedPageIndices(text: string, pageCount: number, name: string): number[] {
  return parsePageRanges(text, pageCount, name).flatMap((range) => rangePages(range).map((page) => page - 1));
}
