import type { DetectDeclarations } from '../../engine/detect';

/**
 * A JSON document with something in it to query (an object with members, an array of several
 * values or of objects): offered low, after JSON prettify, whose reading of the same text is the
 * first one. A query alone (a jq filter, a JSONPath) is not recognisable enough to offer. It opens
 * on JSONPath `$` (the whole document): its dry run on every pasted JSON then needs no jq
 * WebAssembly (900 KB) in the worker.
 */
const OPTIONS = { language: 'jsonpath', query: '$' };
export default {
  'json-query': {
    pre: { prefix: ['{', '['], minLength: 7 },
    prior: 0.3,
    score: ({ text, truncated }) => {
      const first = text.charCodeAt(0);
      if (truncated) return { confidence: 0.3, options: OPTIONS, reason: { key: 'json' } };
      if (text.charCodeAt(text.length - 1) !== first + 2) return 0;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return 0;
      }
      const rich = Array.isArray(value) ? value.length > 1 || (value.length === 1 && typeof value[0] === 'object' && value[0] !== null) : Object.keys(value as object).length > 0;
      return rich ? { confidence: 0.35, options: OPTIONS, reason: { key: 'json' } } : 0;
    },
  },
} satisfies DetectDeclarations;
