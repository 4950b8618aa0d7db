import type { DetectDeclarations, DetectScore } from '../../engine/detect';

/** BIP39 sentences have 12, 15, 18, 21 or 24 words. */
const WORD_COUNTS = new Set([12, 15, 18, 21, 24]);

/**
 * Frequent English words of 3+ letters that are not in the BIP39 English list (words of 1–2 letters
 * never are): a sentence holding one is prose. The dry run checks every word and the checksum.
 */
const NOT_BIP39 = new Set(
  'the and for not with but his from her she would their out who get which him take your some could them see than look its think back after how our well even new these most was are were been has had did said made may shall should might many each those here why both through further down while yet nor too till does'.split(
    ' ',
  ),
);

/**
 * A BIP39 English mnemonic: 12–24 (by threes) lowercase words of 3 to 8 letters, none of them a
 * frequent English word outside the list. The list itself is not loaded here (detection stays light):
 * the dry run reads the words and checks the checksum.
 */
export default {
  'bip39-mnemonic-to-entropy': {
    pre: { minLength: 47, maxLength: 300, maxLines: 24 },
    prior: 0.85,
    score: ({ text }): DetectScore | number => {
      let words = 0;
      let length = 0;
      let word = '';
      for (let index = 0; index <= text.length; index++) {
        const code = index < text.length ? text.charCodeAt(index) : 32;
        if (code >= 97 && code <= 122) {
          length++;
          word += text[index];
          if (length > 8) return 0;
        } else if (code === 32 || code === 10 || code === 13 || code === 9) {
          if (length === 0) continue;
          if (length < 3 || NOT_BIP39.has(word)) return 0;
          words++;
          length = 0;
          word = '';
        } else return 0;
      }
      if (!WORD_COUNTS.has(words)) return 0;
      return { confidence: 0.9, reason: { key: 'words', params: { count: words } } };
    },
  },
} satisfies DetectDeclarations;
