import { describe, expect, it } from 'vitest';
import { runOperation } from '../../engine/operation';
import { isToolInputError } from '../../lib/errors';
import { htmlToMarkdown as htmlToMarkdownOperation } from './html-to-markdown.operations';
import { clipboardHtml, type HtmlToMarkdownOptions } from './html-to-markdown.options';
import { htmlToMarkdown, nestingDepth } from './html-to-markdown.service';

const DEFAULTS: HtmlToMarkdownOptions = { headingStyle: 'atx', bulletMarker: '-', codeBlockStyle: 'fenced', linkStyle: 'inlined' };
const convert = (html: string, options: Partial<HtmlToMarkdownOptions> = {}) => htmlToMarkdown(html, { ...DEFAULTS, ...options });

// Expected Markdown written from the GitHub Flavored Markdown spec 0.29 (ATX §4.2, setext §4.3,
// fenced code §4.5, tables §4.10, task list items §5.3, strikethrough §6.5, links §6.6).
describe('htmlToMarkdown', () => {
  it.each([
    ['ATX headings', '<h1>One</h1><h3>Three</h3>', {}, '# One\n\n### Three'],
    ['setext headings for levels 1 and 2, ATX beyond', '<h1>One</h1><h2>Two</h2><h3>Three</h3>', { headingStyle: 'setext' }, 'One\n===\n\nTwo\n---\n\n### Three'],
    ['strong, emphasis, inline code, strikethrough', '<p><b>b</b> <i>i</i> <code>c</code> <s>s</s> <strike>t</strike></p>', {}, '**b** _i_ `c` ~~s~~ ~~t~~'],
    ['inline link with a title', '<a href="https://e.com/a?b=1" title="Home">home</a>', {}, '[home](https://e.com/a?b=1 "Home")'],
    ['referenced links, numbered', '<p><a href="https://a.com">A</a> and <a href="https://b.com">B</a></p>', { linkStyle: 'referenced' }, '[A][1] and [B][2]\n\n[1]: https://a.com\n[2]: https://b.com'],
    ['bullet lists, nested, with the chosen marker', '<ul><li>a<ul><li>b</li></ul></li><li>c</li></ul>', { bulletMarker: '*' }, '* a\n  * b\n* c'],
    ['ordered list from its start number, nested under a wider marker', '<ol start="9"><li>nine</li><li>ten<ul><li>x</li></ul></li></ol>', {}, '9. nine\n10. ten\n    - x'],
    ['task list items', '<ul><li><input type="checkbox" checked> done</li><li><input type="checkbox"> todo</li></ul>', {}, '- [x] done\n- [ ] todo'],
    ['table with alignment and an escaped pipe', '<table><tr><th>A</th><th align="center">B</th></tr><tr><td>1</td><td>x | y</td></tr></table>', {}, '| A   | B   |\n| --- | :---: |\n| 1   | x \\| y |'],
    ['table without a header row gets an empty one', '<table><tr><td>1</td><td>2</td></tr></table>', {}, '|     |     |\n| --- | --- |\n| 1   | 2   |'],
    ['table with a list in a cell stays HTML', '<table><tr><td><ul><li>x</li></ul></td></tr></table>', {}, '<table><tbody><tr><td><ul><li>x</li></ul></td></tr></tbody></table>'],
    ['fenced code with the language of the code class', '<pre><code class="language-ts">let a: number = 1;</code></pre>', {}, '```ts\nlet a: number = 1;\n```'],
    ['fenced code with the language of the pre class (lang-x)', '<pre class="lang-py">print(1)</pre>', {}, '```py\nprint(1)\n```'],
    ['fenced code with the lang attribute (GitHub)', '<pre lang="rust"><code>fn main() {}</code></pre>', {}, '```rust\nfn main() {}\n```'],
    ['GitHub highlighted block', '<div class="highlight highlight-source-js"><pre>a();</pre></div>', {}, '```js\na();\n```'],
    ['a longer fence around code holding a fence', '<pre><code>```\nx\n```</code></pre>', {}, '````\n```\nx\n```\n````'],
    ['indented code', '<pre><code>a\n  b</code></pre>', { codeBlockStyle: 'indented' }, '    a\n      b'],
    ['blockquote, line break, rule', '<blockquote><p>q</p></blockquote><p>a<br>b</p><hr>', {}, '> q\n\na  \nb\n\n---'],
    ['image stays a link to its source', '<img src="https://e.com/cat.png" alt="A cat">', {}, '![A cat](https://e.com/cat.png)'],
    ['Markdown characters in text are escaped', '<p>1. not a list *not em* # not a heading</p>', {}, '1\\. not a list \\*not em\\* # not a heading'],
    ['entities decoded', '<p>&lt;tag&gt; &amp; &eacute;</p>', {}, '<tag> & é'],
    ['a whole page: head, title and comments dropped', '<!DOCTYPE html><html><head><title>T</title><style>p{}</style></head><body><!-- c --><p>Body</p></body></html>', {}, 'Body'],
  ] as const)('%s', (_name, html, options, expected) => {
    expect(convert(html, options)).toBe(expected);
  });

  it.each([
    ['script and style', '<p>a</p><script>alert(1)</script><style>p{color:red}</style><p>b</p>', 'a\n\nb'],
    ['noscript, iframe, template, svg, buttons and form fields', '<p>x</p><noscript>enable JS</noscript><iframe src="https://e.com"></iframe><template><p>t</p></template><svg><title>icon</title></svg><button>Copy</button><select><option>o</option></select><input type="text" value="v">', 'x'],
    ['a javascript: link keeps its text only', '<a href="javascript:alert(1)">click</a> <a href=" JaVaScRiPt:alert(2)">me</a>', 'click me'],
    ['event handlers never reach the output', '<p onclick="alert(1)">hi</p><img src="x.png" onerror="alert(1)" alt="x">', 'hi\n\n![x](x.png)'],
  ])('removes what could run: %s', (_name, html, expected) => {
    expect(convert(html)).toBe(expected);
  });

  it('unwraps the bold wrapper Google Docs puts around a copied document', () => {
    expect(convert('<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b"><p dir="ltr"><span>Hello</span></p></b>')).toBe('Hello');
  });

  it.each(['', '  ', '\n\t'])('blank input %j gives an empty output', (html) => {
    expect(convert(html)).toBe('');
  });

  it('plain text is kept, escaped where Markdown would read it', () => {
    expect(convert('just *text*')).toBe('just \\*text\\*');
  });

  it('a document nested deeper than 1000 elements is refused at once with a message, not a crash', () => {
    let error: unknown;
    const started = performance.now();
    try {
      convert(`${'<div>'.repeat(50_000)}deep`);
    } catch (caught) {
      error = caught;
    }
    expect(isToolInputError(error) && [error.messageKey, error.params]).toEqual(['tooDeep', { limit: 1000 }]);
    expect(performance.now() - started).toBeLessThan(500);
    expect(convert(`${'<div>'.repeat(300)}deep${'</div>'.repeat(300)}`)).toBe('deep');
  });

  it.each([
    ['siblings', '<p>a</p><div>b</div><div>c</div>', 1],
    ['nested divs', '<div><section><span>x</span></section></div>', 3],
    ['optional end tags and void elements do not count', '<ul><li>a<li>b</ul><p>c<br><img src=x><p>d', 1],
    ['text that looks like tags', 'a < b and <3 <!-- <div><div> -->', 0],
    ['raw text elements hold no elements', '<script>"<div><div><div>"</script><STYLE>a<b{}</style><div></div>', 1],
    ['unclosed divs', '<div><div><div>', 3],
  ])('nestingDepth: %s → %d', (_name, html, depth) => {
    expect(nestingDepth(html)).toBe(depth);
  });

  it('runs as the operation with its defaults', async () => {
    expect(await runOperation(htmlToMarkdownOperation, '<h2>Hi</h2><ul><li>a</li></ul>')).toBe('## Hi\n\n- a');
  });
});

describe('clipboardHtml', () => {
  it.each([
    ['the selection between the fragment markers (Windows)', '<html><body>\n<!--StartFragment--><p>Hi</p><!--EndFragment-->\n</body></html>', '<p>Hi</p>'],
    ["Chrome's leading meta charset", '<meta charset=\'utf-8\'><p>Hi</p>', '<p>Hi</p>'],
    ["Chrome's charset document (Linux)", '<html><head><meta charset="utf-8"></head><body><h1>Hi</h1><p>there</p></body></html>', '<h1>Hi</h1><p>there</p>'],
    ['a page with more in its head, as it is', '<html><head><title>T</title></head><body><p>x</p></body></html>', '<html><head><title>T</title></head><body><p>x</p></body></html>'],
    ['anything else as it is', '<ul><li>a</li></ul>', '<ul><li>a</li></ul>'],
  ])('%s', (_name, html, expected) => {
    expect(clipboardHtml(html)).toBe(expected);
  });
});
