import type { DetectDeclarations, DetectScore } from '../../engine/detect';

const isAsciiLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/**
 * Prose: words separated by spaces, mostly letters (any script; CJK without spaces counts by its
 * characters). Generic: it may come first for a paragraph, never above a recognised format.
 */
export default {
  'text-statistics': {
    pre: { minLength: 2 },
    prior: 0.05,
    score: ({ text }): DetectScore | number => {
      let letters = 0;
      let spaces = 0;
      let words = 0;
      let wide = 0; // CJK and other characters of scripts written without spaces
      let sentenceEnds = 0;
      let inWord = false;
      for (let index = 0; index < text.length; index++) {
        const code = text.charCodeAt(index);
        const blank = code === 32 || code === 10 || code === 13 || code === 9;
        if (blank) spaces++;
        else if (!inWord) words++;
        inWord = !blank;
        if (code === 46 || code === 33 || code === 63 || code === 0x3002) sentenceEnds++;
        else if (isAsciiLetter(code) || (code >= 0xc0 && code < 0x2e80)) letters++;
        else if (code >= 0x2e80) {
          letters++;
          wide++;
        }
      }
      if (wide >= 6) words = Math.max(words, Math.round(wide / 2));
      if (words < 2) return 0;
      const share = (letters + spaces) / text.length;
      const reason = { key: 'prose' };
      if (words < 4 || share < 0.8) return { confidence: share >= 0.7 ? 0.1 : 0.05, reason };
      return { confidence: Math.min(0.75, 0.3 + 0.3 * Math.min(1, words / 40) + (sentenceEnds > 0 ? 0.1 : 0) + (share > 0.9 ? 0.05 : 0)), reason };
    },
  },
} satisfies DetectDeclarations;
