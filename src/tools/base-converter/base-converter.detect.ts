import type { DetectDeclarations, DetectScore } from '../../engine/detect';

const PREFIXED = /^-?0([xob])([0-9a-f]+)$/i;
const BASES: Readonly<Record<string, number>> = { x: 16, o: 8, b: 2 };
const DIGITS: Readonly<Record<number, RegExp>> = { 16: /^[0-9a-f]+$/i, 8: /^[0-7]+$/, 2: /^[01]+$/ };

/**
 * A number to convert. Literals with a base prefix (`0x1F`, `0o17`, `0b1010`) are sure; bare hex
 * with digits or capitals (`DEADBEEF`) and bare bits are plausible; plain decimals are weak (a
 * timestamp is the date converter's, 755 a file mode), a very long one a little less so.
 */
export default {
  'base-converter': {
    pre: { maxLength: 1000, maxLines: 1 },
    prior: 0.4,
    score: ({ text, stats }): DetectScore | number => {
      const prefixed = PREFIXED.exec(text);
      if (prefixed) {
        const base = BASES[prefixed[1]!.toLowerCase()]!;
        if (!DIGITS[base]!.test(prefixed[2]!)) return 0;
        return { confidence: 0.9, options: { toBase: base === 10 ? 16 : 10 }, reason: { key: 'prefixed', params: { prefix: `0${prefixed[1]!.toLowerCase()}`, base } } };
      }
      const unsigned = text.startsWith('-') ? text.slice(1) : text;
      if (unsigned === '') return 0;
      if (/^[01]+$/.test(unsigned) && unsigned.length >= 4) return { confidence: 0.35, options: { inputBase: 2, toBase: 10 }, reason: { key: 'binary' } };
      if (/^[0-9]+$/.test(unsigned)) {
        const digits = unsigned.length;
        const confidence = digits >= 20 ? 0.3 : digits === 10 || digits === 13 ? 0.08 : 0.15;
        return { confidence, reason: { key: 'decimal' } };
      }
      if (/^[0-9a-f]+$/i.test(unsigned) && unsigned.length <= 64) {
        // Lowercase words (cafe, bead, face) are hex by chance: a digit or capitals are needed.
        const capitals = stats.has.upper && !stats.has.lower;
        if (!stats.has.digit && !capitals) return 0;
        if (!stats.has.digit && unsigned.length < 4) return 0;
        const confidence = unsigned.length <= 16 ? 0.4 : 0.15;
        return { confidence, options: { inputBase: 16, toBase: 10 }, reason: { key: 'hex' } };
      }
      return 0;
    },
  },
} satisfies DetectDeclarations;
