import type { DetectDeclarations, DetectScore } from '../../engine/detect';

const REGEX_FLAGS = 'dgimsuvy';

/** A `/pattern/flags` literal: its pattern and flags, or undefined (a path like `/usr/bin/` is not one). */
function literal(text: string): { pattern: string; flags: string } | undefined {
  if (text.charCodeAt(0) !== 47) return undefined;
  const close = text.lastIndexOf('/');
  if (close < 2) return undefined;
  const flags = text.slice(close + 1);
  for (const flag of flags) if (!REGEX_FLAGS.includes(flag) || flags.indexOf(flag) !== flags.lastIndexOf(flag)) return undefined;
  const pattern = text.slice(1, close);
  // An unescaped `/` outside a character class ends a literal: a path has them, a pattern does not.
  let inClass = false;
  for (let index = 0; index < pattern.length; index++) {
    const code = pattern.charCodeAt(index);
    if (code === 92) index++;
    else if (code === 91) inClass = true;
    else if (code === 93) inClass = false;
    else if (code === 47 && !inClass) return undefined;
  }
  return { pattern, flags };
}

/**
 * Regular-expression syntax: escapes of classes (`\d`, `\w`, `\s`, `\b`, `\.`), character classes
 * `[…]`, counted quantifiers `{3,16}`, anchors at both ends, special groups `(?:`, `(?<name>`,
 * `(?=`. Counted once per kind and occurrence; punctuation in arithmetic or prose has none of them.
 */
function regexTokens(pattern: string): { strong: number; weak: number } {
  let strong = 0;
  let weak = 0;
  for (let index = 0; index < pattern.length; index++) {
    const code = pattern.charCodeAt(index);
    const next = pattern.charCodeAt(index + 1);
    if (code === 92 /* \ */) {
      if ('dDwWsSbBnrtpPuxk.+*?()[]{}/|^$-'.includes(pattern[index + 1] ?? ' ')) strong++;
      index++;
    } else if (code === 91 /* [ */) {
      const close = pattern.indexOf(']', index + 2);
      if (close > index) {
        const inside = pattern.slice(index + 1, close);
        // `[a-z]`, `[^…]`, `[\w.-]`: a class; `[x]` alone is a Markdown checkbox or an index.
        if (inside.includes('-') || inside.startsWith('^') || inside.includes('\\')) strong++;
        else weak++;
        index = close;
      }
    } else if (code === 123 /* { */ && index > 0) {
      let end = index + 1;
      while (end < pattern.length && ((pattern.charCodeAt(end) >= 48 && pattern.charCodeAt(end) <= 57) || pattern.charCodeAt(end) === 44)) end++;
      if (end > index + 1 && pattern.charCodeAt(end) === 125 && pattern.charCodeAt(index + 1) !== 44) {
        strong++;
        index = end;
      }
    } else if (code === 40 /* ( */ && next === 63 /* ? */) {
      strong++;
    } else if (code === 94 /* ^ */ && index === 0) weak++;
    else if (code === 36 /* $ */ && index === pattern.length - 1) weak++;
    else if ((code === 43 || code === 42 || code === 63) && index > 0) {
      const before = pattern.charCodeAt(index - 1);
      // A quantifier after an atom (`]+`, `)*`, `d?`), not an operator between spaces.
      if (before === 93 || before === 41) strong++;
      else if (before !== 32) weak++;
    } else if (code === 124 /* | */) weak++;
  }
  return { strong, weak };
}

const compiles = (pattern: string, flags: string) => {
  try {
    new RegExp(pattern, flags);
    return true;
  } catch {
    return false;
  }
};

/**
 * A regular expression pasted alone: `/pattern/flags` or a bare pattern dense with regex syntax
 * (the options get the pattern and its flags; the text to test is the tester's other field). Weak
 * prior: a pattern is rarely pasted to be tested on itself.
 */
export default {
  'regex-tester-run': {
    pre: { minLength: 3, maxLength: 500, maxLines: 1 },
    prior: 0.4,
    score: ({ text }): DetectScore | number => {
      if (text.length > 500) return 0;
      const asLiteral = literal(text);
      const pattern = asLiteral?.pattern ?? text;
      const flags = asLiteral?.flags ?? '';
      if (!compiles(pattern, flags.replace('v', ''))) return 0;
      const { strong, weak } = regexTokens(pattern);
      let spaces = 0;
      for (let index = 0; index < pattern.length; index++) if (pattern.charCodeAt(index) === 32) spaces++;
      // Words between spaces: prose or arithmetic with a few signs.
      if (spaces > 3) return 0;
      const evidence = strong + weak / 2;
      if (strong === 0 || evidence < (asLiteral ? 1 : 2)) return 0;
      const confidence = Math.min(0.9, (asLiteral ? 0.6 : 0.45) + 0.08 * evidence);
      const options = asLiteral
        ? { regex: pattern, global: flags.includes('g'), ignoreCase: flags.includes('i'), multiline: flags.includes('m'), dotAll: flags.includes('s'), unicode: flags.includes('u'), unicodeSets: flags.includes('v') }
        : { regex: pattern };
      return { confidence, options, reason: { key: asLiteral ? 'literal' : 'pattern' } };
    },
  },
} satisfies DetectDeclarations;
