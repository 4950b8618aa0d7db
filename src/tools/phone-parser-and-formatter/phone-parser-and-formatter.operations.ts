import { z } from '../../engine/zod';
import type { CountryCode } from 'libphonenumber-js/max';
import { defineOperation } from '../../engine/operation';
import { FALLBACK_COUNTRY, parsePhone } from './phone-parser-and-formatter.service';

/**
 * Phone number parsing; examples are the spec's (Ofcom drama range 020 7946 0xxx, a French mobile,
 * a Berlin number), formats as written in the national numbering plans.
 */
export const phoneParserAndFormatter = defineOperation({
  id: 'phone-parser-and-formatter',
  toolId: 'phone-parser-and-formatter',
  input: 'text',
  output: 'data',
  options: z.object({ defaultCountry: z._default(z.string().check(z.length(2)), FALLBACK_COUNTRY) }),
  run: (input, options) => parsePhone(input, options.defaultCountry.toUpperCase() as CountryCode),
  examples: [
    {
      description: 'A French mobile in international form',
      input: '+33 6 12 34 56 78',
      output: {
        country: 'FR',
        countryCallingCode: '+33',
        isValid: true,
        isPossible: true,
        type: 'MOBILE',
        international: '+33 6 12 34 56 78',
        national: '06 12 34 56 78',
        e164: '+33612345678',
        rfc3966: 'tel:+33612345678',
      },
    },
    {
      description: 'A London number in national form',
      input: '020 7946 0018',
      options: { defaultCountry: 'GB' },
      output: {
        country: 'GB',
        countryCallingCode: '+44',
        isValid: true,
        isPossible: true,
        type: 'FIXED_LINE',
        international: '+44 20 7946 0018',
        national: '020 7946 0018',
        e164: '+442079460018',
        rfc3966: 'tel:+442079460018',
      },
    },
  ],
});

export default [phoneParserAndFormatter];
