import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { base64ToBytes } from '../../lib/base64/base64';
import { EXAMPLE_PNG_BASE64 } from './ocr-image.example';
import { LANGUAGE_LIST } from './ocr-image.languages';

/** Tesseract and the image codecs load with the first run (in the worker or the command line), not with the screen. */
const service = () => import('./ocr-image.service');

/**
 * The languages to read: Tesseract codes joined by `+` (`eng`, `eng+fra`). English is bundled; any
 * other is a model the person adds (on the page, kept in the browser; on the command line, a
 * `<code>.traineddata` file in the folder named by TESSDATA_PREFIX).
 */
const options = z.object({
  language: z._default(
    z.string().check(
      z.trim(),
      z.toLowerCase(),
      z.refine((value) => LANGUAGE_LIST.test(value), { message: 'Language codes joined by "+", e.g. eng or eng+fra' }),
    ),
    'eng',
  ),
});

const examplePng = () => ({ name: 'it-tools.png', type: 'image/png', bytes: base64ToBytes(EXAMPLE_PNG_BASE64) });

/** An image → its text: what `it-tools ocr-image -i scan.png` prints, and a batch's `.txt` files. */
export const ocrImage = defineOperation({
  id: 'ocr-image',
  toolId: 'ocr-image',
  input: 'file',
  output: 'text',
  options,
  run: async (file, { language }, context) => (await service()).recognizeImage(file, { language }, context).then((result) => result.text),
  examples: [{ description: '"IT Tools 2026" in Liberation Sans, 26 px, black on white (220 × 44 px PNG)', input: examplePng(), output: 'IT Tools 2026' }],
});

/** An image → its text and each block of text with its lines, words, confidences (0–100) and boxes in the image's pixels. */
export const ocrImageBlocks = defineOperation({
  id: 'ocr-image-blocks',
  toolId: 'ocr-image',
  input: 'file',
  output: 'data',
  options,
  run: async (file, { language }, context) => (await service()).recognizeImage(file, { language }, context),
  examples: [
    {
      description: 'The same image: one block of one line of three words',
      input: examplePng(),
      output: {
        text: 'IT Tools 2026',
        confidence: 95,
        language: 'eng',
        width: 220,
        height: 44,
        blocks: [
          {
            text: 'IT Tools 2026',
            confidence: 95,
            box: { left: 13, top: 12, width: 151, height: 20 },
            lines: [
              {
                text: 'IT Tools 2026',
                confidence: 95,
                box: { left: 13, top: 12, width: 151, height: 20 },
                words: [
                  { text: 'IT', confidence: 95, box: { left: 13, top: 13, width: 20, height: 18 } },
                  { text: 'Tools', confidence: 95, box: { left: 40, top: 12, width: 59, height: 20 } },
                  { text: '2026', confidence: 96, box: { left: 109, top: 13, width: 55, height: 19 } },
                ],
              },
            ],
          },
        ],
      },
    },
  ],
});

export default [ocrImage, ocrImageBlocks];
