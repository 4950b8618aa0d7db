import MarkdownIt from 'markdown-it';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { taskLists } from './task-lists';

/**
 * Markdown to safe HTML: markdown-it renders GitHub-flavoured Markdown (tables, strikethrough,
 * bare-URL autolinks, task lists; raw HTML allowed), then the app's sanitiser with its `'page'`
 * profile (`src/lib/sanitize-html.ts`) keeps only safe HTML tags and attributes (no scripts,
 * styles, forms, event handlers or SVG/MathML), makes links open in a new tab with
 * `rel="noopener noreferrer"`, and removes URLs with a script-capable or data protocol (a
 * `data:image/…` source stays allowed on images).
 */
const markdown = new MarkdownIt({ html: true, linkify: true, typographer: false, breaks: false }).use(taskLists);
// markdown-it would leave `[text](javascript:…)` as literal text; the sanitiser is the one judge of
// URLs here: the link keeps its text and loses its href.
markdown.validateLink = () => true;

/** Renders markdown (GitHub flavour) to sanitised HTML. */
export function renderMarkdown(source: string): string {
  if (source === '') return '';
  return sanitizeHtml(markdown.render(source), 'page');
}
