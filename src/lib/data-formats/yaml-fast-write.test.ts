import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDate, fromPlain, sortDataKeys, type DataComments, type DataValue } from './data';
import { randomData, randomString, seededRandom } from './testdata/random-data';
import { readToml } from './toml-read';
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

const fastOnly = (value: DataValue, options: YamlWriteOptions) => writeYamlFast(options.sortKeys ? sortDataKeys(value) : value, fastWriterOptions(options), options.comments);

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

  it.each<[string, DataValue, DataComments]>([
    ['head, tail, above and after keys', fromPlain({ a: 1, b: { c: 'x', d: [1, 2] }, e: 'two\nlines', f: [], g: {} }), {
      head: ' head\n\n second', tail: ' tail', entries: [
        { path: ['a'], before: ' about a', trailing: ' a!' },
        { path: ['b'], before: ' about b', trailing: ' b!' },
        { path: ['b', 'c'], before: ' c1\n c2', trailing: ' c!' },
        { path: ['b', 'd'], trailing: ' d!' },
        { path: ['b', 'd', 1], before: ' item', trailing: ' item!' },
        { path: ['e'], before: '#hash', trailing: ' e!' },
        { path: ['f'], trailing: ' f!' },
        { path: ['g'], trailing: ' g!' },
        { path: ['missing'], before: ' nowhere' },
        { path: ['a', 'deeper'], before: ' nowhere either' },
      ] }],
    ['comments inside sequences of mappings', fromPlain({ servers: [{ name: 'a', ip: '10.0.0.1' }, { name: 'b', ip: '10.0.0.2' }] }), {
      entries: [
        { path: ['servers', 1], before: ' second server' },
        { path: ['servers', 1, 'ip'], before: ' its address', trailing: ' fixed' },
        { path: ['servers', 0, 'name'], trailing: ' first' },
      ] }],
  ])('%s: the library’s text, written by the fast writer', (_name, value, comments) => {
    for (const options of OPTION_SETS) {
      const withComments = { ...options, comments };
      const fast = fastOnly(value, withComments);
      // A comment on an item of a flow array, or above the first key after `- ` (sorted keys put
      // `ip` first), is left to the library.
      if (!options.flowShortArrays && !options.sortKeys) expect(fast, JSON.stringify(options)).toBeDefined();
      if (fast !== undefined) expect(fast, JSON.stringify(options)).toBe(writeYamlWithLibrary(value, withComments));
    }
  });

  it('gives the library’s text for 3,000 random documents with random comments', () => {
    const random = seededRandom(1126);
    const texts = [' note', '', ' ', '#', ' two\n lines', ' a\n\n gap', '\n lead', ' trail\n', ' émoji 🔐', ' x: y', ' - item', '  indented'];
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    /** A path into the value (or just beside it). */
    const randomPath = (value: DataValue): (string | number)[] => {
      const path: (string | number)[] = [];
      let node = value;
      while (random() < 0.8) {
        if (node instanceof Map && node.size > 0) {
          const key = random() < 0.9 ? pick([...node.keys()]) : randomString(random);
          path.push(key);
          node = node.get(key) ?? null;
        } else if (Array.isArray(node) && node.length > 0) {
          const index = Math.floor(random() * (node.length + 1));
          path.push(index);
          node = node[index] ?? null;
        } else break;
      }
      return path;
    };
    let written = 0;
    for (let index = 0; index < Number(process.env.FUZZ ?? 3000); index++) {
      const value = randomData(random);
      const entries = Array.from({ length: Math.floor(random() * 6) }, () => ({
        path: randomPath(value),
        ...(random() < 0.6 ? { before: pick(texts) } : {}),
        ...(random() < 0.6 ? { trailing: pick(texts) } : {}),
      }));
      const comments: DataComments = { entries, ...(random() < 0.3 ? { head: pick(texts) } : {}), ...(random() < 0.3 ? { tail: pick(texts) } : {}) };
      const options = { ...(OPTION_SETS[index % OPTION_SETS.length] as YamlWriteOptions), comments };
      const fast = fastOnly(value, options);
      if (fast === undefined) continue;
      written++;
      expect(fast, `document ${index}: ${JSON.stringify(comments)}`).toBe(writeYamlWithLibrary(value, options));
    }
    expect(written).toBeGreaterThan(1200);
  });
});

describe('TOML comments carried over to YAML', () => {
  const here = new URL('.', import.meta.url).pathname;
  const walk = (directory: string): string[] =>
    readdirSync(directory, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(directory, entry.name)) : [join(directory, entry.name)]));
  const documents = walk(join(here, 'testdata', 'toml', 'valid'))
    .filter((file) => file.endsWith('.toml'))
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }))
    .filter(({ text }) => text.includes('#'));

  it('writes every commented valid toml-test document as the library does (most of them itself)', () => {
    let written = 0;
    let compared = 0;
    for (const { file, text } of documents) {
      let read;
      try {
        read = readToml(text);
      } catch {
        continue;
      }
      for (const options of [DEFAULT_YAML_WRITE_OPTIONS, { ...DEFAULT_YAML_WRITE_OPTIONS, indent: 4 as const, flowShortArrays: true }]) {
        const withComments = { ...options, comments: read.comments };
        const fast = fastOnly(read.data, withComments);
        compared++;
        if (fast === undefined) continue;
        written++;
        expect(fast, file).toBe(writeYamlWithLibrary(read.data, withComments));
      }
    }
    expect(compared).toBeGreaterThan(40);
    expect(written).toBeGreaterThan(compared / 2);
  });
});
