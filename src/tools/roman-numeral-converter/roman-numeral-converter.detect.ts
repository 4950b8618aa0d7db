import type { DetectDeclarations, DetectScore } from '../../engine/detect';

/** A canonical numeral 1–3999: thousands, hundreds, tens and units, each in its standard form. */
const CANONICAL = /^M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$/;
const VALUES: Readonly<Record<string, number>> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };

function valueOf(numeral: string): number {
  let total = 0;
  for (let index = 0; index < numeral.length; index++) {
    const value = VALUES[numeral[index]!]!;
    const next = index + 1 < numeral.length ? VALUES[numeral[index + 1]!]! : 0;
    total += value < next ? -value : value;
  }
  return total;
}

/**
 * A Roman numeral in canonical subtractive notation (MCMXCIV), upper or lower case (a final dot is
 * allowed). Short ones are weak: one or two letters (I, CD, XL) are often something else, and a
 * lowercase word of three letters or fewer (mix, xi, cd) is a word.
 */
export default {
  'roman-numeral-decode': {
    pre: { maxLength: 20, maxLines: 1 },
    prior: 0.6,
    score: ({ text, stats }): DetectScore | number => {
      if (text.length > 20) return 0;
      const bare = text.endsWith('.') ? text.slice(0, -1) : text;
      if (bare === '' || (stats.has.lower && stats.has.upper)) return 0;
      const numeral = bare.toUpperCase();
      if (!CANONICAL.test(numeral)) return 0;
      const value = valueOf(numeral);
      let confidence = numeral.length >= 4 ? 0.85 : numeral.length === 3 ? 0.6 : numeral.length === 2 ? 0.3 : 0.15;
      if (stats.has.lower) confidence = numeral.length <= 3 ? 0 : confidence * 0.7;
      return confidence > 0 ? { confidence, reason: { key: 'numeral', params: { value } } } : 0;
    },
  },
} satisfies DetectDeclarations;
