import type { WindowLike } from 'dompurify';
import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { createSanitizer, markdownToHtml, type HtmlSanitizer } from './markdown-to-html.service';

let sanitizer: Promise<HtmlSanitizer> | undefined;

/**
 * DOMPurify needs a DOM: the page's window, or — when the operation runs in Node (tests, a command
 * line) — jsdom's, loaded by a name the bundler leaves alone (it is never loaded in the browser).
 */
function getSanitizer(): Promise<HtmlSanitizer> {
  sanitizer ??= (async () => {
    if (typeof window !== 'undefined') return createSanitizer(window);
    const moduleName = 'jsdom';
    const { JSDOM } = (await import(/* @vite-ignore */ moduleName)) as { JSDOM: new (html: string) => { window: WindowLike } };
    return createSanitizer(new JSDOM('').window);
  })();
  return sanitizer;
}

/** Markdown → sanitised HTML. Expected outputs from the CommonMark 0.31 spec examples and the GFM spec (tables, strikethrough). */
export default [
  defineOperation({
    id: 'markdown-to-html',
    toolId: 'markdown-to-html',
    input: 'text',
    output: 'text',
    options: z.object({}),
    run: async (input) => markdownToHtml(input, await getSanitizer()),
    examples: [
      { description: 'Heading and emphasis', input: '# Hello\n\n**bold** and *italic*', output: '<h1>Hello</h1>\n<p><strong>bold</strong> and <em>italic</em></p>' },
      { description: 'GFM table', input: '| a |\n| - |\n| 1 |', output: '<table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>1</td>\n</tr>\n</tbody>\n</table>' },
      { description: 'Fenced code, escaped, with its language class', input: '```js\na < b\n```', output: '<pre><code class="language-js">a &lt; b\n</code></pre>' },
      { description: 'Script and event handlers removed', detect: false, input: '<script>alert(1)</script><img src="x.png" onerror="alert(1)">', output: '<img src="x.png">' },
    ],
  }),
];
