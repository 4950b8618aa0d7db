import { describe, expect, it } from 'vitest';
import { coverage, leaves, placeholders, pluralFormFits } from './i18n-coverage.mjs';

const report = coverage(new URL('..', import.meta.url).pathname);

describe('translations', () => {
  it('finds the shell and every tool', () => {
    expect(report.some((row) => row.set === 'shell')).toBe(true);
    expect(new Set(report.map((row) => row.language))).toEqual(new Set(['es', 'fr', 'pt', 'ru', 'uk', 'zh', 'vi']));
  });

  it.each(report.map((row) => [`${row.set} ${row.language}`, row] as const))('%s has every English key, same placeholders, no stray keys', (_name, row) => {
    expect(row.missing, 'missing keys').toEqual([]);
    expect(row.brokenPlaceholders, 'placeholders that differ from English').toEqual([]);
    expect(row.extra, 'keys English does not have').toEqual([]);
  });
});

describe('coverage helpers', () => {
  it('flattens nested keys and finds placeholders', () => {
    expect(leaves({ a: { b: 'x', c: { d: 'y' } }, e: 'z' })).toEqual([
      ['a.b', 'x'],
      ['a.c.d', 'y'],
      ['e', 'z'],
    ]);
    expect(placeholders('Hello {{ name }}, see <repo>here</repo>')).toEqual(['</repo>', '<repo>', '{{name}}']);
  });

  it('knows each language’s plural forms of a key English writes in plural forms', () => {
    const english = new Map([
      ['count_one', '{{count}} item'],
      ['count_other', '{{count}} items'],
    ]);
    expect(pluralFormFits('count_few', 'ru', english)).toBe(true);
    expect(pluralFormFits('count_few', 'fr', english)).toBe(false);
    expect(pluralFormFits('count_one', 'zh', english)).toBe(false);
    expect(pluralFormFits('count_one', 'vi', english)).toBe(false);
    expect(pluralFormFits('title', 'ru', english)).toBeUndefined();
  });
});
