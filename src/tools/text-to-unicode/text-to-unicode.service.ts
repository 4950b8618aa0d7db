import { decodeHTMLStrict } from 'entities';

export const UNICODE_NOTATIONS = ['html-decimal', 'html-hex', 'code-point', 'es6', 'js', 'css'] as const;
export type UnicodeNotation = (typeof UNICODE_NOTATIONS)[number];

const MAX_CODE_POINT = 0x10ffff;

function isScalarValue(codePoint: number): boolean {
  return codePoint <= MAX_CODE_POINT && (codePoint < 0xd800 || codePoint > 0xdfff);
}

const hex = (value: number, width = 0) => value.toString(16).toUpperCase().padStart(width, '0');

/** One code point in a notation (`👋` = U+1F44B). */
export function encodeCodePoint(codePoint: number, notation: UnicodeNotation): string {
  switch (notation) {
    case 'html-decimal':
      return `&#${codePoint};`;
    case 'html-hex':
      return `&#x${hex(codePoint)};`;
    case 'code-point':
      return `U+${hex(codePoint, 4)}`;
    case 'es6':
      return `\\u{${hex(codePoint)}}`;
    case 'js': {
      if (codePoint <= 0xffff) return `\\u${hex(codePoint, 4)}`;
      const offset = codePoint - 0x10000;
      return `\\u${hex(0xd800 + (offset >> 10), 4)}\\u${hex(0xdc00 + (offset & 0x3ff), 4)}`;
    }
    case 'css':
      return `\\${hex(codePoint)}`;
  }
}

/**
 * Every code point of the text as a character reference, without separators (`U+` references are
 * space-separated): `it` → `&#105;&#116;`, `👋` → `&#128075;` (one reference, not two surrogate
 * halves). Whitespace-only text gives an empty result.
 */
export function textToUnicode(text: string, notation: UnicodeNotation = 'html-decimal'): string {
  if (text.trim() === '') return '';
  const parts: string[] = [];
  for (const character of text) parts.push(encodeCodePoint(character.codePointAt(0)!, notation));
  return parts.join(notation === 'code-point' ? ' ' : '');
}

export interface DecodeOptions {
  /** Also decode named HTML references ending with `;` (`&eacute;` → é). */
  namedEntities?: boolean;
  /** Also decode `U+1F44B`, `\u{1F44B}`, `\uD83D\uDC4B` and CSS `\1F44B `. */
  otherNotations?: boolean;
}

const NUMERIC_REFERENCE = String.raw`&#(?:([0-9]+)|[xX]([0-9a-fA-F]+));`;
const NAMED_REFERENCE = String.raw`&[A-Za-z][A-Za-z0-9]{1,31};`;
const OTHER_NOTATIONS = [
  String.raw`\\u\{([0-9a-fA-F]{1,6})\}`,
  String.raw`\\u([dD][89abAB][0-9a-fA-F]{2})\\u([dD][c-fC-F][0-9a-fA-F]{2})`,
  String.raw`\\u([0-9a-fA-F]{4})`,
  // One space after U+XXXX is eaten only when another U+ reference follows (the encoder's separator).
  String.raw`[uU]\+([0-9a-fA-F]{4,6})(?: (?=[uU]\+[0-9a-fA-F]{4,6}))?`,
  // CSS: up to 6 hex digits, then one optional whitespace that ends the escape.
  String.raw`\\([0-9a-fA-F]{1,6})(?:\r\n|[ \t\n\r\f])?`,
].join('|');

/** A valid code point as its character; anything else (too large, a surrogate) → undefined. */
function character(codePoint: number): string | undefined {
  return Number.isSafeInteger(codePoint) && isScalarValue(codePoint) ? String.fromCodePoint(codePoint) : undefined;
}

/**
 * Character references back to text: `&#<decimal>;` and `&#x<hex>;` (x and digits in any case)
 * become their character when they denote a valid code point (≤ 10FFFF, not a surrogate);
 * everything else is left as it is: `Price: &#8364;5` → `Price: €5`.
 */
export function unicodeToText(text: string, { namedEntities = false, otherNotations = false }: DecodeOptions = {}): string {
  if (text.trim() === '') return '';
  const alternatives = [NUMERIC_REFERENCE, ...(namedEntities ? [NAMED_REFERENCE] : []), ...(otherNotations ? [OTHER_NOTATIONS] : [])];
  const pattern = new RegExp(alternatives.map((alternative) => `(?:${alternative})`).join('|'), 'g');
  return text.replace(pattern, (match: string, ...groups: unknown[]) => {
    const [decimal, hexDigits, es6, high, low, utf16, codePoint, css] = groups as (string | undefined)[];
    if (decimal !== undefined) return character(Number(decimal)) ?? match;
    if (hexDigits !== undefined) return character(hexDigits.length > 8 ? Number.POSITIVE_INFINITY : Number.parseInt(hexDigits, 16)) ?? match;
    if (match.startsWith('&')) {
      const decoded = decodeHTMLStrict(match);
      return decoded === match ? match : decoded;
    }
    if (high !== undefined && low !== undefined) return String.fromCharCode(Number.parseInt(high, 16), Number.parseInt(low, 16));
    const digits = es6 ?? utf16 ?? codePoint ?? css;
    if (digits === undefined) return match;
    return character(Number.parseInt(digits, 16)) ?? match;
  });
}

export type CharacterRow = {
  character: string;
  codePoint: string;
  decimal: number;
  utf8: string;
};

/** One row per code point (at most `limit`): the character, U+XXXX, decimal and its UTF-8 bytes. */
export function characterTable(text: string, limit = 500): CharacterRow[] {
  const encoder = new TextEncoder();
  const rows: CharacterRow[] = [];
  for (const char of text) {
    if (rows.length >= limit) break;
    const value = char.codePointAt(0)!;
    const bytes = isScalarValue(value) ? [...encoder.encode(char)].map((byte) => hex(byte, 2)).join(' ') : '';
    rows.push({
      character: char,
      codePoint: `U+${hex(value, 4)}`,
      decimal: value,
      utf8: bytes,
    });
  }
  return rows;
}
