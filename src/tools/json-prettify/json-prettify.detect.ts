import type { DetectDeclarations, DetectScore } from '../../engine/detect';

/** Signs of JSON5 / JSONC outside strings: comments, single-quoted strings, unquoted keys, trailing commas. */
interface Json5Scan {
  balanced: boolean;
  /** `"key":`, `'key':` or `key:` pairs. */
  pairs: number;
  json5: boolean;
  /** A line like `name = value` (TOML, INI, code), never in JSON. */
  assignment: boolean;
}

const isKeyChar = (code: number) => (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95 || code === 36;

/** One pass: brackets balanced outside strings and comments, key/value pairs, JSON5 signs. */
function scanJson5(text: string): Json5Scan {
  const stack: number[] = [];
  let pairs = 0;
  let json5 = false;
  let assignment = false;
  let balanced = true;
  let lastSignificant = 0;
  for (let index = 0; index < text.length && balanced; index++) {
    const code = text.charCodeAt(index);
    if (code === 34 || code === 39) {
      // A string: skip to its closing quote (escapes skipped), then look for the colon of a key.
      if (code === 39) json5 = true;
      let end = index + 1;
      while (end < text.length && text.charCodeAt(end) !== code && text.charCodeAt(end) !== 10) end += text.charCodeAt(end) === 92 ? 2 : 1;
      index = end;
      let next = end + 1;
      while (text.charCodeAt(next) === 32 || text.charCodeAt(next) === 9) next++;
      if (text.charCodeAt(next) === 58) pairs++;
      lastSignificant = code;
      continue;
    }
    if (code === 47 && (text.charCodeAt(index + 1) === 47 || text.charCodeAt(index + 1) === 42)) {
      json5 = true;
      const block = text.charCodeAt(index + 1) === 42;
      const end = block ? text.indexOf('*/', index + 2) : text.indexOf('\n', index + 2);
      index = end < 0 ? text.length : block ? end + 1 : end;
      continue;
    }
    if (code === 123 || code === 91) stack.push(code);
    else if (code === 125 || code === 93) {
      const open = stack.pop();
      if (open !== code - 2) balanced = false;
      if (lastSignificant === 44) json5 = true; // trailing comma
    } else if (isKeyChar(code) && (lastSignificant === 123 || lastSignificant === 44)) {
      // An unquoted key (after `{` or `,`) or a bare value in an array.
      let end = index;
      while (end < text.length && isKeyChar(text.charCodeAt(end))) end++;
      let next = end;
      while (text.charCodeAt(next) === 32 || text.charCodeAt(next) === 9) next++;
      if (text.charCodeAt(next) === 58) {
        pairs++;
        json5 = true;
      } else if (text.charCodeAt(next) === 61) assignment = true;
      index = end - 1;
      lastSignificant = 97;
      continue;
    } else if (code === 61 && text.charCodeAt(index + 1) !== 61) assignment = true;
    if (code > 32) lastSignificant = code;
  }
  return { balanced: balanced && stack.length === 0, pairs, json5, assignment };
}

/**
 * JSON objects and arrays (JSON5 and JSONC too: comments, single quotes, unquoted keys, trailing
 * commas). Strict JSON is confirmed by JSON.parse here; JSON5 by a structural scan, then by the
 * dry run (the tool's own JSON5 parse). A bare number or string is not worth prettifying.
 */
export default {
  'json-prettify': {
    pre: { prefix: ['{', '['], minLength: 2 },
    prior: 0.8,
    score: ({ text, truncated }): DetectScore | number => {
      const last = text.charCodeAt(text.length - 1);
      const first = text.charCodeAt(0);
      if (truncated) return { confidence: 0.7, reason: { key: first === 123 ? 'object' : 'array' } };
      if (last !== first + 2) return 0;
      try {
        const value: unknown = JSON.parse(text);
        if (Array.isArray(value)) return { confidence: value.length > 1 || typeof value[0] === 'object' ? 0.95 : 0.35, reason: { key: 'array' } };
        return { confidence: Object.keys(value as object).length > 0 ? 0.97 : 0.5, reason: { key: 'object' } };
      } catch {
        // Not strict JSON: JSON5 or JSONC, or something else in brackets (a TOML table, code).
      }
      const scan = scanJson5(text);
      if (!scan.balanced || scan.assignment) return 0;
      if (first === 123 && scan.pairs === 0) return 0;
      if (first === 91 && text.indexOf('\n') > 0 && /^\[[\w.-]+\]\s*$/.test(text.slice(0, text.indexOf('\n')))) return 0;
      return { confidence: scan.json5 ? 0.85 : 0.5, reason: { key: scan.json5 ? 'json5' : first === 123 ? 'object' : 'array' } };
    },
  },
} satisfies DetectDeclarations;
