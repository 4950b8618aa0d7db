import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { textToNato } from './text-to-nato-alphabet.service';

/** Spells text with the NATO phonetic alphabet. Expected values from the published alphabet. */
export const textToNatoAlphabet = defineOperation({
  id: 'text-to-nato-alphabet',
  toolId: 'text-to-nato-alphabet',
  input: 'text',
  output: 'text',
  options: z.object({
    spellDigits: z._default(z.boolean(), false),
    onePerLine: z._default(z.boolean(), false),
    foldAccents: z._default(z.boolean(), false),
  }),
  run: (input, options) => textToNato(input, options),
  examples: [
    {
      description: 'Letters become code words, other characters stay',
      input: 'IT-Tools',
      output: 'India Tango - Tango Oscar Oscar Lima Sierra',
    },
    {
      description: 'Digits and punctuation are kept',
      input: 'Zyx42!',
      output: 'Zulu Yankee X-ray 4 2 !',
    },
    {
      description: 'ICAO digits',
      input: 'A9',
      options: { spellDigits: true },
      output: 'Alpha Niner',
    },
    {
      description: 'Accents folded to the base letter',
      input: 'é',
      options: { foldAccents: true },
      output: 'Echo',
    },
    {
      description: 'One code word per line',
      input: 'SOS',
      options: { onePerLine: true },
      output: 'Sierra\nOscar\nSierra',
    },
  ],
});

export default [textToNatoAlphabet];
