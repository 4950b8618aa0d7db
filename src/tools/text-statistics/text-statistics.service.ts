import { countGraphemes } from '../../lib/graphemes/graphemes';

export interface TextStatistics {
  /** User-perceived characters (grapheme clusters): an emoji, "é" or CR LF counts 1. */
  characters: number;
  /** Maximal runs of non-whitespace characters. */
  words: number;
  /** 0 for an empty text, else line breaks (CR LF, LF or CR) + 1. */
  lines: number;
  /** Length of the UTF-8 encoding (a lone surrogate becomes U+FFFD, 3 bytes, as TextEncoder does). */
  bytes: number;
  /** Distinct words, lower-cased, leading and trailing punctuation removed, empty ones dropped. */
  uniqueWords: number;
  /** Groups of consecutive lines holding at least one non-whitespace character. */
  paragraphs: number;
}

/** The characters JavaScript's `\s` matches (Unicode White_Space, line terminators and BOM). */
export function isWhitespace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

const EDGE_PUNCTUATION = /^\p{P}+|\p{P}+$/gu;
const PLAIN_EDGE = /[0-9A-Za-z]/;

/** A word as counted for uniqueness: lower case, without leading or trailing punctuation. */
export function normaliseWord(word: string): string {
  const lower = word.toLowerCase();
  // Most words start and end with a plain letter or digit: skip the regular expression then.
  if (PLAIN_EDGE.test(lower.charAt(0)) && PLAIN_EDGE.test(lower.charAt(lower.length - 1))) return lower;
  return lower.replace(EDGE_PUNCTUATION, '');
}

/** Every counter in one pass over the text (plus the grapheme count). Linear time. */
export function computeTextStatistics(text: string): TextStatistics {
  const length = text.length;
  let words = 0;
  let lines = length === 0 ? 0 : 1;
  let bytes = 0;
  let paragraphs = 0;
  let wordStart = -1;
  let lineHasContent = false;
  let previousLineHasContent = false;
  const unique = new Set<string>();

  const endWord = (end: number) => {
    const normalised = normaliseWord(text.slice(wordStart, end));
    if (normalised !== '') unique.add(normalised);
    wordStart = -1;
  };
  const endLine = () => {
    if (lineHasContent && !previousLineHasContent) paragraphs += 1;
    previousLineHasContent = lineHasContent;
    lineHasContent = false;
  };

  for (let index = 0; index < length; index += 1) {
    const code = text.charCodeAt(index);
    // UTF-8 length.
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && index + 1 < length && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00) bytes += 4;
    else if (code >= 0xdc00 && code <= 0xdfff && index > 0 && (text.charCodeAt(index - 1) & 0xfc00) === 0xd800) bytes += 0;
    else bytes += 3;

    if (isWhitespace(code)) {
      if (wordStart !== -1) endWord(index);
      if (code === 0x0a || code === 0x0d) {
        // CR LF is one break: the LF of a pair ends nothing more.
        if (!(code === 0x0a && index > 0 && text.charCodeAt(index - 1) === 0x0d)) {
          lines += 1;
          endLine();
        }
      }
    } else {
      if (wordStart === -1) {
        wordStart = index;
        words += 1;
      }
      lineHasContent = true;
    }
  }
  if (wordStart !== -1) endWord(length);
  if (length > 0) endLine();

  return { characters: countGraphemes(text), words, lines, bytes, uniqueWords: unique.size, paragraphs };
}

export const BYTE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;
export type ByteUnit = (typeof BYTE_UNITS)[number];

/**
 * The largest unit (1 KB = 1024 bytes) whose value is at least 1, chosen by integer comparison
 * (no logarithm, so exact powers never fall one unit short), and the value rounded to at most 2
 * decimals.
 */
export function byteSize(bytes: number): { value: number; unit: ByteUnit } {
  let unitIndex = 0;
  let divisor = 1;
  while (unitIndex < BYTE_UNITS.length - 1 && bytes >= divisor * 1024) {
    divisor *= 1024;
    unitIndex += 1;
  }
  return { value: Math.round((bytes / divisor) * 100) / 100, unit: BYTE_UNITS[unitIndex] as ByteUnit };
}

/** English form: "0 Bytes", "11 Bytes", "1 KB", "1.95 KB" (trailing zeros dropped). */
export function formatByteSize(bytes: number): string {
  const { value, unit } = byteSize(bytes);
  return `${value} ${unit}`;
}
