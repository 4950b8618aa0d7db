import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { extensionsOfMimeType, mimeTypeOfExtension } from './mime-types.service';

/** Values from the IANA media type registry as compiled in mime-db. */
export default [
  defineOperation({
    id: 'mime-types-to-extensions',
    toolId: 'mime-types',
    input: 'text',
    output: 'text',
    options: z.object({}),
    run: (input) => (extensionsOfMimeType(input) ?? []).map((extension) => `.${extension}`).join(', '),
    examples: [
      { description: 'text/html (IANA, WHATWG HTML)', input: 'text/html', output: '.html, .htm, .shtml' },
      { input: 'application/pdf', output: '.pdf' },
    ],
  }),
  defineOperation({
    id: 'mime-types-from-extension',
    toolId: 'mime-types',
    input: 'text',
    output: 'text',
    options: z.object({}),
    run: (input) => mimeTypeOfExtension(input) ?? '',
    examples: [
      { description: 'RFC 8118', input: '.PDF', output: 'application/pdf' },
      { description: 'RFC 3003', input: 'song.mp3', output: 'audio/mpeg' },
      { description: 'RFC 9239', input: 'js', output: 'text/javascript' },
    ],
  }),
];
