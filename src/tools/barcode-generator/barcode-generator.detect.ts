import type { DetectDeclarations } from '../../engine/detect';

/** The GS1 modulo-10 check of a whole number (its last digit the check digit). Linear. */
function gs1Valid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length - 1; index++) sum += Number(digits[index]) * ((digits.length - 1 - index) % 2 === 1 ? 3 : 1);
  return (10 - (sum % 10)) % 10 === Number(digits[digits.length - 1]);
}

const BY_LENGTH: Record<number, { symbology: string; name: string }> = {
  8: { symbology: 'ean8', name: 'EAN-8' },
  12: { symbology: 'upca', name: 'UPC-A' },
  13: { symbology: 'ean13', name: 'EAN-13' },
  14: { symbology: 'itf14', name: 'ITF-14' },
};

/**
 * A product number with a valid GS1 check digit: EAN-8, UPC-A, EAN-13 (ISBN-13 too) or ITF-14, to
 * draw as its barcode. One number in ten passes the check by chance, so a bare number stays a weak
 * suggestion; 13 digits starting with 1 are more likely a time in milliseconds.
 */
export default {
  'barcode-generator': {
    pre: { charset: 'digits', minLength: 8, maxLength: 14, maxLines: 1 },
    prior: 0.4,
    score: ({ text }) => {
      const kind = BY_LENGTH[text.length];
      if (!kind || !/^\d+$/.test(text) || !gs1Valid(text)) return 0;
      const isbn = text.length === 13 && /^97[89]/.test(text);
      const confidence = isbn ? 0.7 : text.length === 13 && text.startsWith('1') ? 0.2 : 0.45;
      return { confidence, options: { symbology: kind.symbology }, reason: { key: 'gs1Number', params: { symbology: kind.name } } };
    },
  },
} satisfies DetectDeclarations;
