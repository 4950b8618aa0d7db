/**
 * What detection knows about a paste, computed in one pass over its first 64 KB (never the whole
 * of a large paste): length, lines, Shannon entropy, which character classes occur, and the
 * encodings every character fits (Base64, hex, digits…) that declarative checks test against.
 */

/** Detection reads at most this many characters of a paste. */
export const SAMPLE_CHARS = 64 * 1024;

/** Character sets a whole (trimmed) sample can fit, for `pre.charset`. */
export type DetectCharset = 'base64' | 'base64url' | 'hex' | 'digits' | 'binary' | 'ascii' | 'printable';

export interface SampleStats {
  /** Characters in the sample (trimmed, at most SAMPLE_CHARS). */
  length: number;
  /** Lines in the sample (1 for a text without a line break). */
  lines: number;
  /** Shannon entropy in bits per character (0 for an empty sample). */
  entropy: number;
  /** Share of characters that are printable (not control characters other than tab and line breaks). */
  printableRatio: number;
  /** Which kinds of character occur. */
  has: { lower: boolean; upper: boolean; digit: boolean; space: boolean; lineBreak: boolean; punctuation: boolean; nonAscii: boolean; control: boolean };
  /** The character sets every character of the sample belongs to (whitespace allowed in all but 'digits'). */
  fits: Record<DetectCharset, boolean>;
}

export interface DetectSample {
  /** The first SAMPLE_CHARS characters, trimmed at both ends. */
  text: string;
  /** The whole paste's length in characters (untrimmed). */
  totalLength: number;
  /** True when the paste is longer than the sample. */
  truncated: boolean;
  stats: SampleStats;
}

const LOWER = 1;
const UPPER = 2;
const DIGIT = 4;
const SPACE = 8;
const LINE_BREAK = 16;
const PLUS_SLASH = 32; // Base64's two extra characters
const DASH_UNDERSCORE = 64; // Base64url's two extra characters
const EQUALS = 128;
const HEX_LETTER = 256;
const OTHER_PUNCTUATION = 512;
const CONTROL = 1024;

/** The class bits of each ASCII code. */
const ASCII_CLASS = new Uint16Array(128);
for (let code = 0; code < 128; code++) {
  const char = String.fromCharCode(code);
  let bits = 0;
  if (code >= 97 && code <= 122) bits |= LOWER | (code <= 102 ? HEX_LETTER : 0);
  else if (code >= 65 && code <= 90) bits |= UPPER | (code <= 70 ? HEX_LETTER : 0);
  else if (code >= 48 && code <= 57) bits |= DIGIT;
  else if (char === ' ' || char === '\t') bits |= SPACE;
  else if (char === '\n' || char === '\r') bits |= LINE_BREAK;
  else if (char === '+' || char === '/') bits |= PLUS_SLASH;
  else if (char === '-' || char === '_') bits |= DASH_UNDERSCORE;
  else if (char === '=') bits |= EQUALS;
  else if (code < 32 || code === 127) bits |= CONTROL;
  else bits |= OTHER_PUNCTUATION;
  ASCII_CLASS[code] = bits;
}

const WHITESPACE = SPACE | LINE_BREAK;
const HEX = DIGIT | HEX_LETTER;

/** Takes the sample of a paste and computes its statistics (one pass, at most 64 KB). */
export function takeSample(paste: string): DetectSample {
  const head = paste.length > SAMPLE_CHARS ? paste.slice(0, SAMPLE_CHARS) : paste;
  const text = head.trim();
  let seen = 0;
  let nonAscii = false;
  let lines = text.length === 0 ? 0 : 1;
  let printable = 0;
  // Letters of the same case outside the hex range rule hex out; all class bits are or-ed.
  let outsideHex = false;
  let outsideDigits = false;
  let outsideBinary = false;
  const counts = new Map<number, number>();
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    counts.set(code, (counts.get(code) ?? 0) + 1);
    if (code >= 128) {
      nonAscii = true;
      outsideHex = outsideDigits = outsideBinary = true;
      printable++;
      continue;
    }
    const bits = ASCII_CLASS[code]!;
    seen |= bits;
    if (code === 10) lines++;
    if (!(bits & CONTROL)) printable++;
    if (!(bits & (HEX | WHITESPACE))) outsideHex = true;
    if (!(bits & DIGIT)) outsideDigits = true;
    if (code !== 48 && code !== 49 && !(bits & WHITESPACE)) outsideBinary = true;
  }
  let entropy = 0;
  for (const count of counts.values()) {
    const p = count / text.length;
    entropy -= p * Math.log2(p);
  }
  const alphanumeric = LOWER | UPPER | DIGIT | HEX_LETTER;
  const only = (allowed: number) => !nonAscii && (seen & ~allowed) === 0;
  return {
    text,
    totalLength: paste.length,
    truncated: paste.length > SAMPLE_CHARS,
    stats: {
      length: text.length,
      lines,
      entropy,
      printableRatio: text.length === 0 ? 1 : printable / text.length,
      has: {
        lower: (seen & LOWER) !== 0,
        upper: (seen & UPPER) !== 0,
        digit: (seen & DIGIT) !== 0,
        space: (seen & SPACE) !== 0,
        lineBreak: (seen & LINE_BREAK) !== 0,
        punctuation: (seen & (PLUS_SLASH | DASH_UNDERSCORE | EQUALS | OTHER_PUNCTUATION)) !== 0,
        nonAscii,
        control: (seen & CONTROL) !== 0,
      },
      fits: {
        base64: text.length > 0 && only(alphanumeric | PLUS_SLASH | EQUALS | WHITESPACE),
        base64url: text.length > 0 && only(alphanumeric | DASH_UNDERSCORE | EQUALS),
        hex: text.length > 0 && !outsideHex,
        digits: text.length > 0 && !outsideDigits,
        binary: text.length > 0 && !outsideBinary,
        ascii: !nonAscii,
        printable: (seen & CONTROL) === 0,
      },
    },
  };
}
