// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderCheatsheetBlocks, renderCheatsheetHtml, sanitizeCheatsheetHtml, splitMarkdownSections } from './render-cheatsheet';

describe('renderCheatsheetHtml', () => {
  it('keeps raw HTML as text (html: false): no script, no handler', () => {
    const html = renderCheatsheetHtml('Hello <script>alert(1)</script> <img src=x onerror=alert(1)>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;');
  });

  it('sanitizer strips scripts and event handlers from HTML', () => {
    const html = sanitizeCheatsheetHtml('<p onclick="x()">a</p><script>alert(1)</script><img src="x" onerror="alert(1)">');
    expect(html).toBe('<p>a</p><img src="x">');
  });

  it('drops javascript: links (markdown-it refuses them)', () => {
    expect(renderCheatsheetHtml('[x](javascript:alert(1))')).not.toContain('href');
  });

  it('external links open in a new tab with noopener noreferrer; app links stay in the tab', () => {
    expect(renderCheatsheetHtml('[MDN](https://developer.mozilla.org/)')).toBe(
      '<p><a href="https://developer.mozilla.org/" target="_blank" rel="noopener noreferrer">MDN</a></p>\n',
    );
    expect(renderCheatsheetHtml('[Tester](/regex-tester)')).toBe('<p><a href="/regex-tester">Tester</a></p>\n');
  });
});

describe('renderCheatsheetBlocks', () => {
  it('separates code blocks from the HTML around them', () => {
    expect(renderCheatsheetBlocks('Intro **bold**\n\n```shell\ngit init\n```\n\nAfter')).toEqual([
      { kind: 'html', html: '<p>Intro <strong>bold</strong></p>\n' },
      { kind: 'code', code: 'git init', language: 'shell' },
      { kind: 'html', html: '<p>After</p>\n' },
    ]);
  });
});

describe('splitMarkdownSections', () => {
  it('splits at ## headings, ignoring ## inside code fences', () => {
    expect(splitMarkdownSections('# Title\n\nintro\n\n## A\n\none\n\n```\n## not a heading\n```\n\n## B\ntwo')).toEqual({
      preamble: '# Title\n\nintro',
      sections: [
        { title: 'A', body: 'one\n\n```\n## not a heading\n```' },
        { title: 'B', body: 'two' },
      ],
    });
  });
});
