/**
 * What each symbology accepts, checked before anything is drawn (light: the screen checks as the
 * person types, the service checks again): the characters it can hold, the lengths of the GS1
 * numbers (EAN-13, EAN-8, UPC-A, UPC-E, ITF-14) with their check digit computed when it is left out
 * and verified when it is given.
 */
import { ToolInputError } from '../../lib/errors';

export const SYMBOLOGIES = ['code128', 'ean13', 'ean8', 'upca', 'upce', 'code39', 'itf14', 'interleaved2of5', 'datamatrix', 'pdf417'] as const;
export type Symbology = (typeof SYMBOLOGIES)[number];

/** The files a barcode is written as. */
export const BARCODE_FORMATS = ['svg', 'png'] as const;
export type BarcodeFormat = (typeof BARCODE_FORMATS)[number];

/** The names people know them by (not translated: they are the standards' names). */
export const SYMBOLOGY_NAMES: Record<Symbology, string> = {
  code128: 'Code 128',
  ean13: 'EAN-13',
  ean8: 'EAN-8',
  upca: 'UPC-A',
  upce: 'UPC-E',
  code39: 'Code 39',
  itf14: 'ITF-14',
  interleaved2of5: 'Interleaved 2 of 5 (ITF)',
  datamatrix: 'Data Matrix',
  pdf417: 'PDF417',
};

/** Two-dimensional symbols: no human-readable line, no bar height. */
export const MATRIX_SYMBOLOGIES: readonly Symbology[] = ['datamatrix', 'pdf417'];

/** The GS1 numbers: their length without the check digit. */
const GS1_LENGTHS: Partial<Record<Symbology, number>> = { ean13: 12, ean8: 7, upca: 11, upce: 7, itf14: 13 };

export interface CheckedText {
  /** What is encoded (a GS1 number with its check digit). */
  text: string;
  /** A GS1 number's check digit: computed (it was left out) or verified (it was given). */
  checkDigit?: { digit: string; computed: boolean };
}

/** The GS1 modulo-10 check digit of `digits` (weights 3, 1, 3… from the right). */
export function gs1CheckDigit(digits: string): string {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    const fromRight = digits.length - index;
    sum += Number(digits[index]) * (fromRight % 2 === 1 ? 3 : 1);
  }
  return String((10 - (sum % 10)) % 10);
}

/** UPC-E's number system digit and six digits, as the UPC-A number they stand for (its check digit is UPC-E's). */
export function expandUpce(sevenDigits: string): string {
  const system = sevenDigits[0]!;
  const [d1, d2, d3, d4, d5, d6] = sevenDigits.slice(1);
  switch (d6) {
    case '0':
    case '1':
    case '2':
      return `${system}${d1}${d2}${d6}0000${d3}${d4}${d5}`;
    case '3':
      return `${system}${d1}${d2}${d3}00000${d4}${d5}`;
    case '4':
      return `${system}${d1}${d2}${d3}${d4}00000${d5}`;
    default:
      return `${system}${d1}${d2}${d3}${d4}${d5}0000${d6}`;
  }
}

const CODE39 = /^[0-9A-Z .$/+%-]$/;

function firstBad(text: string, ok: (char: string) => boolean): { char: string; position: number } | undefined {
  let position = 0;
  for (const char of text) {
    position++;
    if (!ok(char)) return { char, position };
  }
  return undefined;
}

/**
 * `text` checked for `symbology`: what to encode, or a ToolInputError saying what is wrong (which
 * character, which length, which check digit is expected).
 */
export function checkBarcodeText(symbology: Symbology, raw: string): CheckedText {
  const name = SYMBOLOGY_NAMES[symbology];
  const gs1Length = GS1_LENGTHS[symbology];
  // Numbers are often written with spaces or dashes between groups: they are left out.
  const text = gs1Length !== undefined || symbology === 'interleaved2of5' ? raw.replace(/[\s-]/g, '') : raw;
  if (text === '') throw new ToolInputError('errors.empty');

  if (gs1Length !== undefined || symbology === 'interleaved2of5') {
    const bad = firstBad(text, (char) => char >= '0' && char <= '9');
    if (bad) throw new ToolInputError('errors.digitsOnly', { params: { symbology: name, ...bad } });
  }

  if (gs1Length !== undefined) {
    if (text.length !== gs1Length && text.length !== gs1Length + 1) {
      throw new ToolInputError('errors.length', { params: { symbology: name, without: gs1Length, with: gs1Length + 1, count: text.length } });
    }
    if (symbology === 'upce' && text[0] !== '0' && text[0] !== '1') throw new ToolInputError('errors.upceSystem');
    const body = text.slice(0, gs1Length);
    const expected = gs1CheckDigit(symbology === 'upce' ? expandUpce(body) : body);
    if (text.length === gs1Length) return { text: body + expected, checkDigit: { digit: expected, computed: true } };
    const given = text[gs1Length]!;
    if (given !== expected) throw new ToolInputError('errors.checkDigit', { params: { expected, given, number: body + expected } });
    return { text, checkDigit: { digit: given, computed: false } };
  }

  switch (symbology) {
    case 'interleaved2of5':
      if (text.length % 2 === 1) throw new ToolInputError('errors.itfEven', { params: { count: text.length } });
      return { text };
    case 'code39': {
      const bad = firstBad(text, (char) => CODE39.test(char));
      if (bad) throw new ToolInputError(/^[a-z]$/.test(bad.char) ? 'errors.code39Lowercase' : 'errors.code39Char', { params: bad });
      return { text };
    }
    case 'code128': {
      // Code 128 holds ASCII, and Latin-1 through its FNC4 shift.
      const bad = firstBad(text, (char) => char.codePointAt(0)! <= 0xff);
      if (bad) throw new ToolInputError('errors.code128Char', { params: bad });
      return { text };
    }
    default:
      return { text };
  }
}
