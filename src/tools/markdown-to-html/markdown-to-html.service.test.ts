// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createSanitizer, htmlDocument, markdownToHtml, renderMarkdown } from './markdown-to-html.service';

const convert = (markdown: string) => markdownToHtml(markdown, createSanitizer(window));

describe('markdownToHtml', () => {
  it.each([
    // Expected values from the CommonMark 0.31.2 and GFM 0.29 specifications' examples, as the DOM
    // serialises them after sanitising (quotes in text unescaped, attributes in source order).
    ['headings and emphasis', '# Hello\n\n**bold** and *italic*', '<h1>Hello</h1>\n<p><strong>bold</strong> and <em>italic</em></p>'],
    ['setext heading, lists', 'Title\n===\n\n- a\n- b\n\n1. one\n2. two', '<h1>Title</h1>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n<ol>\n<li>one</li>\n<li>two</li>\n</ol>'],
    ['GFM table with alignment', '| a | b |\n| :-: | --: |\n| 1 | 2 |', '<table>\n<thead>\n<tr>\n<th style="text-align:center">a</th>\n<th style="text-align:right">b</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td style="text-align:center">1</td>\n<td style="text-align:right">2</td>\n</tr>\n</tbody>\n</table>'],
    ['fenced code: language class and escaping', '```ts\nconst a = b < c && "d";\n```', '<pre><code class="language-ts">const a = b &lt; c &amp;&amp; "d";\n</code></pre>'],
    ['strikethrough and bare-URL autolinks', '~~gone~~ see https://example.com', '<p><s>gone</s> see <a href="https://example.com">https://example.com</a></p>'],
    ['no typographic replacements', '"quotes" -- (c) ...', '<p>"quotes" -- (c) ...</p>'],
    ['task lists', '- [ ] todo\n- [x] done', '<ul>\n<li class="task-list-item"><input type="checkbox" disabled=""> todo</li>\n<li class="task-list-item"><input type="checkbox" disabled="" checked=""> done</li>\n</ul>'],
    [
      'footnotes',
      'Text[^a] and[^a].\n\n[^a]: The *note*.',
      '<p>Text<sup class="footnote-ref"><a href="#fn1" id="fnref1">[1]</a></sup> and<sup class="footnote-ref"><a href="#fn1" id="fnref1-2">[1]</a></sup>.</p>\n<section class="footnotes">\n<ol>\n<li id="fn1">The <em>note</em>. <a href="#fnref1" class="footnote-backref">↩</a></li>\n</ol>\n</section>',
    ],
    ['raw <details>, <kbd> and <img src> kept', '<details><summary>More</summary><kbd>Ctrl</kbd></details>\n\n![alt](pic.png)', '<details><summary>More</summary><kbd>Ctrl</kbd></details>\n<p><img src="pic.png" alt="alt"></p>'],
  ])('%s', (_name, markdown, expected) => {
    expect(convert(markdown)).toBe(expected);
  });

  it.each([
    [
      'notes numbered in order of first use; unused definitions dropped; unknown references stay text',
      'A[^2] B[^1] A again[^2] C[^none]\n\n[^1]: one\n[^2]: two\n\n[^unused]: never shown',
      '<p>A<sup class="footnote-ref"><a href="#fn1" id="fnref1">[1]</a></sup> B<sup class="footnote-ref"><a href="#fn2" id="fnref2">[2]</a></sup> A again<sup class="footnote-ref"><a href="#fn1" id="fnref1-2">[1]</a></sup> C[^none]</p>\n<section class="footnotes">\n<ol>\n<li id="fn1">two <a href="#fnref1" class="footnote-backref">↩</a></li>\n<li id="fn2">one <a href="#fnref2" class="footnote-backref">↩</a></li>\n</ol>\n</section>',
    ],
    [
      'a note that refers to another note',
      'See[^a]\n\n[^a]: and[^b]\n\n[^b]: deep',
      '<p>See<sup class="footnote-ref"><a href="#fn1" id="fnref1">[1]</a></sup></p>\n<section class="footnotes">\n<ol>\n<li id="fn1">and<sup class="footnote-ref"><a href="#fn2" id="fnref2">[2]</a></sup> <a href="#fnref1" class="footnote-backref">↩</a></li>\n<li id="fn2">deep <a href="#fnref2" class="footnote-backref">↩</a></li>\n</ol>\n</section>',
    ],
    [
      'a note continued on the next line',
      'Multi[^m]\n\n[^m]: line one\nline two',
      '<p>Multi<sup class="footnote-ref"><a href="#fn1" id="fnref1">[1]</a></sup></p>\n<section class="footnotes">\n<ol>\n<li id="fn1">line one\nline two <a href="#fnref1" class="footnote-backref">↩</a></li>\n</ol>\n</section>',
    ],
    [
      'a note of several paragraphs (indented) keeps them',
      'Long[^l]\n\n[^l]: first\n\n    second',
      '<p>Long<sup class="footnote-ref"><a href="#fn1" id="fnref1">[1]</a></sup></p>\n<section class="footnotes">\n<ol>\n<li id="fn1"><p>first</p>\n<p>second <a href="#fnref1" class="footnote-backref">↩</a></p>\n</li>\n</ol>\n</section>',
    ],
    [
      'an inline note',
      'Inline^[the *note*] here',
      '<p>Inline<sup class="footnote-ref"><a href="#fn1" id="fnref1">[1]</a></sup> here</p>\n<section class="footnotes">\n<ol>\n<li id="fn1">the <em>note</em> <a href="#fnref1" class="footnote-backref">↩</a></li>\n</ol>\n</section>',
    ],
    [
      'scripts and handlers inside a note are removed',
      'x[^a]\n\n[^a]: <img src="p.png" onerror="alert(1)"><script>alert(2)</script> <a href="javascript:alert(3)">l</a>',
      '<p>x<sup class="footnote-ref"><a href="#fn1" id="fnref1">[1]</a></sup></p>\n<section class="footnotes">\n<ol>\n<li id="fn1"><img src="p.png"> <a>l</a> <a href="#fnref1" class="footnote-backref">↩</a></li>\n</ol>\n</section>',
    ],
    [
      'task lists: ordered, loose and non-task items',
      '1. [X] one\n2. [ ]x\n\n- [ ] a\n\n- b',
      '<ol>\n<li class="task-list-item"><input type="checkbox" disabled="" checked=""> one</li>\n<li>[ ]x</li>\n</ol>\n<ul>\n<li class="task-list-item">\n<p><input type="checkbox" disabled=""> a</p>\n</li>\n<li>\n<p>b</p>\n</li>\n</ul>',
    ],
  ])('footnotes and task lists: %s', (_name, markdown, expected) => {
    expect(convert(markdown)).toBe(expected);
  });

  it.each([
    ['script element', '<script>alert(1)</script>\n\nok', '<p>ok</p>'],
    ['onerror handler', '<img src="x" onerror="alert(1)">', '<img src="x">'],
    ['onclick handler', '<p onclick="alert(1)">hi</p>', '<p>hi</p>'],
    ['javascript: link in HTML', '<a href="javascript:alert(1)">x</a>', '<p><a>x</a></p>'],
    ['javascript: link in Markdown is not a link', '[x](javascript:alert(1))', '<p>[x](javascript:alert(1))</p>'],
    ['javascript: with a tab entity inside', '<a href="jav&#x09;ascript:alert(1)">x</a>', '<p><a>x</a></p>'],
    ['iframe', '<iframe src="https://example.com"></iframe>', ''],
    ['svg with onload (no SVG in the HTML profile)', '<svg onload="alert(1)"><circle r="1"/></svg>', '<p></p>'],
  ])('XSS payload removed: %s', (_name, markdown, expected) => {
    expect(renderMarkdown(markdown)).toMatch(/script|on\w+=|iframe|javascript|jav/);
    expect(convert(markdown)).toBe(expected);
  });

  it.each(['', '   ', '\n\n'])('empty input gives an empty output: %j', (markdown) => {
    expect(convert(markdown)).toBe('');
  });

  it('100 kB of Markdown and 200,000 characters of junk convert without throwing', () => {
    const big = Array.from({ length: 2000 }, (_, index) => `## Section ${index}\n\nSome *text* with a [link](https://e.com/${index}).`).join('\n\n');
    expect(big.length).toBeGreaterThan(100_000);
    expect(convert(big)).toContain('<h2>Section 1999</h2>');
    for (const junk of ['['.repeat(200_000), '*'.repeat(200_000), '<'.repeat(200_000), '😀\u0000'.repeat(70_000)]) expect(typeof convert(junk)).toBe('string');
  });
});

describe('htmlDocument (download and print)', () => {
  it('wraps the sanitised HTML in a UTF-8 document whose policy forbids scripts', () => {
    const html = convert('# Title\n\n<script>alert(1)</script><img src=x onerror=alert(1)>');
    const document = htmlDocument(html, 'My <doc>');
    expect(document).toMatch(/^<!DOCTYPE html>\n<html>\n<head>\n<meta charset="utf-8">/);
    expect(document).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src * data:; style-src 'unsafe-inline'">`);
    expect(document).toContain('<title>My &lt;doc&gt;</title>');
    expect(document).toContain('<h1>Title</h1>');
    expect(document).not.toMatch(/<script|onerror/);
  });
});
