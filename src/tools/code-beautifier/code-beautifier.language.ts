/**
 * Which language a piece of code is written in (HTML, CSS or JavaScript), and whether it is
 * minified: light code shared by the service, the screen and smart paste. One pass over at most
 * the first 64 KB, no regular expression that could backtrack.
 */

export type CodeLanguage = 'html' | 'css' | 'javascript';

export const LANGUAGE_CHOICES = ['auto', 'html', 'css', 'javascript'] as const;
export type LanguageChoice = (typeof LANGUAGE_CHOICES)[number];

export const INDENT_CHOICES = ['2', '4', 'tab'] as const;
export type IndentChoice = (typeof INDENT_CHOICES)[number];

/** js-beautify's brace styles (JavaScript, and the `{` of CSS rules: collapse or expand). */
export const BRACE_STYLES = ['collapse', 'expand', 'end-expand', 'preserve-inline', 'none'] as const;
export type BraceStyle = (typeof BRACE_STYLES)[number];

export const MAX_WRAP_LINE_LENGTH = 1000;

const SCAN_CHARS = 64 * 1024;

/** Words that mark JavaScript (statements, declarations, common globals). */
const JS_WORDS = new Set([
  'function', 'var', 'let', 'const', 'return', 'if', 'else', 'for', 'while', 'do', 'switch', 'case', 'break', 'continue', 'new', 'this',
  'typeof', 'instanceof', 'import', 'export', 'class', 'extends', 'async', 'await', 'yield', 'try', 'catch', 'finally', 'throw', 'null',
  'undefined', 'true', 'false', 'void', 'delete', 'document', 'window', 'console', 'require', 'module', 'exports', 'prototype', 'Object',
  'Array', 'Math', 'JSON', 'Promise', 'arguments',
]);

/** At-rules that open a CSS stylesheet. */
const CSS_AT_RULES = ['@charset', '@import', '@media', '@font-face', '@keyframes', '@-webkit-keyframes', '@supports', '@layer', '@tailwind', '@namespace', '@page', '@container', '@property'];

const isIdentStart = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95 || code === 36;
const isIdentPart = (code: number) => isIdentStart(code) || (code >= 48 && code <= 57);
const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13 || code === 12;

export interface CodeShape {
  language: CodeLanguage;
  /** `prop: value` declarations inside `selector { … }` blocks. */
  cssDeclarations: number;
  /** JavaScript words, arrows and strict comparisons. */
  jsSignals: number;
  /** HTML tags (`<name`, `</name`). */
  tags: number;
  /** Code punctuation outside strings and comments: `{ } ( ) ; =`. */
  punctuation: number;
  /** Characters scanned. */
  scanned: number;
}

/** The first significant character of the text (after whitespace and a byte-order mark). */
function firstSignificant(text: string): number {
  let index = 0;
  while (index < text.length && (isSpace(text.charCodeAt(index)) || text.charCodeAt(index) === 0xfeff)) index++;
  return index;
}

/** Does the text start like HTML: `<name`, `</`, `<!` or `<?`? */
function startsLikeHtml(text: string, start: number): boolean {
  if (text.charCodeAt(start) !== 60) return false;
  const next = text.charCodeAt(start + 1);
  return isIdentStart(next) || next === 33 || next === 47 || next === 63;
}

/**
 * Counts the signs of CSS and JavaScript in one pass, skipping strings and comments. A CSS
 * declaration is `name: value` right after the `{` or `;` of a block whose `{` follows a selector
 * (not `=`, `(`, `,`, `:`, `?` or `=>` as in JavaScript), ending with `;` or `}`.
 */
