// @vitest-environment jsdom
import type { WindowLike } from 'dompurify';
import { describe, expect, it } from 'vitest';
import { createHtmlSanitizer, isSafeUrl, sanitizeHtml, type SanitizeProfile } from './sanitize-html';

/** Parses sanitised HTML so assertions look at the resulting DOM, not at string details. */
function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const PROFILES: SanitizeProfile[] = ['page', 'page-app-links', 'document', 'document-with-targets'];

describe.each(PROFILES)('every profile (%s)', (profile) => {
  it.each([
    ['script tag', '<p>hi</p><script>alert(1)</script>', '<p>hi</p>'],
    ['script with src', '<script src="https://evil.example/x.js"></script>ok', 'ok'],
    ['img onerror', '<img src="x" onerror="alert(1)">', '<img src="x">'],
    ['svg onload', '<svg onload="alert(1)"><circle r="1"></circle></svg>text', 'text'],
    ['iframe', '<iframe src="https://evil.example"></iframe>x', 'x'],
    ['object/embed', '<object data="x.swf"></object><embed src="x.swf">y', 'y'],
    ['mouse handlers', '<div onmouseover="alert(1)" onclick="alert(2)">d</div>', '<div>d</div>'],
  ])('removes %s', (_name, input, expected) => {
    expect(sanitizeHtml(input, profile)).toBe(expected);
  });

  it.each([
    ['javascript: link', '<a href="javascript:alert(1)">x</a>'],
    ['obfuscated javascript: link', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
    ['entity-encoded javascript: link', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
    ['leading-space javascript: link', '<a href=" javascript:alert(1)">x</a>'],
    ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
  ])('drops the href of a %s', (_name, input) => {
    const link = parse(sanitizeHtml(input, profile)).querySelector('a');
    expect(link?.textContent).toBe('x');
    expect(link?.hasAttribute('href')).toBe(false);
  });
});

describe("'page' profile (the Markdown component)", () => {
  it.each([
    ['style tag and attribute', '<style>body{display:none}</style><p style="position:fixed">p</p>', '<p>p</p>'],
    ['form and button', '<form action="https://evil.example"><button formaction="javascript:alert(1)">go</button></form>', 'go'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">z', 'z'],
  ])('removes %s', (_name, input, expected) => {
    expect(sanitizeHtml(input, 'page')).toBe(expected);
  });

  it.each([
    ['data:text/html link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ['data:image link (not an image)', `<a href="${PNG}">x</a>`],
  ])('drops the href of a %s', (_name, input) => {
    const link = parse(sanitizeHtml(input, 'page')).querySelector('a');
    expect(link?.textContent).toBe('x');
    expect(link?.hasAttribute('href')).toBe(false);
  });

  it('removes inputs other than checkboxes', () => {
    expect(sanitizeHtml('<p>a<input type="password" name="pw"><input type="text" value="x"></p>', 'page')).toBe('<p>a</p>');
  });

  it('keeps checkboxes, disabled and named by their item', () => {
    const box = parse(sanitizeHtml('<ul><li><input type="checkbox" checked> done</li></ul>', 'page')).querySelector('input');
    expect([box?.checked, box?.disabled, box?.getAttribute('aria-label')]).toEqual([true, true, 'done']);
  });

  it('drops data: sources that are not images, and javascript: image sources', () => {
    const dom = parse(sanitizeHtml('<img src="data:text/html,<script>alert(1)</script>"><img src="javascript:alert(1)">', 'page'));
    for (const img of dom.querySelectorAll('img')) expect(img.hasAttribute('src')).toBe(false);
  });

  it('keeps data:image sources on images', () => {
    expect(parse(sanitizeHtml(`<img src="${PNG}" alt="dot">`, 'page')).querySelector('img')?.getAttribute('src')).toBe(PNG);
  });

  it('allows target and forces safe new-tab links, keeping ordinary URLs', () => {
    const dom = parse(
      sanitizeHtml(
        '<a href="https://example.com/a?b=c" target="_self" rel="opener">web</a><a href="mailto:me@example.com">mail</a><a href="/relative">rel</a><span target="x">s</span>',
        'page',
      ),
    );
    const links = [...dom.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://example.com/a?b=c', 'mailto:me@example.com', '/relative']);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(dom.querySelector('span')?.getAttribute('target')).toBe('x');
  });

  it('keeps safe formatting', () => {
    const html = '<h2>T</h2><p><em>e</em> <strong>s</strong> <code>c</code></p><ul><li>i</li></ul><blockquote>q</blockquote>';
    expect(sanitizeHtml(html, 'page')).toBe(html);
  });
});

describe("'page-app-links' profile (the cheat sheets)", () => {
  it('strips scripts and event handlers', () => {
    expect(sanitizeHtml('<p onclick="x()">a</p><script>alert(1)</script><img src="x" onerror="alert(1)">', 'page-app-links')).toBe('<p>a</p><img src="x">');
  });

  it('external links open in a new tab with noopener noreferrer; app links stay in the tab', () => {
    expect(sanitizeHtml('<p><a href="https://developer.mozilla.org/">MDN</a></p>', 'page-app-links')).toBe(
      '<p><a href="https://developer.mozilla.org/" target="_blank" rel="noopener noreferrer">MDN</a></p>',
    );
    expect(sanitizeHtml('<p><a href="/regex-tester" target="_blank">Tester</a></p>', 'page-app-links')).toBe('<p><a href="/regex-tester">Tester</a></p>');
    expect(sanitizeHtml('<a href="//evil.example/">x</a>', 'page-app-links')).toBe('<a href="//evil.example/" target="_blank" rel="noopener noreferrer">x</a>');
  });
});

describe("'document' profile (Markdown to HTML, HTML loaded into the editor)", () => {
  it("is DOMPurify's HTML profile: inline styles and harmless markup stay, link targets and SVG go", () => {
    const table = '<table><tbody><tr><td style="text-align:center">1</td></tr></tbody></table>';
    expect(sanitizeHtml(table, 'document')).toBe(table);
    expect(sanitizeHtml('<details><summary>More</summary><kbd>K</kbd></details><p style="color:red">r</p>', 'document')).toBe(
      '<details><summary>More</summary><kbd>K</kbd></details><p style="color:red">r</p>',
    );
    expect(sanitizeHtml('<a href="https://example.com/" target="_blank">x</a>', 'document')).toBe('<a href="https://example.com/">x</a>');
    expect(sanitizeHtml('<svg><circle r="1"></circle></svg><math><mi>x</mi></math>ok', 'document')).toBe('ok');
  });
});

describe("'document-with-targets' profile (the WYSIWYG editor's output)", () => {
  it('keeps the links’ target and inline colours', () => {
    const html = '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/">x</a> <span style="color: red;">r</span></p>';
    expect(sanitizeHtml(html, 'document-with-targets')).toBe(html);
  });
});

describe('createHtmlSanitizer', () => {
  it('works over another window (a frame here, jsdom in Node), with the same rules', () => {
    const frame = document.body.appendChild(document.createElement('iframe'));
    const sanitize = createHtmlSanitizer(frame.contentWindow as unknown as WindowLike, 'page');
    expect(sanitize('<a href="javascript:alert(1)" onclick="x()">a</a><a href="https://e.com">b</a>')).toBe(
      '<a>a</a><a href="https://e.com" target="_blank" rel="noopener noreferrer">b</a>',
    );
    frame.remove();
  });
});

describe('isSafeUrl', () => {
  it.each([
    ['https://example.com', 'a', 'href', true],
    ['#anchor', 'a', 'href', true],
    ['JAVASCRIPT:alert(1)', 'a', 'href', false],
    ['java\nscript:alert(1)', 'a', 'href', false],
    ['\u0001javascript:alert(1)', 'a', 'href', false],
    ['vbscript:x', 'img', 'src', false],
    ['data:image/png;base64,AAAA', 'img', 'src', true],
    ['data:image/svg+xml;base64,AAAA', 'a', 'href', false],
    ['data:text/html,x', 'img', 'src', false],
    ['a.png 1x, javascript:alert(1) 2x', 'img', 'srcset', false],
    ['a.png 1x, b.png 2x', 'img', 'srcset', true],
  ] as const)('%j on <%s %s> → %s', (url, tag, attribute, expected) => {
    expect(isSafeUrl(url, tag, attribute)).toBe(expected);
  });
});
