import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { allEmojis, applySkinTone, formatCodePoints, formatJsEscape, searchEmojis, SKIN_TONES } from './emoji-picker.service';

/**
 * Emoji search and formatting. Code points come from the Unicode charts (🦄 is U+1F984, the French
 * flag the regional indicators F and R, U+1F1EB U+1F1F7); escapes are the UTF-16 units of the same
 * code points (U+1F984 = D83E DD84).
 */
export const emojiPickerSearch = defineOperation({
  id: 'emoji-picker-search',
  toolId: 'emoji-picker',
  input: 'text',
  output: 'data',
  options: z.object({
    limit: z._default(z.int().check(z.minimum(1), z.maximum(2000)), 10),
    skinTone: z._default(z.enum(SKIN_TONES), 'default'),
  }),
  run: (input, { limit, skinTone }) =>
    searchEmojis(allEmojis(), input)
      .slice(0, limit)
      .map((entry) => {
        const emoji = applySkinTone(entry, skinTone);
        return { emoji, title: entry.title, codePoints: formatCodePoints(emoji), escape: formatJsEscape(emoji) };
      }),
  examples: [
    {
      description: 'By name: the unicorn, its code point and its UTF-16 escape',
      input: 'unicorn',
      options: { limit: 1 },
      output: [{ emoji: '🦄', title: 'Unicorn', codePoints: 'U+1F984', escape: '\\ud83e\\udd84' }],
    },
    {
      description: 'By code point',
      input: 'U+1F44D',
      output: [{ emoji: '👍', title: 'Thumbs up', codePoints: 'U+1F44D', escape: '\\ud83d\\udc4d' }],
    },
    {
      description: 'Skin tone modifier U+1F3FD (medium) after the base',
      input: '👍',
      options: { skinTone: 'medium' },
      output: [{ emoji: '👍🏽', title: 'Thumbs up', codePoints: 'U+1F44D U+1F3FD', escape: '\\ud83d\\udc4d\\ud83c\\udffd' }],
    },
    { description: 'Nothing matches', input: 'zzqqxx', output: [] },
  ],
});

export const emojiPickerCodePoints = defineOperation({
  id: 'emoji-picker-code-points',
  toolId: 'emoji-picker',
  input: 'text',
  output: 'text',
  options: z.object({}),
  run: (input) => formatCodePoints(input),
  examples: [
    { description: 'A flag is two regional indicators', input: '🇫🇷', output: 'U+1F1EB U+1F1F7' },
    { description: 'BMP code points get at least 4 digits', input: '©️', output: 'U+00A9 U+FE0F' },
  ],
});

export const emojiPickerJsEscape = defineOperation({
  id: 'emoji-picker-js-escape',
  toolId: 'emoji-picker',
  input: 'text',
  output: 'text',
  options: z.object({}),
  run: (input) => formatJsEscape(input),
  examples: [
    { description: 'Astral code point as a surrogate pair', input: '🦄', output: '\\ud83e\\udd84' },
    { description: 'ZWJ sequence: man, ZWJ, woman', input: '👨‍👩', output: '\\ud83d\\udc68\\u200d\\ud83d\\udc69' },
  ],
});

export default [emojiPickerSearch, emojiPickerCodePoints, emojiPickerJsEscape];
