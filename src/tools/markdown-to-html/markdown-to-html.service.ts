import type { WindowLike } from 'dompurify';
import MarkdownIt from 'markdown-it';
import { createHtmlSanitizer, type HtmlSanitizer } from '../../lib/sanitize-html';
import { taskLists } from '../../ui/markdown/task-lists';
import { footnotes } from './markdown-to-html.plugins';

/**
 * Markdown → sanitised HTML. markdown-it renders CommonMark plus GFM tables, ~~strikethrough~~,
 * bare-URL autolinks (linkify), task lists (the app's shared task-list rule) and footnotes
 * (markdown-it-footnote); no typographic replacements; raw HTML is allowed. The whole result then
 * goes through the app's sanitiser with its `'document'` profile, DOMPurify's default HTML
 * profile, which drops `<script>`, `<iframe>`, event-handler attributes and `javascript:` URLs and
 * keeps harmless markup (`<details>`, `<kbd>`, `<img src>`). The output is exactly DOMPurify's
 * serialisation, without the trailing line break.
 */

const markdown = new MarkdownIt({ html: true, linkify: true, typographer: false }).use(taskLists).use(footnotes);

/** markdown-it's HTML, before sanitising (tests and the operation compare against it). */
export function renderMarkdown(text: string): string {
  return markdown.render(text, {});
}

export type { HtmlSanitizer };

/** The tool's sanitiser over a window (the page's, or jsdom's in Node). */
export function createSanitizer(window: WindowLike): HtmlSanitizer {
  return createHtmlSanitizer(window, 'document');
}

export function markdownToHtml(text: string, sanitize: HtmlSanitizer): string {
  if (text.trim() === '') return '';
  return sanitize(renderMarkdown(text)).replace(/\n+$/, '');
}

/** A readable, printable stylesheet for the preview, the print and the downloaded document. */
export const DOCUMENT_STYLES = `
  body { font: 16px/1.6 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1a1a1a; background: #fff; margin: 1rem; overflow-wrap: break-word; }
  h1, h2, h3, h4, h5, h6 { line-height: 1.25; margin: 1.2em 0 0.5em; }
  pre, code, kbd { font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace; font-size: 0.9em; }
  pre { background: #f5f5f5; padding: 0.75em 1em; overflow-x: auto; border-radius: 4px; }
  :not(pre) > code { background: #f0f0f0; padding: 0.1em 0.3em; border-radius: 3px; }
  kbd { border: 1px solid #999; border-radius: 3px; padding: 0 0.3em; }
  table { border-collapse: collapse; margin: 1em 0; }
  th, td { border: 1px solid #bbb; padding: 0.3em 0.6em; text-align: left; }
  blockquote { margin: 1em 0; padding-left: 1em; border-left: 4px solid #ccc; color: #444; }
  img { max-width: 100%; }
  a { color: #0b57d0; }
  li.task-list-item { list-style: none; }
  .footnotes { border-top: 1px solid #ccc; margin-top: 2em; font-size: 0.9em; }
  @media print { body { margin: 0; } pre { white-space: pre-wrap; } a { color: inherit; } }
`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] as string);
}

/**
 * A complete HTML document around sanitised HTML: UTF-8, the stylesheet, and a Content Security
 * Policy that forbids every script (the preview and print frames are sandboxed as well).
 */
export function htmlDocument(bodyHtml: string, title: string): string {
  return [
    '<!DOCTYPE html>',
    '<html>',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src * data:; style-src 'unsafe-inline'">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${DOCUMENT_STYLES}</style>`,
    '</head>',
    '<body>',
    bodyHtml,
    '</body>',
    '</html>',
  ].join('\n');
}
