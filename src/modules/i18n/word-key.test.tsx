import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../test/render';
import { wordKey } from './word-key';

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('en', 'some-tool', { pdf: { damaged: 'The tool’s own words for {{name}}.' }, onlyHere: 'Only in the tool.' });
});

describe('wordKey', () => {
  it.each([
    ['a shell key found by its plural forms: one', 'pdf.pageOutOfRange', { page: 2, count: 1, name: 'a.pdf' }, ['shell'], 'Page 2 is outside a.pdf, which has 1 page.'],
    ['a shell key found by its plural forms: other', 'pdf.pageOutOfRange', { page: 12, count: 10, name: 'a.pdf' }, ['shell'], 'Page 12 is outside a.pdf, which has 10 pages.'],
    ['the tool’s words before the shell’s', 'pdf.damaged', { name: 'a.pdf' }, ['some-tool', 'shell'], 'The tool’s own words for a.pdf.'],
    ['the shell’s when the tool has none', 'pdf.pageOutOfRange', { page: 3, count: 2, name: 'b.pdf' }, ['some-tool', 'shell'], 'Page 3 is outside b.pdf, which has 2 pages.'],
    ['an unknown tool is skipped', 'onlyHere', undefined, [undefined, 'some-tool'], 'Only in the tool.'],
    ['a key nobody has', 'pdf.noSuchMessage', undefined, ['some-tool', 'shell'], undefined],
    ['no key', undefined, undefined, ['shell'], undefined],
  ] as const)('%s', (_, key, params, namespaces, expected) => {
    expect(wordKey(key, params, namespaces)).toBe(expected);
  });
});
