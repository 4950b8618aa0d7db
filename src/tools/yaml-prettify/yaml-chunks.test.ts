import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../lib/random';
import { variedYamlStream } from './yaml-prettify.bench-data.mjs';
import { chunkContext, FIRST_CHUNK_SCAN_CHARS, findYamlCuts, planYamlChunks, planYamlStream, prettifyFirstChunk, prettifyYamlChunk, prettifyYamlInChunks, sameChunk } from './yaml-chunks';
import { prettifyYamlOutcome, type PrettifyYamlOptions } from './yaml-prettify.service';

const EVERY_CUT = { first: 1, rest: 1 };
const plain: PrettifyYamlOptions = { sortKeys: false, indentSize: 2 };
const sorted: PrettifyYamlOptions = { sortKeys: true, indentSize: 4 };

describe('yaml chunks', () => {
  // [name, stream, whether it can be cut]. Property: cut at every possible place, the chunks give
  // exactly what the whole stream gives (output or error), for both option sets.
  it.each([
    ['root sequence', '- a: 1\n  b: [1, 2]\n- {x: 1}\n- plain\n', true],
    ['root mapping', 'b: 1\na: {x: [1]}\nc:\n  - 2\n', true],
    ['comments and blank lines stay with the next item', '- a\n# about b\n- b\n\n- c # trailing\n  # inner\n- d\n- e\n', true],
    ['several documents', 'a: 1\n---\n- x\n- y\n--- # marker comment\nb: [2]\n', true],
    ['no cut after a trailing comment', 'a: 1\n# end of first\n---\nb: 2\n', false],
    ['compact sequence inside a root mapping', 'a:\n- 1\n- 2\nb: 3\n', true],
    ['block scalars', '- |\n  text\n  more\n- >-\n  folded\n- x\n', true],
    ['anchor and alias in different items (alias order checked on the whole)', '- &a x\n- *a\n', true],
    ['alias before its anchor', '- *a\n- &a x\n', true],
    ['key repeated in another item', 'a: 1\nb: 2\na: 3\n', true],
    ['multi-line quoted scalar', '- "one\n- two"\n- three\n', true],
    ['flow collection over lines', 'a: [1,\n2]\nb: 3\n', true],
    ['CRLF line ends', '- a\r\n- b: [1]\r\n- c\r\n', true],
    ['top-level block scalar document', '--- |\nfoo\n- x\n', false],
    ['keep chomping', '- |+\n  keep\n\n- b\n', false],
    ['directive', '%YAML 1.2\n---\n- a\n- b\n', false],
    ['document end marker', '- a\n- b\n...\n', false],
    ['comment-only stream', '# only\n# comments\n', false],
  ])('%s', (_name, stream, cuttable) => {
    expect(findYamlCuts(stream, false).length > 0).toBe(cuttable);
    for (const options of [plain, sorted]) {
      const { chunks, ...outcome } = prettifyYamlInChunks(stream, options, EVERY_CUT);
      expect(outcome).toEqual(prettifyYamlOutcome(stream, options));
      expect(chunks).toBeGreaterThanOrEqual(1);
    }
  });

  it('cuts a root sequence before each item, and prints it exactly as written by hand', () => {
    const stream = '- a: [1, 2]\n- b: {x: 1}\n- c\n';
    expect(planYamlChunks(stream, false, EVERY_CUT).map((chunk) => stream.slice(chunk.start, chunk.end))).toEqual(['- a: [1, 2]\n', '- b: {x: 1}\n', '- c\n']);
    expect(prettifyYamlInChunks(stream, plain, EVERY_CUT)).toEqual({ ok: true, output: '- a:\n    - 1\n    - 2\n- b:\n    x: 1\n- c\n', chunks: 3 });
  });

  it('does not cut a root mapping when sorting keys (it is sorted as a whole), but still between documents', () => {
    expect(findYamlCuts('b: 1\na: 2\n', true)).toEqual([]);
    expect(prettifyYamlInChunks('b: 1\na: 2\n---\nd: 1\nc: 2\n', { sortKeys: true, indentSize: 2 }, EVERY_CUT)).toEqual({ ok: true, output: 'a: 2\nb: 1\n---\nc: 2\nd: 1\n', chunks: 2 });
  });

  it('falls back to the whole stream: the error keeps its line in the whole stream', () => {
    const stream = '- a\n- b\n- [c\n- d\n';
    const result = prettifyYamlInChunks(stream, plain, EVERY_CUT);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.detail).toMatch(/^Flow sequence in block collection must be sufficiently indented and end with a \] at line 4, column 1/);
    expect(result.chunks).toBe(1);
  });

  it('a duplicate key across chunks is reported as the whole stream reports it', () => {
    const { chunks, ...outcome } = prettifyYamlInChunks('a: 1\nb: 2\na: 3\n', plain, EVERY_CUT);
    expect(outcome).toEqual({ ok: false, detail: expect.stringMatching(/^Map keys must be unique at line 3, column 1/) });
    expect(chunks).toBe(1);
  });

  it('keeps chunks of about the asked size', () => {
    const stream = Array.from({ length: 1000 }, (_, index) => `- item ${index}`).join('\n');
    const chunks = planYamlChunks(stream, false, { first: 100, rest: 1000 });
    expect(chunks[0]!.end - chunks[0]!.start).toBeLessThan(120);
    expect(chunks.slice(1, -1).every((chunk) => chunk.end - chunk.start >= 1000 && chunk.end - chunk.start < 1020)).toBe(true);
    expect(chunks.at(-1)!.end).toBe(stream.length);
    expect(prettifyYamlInChunks(stream, plain, { first: 100, rest: 1000 })).toEqual({ ...prettifyYamlOutcome(stream, plain), chunks: chunks.length });
  });

  // Property on generated streams of varied documents and items (yaml-prettify.bench-data.mjs:
  // nesting, flow and block collections, block scalars, every kind of scalar, comments, anchors),
  // now and then damaged or given something that stops the cutting: cut into small chunks, they
  // give exactly what the whole stream gives (output or error), under every option.
  it('gives the library’s output (or error) for generated streams, under every option', () => {
    const random = seededRandom(20261126);
    const damage = ['- [unclosed\n', 'a: 1\na: 2\n', '- *nowhere\n', '  bad: indent\n', 'key: |+\n  kept\n\n', '...\n', '- &same x\n- *same\n'];
    let compared = 0;
    let cut = 0;
    for (let run = 0; run < Number(process.env.FUZZ_YAML ?? 60); run++) {
      const options: PrettifyYamlOptions = { sortKeys: random() < 0.2, indentSize: 1 + Math.floor(random() * 4) };
      let text = variedYamlStream(1_000 + Math.floor(random() * 6_000), run + 1, { documentChars: [300, 3_000] });
      if (random() < 0.15) {
        const lines = text.split('\n');
        const at = Math.floor(random() * lines.length);
        lines.splice(at, 0, damage[Math.floor(random() * damage.length)]!.replace(/\n$/, ''));
        text = lines.join('\n');
      }
      const expected = prettifyYamlOutcome(text, options);
      const { chunks, ...outcome } = prettifyYamlInChunks(text, options, { first: 300, rest: 1_500 });
      if (expected.ok) compared++;
      if (chunks > 1) cut++;
      expect(outcome, `${JSON.stringify(options)}\n${text}`).toEqual(expected);
    }
    expect(compared).toBeGreaterThan(30);
    expect(cut).toBeGreaterThan(30);
  });

  it('prettifies 120 KB of varied documents in chunks, as the library does the whole stream', () => {
    const text = variedYamlStream(120_000, 7, { documentChars: [5_000, 60_000] });
    const chunked = prettifyYamlInChunks(text, plain);
    expect(chunked.chunks).toBeGreaterThan(1);
    expect(chunked).toEqual({ ...prettifyYamlOutcome(text, plain), chunks: chunked.chunks });
  });

  it('plans and prettifies the first chunk from the start of the stream alone, as the whole plan does', () => {
    let found = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const options = seed % 2 === 0 ? plain : sorted;
      const stream = variedYamlStream(100_000, seed, { documentChars: [1_000, 40_000] });
      const first = prettifyFirstChunk(stream.slice(0, FIRST_CHUNK_SCAN_CHARS), options);
      if (!first) continue;
      found++;
      const plan = planYamlStream(stream, options);
      expect(sameChunk(first.chunk, plan.chunks[0]!)).toBe(true);
      expect(first.result).toEqual(prettifyYamlChunk(stream.slice(0, plan.chunks[0]!.end), options, chunkContext(plan.chunks, 0, plan.styleWalk)));
    }
    expect(found).toBeGreaterThan(4);
  });

  it('leaves the first chunk to the whole plan when the start of the stream has no cut for it', () => {
    const long = `a: |\n${'  line\n'.repeat(6_000)}b: 1\n`;
    expect(prettifyFirstChunk(long.slice(0, FIRST_CHUNK_SCAN_CHARS), plain)).toBeUndefined();
    expect(prettifyFirstChunk('- a\n- b\n', plain)).toBeUndefined();
    const items = Array.from({ length: 3_000 }, (_, index) => `- item ${index}: [${index}]\n`).join('');
    const first = prettifyFirstChunk(items.slice(0, FIRST_CHUNK_SCAN_CHARS), plain);
    expect(first?.chunk).toMatchObject({ start: 0, continues: false, continued: true, tailKind: 'seq' });
    expect(first?.result.ok && first.result.output.startsWith('- item 0:\n    - 0\n')).toBe(true);
  });
});
