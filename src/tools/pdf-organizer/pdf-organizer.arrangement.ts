/**
 * The new document as a list: `3,1,2r90,blank,2` — pages of the input in the new order (a page may
 * come twice, a page left out is deleted), ranges such as `1-10` or `5-3` for runs of pages, a
 * rotation suffix `r90`, `r180` or `r270` (clockwise, added to the page's own) and `blank` for an
 * inserted blank page. Light code: the screen and the operation share it.
 */
import { ToolInputError } from '../../lib/errors';
import { parsePageRanges, rangePages } from '../../engine/pdf/page-ranges';
import { PDF_PAGE_LIMIT } from '../../engine/pdf/document';

export const TURNS = [0, 90, 180, 270] as const;
export type Turn = (typeof TURNS)[number];

/** One page of the new document: page `page` of the input (1-based) or a blank page, turned by `rotate` more degrees clockwise. */
export interface ArrangedPage {
  page: number | 'blank';
  rotate: Turn;
}

/** More pages than this in the new document are refused (the same limit as for an input). */
export const OUTPUT_PAGE_LIMIT = PDF_PAGE_LIMIT;

const ITEM = /^(.*?)(?:r(\d+))?$/;

/** Parses a list for a document of `pageCount` pages; errors name the file (`name`) and the faulty item. */
export function parseArrangement(text: string, pageCount: number, name: string): ArrangedPage[] {
  if (text.trim() === '') throw new ToolInputError('errors.noPagesGiven', { params: { name } });
  const arranged: ArrangedPage[] = [];
  for (const raw of text.split(',')) {
    const item = raw.trim().toLowerCase().replace(/\s+/g, '');
    if (item === '') throw new ToolInputError('errors.emptyItem', { params: { pages: text.trim(), name } });
    const match = ITEM.exec(item)!;
    const body = match[1]!;
    const turn = match[2] === undefined ? 0 : Number(match[2]);
    if (!(TURNS as readonly number[]).includes(turn) || match[2] === '0') throw new ToolInputError('errors.badRotation', { params: { item: raw.trim(), name } });
    const rotate = turn as Turn;
    if (body === 'blank') arranged.push({ page: 'blank', rotate });
    else if (/^[\d-]+$/.test(body)) {
      for (const range of parsePageRanges(body, pageCount, name)) for (const page of rangePages(range)) arranged.push({ page, rotate });
    } else throw new ToolInputError('errors.badItem', { params: { item: raw.trim(), name } });
    if (arranged.length > OUTPUT_PAGE_LIMIT) throw new ToolInputError('errors.tooManyOutputPages', { params: { limit: OUTPUT_PAGE_LIMIT, name } });
  }
  return arranged;
}

/** The list of an arrangement, runs of three or more following pages (same rotation) written as ranges: `1-10,blank,12r90`. */
export function formatArrangement(arranged: readonly ArrangedPage[]): string {
  const parts: string[] = [];
  const suffix = (rotate: Turn) => (rotate === 0 ? '' : `r${rotate}`);
  for (let start = 0; start < arranged.length;) {
    const first = arranged[start]!;
    if (first.page === 'blank') {
      parts.push(`blank${suffix(first.rotate)}`);
      start++;
      continue;
    }
    let end = start;
    while (end + 1 < arranged.length) {
      const next = arranged[end + 1]!;
      if (next.page !== (arranged[end]!.page as number) + 1 || next.rotate !== first.rotate) break;
      end++;
    }
    if (end - start >= 2) {
      parts.push(`${first.page}-${arranged[end]!.page as number}${suffix(first.rotate)}`);
      start = end + 1;
    } else {
      parts.push(`${first.page}${suffix(first.rotate)}`);
      start++;
    }
  }
  return parts.join(',');
}

/** The arrangement that keeps a document as it is: `1-N`. */
export function identityArrangement(pageCount: number): ArrangedPage[] {
  return Array.from({ length: pageCount }, (_, index) => ({ page: index + 1, rotate: 0 }));
}

/** Quarter turns: `turn(90, 270)` → 0. */
export function addTurns(a: number, b: number): Turn {
  return ((((Math.round((a + b) / 90) * 90) % 360) + 360) % 360) as Turn;
}
