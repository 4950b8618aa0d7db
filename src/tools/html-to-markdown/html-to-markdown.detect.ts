import type { DetectDeclarations, DetectScore } from '../../engine/detect';

/** HTML elements of a page or a fragment of one. */
const HTML_ELEMENTS = new Set([
  'html', 'head', 'body', 'title', 'meta', 'link', 'script', 'style', 'div', 'span', 'section', 'article', 'main', 'header', 'footer', 'nav', 'aside',
  'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'strong', 'em', 'b', 'i', 'u', 's', 'del', 'ins', 'mark', 'small',
  'sub', 'sup', 'code', 'pre', 'kbd', 'blockquote', 'q', 'cite', 'br', 'hr', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tfoot',
  'tr', 'td', 'th', 'caption', 'form', 'input', 'label', 'button', 'details', 'summary',
]);

/** Elements that carry text worth writing as Markdown. */
const CONTENT_ELEMENTS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'a', 'strong', 'em', 'b', 'i', 'del', 's', 'code', 'pre', 'blockquote', 'table', 'td', 'img']);

/**
 * Chrome's and Firefox's clipboard HTML starts with the charset (or, from Chrome on Linux, is a
 * document whose head holds only the charset), where a page starts with its doctype or `<html>`.
 */
export const CLIPBOARD = /^(?:<meta charset=["']?[\w-]{1,20}["']?\s?\/?>|<html>\s{0,4}<head>\s{0,4}<meta charset=["']?[\w-]{1,20}["']?\s?\/?>\s{0,4}<\/head>)/i;

const isLetter = (code: number) => (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
const isNameCode = (code: number) => isLetter(code) || (code >= 48 && code <= 57) || code === 45 || code === 58;

interface Tags {
  elements: number;
  html: number;
  content: number;
  namespaced: boolean;
  longestLine: number;
  lines: number;
}

/** One pass over the opening tags: how many, how many are HTML's, how many carry text; and the line shape. */
function scanTags(text: string): Tags {
  const found: Tags = { elements: 0, html: 0, content: 0, namespaced: false, longestLine: 0, lines: 1 };
  let lineStart = 0;
  for (let index = text.indexOf('\n'); index >= 0; index = text.indexOf('\n', index + 1)) {
    found.lines++;
    found.longestLine = Math.max(found.longestLine, index - lineStart);
    lineStart = index + 1;
  }
  found.longestLine = Math.max(found.longestLine, text.length - lineStart);
  for (let index = text.indexOf('<'); index >= 0; index = text.indexOf('<', index + 1)) {
    if (!isLetter(text.charCodeAt(index + 1))) continue;
    let end = index + 1;
    while (end < text.length && isNameCode(text.charCodeAt(end))) end++;
    const name = text.slice(index + 1, end).toLowerCase();
    if (name.includes(':')) found.namespaced = true;
    found.elements++;
    if (HTML_ELEMENTS.has(name)) found.html++;
    if (CONTENT_ELEMENTS.has(name)) found.content++;
    index = end - 1;
  }
  return found;
}

/**
 * An HTML page or fragment with text in it (paragraphs, headings, lists, links, tables): what
 * rich text copied from a web page is. Modest scores: the code beautifier (minified markup) and the
 * XML formatter read markup too. XML (a declaration, namespaces, unknown elements) and SVG are not
 * this tool's.
 */
export default {
  'html-to-markdown': {
    pre: { prefix: '<', minLength: 7 },
    prior: 0.5,
    score: ({ text }): DetectScore | number => {
      if (text.startsWith('<?xml') || /^<svg[\s>]/i.test(text)) return 0;
      // What a browser puts on the clipboard for a selection of a page: this tool's own case.
      if (CLIPBOARD.test(text) || text.includes('<!--StartFragment-->')) return { confidence: 0.8, reason: { key: 'clipboard' } };
      const tags = scanTags(text);
      if (tags.namespaced || tags.html < 2 || tags.html < tags.elements * 0.8) return 0;
      if (tags.content === 0) return { confidence: 0.2, reason: { key: 'markup' } };
      const page = /^<!doctype html|^<html[\s>]/i.test(text);
      // One long line is minified markup first (the beautifier's), a page's source second.
      const minified = tags.longestLine >= 200 && text.length / tags.lines >= 150;
      if (minified) return { confidence: 0.45, reason: { key: page ? 'page' : 'fragment' } };
      return { confidence: page ? 0.45 : tags.content >= 2 ? 0.55 : 0.35, reason: { key: page ? 'page' : 'fragment' } };
    },
  },
} satisfies DetectDeclarations;
