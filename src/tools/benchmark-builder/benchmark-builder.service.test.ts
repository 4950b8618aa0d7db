import { describe, expect, it } from 'vitest';
import {
  computeStatistics,
  DEFAULT_SUITES,
  formatNumber,
  formatRows,
  parseStoredSuites,
  parseValues,
  rankSuites,
  toBulletList,
  toMarkdownTable,
} from './benchmark-builder.service';

describe('parseValues', () => {
  it.each([
    ['5\n10', [5, 10], []],
    ['1 2\t3', [1, 2, 3], []],
    ['1,5', [1, 5], []],
    ['1;2; 3 ,4', [1, 2, 3, 4], []],
    ['-1 2.5 .5 1e3 +4 4. 1E-2', [-1, 2.5, 0.5, 1000, 4, 4, 0.01], []],
    ['  \n\n ', [], []],
    ['', [], []],
    ['1 abc 2 0x10 Infinity NaN 1e999 3ms', [1, 2], ['abc', '0x10', 'Infinity', 'NaN', '1e999', '3ms']],
    ['🙂 1', [1], ['🙂']],
  ])('%j', (text, values, invalid) => {
    expect(parseValues(text)).toEqual({ values, invalid });
  });
});

describe('computeStatistics (population variance, by hand)', () => {
  it.each([
    [[5, 10], 7.5, 6.25, 2.5],
    [[8, 12], 10, 4, 2],
    [[2, 4, 4, 4, 5, 5, 7, 9], 5, 4, 2],
    [[3], 3, 0, 0],
    [[1, 2, 3, 4], 2.5, 1.25, Math.sqrt(1.25)],
    [[-1, 1], 0, 1, 1],
  ])('%j → mean %d, variance %d, std %d', (values, mean, variance, std) => {
    const statistics = computeStatistics(values);
    expect(statistics.samples).toBe(values.length);
    expect(statistics.mean).toBeCloseTo(mean, 12);
    expect(statistics.variance).toBeCloseTo(variance, 12);
    expect(statistics.standardDeviation).toBeCloseTo(std, 12);
  });
});

describe('rankSuites', () => {
  it('sorts by ascending mean, leaves out suites without values', () => {
    const ranked = rankSuites([
      { name: 'slow', values: '30 30' },
      { name: 'empty', values: ' ' },
      { name: 'fast', values: '1 3' },
      { name: 'only junk', values: 'abc' },
      { name: 'middle', values: '10' },
    ]);
    expect(ranked.map(({ name, position, index }) => [name, position, index])).toEqual([
      ['fast', 1, 2],
      ['middle', 2, 4],
      ['slow', 3, 0],
    ]);
  });

  it('keeps ties in input order (stable)', () => {
    expect(rankSuites([{ name: 'b', values: '2 4' }, { name: 'a', values: '3' }, { name: 'c', values: '1' }]).map((suite) => suite.name)).toEqual(['c', 'b', 'a']);
  });
});

describe('formatting', () => {
  it.each([
    [2.5, '2.5'],
    [4 / 3, '1.333'],
    [2 / 3, '0.667'],
    [0.0004, '0'],
    [-0.0004, '0'],
    [1.0005, '1.001'],
    [100, '100'],
    [0.1 + 0.2, '0.3'],
  ])('formatNumber(%d) → %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it('defaults: the second row compares with the best', () => {
    expect(formatRows(rankSuites(DEFAULT_SUITES), '')).toEqual([
      { position: '1', suite: 'Suite 1', samples: '2', mean: '7.5', variance: '6.25', standardDeviation: '2.5' },
      { position: '2', suite: 'Suite 2', samples: '2', mean: '10 (+2.5 ; x1.333)', variance: '4', standardDeviation: '2' },
    ]);
  });

  it('appends the trimmed unit without space, ² after the variance unit', () => {
    expect(formatRows(rankSuites(DEFAULT_SUITES), '  ms ')[1]).toEqual({
      position: '2',
      suite: 'Suite 2',
      samples: '2',
      mean: '10ms (+2.5ms ; x1.333)',
      variance: '4ms²',
      standardDeviation: '2ms',
    });
  });

  it('no comparison for a tie with the best; x∞ when the best mean is 0', () => {
    const rows = formatRows(
      rankSuites([
        { name: 'zero', values: '-1 1' },
        { name: 'tie', values: '0' },
        { name: 'two', values: '2' },
      ]),
      's',
    );
    expect(rows.map((row) => row.mean)).toEqual(['0s', '0s', '2s (+2s ; x∞)']);
  });
});

describe('exports', () => {
  const rows = formatRows(rankSuites(DEFAULT_SUITES), '');

  it('Markdown table', () => {
    expect(toMarkdownTable(rows)).toBe(
      [
        '| Position | Suite | Samples | Mean | Variance | Std. deviation |',
        '| --- | --- | --- | --- | --- | --- |',
        '| 1 | Suite 1 | 2 | 7.5 | 6.25 | 2.5 |',
        '| 2 | Suite 2 | 2 | 10 (+2.5 ; x1.333) | 4 | 2 |',
      ].join('\n'),
    );
  });

  it('escapes | in names', () => {
    const piped = formatRows(rankSuites([{ name: 'a|b', values: '1' }]), '');
    expect(toMarkdownTable(piped).split('\n')[2]).toBe('| 1 | a\\|b | 1 | 1 | 0 | 0 |');
  });

  it('bullet list', () => {
    expect(toBulletList(rows)).toBe(
      [
        '- Suite 1',
        '  - Position: 1',
        '  - Samples: 2',
        '  - Mean: 7.5',
        '  - Variance: 6.25',
        '  - Std. deviation: 2.5',
        '- Suite 2',
        '  - Position: 2',
        '  - Samples: 2',
        '  - Mean: 10 (+2.5 ; x1.333)',
        '  - Variance: 4',
        '  - Std. deviation: 2',
      ].join('\n'),
    );
  });

  it('an empty result gives only the header', () => {
    expect(toMarkdownTable([]).split('\n')).toHaveLength(2);
    expect(toBulletList([])).toBe('');
  });
});

describe('parseStoredSuites', () => {
  it.each(['', 'nope', '[]', '{}', '[{"name":1}]'])('%j → defaults', (json) => {
    expect(parseStoredSuites(json)).toEqual(DEFAULT_SUITES);
  });

  it('reads stored suites', () => {
    expect(parseStoredSuites('[{"name":"x","values":"1","extra":2}]')).toEqual([{ name: 'x', values: '1' }]);
  });
});
