// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderCheatsheetHtml } from '../../lib/cheatsheet/render-cheatsheet';
import { ALWAYS_SHOWN_SECTION, filterRegexMemo, hasMatchingRows, parseRegexMemo, regexMemoToMarkdown } from './regex-memo.service';

const SECTIONS = parseRegexMemo(readFileSync(resolve(__dirname, 'regex-memo.md'), 'utf8'));

describe('regex cheatsheet', () => {
  it('has the spec sections in order, each table with its rows', () => {
    expect(SECTIONS.map((section) => section.title)).toEqual([
      'Normal characters',
      'Whitespace characters',
      'Character set',
      'Characters that require escaping',
      'Quantifiers',
      'Boundaries',
      'Matching',
      'Grouping and capturing',
      'Flags',
      'Unicode',
      'References and tools',
    ]);
    expect(SECTIONS[0]?.rows[0]).toEqual({ expression: '`.`', description: 'any character except line breaks (all characters with the s flag)' });
    expect(SECTIONS.find((section) => section.title === 'Matching')?.rows[0]).toEqual({ expression: '`foo\\|bar`', description: 'either foo or bar' });
  });

  it.each([
    ['lookbehind', ['Matching', ALWAYS_SHOWN_SECTION], 2],
    ['LOOKBEHIND', ['Matching', ALWAYS_SHOWN_SECTION], 2],
    ['foo|bar', ['Matching', ALWAYS_SHOWN_SECTION], 1],
    ['\\k<name>', ['Grouping and capturing', ALWAYS_SHOWN_SECTION], 1],
    ['lazy', ['Quantifiers', ALWAYS_SHOWN_SECTION], 1],
    ['xyzzy', [ALWAYS_SHOWN_SECTION], 0],
  ])('filter %j keeps %j with %i rows', (query, titles, rowCount) => {
    const filtered = filterRegexMemo(SECTIONS, query);
    expect(filtered.map((section) => section.title)).toEqual(titles);
    expect(filtered.reduce((sum, section) => sum + section.rows.length, 0)).toBe(rowCount);
    expect(hasMatchingRows(filtered)).toBe(rowCount > 0);
  });

  it('drops the notes of a section with no matching row and keeps those of a kept one', () => {
    const markdown = regexMemoToMarkdown(filterRegexMemo(SECTIONS, 'word boundary'));
    expect(markdown).toContain('`\\b` matches between a word character');
    expect(markdown).not.toContain('A set matches one character');
  });

  it('renders sanitized HTML: escaped pipes, external links in a new tab, the tester link in the same tab', () => {
    const html = renderCheatsheetHtml(regexMemoToMarkdown(SECTIONS));
    expect(html).toContain('<td><code>foo|bar</code></td>');
    expect(html).toContain('<td><code>\\|</code></td>');
    expect(html).toContain('<a href="https://developer.mozilla.org/en-US/docs/Web/JavaScript/Guide/Regular_expressions" target="_blank" rel="noopener noreferrer">MDN</a>');
    expect(html).toContain('<a href="/regex-tester">Try it in the Regex Tester</a>');
    expect(html).not.toContain('<script');
  });
});
