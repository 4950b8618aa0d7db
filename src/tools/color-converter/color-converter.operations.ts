import { z } from '../../engine/zod';
import { ToolInputError } from '../../lib/errors';
import { defineOperation } from '../../engine/operation';
import { COLOR_FIELDS, EXTRA_FORMATS, formatColor, parseColor } from './color-converter.service';

const FORMATS = [...COLOR_FIELDS, ...EXTRA_FORMATS] as const;

/** A color in any notation to one notation. Expected values: the CSS named colors (olive = #808000) and the spec's olive table. */
export const colorConverter = defineOperation({
  id: 'color-converter',
  toolId: 'color-converter',
  input: 'text',
  output: 'text',
  options: z.object({ to: z._default(z.enum(FORMATS), 'hex') }),
  run: (input, { to }) => {
    if (input.trim() === '') return '';
    const color = parseColor(input);
    if (!color) throw new ToolInputError('errors.hex');
    return formatColor(color, to);
  },
  examples: [
    { description: 'A CSS name to hex', input: 'olive', output: '#808000' },
    {
      description: 'Hex to rgb()',
      input: '#808000',
      options: { to: 'rgb' },
      output: 'rgb(128, 128, 0)',
    },
    {
      description: 'Out-of-range parts are clamped',
      input: 'rgb(300, 0, 0)',
      options: { to: 'name' },
      output: 'red',
    },
    {
      description: 'CMYK with K = 1 − max(R, G, B)',
      input: 'olive',
      options: { to: 'cmyk' },
      output: 'device-cmyk(0% 0% 100% 50%)',
    },
    {
      description: 'Alpha kept',
      input: 'rgba(255, 0, 0, 0.5)',
      options: { to: 'hwb' },
      output: 'hwb(0 0% 0% / 0.5)',
    },
  ],
});

export default [colorConverter];
