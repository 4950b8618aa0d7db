import type { DetectDeclarations, DetectScore } from '../../engine/detect';

const isHex = (code: number) => (code >= 48 && code <= 57) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102);

/**
 * Percent-encoded text: `%XX` escapes with valid hex digits that decode to UTF-8, the more of the
 * text they make the surer; form encoding (`+` for spaces in `key=value&…`) sets `plusAsSpace`.
 */
export default {
  'url-encoder-decode': {
    unwraps: true,
    pre: { minLength: 3 },
    prior: 0.6,
    score: ({ text, stats }): DetectScore | number => {
      let escapes = 0;
      let broken = 0;
      let plus = 0;
      let spaces = 0;
      for (let index = 0; index < text.length; index++) {
        const code = text.charCodeAt(index);
        if (code === 37) {
          if (index + 2 < text.length && isHex(text.charCodeAt(index + 1)) && isHex(text.charCodeAt(index + 2))) {
            escapes++;
            index += 2;
          } else broken++;
        } else if (code === 43) plus++;
        else if (code === 32) spaces++;
      }
      // `key=value` pairs: an `=` before the end (Base64 padding is only at the end).
      const formEncoded = plus > 0 && spaces === 0 && text.replace(/=+$/, '').includes('=');
      if (escapes === 0) {
        // `q=hello+world&lang=en`: a query string whose spaces are pluses.
        if (formEncoded && !stats.has.lineBreak) return { confidence: 0.3, options: { plusAsSpace: true }, reason: { key: 'formEncoded' } };
        return 0;
      }
      if (broken > 0) return 0.1;
      try {
        decodeURIComponent(text);
      } catch {
        return 0.1; // escapes that are not UTF-8
      }
      const density = (3 * escapes) / text.length;
      const confidence = 0.55 + 0.4 * Math.min(1, density * 2.5);
      return { confidence, ...(formEncoded ? { options: { plusAsSpace: true } } : {}), reason: { key: 'percentEscapes' } };
    },
  },
} satisfies DetectDeclarations;
