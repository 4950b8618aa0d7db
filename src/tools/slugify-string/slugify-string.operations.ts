import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { DEFAULT_SEPARATOR, MAX_SEPARATOR_LENGTH, slugifyString } from './slugify-string.service';

/** Expected slugs follow the transliteration tables (ISO 9-style Cyrillic, German ß → ss). */
export const slugify = defineOperation({
  id: 'slugify-string',
  toolId: 'slugify-string',
  input: 'text',
  output: 'text',
  options: z.object({
    separator: z._default(z.string().check(z.maxLength(MAX_SEPARATOR_LENGTH)), DEFAULT_SEPARATOR),
    lowercase: z._default(z.boolean(), true),
  }),
  run: (input, options) => slugifyString(input, options),
  examples: [
    { input: 'Déjà Vu', output: 'deja-vu' },
    { input: 'Привет мир', options: { separator: '_' }, output: 'privet_mir' },
    { input: 'My File Path', options: { lowercase: false }, output: 'My-File-Path' },
  ],
});

export default [slugify];
