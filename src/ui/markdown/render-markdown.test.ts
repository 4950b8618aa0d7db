// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown';

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
