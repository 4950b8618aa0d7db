import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { base64ToBytes } from '../../lib/base64/base64';

const service = () => import('./exif-remover.service');

/**
 * An image's metadata removed without re-encoding (the pixels stay byte for byte): JPEG APPn and
 * COM segments and data after the image, PNG text, time and eXIf chunks, WebP EXIF and XMP chunks.
 * The output keeps the input's name (`photo.jpg` → `photo.jpg`).
 *
 * Defaults, for a person who wants the photo to look exactly as before: the colour profile is kept
 * (without it, wide-gamut photos from phones look dull) and so is the orientation (without it, a
 * phone photo held upright shows on its side), each as the bare value — an orientation-only EXIF
 * block holds nothing else: no camera, date or place.
 */
export const exifRemover = defineOperation({
  id: 'exif-remover',
  toolId: 'exif-remover',
  input: 'file',
  output: 'file',
  options: z.object({
    keepOrientation: z._default(z.boolean(), true),
    keepColorProfile: z._default(z.boolean(), true),
  }),
  run: async (file, options) => (await (await service()).removeMetadata(file, options)).file,
  examples: [
    {
      description: 'A 1 × 1 PNG with an Author text chunk and a modification time: both chunks go, the image data stays as it was',
      input: {
        name: 'pixel.png',
        type: 'image/png',
        bytes: base64ToBytes('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAAD3RFWHRBdXRob3IASmFuZSBEb2U0ahlJAAAAB3RJTUUH6AURDiAJ8EA9yQAAAAxJREFUeJxjME6bCQACAgEzVofiVAAAAABJRU5ErkJggg=='),
      },
      output: {
        name: 'pixel.png',
        type: 'image/png',
        bytes: base64ToBytes('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGMwTpsJAAICATNWh+JUAAAAAElFTkSuQmCC'),
      },
    },
  ],
});

export default [exifRemover];
