import { describe, expect, it } from 'vitest';
import { bestPerTool, passesPre, rankSuggestions, refineWithDryRuns, type OperationDetect } from './detect';
import { SAMPLE_CHARS, takeSample } from './sample';

describe('the sample of a paste', () => {
  it('is the first 64 KB, trimmed, with the whole length kept', () => {
    const long = `  ${'a'.repeat(SAMPLE_CHARS + 10)}`;
    const sample = takeSample(long);
    expect(sample.text.length).toBe(SAMPLE_CHARS - 2);
    expect(sample.totalLength).toBe(SAMPLE_CHARS + 12);
    expect(sample.truncated).toBe(true);
    expect(takeSample('  x \n').text).toBe('x');
  });

  it.each([
    ['SGVsbG8gd29ybGQ=', { base64: true, base64url: true, hex: false, digits: false, binary: false }],
    ['SGVs/bG8+', { base64: true, base64url: false, hex: false }],
    ['eyJhbGc_iOi-J', { base64: false, base64url: true }],
    ['deadBEEF 0123', { hex: true, base64: true, digits: false }],
    ['1700000000', { digits: true, hex: true, binary: false }],
    ['01000001 01000010', { binary: true, digits: false, hex: true }],
    ['héllo', { ascii: false, base64: false, hex: false }],
    ['a\u0001b', { printable: false }],
  ])('%j fits %j', (text, fits) => {
    expect(takeSample(text).stats.fits).toMatchObject(fits);
  });

  it('counts lines, character kinds, entropy and the printable share', () => {
    const { stats } = takeSample('Hello, World 42\nsecond line\n');
    expect(stats).toMatchObject({ length: 27, lines: 2, has: { lower: true, upper: true, digit: true, space: true, lineBreak: true, punctuation: true, nonAscii: false, control: false }, printableRatio: 1 });
    expect(takeSample('aaaa').stats.entropy).toBe(0);
    expect(takeSample('abab').stats.entropy).toBeCloseTo(1);
    expect(takeSample('abcd').stats.entropy).toBeCloseTo(2);
    expect(takeSample('').stats).toMatchObject({ length: 0, lines: 0, entropy: 0 });
  });
});

describe('declarative checks', () => {
  const sample = takeSample('eyJhbGciOiJIUzI1NiJ9.e30.x');
  it.each([
    [{}, true],
    [{ prefix: 'eyJ' }, true],
    [{ prefix: ['$2b$', 'eyJ'] }, true],
    [{ prefix: 'eyj' }, false],
    [{ minLength: 27 }, false],
    [{ maxLength: 10 }, false],
    [{ charset: 'base64url' as const }, false],
    [{ maxLines: 1 }, true],
    [{ minLines: 2 }, false],
    [{ minEntropy: 5 }, false],
    [{ maxEntropy: 5 }, true],
  ])('%j → %s', (pre, expected) => {
    expect(passesPre(pre, sample)).toBe(expected);
  });
});

describe('ranking', () => {
  const declarations = new Map<string, OperationDetect>([
    ['word-decoder', { prior: 0.2, score: () => 0.9 }],
    ['rare-shape', { prior: 1, pre: { prefix: '$' }, score: () => ({ confidence: 0.8, reason: { key: 'dollar' }, options: { cost: 12 } }) }],
    ['rare-other-op', { prior: 1, pre: { prefix: '$' }, score: () => 0.5 }],
    ['throws', { score: () => { throw new Error('bad'); } }],
    ['says-no', { score: () => 0 }],
    ['unknown-tool', { score: () => 1 }],
  ]);
  const tools: Record<string, string> = { 'word-decoder': 'words', 'rare-shape': 'rare', 'rare-other-op': 'rare', throws: 'x', 'says-no': 'y' };
  const toolOf = (op: string) => tools[op];

  it('weighs confidence by rarity; skips failed checks, throwing scores, zero scores and unknown operations', () => {
    expect(rankSuggestions(takeSample('$2b$'), declarations, { toolOf }).map((s) => [s.op, s.score])).toEqual([
      ['rare-shape', 0.8],
      ['word-decoder', 0.9 * 0.6],
      ['rare-other-op', 0.5],
    ]);
    expect(rankSuggestions(takeSample('word'), declarations, { toolOf }).map((s) => s.op)).toEqual(['word-decoder']);
    expect(rankSuggestions(takeSample('   '), declarations, { toolOf })).toEqual([]);
  });

  it('keeps the options and reason; favourites then recent tools break near-ties', () => {
    const [best] = rankSuggestions(takeSample('$x'), declarations, { toolOf });
    expect(best).toMatchObject({ op: 'rare-shape', tool: 'rare', confidence: 0.8, options: { cost: 12 }, reason: { key: 'dollar' } });
    const tie = new Map<string, OperationDetect>([
      ['a', { score: () => 0.5 }],
      ['b', { score: () => 0.5 }],
    ]);
    const tieTools = (op: string) => ({ a: 'tool-a', b: 'tool-b' })[op];
    expect(rankSuggestions(takeSample('x'), tie, { toolOf: tieTools }).map((s) => s.op)).toEqual(['a', 'b']);
    expect(rankSuggestions(takeSample('x'), tie, { toolOf: tieTools, recents: ['tool-b'] }).map((s) => s.op)).toEqual(['b', 'a']);
    expect(rankSuggestions(takeSample('x'), tie, { toolOf: tieTools, favourites: ['tool-a'], recents: ['tool-b'] }).map((s) => s.op)).toEqual(['a', 'b']);
  });

  it('stops scoring when the time budget is spent', () => {
    let clock = 0;
    const slow = new Map<string, OperationDetect>(['a', 'b', 'c'].map((op) => [op, { score: () => ((clock += 30), 0.5) }]));
    expect(rankSuggestions(takeSample('x'), slow, { toolOf: () => 't', budgetMs: 50, now: () => clock })).toHaveLength(2);
  });

  it('shows a tool once, with its best operation', () => {
    const ranked = rankSuggestions(takeSample('$2b$'), declarations, { toolOf });
    expect(bestPerTool(ranked, 5).map((s) => s.op)).toEqual(['rare-shape', 'word-decoder']);
    expect(bestPerTool(ranked, 1).map((s) => s.op)).toEqual(['rare-shape']);
  });

  it('dry runs reward a plausible output and demote a failure (not on a cut sample)', async () => {
    const ranked = rankSuggestions(takeSample('$2b$'), declarations, { toolOf });
    const refined = await refineWithDryRuns(ranked, takeSample('$2b$'), async (s) => (s.op === 'rare-shape' ? { ok: false } : { ok: true, output: 'fine' }));
    expect(refined.map((s) => [s.op, Number(s.score.toFixed(3))])).toEqual([
      ['word-decoder', 0.594],
      ['rare-other-op', 0.55],
      ['rare-shape', 0.24],
    ]);
    const empty = await refineWithDryRuns(ranked, takeSample('$2b$'), async () => ({ ok: true, output: '  ' }));
    expect(empty[0]).toMatchObject({ op: 'rare-shape', score: 0.8 * 0.9 });
    const cut = { ...takeSample('$2b$'), truncated: true };
    const failedOnCut = await refineWithDryRuns(ranked, cut, async () => ({ ok: false }));
    expect(failedOnCut[0]).toMatchObject({ op: 'rare-shape', score: 0.8 * 0.9 });
    const rejected = await refineWithDryRuns(ranked, takeSample('$2b$'), () => Promise.reject(new Error('worker gone')));
    expect(rejected[0]!.score).toBeCloseTo(0.8 * 0.3);
  });
});
