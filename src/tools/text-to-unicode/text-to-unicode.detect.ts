import type { DetectDeclarations, DetectScore } from '../../engine/detect';

const isDigit = (code: number) => code >= 48 && code <= 57;
const isHex = (code: number) => isDigit(code) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102);
const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/** A Unicode scalar value: at most U+10FFFF and not a surrogate. */
const isScalar = (value: number) => value <= 0x10ffff && (value < 0xd800 || value > 0xdfff);

interface Found {
  /** `&#233;` / `&#xE9;` that denote a code point. */
  numeric: number;
  /** `\u00E9`, `\u{1F44B}`, `U+1F44B`. */
  escapes: number;
  /** `&eacute;`. */
  named: number;
  /** Characters all of them take. */
  chars: number;
}

/** Hex digits from `start`, at most `max`: the end index. */
function hexRun(text: string, start: number, max: number): number {
  let end = start;
  while (end < text.length && end - start < max && isHex(text.charCodeAt(end))) end++;
  return end;
}

/** One pass over the references and escapes the decoder reads. */
function scan(text: string): Found {
  const found: Found = { numeric: 0, escapes: 0, named: 0, chars: 0 };
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 38 /* & */) {
      if (text.charCodeAt(index + 1) === 35 /* # */) {
        const hex = text.charCodeAt(index + 2) === 120 || text.charCodeAt(index + 2) === 88;
        const start = index + (hex ? 3 : 2);
        let end = start;
        while (end < text.length && end - start < 8 && (hex ? isHex(text.charCodeAt(end)) : isDigit(text.charCodeAt(end)))) end++;
        if (end > start && text.charCodeAt(end) === 59 && isScalar(Number.parseInt(text.slice(start, end), hex ? 16 : 10))) {
          found.numeric++;
          found.chars += end + 1 - index;
          index = end;
        }
      } else {
        let end = index + 1;
        while (end < text.length && end - index <= 32 && (isLetter(text.charCodeAt(end)) || isDigit(text.charCodeAt(end)))) end++;
        if (end - index > 2 && text.charCodeAt(end) === 59) {
          found.named++;
          found.chars += end + 1 - index;
          index = end;
        }
      }
    } else if (code === 92 /* \ */ && text.charCodeAt(index + 1) === 117 /* u */) {
      if (text.charCodeAt(index + 2) === 123 /* { */) {
        const end = hexRun(text, index + 3, 6);
        if (end > index + 3 && text.charCodeAt(end) === 125 && isScalar(Number.parseInt(text.slice(index + 3, end), 16))) {
          found.escapes++;
          found.chars += end + 1 - index;
          index = end;
        }
      } else if (hexRun(text, index + 2, 4) === index + 6) {
        found.escapes++;
        found.chars += 6;
        index += 5;
      }
    } else if ((code === 85 || code === 117) /* U u */ && text.charCodeAt(index + 1) === 43 /* + */) {
      const end = hexRun(text, index + 2, 6);
      if (end - index - 2 >= 4 && !isHex(text.charCodeAt(end)) && isScalar(Number.parseInt(text.slice(index + 2, end), 16))) {
        found.escapes++;
        found.chars += end - index;
        index = end - 1;
      }
    }
  }
  return found;
}

/**
 * Character references the decoder reads: numeric HTML references (`&#8364;`, `&#x1F44B;`) by
 * default; `\uXXXX`, `\u{…}` and `U+XXXX` with `otherNotations`; named references (the HTML tool's
 * speciality) weakly, with `namedEntities`.
 */
export default {
  'text-to-unicode-decode': {
    unwraps: true,
    pre: { minLength: 4 },
    prior: 0.6,
    score: ({ text }): DetectScore | number => {
      const found = scan(text);
      if (found.numeric + found.escapes + found.named === 0) return 0;
      const density = found.chars / text.length;
      const strength = 0.5 + 0.4 * Math.min(1, density * 2.5);
      const options = { ...(found.named > 0 ? { namedEntities: true } : {}), ...(found.escapes > 0 ? { otherNotations: true } : {}) };
      if (found.numeric + found.escapes === 0) return { confidence: strength * 0.5, options, reason: { key: 'namedReferences' } };
      return { confidence: strength, options, reason: { key: found.numeric >= found.escapes ? 'numericReferences' : 'escapes' } };
    },
  },
} satisfies DetectDeclarations;
