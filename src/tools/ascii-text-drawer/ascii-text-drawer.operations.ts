import { z } from 'zod';
import { defineOperation } from '../../lib/operations/operation';
import { applyCommentStyle, COMMENT_STYLES, drawText, FONT_NAMES, loadFont } from './ascii-text-drawer.service';

/** FIGlet banners; the example is the spec's ("Hi" in Doom, checked against the Doom.flf glyphs). */
export default [
  defineOperation({
    id: 'ascii-text-drawer',
    toolId: 'ascii-text-drawer',
    input: 'text',
    output: 'text',
    options: z.object({
      font: z.enum(FONT_NAMES as [string, ...string[]]).default('Standard'),
      width: z.number().int().min(1).max(10_000).default(80),
      comment: z.enum(COMMENT_STYLES).default('none'),
    }),
    run: async (input, options) => {
      await loadFont(options.font);
      return applyCommentStyle(drawText(input, options.font, options.width), options.comment);
    },
    examples: [
      {
        description: '"Hi" in Doom, width 80',
        input: 'Hi',
        options: { font: 'Doom' },
        output: ' _   _ _ \n| | | (_)\n| |_| |_ \n|  _  | |\n| | | | |\n\\_| |_/_|\n         \n         ',
      },
      {
        description: 'Prefixed for a shell script',
        input: 'Hi',
        options: { font: 'Doom', comment: '#' },
        output: '#  _   _ _ \n# | | | (_)\n# | |_| |_ \n# |  _  | |\n# | | | | |\n# \\_| |_/_|\n#          \n#          ',
      },
    ],
  }),
];
