import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { DEFAULT_REPLACEMENT, obfuscateString } from './string-obfuscator.service';

/** Masks the middle of a string; examples are the spec's, checked by hand position by position. */
export const stringObfuscator = defineOperation({
  id: 'string-obfuscator',
  toolId: 'string-obfuscator',
  input: 'text',
  output: 'text',
  options: z.object({
    keepFirst: z._default(z.int().check(z.minimum(0)), 4),
    keepLast: z._default(z.int().check(z.minimum(0)), 4),
    keepSpace: z._default(z.boolean(), true),
    replacement: z._default(z.string(), DEFAULT_REPLACEMENT),
  }),
  run: (input, options) => obfuscateString(input, options),
  examples: [
    { description: 'Defaults: 4 first and 4 last kept, spaces kept', input: 'Lorem ipsum dolor sit amet', output: 'Lore* ***** ***** *** amet' },
    { description: 'Own replacement character', input: '1234567890', options: { keepFirst: 2, keepLast: 2, replacement: 'x' }, output: '12xxxxxx90' },
    { description: 'Spaces masked too', input: '12345 67890', options: { keepFirst: 4, keepLast: 0, keepSpace: false }, output: '1234*******' },
    { description: 'An emoji is one position, not two UTF-16 units', input: '🙂🙂🙂🙂🙂🙂', options: { keepFirst: 1, keepLast: 1 }, output: '🙂****🙂' },
  ],
});

export default [stringObfuscator];