export function codeShape(input: string): CodeShape {
  const text = input.length > SCAN_CHARS ? input.slice(0, SCAN_CHARS) : input;
  const start = firstSignificant(text);
  let tags = 0;
  let cssDeclarations = 0;
  let jsSignals = 0;
  let punctuation = 0;
  // Is each open `{` a CSS-like block (after a selector)?
  const blocks: boolean[] = [];
  let lastSignificant = 0;
  let beforeLast = 0;
  for (let index = start; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (isSpace(code)) continue;
    if (code === 34 || code === 39 || code === 96) {
      let end = index + 1;
      while (end < text.length && text.charCodeAt(end) !== code && (code === 96 || text.charCodeAt(end) !== 10)) end += text.charCodeAt(end) === 92 ? 2 : 1;
      index = end;
      beforeLast = lastSignificant;
      lastSignificant = code;
      continue;
    }
    if (code === 47 && text.charCodeAt(index + 1) === 42) {
      const end = text.indexOf('*/', index + 2);
      index = end < 0 ? text.length : end + 1;
      continue;
    }
    if (code === 47 && text.charCodeAt(index + 1) === 47 && lastSignificant !== 58 /* not url(http://…) */) {
      const end = text.indexOf('\n', index + 2);
      index = end < 0 ? text.length : end;
      jsSignals++;
      continue;
    }
    if (code === 60 && (isIdentStart(text.charCodeAt(index + 1)) || (text.charCodeAt(index + 1) === 47 && isIdentStart(text.charCodeAt(index + 2))))) tags++;
    if (code === 123 || code === 125 || code === 40 || code === 41 || code === 59 || code === 61) punctuation++;
    if (code === 123) {
      const jsLike = lastSignificant === 61 || lastSignificant === 40 || lastSignificant === 44 || lastSignificant === 58 || lastSignificant === 63 || lastSignificant === 91 || (lastSignificant === 62 && beforeLast === 61) || lastSignificant === 0;
      blocks.push(!jsLike);
    } else if (code === 125) blocks.pop();
    else if (code === 61 && (text.charCodeAt(index + 1) === 62 || (text.charCodeAt(index + 1) === 61 && text.charCodeAt(index + 2) === 61))) jsSignals++;
    if ((code === 45 || isIdentStart(code)) && (lastSignificant === 123 || lastSignificant === 59) && blocks[blocks.length - 1] === true) {
      // A declaration `name: value;` (or `--custom: value`).
      let end = index;
      while (end < text.length && (isIdentPart(text.charCodeAt(end)) || text.charCodeAt(end) === 45)) end++;
      let colon = end;
      while (colon < text.length && (text.charCodeAt(colon) === 32 || text.charCodeAt(colon) === 9)) colon++;
      if (text.charCodeAt(colon) === 58 && text.charCodeAt(colon + 1) !== 58) {
        let valueEnd = colon + 1;
        while (valueEnd < text.length && valueEnd - colon < 2000) {
          const value = text.charCodeAt(valueEnd);
          if (value === 59 || value === 125 || value === 123 || value === 10) break;
          valueEnd++;
        }
        const ender = text.charCodeAt(valueEnd);
        if (ender === 59 || ender === 125 || ender === 10) cssDeclarations++;
      }
    }
    if (isIdentStart(code)) {
      let end = index + 1;
      while (end < text.length && isIdentPart(text.charCodeAt(end))) end++;
      if (JS_WORDS.has(text.slice(index, end))) jsSignals++;
      index = end - 1;
      beforeLast = lastSignificant;
      lastSignificant = 97;
      continue;
    }
    beforeLast = lastSignificant;
    lastSignificant = code;
  }
  let language: CodeLanguage;
  if (startsLikeHtml(text, start)) language = 'html';
  else if (CSS_AT_RULES.some((rule) => text.startsWith(rule, start))) language = 'css';
  else language = cssDeclarations > 0 && cssDeclarations * 2 > jsSignals ? 'css' : 'javascript';
  return { language, cssDeclarations, jsSignals, tags, punctuation, scanned: text.length };
}

/** The language of a piece of code: HTML when it starts with a tag, else CSS or JavaScript by their signs. */
export function detectCodeLanguage(text: string): CodeLanguage {
  return codeShape(text).language;
}

export interface LineShape {
  lines: number;
  longestLine: number;
}

/** The number of lines and the longest line's length (of at most the first 64 KB). */
export function lineShape(input: string): LineShape {
  const text = input.length > SCAN_CHARS ? input.slice(0, SCAN_CHARS) : input;
  let lines = 0;
  let longestLine = 0;
  for (let start = 0; start <= text.length; ) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    lines++;
    if (end - start > longestLine) longestLine = end - start;
    start = end + 1;
  }
  return { lines, longestLine };
}

/** Minified code: long lines (≥ 120 characters) and few of them for its size. */
export function looksMinified(text: string): boolean {
  const { lines, longestLine } = lineShape(text);
  return longestLine >= 120 && Math.min(text.length, SCAN_CHARS) / lines >= 100;
}

/** A text's size in UTF-8 bytes (what a file of it weighs), without encoding it. */
export function utf8Length(text: string): number {
  let bytes = text.length;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x80) continue;
    if (code < 0x800) bytes += 1;
    else if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 2;
        index++;
        continue;
      }
      bytes += 2;
    } else bytes += 2;
  }
  return bytes;
}
