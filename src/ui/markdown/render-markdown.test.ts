// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isSafeUrl, renderMarkdown, sanitizeHtml } from './render-markdown';

/** Parses sanitised HTML so assertions look at the resulting DOM, not at string details. */
function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('renderMarkdown', () => {
  it('renders markdown to HTML', () => {
    const dom = parse(renderMarkdown('# Title\n\nSome **bold** and `code`.\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |'));
    expect(dom.querySelector('h1')?.textContent).toBe('Title');
    expect(dom.querySelector('strong')?.textContent).toBe('bold');
    expect(dom.querySelector('code')?.textContent).toBe('code');
    expect([...dom.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['one', 'two']);
    expect(dom.querySelector('table td')?.textContent).toBe('1');
  });

  it('renders nothing for an empty string', () => {
    expect(renderMarkdown('')).toBe('');
  });

  it('opens links in a new tab without opener or referrer', () => {
    const link = parse(renderMarkdown('[IT Tools](https://it-tools.tech)')).querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://it-tools.tech');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('removes javascript:, vbscript: and data: links written in markdown', () => {
    const dom = parse(
      renderMarkdown('[a](javascript:alert(1)) [b](vbscript:msgbox) [c](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==) [d](JaVaScRiPt:alert(2))'),
    );
    const links = [...dom.querySelectorAll('a')];
    expect(links.map((link) => link.textContent)).toEqual(['a', 'b', 'c', 'd']);
    for (const link of links) expect(link.hasAttribute('href')).toBe(false);
  });

  it('keeps a data:image/png image and drops script tags written inline', () => {
    const dom = parse(renderMarkdown(`![dot](${PNG})\n\n<script>alert(1)</script>\n\nafter`));
    expect(dom.querySelector('img')?.getAttribute('src')).toBe(PNG);
    expect(dom.querySelector('img')?.getAttribute('alt')).toBe('dot');
    expect(dom.querySelector('script')).toBeNull();
    expect(dom.textContent).toContain('after');
  });

  it('keeps task-list checkboxes, disabled', () => {
    const boxes = parse(renderMarkdown('- [x] done\n- [ ] todo')).querySelectorAll('input');
    expect([...boxes].map((box) => [box.type, box.checked, box.disabled, box.getAttribute('aria-label')])).toEqual([
      ['checkbox', true, true, 'done'],
      ['checkbox', false, true, 'todo'],
    ]);
  });
});

describe('sanitizeHtml', () => {
  it.each([
    ['script tag', '<p>hi</p><script>alert(1)</script>', '<p>hi</p>'],
    ['script with src', '<script src="https://evil.example/x.js"></script>ok', 'ok'],
    ['img onerror', '<img src="x" onerror="alert(1)">', '<img src="x">'],
    ['svg onload', '<svg onload="alert(1)"><circle r="1"></circle></svg>text', 'text'],
    ['iframe', '<iframe src="https://evil.example"></iframe>x', 'x'],
    ['object/embed', '<object data="x.swf"></object><embed src="x.swf">y', 'y'],
    ['style tag and attribute', '<style>body{display:none}</style><p style="position:fixed">p</p>', '<p>p</p>'],
    ['form and button', '<form action="https://evil.example"><button formaction="javascript:alert(1)">go</button></form>', 'go'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">z', 'z'],
    ['mouse handlers', '<div onmouseover="alert(1)" onclick="alert(2)">d</div>', '<div>d</div>'],
  ])('removes %s', (_name, input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it.each([
    ['javascript: link', '<a href="javascript:alert(1)">x</a>'],
    ['obfuscated javascript: link', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
    ['entity-encoded javascript: link', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
    ['leading-space javascript: link', '<a href=" javascript:alert(1)">x</a>'],
    ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
    ['data:text/html link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ['data:image link (not an image)', `<a href="${PNG}">x</a>`],
  ])('drops the href of a %s', (_name, input) => {
    const link = parse(sanitizeHtml(input)).querySelector('a');
    expect(link?.textContent).toBe('x');
    expect(link?.hasAttribute('href')).toBe(false);
  });

  it('removes inputs other than checkboxes', () => {
    expect(sanitizeHtml('<p>a<input type="password" name="pw"><input type="text" value="x"></p>')).toBe('<p>a</p>');
  });

  it('drops data: sources that are not images, and javascript: image sources', () => {
    const dom = parse(sanitizeHtml('<img src="data:text/html,<script>alert(1)</script>"><img src="javascript:alert(1)">'));
    for (const img of dom.querySelectorAll('img')) expect(img.hasAttribute('src')).toBe(false);
  });

  it('keeps data:image sources on images', () => {
    expect(parse(sanitizeHtml(`<img src="${PNG}" alt="dot">`)).querySelector('img')?.getAttribute('src')).toBe(PNG);
  });

  it('allows target and forces safe new-tab links, keeping ordinary URLs', () => {
    const dom = parse(
      sanitizeHtml('<a href="https://example.com/a?b=c" target="_self" rel="opener">web</a><a href="mailto:me@example.com">mail</a><a href="/relative">rel</a><span target="x">s</span>'),
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
    expect(sanitizeHtml(html)).toBe(html);
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
