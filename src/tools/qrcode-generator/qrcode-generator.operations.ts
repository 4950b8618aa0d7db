import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { QRENCODE_HELLO_WORLD_ACCENTS_L, QRENCODE_HI_H } from './qrcode-generator.fixtures';
import { DEFAULT_LEVEL, encodeQr, ERROR_LEVEL_OPTIONS, qrRows } from './qrcode-generator.service';

const LEVELS = ERROR_LEVEL_OPTIONS.map((option) => option.value);

/**
 * Text → QR symbol (version, size and rows of modules, `#` dark). The screen draws the same matrix
 * as PNG and SVG. Expected symbols come from another encoder (libqrencode).
 */
export const qrcodeGenerator = defineOperation({
  id: 'qrcode-generator',
  toolId: 'qrcode-generator',
  input: 'text',
  output: 'data',
  options: z.object({ level: z._default(z.enum(LEVELS), DEFAULT_LEVEL) }),
  run: (input, { level }) => {
    const matrix = encodeQr(input, level);
    return matrix ? { version: matrix.version, size: matrix.size, rows: qrRows(matrix) } : null;
  },
  examples: [
    {
      description: '"Hi!" at level H, as libqrencode draws it (version 1, 21 × 21)',
      input: 'Hi!',
      options: { level: 'H' },
      output: { version: 1, size: 21, rows: QRENCODE_HI_H },
    },
    {
      description: 'Non-ASCII text is UTF-8 in byte mode; surrounding whitespace is trimmed (libqrencode, level L)',
      input: '  héllo wörld\n',
      options: { level: 'L' },
      output: { version: 1, size: 21, rows: QRENCODE_HELLO_WORLD_ACCENTS_L },
    },
    { description: 'Blank text gives no symbol', input: '   ', output: null },
  ],
});

export default [qrcodeGenerator];
