// @vitest-environment jsdom
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { storageKey } from '../../modules/tool-state/tool-state';
import {
  adoptLegacyStoredHtml,
  createEditorExtensions,
  DEFAULT_HTML,
  editorHtmlToOutput,
  formatHtml,
  isAllowedLinkUri,
  LEGACY_STORAGE_KEY,
  normalizeTextColor,
  sanitizeEditorHtml,
  sanitizeHtmlToLoad,
  TEXT_COLORS,
  withDefaultProtocol,
} from './html-wysiwyg-editor.service';

let editor: Editor | undefined;
afterEach(() => {
  editor?.destroy();
  editor = undefined;
});

function createEditor(content: string): Editor {
  editor = new Editor({ extensions: createEditorExtensions(), content });
  return editor;
}

/** Selects the whole text of the (single) paragraph. */
function selectAll(current: Editor): Editor {
  current.commands.selectAll();
  return current;
}

describe('the editor schema', () => {
  it('keeps the default content as it is', () => {
    expect(createEditor(DEFAULT_HTML).getHTML()).toBe(DEFAULT_HTML);
  });

  it('gives <p></p> for an empty editor', () => {
    expect(createEditor('').getHTML()).toBe('<p></p>');
  });

  // Each toolbar button runs one of these commands; the expected tags are the HTML elements of the
  // StarterKit nodes and marks.
  it.each([
    ['Bold', (e: Editor) => e.chain().selectAll().toggleBold().run(), '<p><strong>text</strong></p>'],
    ['Italic', (e: Editor) => e.chain().selectAll().toggleItalic().run(), '<p><em>text</em></p>'],
    ['Underline', (e: Editor) => e.chain().selectAll().toggleUnderline().run(), '<p><u>text</u></p>'],
    ['Strikethrough', (e: Editor) => e.chain().selectAll().toggleStrike().run(), '<p><s>text</s></p>'],
    ['Code', (e: Editor) => e.chain().selectAll().toggleCode().run(), '<p><code>text</code></p>'],
    ['Heading 1', (e: Editor) => e.chain().selectAll().toggleHeading({ level: 1 }).run(), '<h1>text</h1>'],
    ['Heading 2', (e: Editor) => e.chain().selectAll().toggleHeading({ level: 2 }).run(), '<h2>text</h2>'],
    ['Heading 3', (e: Editor) => e.chain().selectAll().toggleHeading({ level: 3 }).run(), '<h3>text</h3>'],
    ['Heading 4', (e: Editor) => e.chain().selectAll().toggleHeading({ level: 4 }).run(), '<h4>text</h4>'],
    ['Bullet list', (e: Editor) => e.chain().selectAll().toggleBulletList().run(), '<ul><li><p>text</p></li></ul>'],
    ['Ordered list', (e: Editor) => e.chain().selectAll().toggleOrderedList().run(), '<ol><li><p>text</p></li></ol>'],
    ['Code block', (e: Editor) => e.chain().selectAll().toggleCodeBlock().run(), '<pre><code>text</code></pre>'],
    ['Blockquote', (e: Editor) => e.chain().selectAll().toggleBlockquote().run(), '<blockquote><p>text</p></blockquote>'],
    [
      'Link',
      (e: Editor) => e.chain().selectAll().setLink({ href: 'https://example.com/' }).run(),
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/">text</a></p>',
    ],
  ])('%s', (_name, command, expected) => {
    const current = createEditor('<p>text</p>');
    command(current);
    expect(current.getHTML()).toBe(expected);
  });

  it('Horizontal line inserts <hr>', () => {
    const current = createEditor('<p>text</p>');
    current.chain().focus('end').setHorizontalRule().run();
    expect(current.getHTML()).toContain('<hr>');
  });

  it('Remove link, Clear formatting, Undo and Redo', () => {
    const current = createEditor('<p><a href="https://example.com/">text</a></p>');
    selectAll(current).commands.unsetLink();
    expect(current.getHTML()).toBe('<p>text</p>');
    current.chain().selectAll().toggleBold().toggleItalic().run();
    expect(current.getHTML()).toBe('<p><strong><em>text</em></strong></p>');
    current.chain().selectAll().unsetAllMarks().clearNodes().run();
    expect(current.getHTML()).toBe('<p>text</p>');
    current.commands.undo();
    expect(current.getHTML()).toBe('<p><strong><em>text</em></strong></p>');
    current.commands.redo();
    expect(current.getHTML()).toBe('<p>text</p>');
  });

  it('drops scripts, handlers, images and javascript: links when loading HTML', () => {
    const hostile =
      '<p onclick="alert(1)">Hello <strong>world</strong><script>alert(2)</script></p><img src="x" onerror="alert(3)"><a href="javascript:alert(4)">click</a><iframe src="https://example.com/"></iframe><div style="color:red">text</div>';
    const current = createEditor('');
    current.commands.setContent(sanitizeHtmlToLoad(hostile));
    const html = current.getHTML();
    expect(html).toBe('<p>Hello <strong>world</strong></p><p>click</p><p>text</p>');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|<img|iframe|style/);
  });

  it('drops disallowed link schemes even without the sanitizer', () => {
    const current = createEditor('<p><a href="javascript:alert(1)">a</a> <a href="data:text/html,x">b</a> <a href="mailto:me@example.com">c</a> <a href="tel:+123">d</a></p>');
    expect(current.getHTML()).toBe(
      '<p>a b <a target="_blank" rel="noopener noreferrer nofollow" href="mailto:me@example.com">c</a> <a target="_blank" rel="noopener noreferrer nofollow" href="tel:+123">d</a></p>',
    );
  });

  it('turns unknown block wrappers into paragraphs', () => {
    expect(createEditor('<div>text</div>').getHTML()).toBe('<p>text</p>');
  });
});

