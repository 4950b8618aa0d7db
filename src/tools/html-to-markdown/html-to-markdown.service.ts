import { gfm } from '@joplin/turndown-plugin-gfm';
import { createDocument } from '@mixmark-io/domino';
import TurndownService from 'turndown';
import { ToolInputError } from '../../lib/errors';
import type { HtmlToMarkdownOptions } from './html-to-markdown.options';

/**
 * HTML → GitHub-flavoured Markdown with turndown and Joplin's GFM plugin (tables, ~~strikethrough~~,
 * task lists, GitHub's highlighted code blocks). The HTML is parsed by domino, turndown's own
 * DOM-free parser, everywhere — the page, the operation workers and Node — so the same input gives
 * the same Markdown, nothing is fetched (images stay links) and nothing runs: scripts, styles and
 * the other elements that hold no text are removed before the conversion, and links with a
 * script URL keep their text only.
 *
 * Four rules replace or add to turndown's: list items with one space after the marker (`- item`,
 * `1. item`, as GitHub writes them), code blocks fenced with the language of a `language-x` /
 * `lang-x` class (on the `<code>` or the `<pre>`) or of a `lang` attribute, tables that Markdown
 * cannot hold (lists, headings, code or tables in cells) kept as HTML, and Google Docs' bold wrapper
 * around a whole copied document unwrapped.
 */

/** Elements that hold no text for Markdown (or text that is code, not content). */
const DROPPED = 'script, style, noscript, template, iframe, frame, frameset, object, embed, canvas, svg, audio, video, button, select, textarea, dialog, head, link, meta, base';

/** Tables with these in a cell cannot be written as a Markdown table: they stay HTML. */
const BLOCKS_IN_CELLS = 'ul, ol, h1, h2, h3, h4, h5, h6, hr, blockquote, pre, table';

