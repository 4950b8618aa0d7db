// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { regexDiagramSvg } from './regex-tester.diagram';
import { DEFAULT_FLAGS, findMatches, flagString, formatCapture, MAX_MATCHES, replaceMatches, runRegex, sampleMatch, withoutNamedGroups, type RegexFlags } from './regex-tester.service';

const flags = (overrides: Partial<RegexFlags> = {}): RegexFlags => ({ ...DEFAULT_FLAGS, ...overrides });

describe('regex tester', () => {
  it('IT-Tools vector: (.)(?<g>r) on azertyr', () => {
    // Positions counted by hand: "er" at 2, "yr" at 5.
    expect(findMatches('(.)(?<g>r)', flags(), 'azertyr')).toEqual({
      truncated: false,
      matches: [
        {
          index: 2,
          value: 'er',
          captures: [
            { name: '1', value: 'e', start: 2, end: 3 },
            { name: '2', value: 'r', start: 3, end: 4 },
          ],
          groups: [{ name: 'g', value: 'r', start: 3, end: 4 }],
        },
        {
          index: 5,
          value: 'yr',
          captures: [
            { name: '1', value: 'y', start: 5, end: 6 },
            { name: '2', value: 'r', start: 6, end: 7 },
          ],
          groups: [{ name: 'g', value: 'r', start: 6, end: 7 }],
        },
      ],
    });
  });

  it('lists zero-length matches like matchAll (advancing one code point with u)', () => {
    const text = 'baa😀';
    const expected = [...text.matchAll(/a*/gu)].map((match) => [match.index, match[0]]);
    expect(findMatches('a*', flags(), text).matches.map((match) => [match.index, match.value])).toEqual(expected);
    const withoutUnicode = [...text.matchAll(/a*/g)].map((match) => [match.index, match[0]]);
    expect(findMatches('a*', flags({ unicode: false }), text).matches.map((match) => [match.index, match.value])).toEqual(withoutUnicode);
  });

  it('only the first match without g', () => {
    expect(findMatches('a', flags({ global: false }), 'aaa').matches).toHaveLength(1);
  });

  it('reports an unmatched group and formats captures', () => {
    const [match] = findMatches('(a)|(b)', flags(), 'b').matches;
    expect(match?.captures.map((capture) => formatCapture(capture, '(not matched)', '(empty)'))).toEqual(['"1" = (not matched)', '"2" = b [0 - 1]']);
    const [empty] = findMatches('(x?)y', flags(), 'y').matches;
    expect(formatCapture(empty?.captures[0] as never, '(not matched)', '(empty)')).toBe('"1" = (empty) [0 - 0]');
  });

  it('stops at 1000 matches', () => {
    const result = findMatches('a', flags(), 'a'.repeat(1500));
    expect(result.matches).toHaveLength(MAX_MATCHES);
    expect(result.truncated).toBe(true);
  });

  it.each([
    ['(\\w)(\\d)', 'a1 b2', '$2$1', '1a 2b', flags()],
    ['(?<x>\\d+)', 'n=42', '[$<x>]', 'n=[42]', flags()],
    ['o', 'foo', '$&$&', 'foooo', flags()],
    ['o', 'foo', '$$', 'f$$', flags()],
    ['o', 'foo', '0', 'f0o', flags({ global: false })],
  ])('replaces %s in %j with %j', (pattern, text, replacement, expected, regexFlags) => {
    // Expected values are what String.prototype.replace gives with a literal RegExp.
    expect(replaceMatches(pattern, regexFlags, text, replacement)).toBe(expected);
  });

  it('builds the flag string (v wins over u)', () => {
    expect(flagString(DEFAULT_FLAGS)).toBe('gsu');
    expect(flagString(flags({ unicodeSets: true, ignoreCase: true, multiline: true }))).toBe('gimsv');
  });

  it('reports an invalid regex with the engine message', () => {
    const outcome = runRegex({ pattern: '(a', flags: flags(), text: 'a', replacement: '' });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.detail).toMatch(/Unterminated group/);
  });

  it('turns named groups into plain groups for the sample generator', () => {
    expect(withoutNamedGroups('(?<y>\\d{4})-(?<m>\\d\\d)\\k<y>(?<=a)(?:b)[(?<z>]')).toBe('(\\d{4})-(\\d\\d)\\1(?<=a)(?:b)[(?<z>]');
  });

  it('generates a sample that matches the pattern, with the injected randomness', () => {
    for (const pattern of ['[a-f]{3}-\\d{2}', '(?<year>\\d{4})-\\k<year>', 'cat|dog']) {
      const sample = sampleMatch(pattern, flags());
      expect(new RegExp(`^(?:${pattern})$`, 'u').test(sample), `${pattern} → ${sample}`).toBe(true);
    }
  });

  it('draws a railroad diagram for modern syntax, and nothing for an invalid pattern', () => {
    const svg = regexDiagramSvg('^(?<year>\\d{4})(?<=x)\\p{L}[<&]+?$', 'u');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('group &quot;year&quot;'.replace(/&quot;/g, '"'));
    expect(svg).toContain('&#91;&#60;&#38;&#93;'); // the library escapes [ < & ]
    expect(svg).toContain('Preceded by');
    expect(regexDiagramSvg('(a', 'u')).toBeUndefined();
  });
});