describe('the Link button’s command', () => {
  const LINK = '<a target="_blank" rel="noopener noreferrer nofollow"';

  it.each([
    // What the Link button sends with "Open in a new tab" on (the default) and off.
    [{ href: 'https://example.com/', target: '_blank' }, `<p>${LINK} href="https://example.com/">text</a></p>`],
    [{ href: 'example.com/page', target: '_blank' }, `<p>${LINK} href="https://example.com/page">text</a></p>`],
    [{ href: ' mailto:me@example.com ', target: '_blank' }, `<p>${LINK} href="mailto:me@example.com">text</a></p>`],
    [{ href: 'https://example.com/', target: null }, '<p><a rel="noopener noreferrer nofollow" href="https://example.com/">text</a></p>'],
  ])('setLink(%j)', (attributes, expected) => {
    const current = createEditor('<p>text</p>');
    expect(current.chain().selectAll().setLink(attributes).run()).toBe(true);
    expect(current.getHTML()).toBe(expected);
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', '/relative', '#top'])('refuses %j', (href) => {
    const current = createEditor('<p>text</p>');
    expect(current.chain().selectAll().setLink({ href }).run()).toBe(false);
    expect(current.getHTML()).toBe('<p>text</p>');
  });
});

describe('withDefaultProtocol', () => {
  it.each([
    ['example.com', 'https://example.com'],
    [' www.example.com/a?b#c ', 'https://www.example.com/a?b#c'],
    ['https://example.com', 'https://example.com'],
    ['HTTP://example.com', 'HTTP://example.com'],
    ['mailto:a@b.c', 'mailto:a@b.c'],
    ['javascript:alert(1)', 'javascript:alert(1)'],
    ['/relative', '/relative'],
    ['#anchor', '#anchor'],
    ['two words', 'two words'],
    ['', ''],
  ])('%j → %j', (url, expected) => expect(withDefaultProtocol(url)).toBe(expected));
});

