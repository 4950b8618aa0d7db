import { base64ToBytes } from '../../lib/base64/base64';
import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';

const service = () => import('./zip-creator.service');

const utf8 = (text: string) => new TextEncoder().encode(text);

/** Files in → one ZIP archive out, in the order given (the command line's repeated -i, a batch's outputs). */
export const zipCreator = defineOperation({
  id: 'zip-creator',
  toolId: 'zip-creator',
  input: 'files',
  output: 'file',
  options: z.object({
    level: z._default(z.int().check(z.minimum(0), z.maximum(9)), 6),
    password: z._default(z.string(), ''),
    name: z._default(z.string(), 'archive.zip'),
  }),
  run: async (files, options) => (await service()).createZip(files, options),
  examples: [
    {
      description: 'Two files stored (level 0), dated 1980-01-01: the bytes Info-ZIP\'s "unzip -t" checks as sound',
      input: [
        { name: 'hello.txt', type: 'text/plain', bytes: utf8('Hello, world!\n') },
        { name: 'dir/b.txt', type: 'text/plain', bytes: utf8('b'.repeat(30)) },
      ],
      options: { level: 0 },
      output: {
        name: 'archive.zip',
        type: 'application/zip',
        bytes: base64ToBytes(
          'UEsDBAoAAAAAAAAAIQAYp1V7DgAAAA4AAAAJAAAAaGVsbG8udHh0SGVsbG8sIHdvcmxkIQpQSwMECgAAAAAAAAAhAK68ujweAAAAHgAAAAkAAABkaXIvYi50eHRiYmJiYmJiYmJiYmJiYmJiYmJiYmJiYmJiYmJiYmJQSwECAAMKAAAAAAAAACEAGKdVew4AAAAOAAAACQAAAAAAAAAAAAAApIEAAAAAaGVsbG8udHh0UEsBAgADCgAAAAAAAAAhAK68ujweAAAAHgAAAAkAAAAAAAAAAAAAAKSBNQAAAGRpci9iLnR4dFBLBQYAAAAAAgACAG4AAAB6AAAAAAA=',
        ),
      },
    },
  ],
});

export default [zipCreator];
