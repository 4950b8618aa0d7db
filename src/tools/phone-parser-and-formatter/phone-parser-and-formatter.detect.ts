import type { DetectDeclarations } from '../../engine/detect';

/** Only the characters the parser accepts: digits, spaces, `+ - ( ) .` (after an optional `tel:`). */
const PHONE_CHARS = /^\+?[\d\s().-]+$/;
/** North American layouts: `(415) 555-2671`, `415-555-2671`, `415.555.2671`, with an optional leading 1. */
const NANP = /^(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4}$/;
/** French national layout `06 12 34 56 78`. */
const FRENCH = /^0[1-9](?:[\s.]\d{2}){4}$/;

/**
 * A phone number: `+` and a country code in international form (strong), a North American or
 * French national layout (medium, with the country it implies), other digit groups weakly, and
 * digits alone hardly (a number is seldom a phone number). Dates, IPv4 addresses and decimal
 * numbers are left to their tools.
 */
export default {
  'phone-parser-and-formatter': {
    pre: { maxLines: 1, minLength: 7, maxLength: 40 },
    prior: 0.5,
    score: ({ text }) => {
      const value = /^tel:/i.test(text) ? text.slice(4).trim() : text;
      if (!PHONE_CHARS.test(value)) return 0;
      let digits = 0;
      for (let index = 0; index < value.length; index++) if (value.charCodeAt(index) >= 48 && value.charCodeAt(index) <= 57) digits++;
      if (digits < 7 || digits > 15) return 0;
      // Not a date (2024-01-15), a dotted quad, a version or a decimal number.
      if (/^\d{4}-\d{2}-\d{2}$/.test(value) || /^\d+(?:\.\d+)+$/.test(value)) return 0;
      const tel = value !== text;
      if (value.startsWith('+')) {
        if (value[1] === '0' || digits < 8) return 0;
        return { confidence: tel ? 0.9 : 0.8, reason: { key: 'international' } };
      }
      if (NANP.test(value)) return { confidence: 0.7, options: { defaultCountry: 'US' }, reason: { key: 'national', params: { country: 'US' } } };
      if (FRENCH.test(value)) return { confidence: 0.65, options: { defaultCountry: 'FR' }, reason: { key: 'national', params: { country: 'FR' } } };
      if (value.startsWith('00') && digits >= 10) return { confidence: 0.55, reason: { key: 'international' } };
      if (/^\d+$/.test(value)) return tel ? { confidence: 0.6, reason: { key: 'digits' } } : { confidence: 0.12, reason: { key: 'digits' } };
      // Digit groups starting with a trunk 0 or a bracket: a national number.
      if (/^(?:0|\()/.test(value)) return { confidence: 0.5, reason: { key: 'digits' } };
      return { confidence: 0.25, reason: { key: 'digits' } };
    },
  },
} satisfies DetectDeclarations;
