import type { DetectDeclarations, DetectScore } from '../../engine/detect';

/** Named references that HTML-escaped text is made of (the five special characters first). */
const COMMON_NAMES = new Set(['amp', 'lt', 'gt', 'quot', 'apos', 'nbsp', 'copy', 'reg', 'trade', 'hellip', 'mdash', 'ndash', 'laquo', 'raquo', 'lsquo', 'rsquo', 'ldquo', 'rdquo', 'euro', 'pound', 'yen', 'cent', 'sect', 'deg', 'middot', 'bull', 'times', 'divide', 'eacute', 'egrave', 'agrave', 'aacute', 'ccedil', 'ouml', 'uuml', 'auml', 'szlig', 'ntilde', 'iacute', 'oacute', 'uacute', 'ecirc', 'acirc', 'ocirc', 'larr', 'rarr', 'uarr', 'darr', 'hearts', 'shy', 'zwj', 'zwnj', 'thinsp', 'ensp', 'emsp']);

const isAlphanumeric = (code: number) => (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isDigit = (code: number) => code >= 48 && code <= 57;
const isHex = (code: number) => isDigit(code) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102);

interface References {
  named: number;
  /** Named references of the common set (the others may be made up). */
  common: number;
  numeric: number;
  /** Characters the references take. */
  chars: number;
}

/** Counts `&name;`, `&#123;` and `&#x1F600;` references in one pass (legacy `&amp` without `;` counts as named). */
function countReferences(text: string): References {
  const found: References = { named: 0, common: 0, numeric: 0, chars: 0 };
  for (let index = text.indexOf('&'); index >= 0; index = text.indexOf('&', index + 1)) {
    let end = index + 1;
    if (text.charCodeAt(end) === 35) {
      end++;
      const hex = text.charCodeAt(end) === 120 || text.charCodeAt(end) === 88;
      if (hex) end++;
      const start = end;
      while (end < text.length && end - start < 8 && (hex ? isHex(text.charCodeAt(end)) : isDigit(text.charCodeAt(end)))) end++;
      if (end > start && text.charCodeAt(end) === 59) {
        found.numeric++;
        found.chars += end + 1 - index;
      }
      continue;
    }
    while (end < text.length && end - index <= 32 && isAlphanumeric(text.charCodeAt(end))) end++;
    const name = text.slice(index + 1, end);
    if (name.length < 2) continue;
    if (text.charCodeAt(end) === 59) {
      found.named++;
      if (COMMON_NAMES.has(name)) found.common++;
      found.chars += end + 1 - index;
    } else if (name === 'amp' || name === 'lt' || name === 'gt' || name === 'quot') {
      found.named++;
      found.common++;
      found.chars += end - index;
    }
  }
  return found;
}

/** HTML-escaped text: named references (`&amp;`, `&lt;`), decimal and hex ones (`&#233;`, `&#xE9;`). */
export default {
  'html-entities-unescape': {
    unwraps: true,
    pre: { minLength: 4 },
    prior: 0.6,
    score: ({ text }): DetectScore | number => {
      if (!text.includes('&')) return 0;
      const found = countReferences(text);
      if (found.named + found.numeric === 0) return 0;
      const density = found.chars / text.length;
      let confidence = 0.5 + 0.4 * Math.min(1, density * 2.5);
      // Made-up names only (`&foo;`): weaker; numeric references only: the Unicode tool reads them as well.
      if (found.common === 0 && found.numeric === 0) confidence *= 0.5;
      else if (found.named === 0) confidence *= 0.85;
      return { confidence, reason: { key: found.named > 0 ? 'namedEntities' : 'numericEntities' } };
    },
  },
} satisfies DetectDeclarations;
