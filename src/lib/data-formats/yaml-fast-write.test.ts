import { describe, expect, it } from 'vitest';
import { DataDate, fromPlain, sortDataKeys, type DataValue } from './data';
import { randomData, seededRandom } from './testdata/random-data';
import { writeYamlFast } from './yaml-fast-write';
import { DEFAULT_YAML_WRITE_OPTIONS, fastWriterOptions, writeYaml, writeYamlWithLibrary, type YamlWriteOptions } from './yaml-write';

/**
 * The fast writer must give exactly the library's text, or leave the document to the library.
 * Compared on hand-picked documents and on 3,000 seeded random ones under every option.
 */

const OPTION_SETS: YamlWriteOptions[] = [];
for (const indent of [2, 4] as const)
  for (const quoteStyle of ['auto', 'double', 'single'] as const)
    for (const quoteYaml11 of [false, true])
      for (const flowShortArrays of [false, true]) OPTION_SETS.push({ indent, quoteStyle, quoteYaml11, flowShortArrays, sortKeys: indent === 4 });

const fastOnly = (value: DataValue, options: YamlWriteOptions) => writeYamlFast(options.sortKeys ? sortDataKeys(value) : value, fastWriterOptions(options));

describe('writeYamlFast', () => {
  it.each([
    ['nested mappings and sequences', { a: 1, b: [1, 'two', { c: null, d: [true, false] }], e: { f: { g: 'h' } } }],
    ['strings that need quotes', { a: '', b: 'true', c: '123', d: 'a: b', e: '- x', f: "it's", g: 'say "hi"', h: ' lead', i: 'trail ', j: '#x', k: 'a #b' }],
    ['multi-line strings as blocks', { a: 'one\ntwo', b: 'one\ntwo\n', c: [ 'x\n\ny', 'tail  ' ], d: { e: '\nleading newline' } }],
    ['control characters and escapes', { a: 'bell\u0007', b: 'esc\u001b', c: 'nul\u0000', d: 'del\u007f', e: 'tab\tinside' }],
    ['numbers', { a: 1.5, b: 3.0, c: -0, d: 1e21, e: 1e-7, f: Infinity, g: -Infinity, h: Number.NaN, i: 12345678901234567890n }],
    ['empty collections inside', { a: [], b: {}, c: [[], {}] }],
    ['sequences of sequences and mappings', [[1, [2, 3]], [{ a: 1, b: { c: 2 } }]]],
    ['keys that need quotes', { '': 1, '1': 2, 'true': 3, 'a: b': 4, '---x': 5, '...': 6, nested: { '---y': 7 } }],
    ['dates as their text', new Map<string, DataValue>([['d', new DataDate('offset-datetime', '1979-05-27T07:32:00.000Z')]])],
  ])('%s: the library’s text under every option', (_name, plain) => {
    const value = plain instanceof Map ? plain : fromPlain(plain);
    for (const options of OPTION_SETS) {
      const fast = fastOnly(value, options);
      expect(fast, JSON.stringify(options)).toBeDefined();
      expect(fast).toBe(writeYamlWithLibrary(value, options));
    }
  });

  it('writes what YAML expects for a typical document', () => {
    const value = fromPlain({ services: { web: { image: 'nginx:1.27', ports: ['80:80'], environment: { DEBUG: 'false' } } }, script: 'echo 1\necho 2\n' });
    expect(writeYaml(value, DEFAULT_YAML_WRITE_OPTIONS)).toBe(
      ['services:', '  web:', '    image: nginx:1.27', '    ports:', '      - 80:80', '    environment:', '      DEBUG: "false"', 'script: |', '  echo 1', '  echo 2'].join('\n'),
    );
  });

  it('leaves top-level scalars, empty documents and unusual blocks to the library', () => {
    const options = DEFAULT_YAML_WRITE_OPTIONS;
    expect(fastOnly('text', options)).toBeUndefined();
    expect(fastOnly(fromPlain({}), options)).toBeUndefined();
    expect(fastOnly(fromPlain({ a: 'keep\n\n' }), options)).toBeUndefined();
    expect(fastOnly(fromPlain({ a: ' lead\nline' }), options)).toBeUndefined();
    expect(writeYaml(fromPlain({ a: 'keep\n\n' }), options)).toBe(writeYamlWithLibrary(fromPlain({ a: 'keep\n\n' }), options));
  });

  it('leaves nesting deeper than the stack allows to the library instead of throwing', () => {
    let deep: DataValue = ['x'];
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(fastOnly(deep, DEFAULT_YAML_WRITE_OPTIONS)).toBeUndefined();
  });

  it('gives the library’s text for 3,000 random documents (and writes most of them itself)', () => {
    const random = seededRandom(20261126);
    let written = 0;
    for (let index = 0; index < Number(process.env.FUZZ ?? 3000); index++) {
      const value = randomData(random);
      const options = OPTION_SETS[index % OPTION_SETS.length] as YamlWriteOptions;
      const fast = fastOnly(value, options);
      if (fast === undefined) continue;
      written++;
      expect(fast, `document ${index}`).toBe(writeYamlWithLibrary(value, options));
    }
    expect(written).toBeGreaterThan(1500);
  });
});
