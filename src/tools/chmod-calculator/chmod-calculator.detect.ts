import type { DetectDeclarations, DetectScore } from '../../engine/detect';

/** Permission triplets that real modes are made of (rwx, r-x, r--, rw-, ---, and -wx/-w- less often). */
const USUAL_MODES = new Set(['777', '775', '770', '755', '750', '744', '740', '711', '700', '666', '664', '660', '655', '644', '640', '604', '600', '555', '550', '511', '500', '444', '440', '400']);

const SYMBOLIC = /^[-dlcbps]?[r-][w-][xsS-][r-][w-][xsS-][r-][w-][xtT-]$/;

/**
 * File modes: octal (`755`, `0644`, `4755`) and symbolic (`rwxr-xr-x`, `-rw-r--r--` from `ls -l`).
 * Three octal digits are common by chance (a number), so the usual modes count most; four digits
 * need a known mode after the special digit.
 */
export default {
  'chmod-calculator-octal-to-symbolic': {
    pre: { charset: 'digits', minLength: 3, maxLength: 4 },
    prior: 0.5,
    score: ({ text }): DetectScore | number => {
      if (!/^[0-7]{3,4}$/.test(text)) return 0;
      const mode = text.slice(-3);
      const usual = USUAL_MODES.has(mode);
      if (text.length === 3) return { confidence: usual ? 0.8 : 0.35, reason: { key: 'octal' } };
      if (text.startsWith('0')) return { confidence: usual ? 0.9 : 0.5, reason: { key: 'octal' } };
      return { confidence: usual ? 0.65 : 0.1, reason: { key: 'octal' } }; // 2024 is likelier a year
    },
  },
  'chmod-calculator-symbolic-to-octal': {
    pre: { minLength: 9, maxLength: 10, maxLines: 1 },
    prior: 0.9,
    score: ({ text }): DetectScore | number => {
      if (!SYMBOLIC.test(text)) return 0;
      if (/^-*$/.test(text)) return { confidence: 0.4, reason: { key: 'symbolic' } };
      return { confidence: 0.95, reason: { key: 'symbolic' } };
    },
  },
} satisfies DetectDeclarations;