describe('isAllowedLinkUri', () => {
  it.each([
    ['https://example.com', true],
    ['HTTP://example.com', true],
    ['mailto:a@b.c', true],
    ['tel:+33123', true],
    ['javascript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['data:text/html,x', false],
    ['/relative', false],
  ])('%j → %s', (url, allowed) => expect(isAllowedLinkUri(url)).toBe(allowed));
});

describe('output', () => {
  it('keeps the links’ target through the sanitizer', () => {
    const html = '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/">x</a></p>';
    expect(sanitizeEditorHtml(html)).toBe(html);
  });

  it('pretty-prints the default content', async () => {
    expect(await editorHtmlToOutput(DEFAULT_HTML)).toBe('<h1>Hey!</h1>\n<p>Welcome to this html wysiwyg editor</p>\n');
  });

  it('formats nested blocks on their own lines', async () => {
    expect(await formatHtml('<ul><li><p>a</p></li></ul>')).toBe('<ul>\n  <li><p>a</p></li>\n</ul>\n');
  });
});

/** The colour the browser (here jsdom's CSS parser) reads from the first span of some HTML. */
function spanColors(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return [...doc.querySelectorAll('span')].map((span) => span.style.color);
}

describe('text color', () => {
  it('colours the selected text with a <span style="color: …"> that reaches the output', async () => {
    const current = createEditor('<p>plain coloured</p>');
    // "coloured" = positions 7..15 of the paragraph (position 1 is its first character).
    current.chain().setTextSelection({ from: 7, to: 15 }).setColor('#1C7ED6').run();
    // ProseMirror writes the style through the DOM's CSS parser (style.cssText), which serializes a
    // hex colour as rgb() (as browsers do): #1c7ed6 = rgb(28, 126, 214).
    expect(current.getHTML()).toBe('<p>plain <span style="color: rgb(28, 126, 214);">coloured</span></p>');
    const output = await editorHtmlToOutput(current.getHTML());
    expect(output).toBe('<p>plain <span style="color: rgb(28, 126, 214);">coloured</span></p>\n');
    expect(spanColors(output)).toEqual(['rgb(28, 126, 214)']);
  });

  it('"Remove color" and "Clear formatting" take the colour away', () => {
    const current = createEditor('<p>text</p>');
    current.chain().selectAll().setColor('#f03e3e').toggleBold().run();
    // #f03e3e = rgb(240, 62, 62); TextStyle's priority (101) puts the span outside <strong> (100).
    expect(current.getHTML()).toBe('<p><span style="color: rgb(240, 62, 62);"><strong>text</strong></span></p>');
    current.chain().selectAll().unsetColor().run();
    expect(current.getHTML()).toBe('<p><strong>text</strong></p>');
    current.chain().selectAll().setColor('#f03e3e').unsetAllMarks().clearNodes().run();
    expect(current.getHTML()).toBe('<p>text</p>');
  });

  it('keeps a coloured span through "HTML to load" and the output sanitizer', async () => {
    const current = createEditor('');
    current.commands.setContent(sanitizeHtmlToLoad('<p>Hello <span style="color: rgb(47, 158, 68)">green</span> and <span style="color:red">red</span></p>'));
    const html = current.getHTML();
    expect(html).toBe('<p>Hello <span style="color: rgb(47, 158, 68);">green</span> and <span style="color: red;">red</span></p>');
    expect(sanitizeEditorHtml(html)).toBe(html);
    expect(spanColors(await editorHtmlToOutput(html))).toEqual(['rgb(47, 158, 68)', 'red']);
  });

  it('keeps only the colour of a span, and nothing of other styles', () => {
    const cases: [string, string][] = [
      ['<p><span style="font-size: 20px; color: #E64980">a</span></p>', '<p><span style="color: rgb(230, 73, 128);">a</span></p>'],
      ['<p><span style="font-size: 20px">a</span></p>', '<p>a</p>'],
      ['<p><span style="background: url(https://example.com/x.png)">a</span></p>', '<p>a</p>'],
      ['<p><span style="color: url(javascript:alert(1))">a</span></p>', '<p>a</p>'],
      ['<p><span style="color: var(--secret)">a</span></p>', '<p>a</p>'],
      ['<p style="color: red">a</p>', '<p>a</p>'],
      ['<p><span style="color: #0c8599">a <span style="font-size: 2em">b</span></span></p>', '<p><span style="color: rgb(12, 133, 153);">a b</span></p>'],
      ['<p><span style="color: #0c8599">a <span style="color: #be4bdb">b</span></span></p>', '<p><span style="color: rgb(12, 133, 153);">a </span><span style="color: rgb(190, 75, 219);">b</span></p>'],
    ];
    for (const [input, expected] of cases) {
      editor?.destroy();
      expect(createEditor(input).getHTML(), input).toBe(expected);
    }
  });

  it.each([
    ['#F03E3E', '#f03e3e'],
    ['#abc', '#abc'],
    ['#abcd', '#abcd'],
    ['#11223344', '#11223344'],
    [' rgb(1, 2, 3) ', 'rgb(1, 2, 3)'],
    ['rgba(1 2 3 / 50%)', 'rgba(1 2 3 / 50%)'],
    ['hsl(120deg 50% 50%)', 'hsl(120deg 50% 50%)'],
    ['RebeccaPurple', 'rebeccapurple'],
    ['#abcde', null],
    ['url(x)', null],
    ['var(--x)', null],
    ['rgb(calc(1) 2 3)', null],
    ['red !important', null],
    ['red; background: blue', null],
    ['', null],
    [null, null],
  ])('normalizeTextColor(%j) → %j', (value, expected) => expect(normalizeTextColor(value)).toBe(expected));

  it('offers valid, distinct swatches', () => {
    const values = TEXT_COLORS.map(({ value }) => value);
    expect(new Set(values).size).toBe(values.length);
    for (const value of values) expect(normalizeTextColor(value)).toBe(value);
  });
});

describe('content left by IT-Tools under the spec\'s storage key', () => {
  const key = storageKey('html-wysiwyg-editor', 'html');
  afterEach(() => localStorage.clear());

  it('is taken over, sanitized, and the old key is forgotten', () => {
    localStorage.setItem(LEGACY_STORAGE_KEY, '<p onclick="alert(1)">Kept</p><script>alert(2)</script>');
    adoptLegacyStoredHtml();
    expect(localStorage.getItem(key)).toBe(JSON.stringify('<p>Kept</p>'));
    expect(localStorage.getItem(LEGACY_STORAGE_KEY)).toBeNull();
  });

  it('never overwrites what the tool already stored', () => {
    localStorage.setItem(key, JSON.stringify('<p>mine</p>'));
    localStorage.setItem(LEGACY_STORAGE_KEY, '<p>old</p>');
    adoptLegacyStoredHtml();
    expect(localStorage.getItem(key)).toBe(JSON.stringify('<p>mine</p>'));
    expect(localStorage.getItem(LEGACY_STORAGE_KEY)).toBeNull();
  });

  it('does nothing without it', () => {
    adoptLegacyStoredHtml();
    expect(localStorage.length).toBe(0);
  });
});