const LANGUAGE_CLASS = /(?:^|\s)(?:language|lang)-([\w#+.-]+)/;
const SAFE_LANGUAGE = /^[\w#+.-]{1,40}$/;
const SCRIPT_URL = /^\s*(?:javascript|vbscript|data:text\/html)/i;

/** The language of a code block: a `language-x` or `lang-x` class on the code or the block, or its `lang` attribute. */
function codeLanguage(pre: HTMLElement, code: HTMLElement | undefined): string {
  for (const element of [code, pre]) {
    if (!element) continue;
    const fromClass = LANGUAGE_CLASS.exec(element.getAttribute('class') ?? '')?.[1];
    if (fromClass) return fromClass;
    const attribute = element.getAttribute('lang') ?? element.getAttribute('data-lang') ?? element.getAttribute('data-language');
    if (attribute && SAFE_LANGUAGE.test(attribute)) return attribute;
  }
  return '';
}

/** The single `<code>` a `<pre>` wraps (whitespace around it allowed), if any. */
function onlyCodeChild(pre: HTMLElement): HTMLElement | undefined {
  let code: HTMLElement | undefined;
  for (const child of Array.from(pre.childNodes)) {
    if (child.nodeType === 3 && (child.nodeValue ?? '').trim() === '') continue;
    if (child.nodeName !== 'CODE' || code) return undefined;
    code = child as HTMLElement;
  }
  return code;
}

/** The longest run of `char` at the start of a line of `text`. */
function longestFenceRun(text: string, char: string): number {
  let longest = 0;
  for (const line of text.split('\n')) {
    let run = 0;
    while (line[run] === char) run++;
    if (run > longest) longest = run;
  }
  return longest;
}

function createService(options: HtmlToMarkdownOptions): TurndownService {
  const service = new TurndownService({
    headingStyle: options.headingStyle,
    bulletListMarker: options.bulletMarker,
    codeBlockStyle: options.codeBlockStyle,
    linkStyle: options.linkStyle,
    linkReferenceStyle: 'full',
    hr: '---',
    emDelimiter: '_',
    strongDelimiter: '**',
    fence: '```',
  });
  service.use(gfm);

  // Rules added later win over earlier ones (turndown puts them first).
  service.addRule('codeBlock', {
    filter: (node) => node.nodeName === 'PRE',
    replacement: (_content, node, turndownOptions) => {
      const pre = node;
      const code = onlyCodeChild(pre);
      const text = (code ?? pre).textContent?.replace(/\n$/, '') ?? '';
      if (turndownOptions.codeBlockStyle === 'indented') return `\n\n    ${text.replace(/\n/g, '\n    ')}\n\n`;
      const fence = '`'.repeat(Math.max(3, longestFenceRun(text, '`') + 1));
      return `\n\n${fence}${codeLanguage(pre, code)}\n${text}\n${fence}\n\n`;
    },
  });

  service.addRule('listItem', {
    filter: 'li',
    replacement: (content, node, turndownOptions) => {
      const parent = node.parentNode as HTMLElement | null;
      let prefix = `${turndownOptions.bulletListMarker ?? '-'} `;
      if (parent?.nodeName === 'OL') {
        const start = Number.parseInt(parent.getAttribute('start') ?? '', 10);
        const index = Array.prototype.indexOf.call(parent.children, node);
        prefix = `${(Number.isFinite(start) ? start : 1) + index}. `;
      }
      const paragraph = content.endsWith('\n');
      let body = content.replace(/^\n+/, '').replace(/\n+$/, '') + (paragraph ? '\n' : '');
      // A task's checkbox: one space before its text.
      body = body.replace(/^(\[[ x]\]) +/, '$1 ');
      // Continuation lines under the item's text; blank lines stay empty.
      body = body.replace(/\n(?=[^\n])/g, `\n${' '.repeat(prefix.length)}`);
      return prefix + body + (node.nextSibling ? '\n' : '');
    },
  });

  service.addRule('tableKeptAsHtml', {
    // domino's querySelectorAll may list the table itself: only what it contains counts.
    filter: (node) => node.nodeName === 'TABLE' && Array.from(node.querySelectorAll(BLOCKS_IN_CELLS)).some((element) => element !== node),
    replacement: (_content, node) => `\n\n${node.outerHTML}\n\n`,
  });

  return service;
}

/** Deeper than this, the parser slows down quadratically and turndown runs out of stack; browsers stop at 512. */
export const MAX_NESTING = 1000;

/** Elements whose end tag may be left out, and void elements: they do not count towards the depth. */
const NOT_NESTING = new Set([
  'p', 'li', 'dt', 'dd', 'tr', 'td', 'th', 'thead', 'tbody', 'tfoot', 'option', 'optgroup', 'rb', 'rt', 'rtc', 'rp', 'colgroup', 'caption', 'html', 'head', 'body',
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr',
]);
/** Elements whose content is text up to their end tag. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext']);

const isNameChar = (code: number) => (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 45;

/** Where `</name` starts after `from` (any letter case), or -1. */
function findEndTag(html: string, name: string, from: number): number {
  for (let index = html.indexOf('</', from); index >= 0; index = html.indexOf('</', index + 2)) {
    if (html.slice(index + 2, index + 2 + name.length).toLowerCase() === name) return index;
  }
  return -1;
}

/**
 * How deep elements nest, counted from their tags in one pass (elements with optional end tags and
 * void elements aside), stopping once past `limit`.
 */
export function nestingDepth(html: string, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  for (let index = html.indexOf('<'); index >= 0 && deepest <= limit; index = html.indexOf('<', index + 1)) {
    if (html.startsWith('<!--', index)) {
      const end = html.indexOf('-->', index + 4);
      if (end < 0) break;
      index = end + 2;
      continue;
    }
    const closing = html.charCodeAt(index + 1) === 47;
    let end = index + (closing ? 2 : 1);
    while (end < html.length && isNameChar(html.charCodeAt(end))) end++;
    const name = html.slice(index + (closing ? 2 : 1), end).toLowerCase();
    // `a < b`, `<3`: text, not a tag.
    if (!(name.charCodeAt(0) >= 97 && name.charCodeAt(0) <= 122) || NOT_NESTING.has(name)) continue;
    const close = html.indexOf('>', end);
    if (close < 0) break;
    if (!closing && RAW_TEXT.has(name)) {
      // Its text holds no elements: on to its end tag.
      const endTag = findEndTag(html, name, close);
      if (endTag < 0) break;
      index = endTag;
      continue;
    }
    if (closing) depth = Math.max(0, depth - 1);
    else if (html.charCodeAt(close - 1) !== 47) depth++;
    if (depth > deepest) deepest = depth;
    index = close;
  }
  return deepest;
}

/** Removes what has no place in Markdown and what could run, in place. */
function clean(document: Document): void {
  for (const element of Array.from(document.querySelectorAll(DROPPED))) element.remove();
  for (const element of Array.from(document.querySelectorAll('input:not([type="checkbox"])'))) element.remove();
  for (const link of Array.from(document.querySelectorAll('a[href]'))) if (SCRIPT_URL.test(link.getAttribute('href') ?? '')) link.removeAttribute('href');
  // Google Docs wraps a copied document in <b style="font-weight:normal" id="docs-internal-guid-…">.
  for (const wrapper of Array.from(document.querySelectorAll('b[id^="docs-internal-guid"]'))) wrapper.replaceWith(...Array.from(wrapper.childNodes));
}

/** HTML (a page, a fragment, or rich text from the clipboard) → GitHub-flavoured Markdown. Blank input gives ''. */
export function htmlToMarkdown(html: string, options: HtmlToMarkdownOptions): string {
  if (html.trim() === '') return '';
  const depth = nestingDepth(html, MAX_NESTING);
  if (depth > MAX_NESTING) throw new ToolInputError('tooDeep', { params: { limit: MAX_NESTING } });
  const document = createDocument(html);
  clean(document);
  try {
    return createService(options).turndown(document.body);
  } catch (error) {
    if (error instanceof RangeError) throw new ToolInputError('tooDeep', { detail: error.message });
    throw error;
  }
}
