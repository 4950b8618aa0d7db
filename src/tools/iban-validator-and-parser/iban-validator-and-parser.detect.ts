import type { DetectDeclarations, DetectScore } from '../../engine/detect';

/** IBAN lengths by country (SWIFT IBAN registry): a correct length for the country adds confidence. */
const LENGTHS: Record<string, number> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28, CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18,
  DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FK: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HN: 28, HR: 21, HU: 28, IE: 22, IL: 23,
  IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20, LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20, MR: 27,
  MT: 31, MU: 30, NI: 28, NL: 18, NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, RU: 33, SA: 24, SC: 31, SD: 18, SE: 24, SI: 19,
  SK: 24, SM: 27, SO: 23, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26, UA: 29, VA: 22, VG: 24, XK: 20, YE: 30,
};

/** ISO 7064 MOD 97-10 over the rearranged IBAN (letters as 10–35), digit by digit: the remainder must be 1. */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (let index = 0; index < rearranged.length; index++) {
    const code = rearranged.charCodeAt(index);
    const value = code <= 57 ? code - 48 : code - 55;
    remainder = value >= 10 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97;
  }
  return remainder;
}

/**
 * An IBAN (ISO 13616), electronic or grouped by four (`IBAN` prefix accepted): a valid MOD 97-10
 * checksum with the country's length is certain; a right shape with a wrong checksum still reads
 * as an IBAN to check.
 */
export default {
  'iban-validator-and-parser': {
    pre: { maxLines: 1, minLength: 15, maxLength: 50 },
    prior: 0.95,
    score: ({ text }): DetectScore | 0 => {
      const compact = text.replace(/^IBAN:?\s*/i, '').replace(/[\s-]/g, '').toUpperCase();
      if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return 0;
      const country = compact.slice(0, 2);
      const length = LENGTHS[country];
      if (length === undefined) return 0;
      if (mod97(compact) === 1) {
        return length === compact.length ? { confidence: 0.99, reason: { key: 'validChecksum', params: { country } } } : { confidence: 0.6, reason: { key: 'wrongLength', params: { country, length } } };
      }
      // A right shape with a wrong checksum: an IBAN to check (mistyped), not certain.
      return length === compact.length ? { confidence: 0.55, reason: { key: 'wrongChecksum', params: { country } } } : 0;
    },
  },
} satisfies DetectDeclarations;
