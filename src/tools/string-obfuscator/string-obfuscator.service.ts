import { countGraphemes, forEachGrapheme } from '../../lib/graphemes/graphemes';

export interface ObfuscateOptions {
  /** Graphemes kept at the start (integer ≥ 0). */
  keepFirst: number;
  /** Graphemes kept at the end (integer ≥ 0). */
  keepLast: number;
  /** Whitespace graphemes (space, tab, line break) are kept wherever they are. */
  keepSpace: boolean;
  /** One grapheme; anything else falls back to "*". */
  replacement: string;
}

export const DEFAULT_STRING = 'Lorem ipsum dolor sit amet';
export const DEFAULT_REPLACEMENT = '*';

const WHITESPACE_ONLY = /^\s+$/;

/** True when the value is exactly one user-perceived character ("*", "🔒", "é"). */
export function isSingleGrapheme(value: string): boolean {
  return value !== '' && countGraphemes(value) === 1;
}

/** A count from a number field: empty, negative or not a number counts as 0; decimals are dropped. */
export function keepCount(value: number | string): number {
  const number = typeof value === 'number' ? value : value.trim() === '' ? 0 : Number(value);
  return Number.isFinite(number) && number > 0 ? Math.floor(number) : 0;
}

/**
 * Masks the middle of a text, grapheme by grapheme: position i (from 0) among N is kept when it is
 * whitespace and spaces are kept, or when i < keepFirst or i ≥ N − keepLast; every other grapheme
 * becomes the replacement. Whitespace still counts as a position. Linear time.
 */
export function obfuscateString(text: string, options: ObfuscateOptions): string {
  if (text === '') return '';
  const keepFirst = keepCount(options.keepFirst);
  const keepLast = keepCount(options.keepLast);
  const replacement = isSingleGrapheme(options.replacement) ? options.replacement : DEFAULT_REPLACEMENT;
  const total = countGraphemes(text);
  if (keepFirst + keepLast >= total) return text;
  const parts: string[] = [];
  let position = 0;
  let runStart = 0;
  // Kept graphemes are copied in runs (one slice per run), masked ones appended one by one.
  forEachGrapheme(text, (start, end) => {
    const index = position;
    position += 1;
    const kept = index < keepFirst || index >= total - keepLast || (options.keepSpace && WHITESPACE_ONLY.test(text.slice(start, end)));
    if (kept) return;
    if (runStart < start) parts.push(text.slice(runStart, start));
    parts.push(replacement);
    runStart = end;
  });
  if (runStart < text.length) parts.push(text.slice(runStart));
  return parts.join('');
}
