import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { applyCommentStyle, COMMENT_STYLES, DEFAULT_FONT, DEFAULT_WIDTH, drawText, FONT_NAMES, loadFont, MAX_WIDTH } from './ascii-text-drawer.service';

/** FIGlet banners; the example is the spec's ("Hi" in Doom, checked against the Doom.flf glyphs). */
export const asciiTextDrawer = defineOperation({
  id: 'ascii-text-drawer',
  toolId: 'ascii-text-drawer',
  input: 'text',
  output: 'text',
  options: z.object({
    font: z._default(z.enum(FONT_NAMES as [string, ...string[]]), DEFAULT_FONT),
    width: z._default(z.int().check(z.minimum(1), z.maximum(MAX_WIDTH)), DEFAULT_WIDTH),
    comment: z._default(z.enum(COMMENT_STYLES), 'none'),
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
});

export default [asciiTextDrawer];
