import { parse as parseToml } from 'smol-toml';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../errors';
import { DataDate, fromPlain, toPlain, type DataValue } from './data';
import { readJson } from './json-read';
import { writeJson } from './json-write';
import { readToml, scanToml } from './toml-read';
import { DEFAULT_TOML_WRITE_OPTIONS, writeToml, type TomlWriteOptions } from './toml-write';
import { DEFAULT_YAML_WRITE_OPTIONS, writeYaml, type YamlWriteOptions } from './yaml-write';

const toml = (value: unknown, options: Partial<TomlWriteOptions> = {}) => writeToml(fromPlain(value), { ...DEFAULT_TOML_WRITE_OPTIONS, ...options });
const yaml = (value: DataValue, options: Partial<YamlWriteOptions> = {}) => writeYaml(value, { ...DEFAULT_YAML_WRITE_OPTIONS, ...options });

describe('readJson', () => {
  it.each([
    ['integers stay exact beyond 2^53', '{"id": 17478252242305210114}', new Map([['id', 17478252242305210114n]])],
    ['1 is an integer, 1.0 and 1e3 are floats', '[1, 1.0, 1e3, -0.5]', [1n, 1, 1000, -0.5]],
    ['integer-like keys keep their place', '{"b": 1, "10": 2, "a": 3}', new Map([['b', 1n], ['10', 2n], ['a', 3n]])],
    ['duplicate keys: last value wins at the first place', '{"a": 1, "b": 2, "a": 3}', new Map([['a', 3n], ['b', 2n]])],
    ['escapes', '"a\\"b\\u00e9\\n"', 'a"bé\n'],
    ['JSON5: comments, single quotes, unquoted keys, trailing comma, hex', "{/* c */ a: 'x', b: 0x1F, c: [1,],}", new Map<string, DataValue>([['a', 'x'], ['b', 31n], ['c', [1n]]])],
    ['JSON5 Infinity and NaN', '[Infinity, NaN]', [Infinity, Number.NaN]],
  ])('%s', (_name, text, expected) => {
    expect(readJson(text)).toEqual(expected);
  });

  it('does not overflow on deep nesting', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(Array.isArray(readJson(deep))).toBe(true);
  });

  it.each([
    ['{"a": }', "JSON5: invalid character '}' at 1:7"],
    ['{"a": 1', 'JSON5: invalid end of input at 1:8'],
    ['', 'JSON5: invalid end of input at 1:1'],
  ])('rejects %j with the position', (text, detail) => {
    expect(() => readJson(text)).toThrow(ToolInputError);
    try {
      readJson(text);
    } catch (error) {
      expect((error as ToolInputError).messageKey).toBe('invalidJson');
      expect((error as ToolInputError).detail).toBe(detail);
    }
  });
});

describe('writeJson', () => {
  const value = fromPlain({ a: [1, 'x'], b: {} });
  it.each([
    [3, '{\n   "a": [\n      1,\n      "x"\n   ],\n   "b": {}\n}'],
    [2, '{\n  "a": [\n    1,\n    "x"\n  ],\n  "b": {}\n}'],
    ['tab', '{\n\t"a": [\n\t\t1,\n\t\t"x"\n\t],\n\t"b": {}\n}'],
    ['minify', '{"a":[1,"x"],"b":{}}'],
  ] as const)('indent %s matches JSON.stringify', (indent, expected) => {
    expect(writeJson(value, indent)).toBe(expected);
    if (indent !== 'minify') expect(expected).toBe(JSON.stringify({ a: [1, 'x'], b: {} }, null, indent === 'tab' ? '\t' : indent));
  });

  it('writes big integers exactly, NaN/Infinity as null, dates as strings', () => {
    expect(writeJson([2n ** 64n, Number.NaN, -Infinity, 1.5, new DataDate('local-date', '1979-05-27')], 'minify')).toBe('[18446744073709551616,null,null,1.5,"1979-05-27"]');
  });
});

describe('writeToml', () => {
  it.each([
    ['scalars first, then tables with blank lines, never indented', { title: 'x', owner: { name: 'Tom', dob: 1 }, port: 80 }, 'title = "x"\nport = 80\n\n[owner]\nname = "Tom"\ndob = 1'],
    ['nested tables get dotted headers; a table of only tables gets none', { list: { another: { a: 1 } } }, '[list.another]\na = 1'],
    ['a table with keys and sub-tables', { a: { x: 1, b: { y: 2 } } }, '[a]\nx = 1\n\n[a.b]\ny = 2'],
    ['list of mappings → [[array]] blocks', { fruits: [{ name: 'apple' }, { name: 'banana', tags: { red: true } }] }, '[[fruits]]\nname = "apple"\n\n[[fruits]]\nname = "banana"\n\n[fruits.tags]\nred = true'],
    ['other lists are inline arrays, mixed types allowed', { a: [1, 'a', [true, 1.5]], e: [] }, 'a = [ 1, "a", [ true, 1.5 ] ]\ne = []'],
    ['mappings inside inline arrays are inline tables', { a: [1, { b: 2 }] }, 'a = [ 1, { b = 2 } ]'],
    ['odd keys are quoted, bare keys not', { 'a b': 1, 'é': 2, 'A-z_0': 3, '': 4 }, '"a b" = 1\n"é" = 2\nA-z_0 = 3\n"" = 4'],
    ['string escapes', { s: 'say "hi" \\ \n\t\u0001\u007f' }, 's = "say \\"hi\\" \\\\ \\n\\t\\u0001\\u007F"'],
    ['floats keep a fraction part', { a: 1e20, b: 2.5, c: Number.NaN, d: Infinity, e: -Infinity, f: 1.5e300 }, 'a = 100000000000000000000.0\nb = 2.5\nc = nan\nd = inf\ne = -inf\nf = 1.5e+300'],
    ['an empty table keeps its header', { a: {} }, '[a]'],
  ])('%s', (_name, value, expected) => {
    const { text, droppedNulls } = toml(value);
    expect(text).toBe(expected);
    expect(droppedNulls).toEqual([]);
    // Independent check: smol-toml reads it back to the same data.
    expect(toPlain(fromPlain(parseToml(text)))).toEqual(toPlain(fromPlain(value)));
  });

  it('keeps floats that are whole as floats', () => {
    expect(writeToml(new Map([['a', 2]]), DEFAULT_TOML_WRITE_OPTIONS).text).toBe('a = 2.0');
    expect(writeToml(new Map([['a', 2n ** 63n - 1n]]), DEFAULT_TOML_WRITE_OPTIONS).text).toBe('a = 9223372036854775807');
  });

  it('drops nulls and lists their paths, or writes them as ""', () => {
    const value = { a: null, b: { c: null, d: 1 }, list: [1, null, 2], 'x y': null };
    expect(toml(value)).toEqual({ text: 'list = [ 1, 2 ]\n\n[b]\nd = 1', droppedNulls: ['a', 'list[1]', '"x y"', 'b.c'] });
    expect(toml(value, { nulls: 'empty-string' }).text).toBe('a = ""\nlist = [ 1, "", 2 ]\n"x y" = ""\n\n[b]\nc = ""\nd = 1');
  });

  it('writes small mappings as dotted keys or inline tables on request', () => {
    const value = { name: 'app', server: { host: 'h', port: 80 }, big: { a: 1, b: 2, c: 3, d: 4, e: 5 } };
    expect(toml(value, { tableStyle: 'dotted' }).text).toBe('name = "app"\nserver.host = "h"\nserver.port = 80\n\n[big]\na = 1\nb = 2\nc = 3\nd = 4\ne = 5');
    expect(toml(value, { tableStyle: 'inline' }).text).toBe('name = "app"\nserver = { host = "h", port = 80 }\n\n[big]\na = 1\nb = 2\nc = 3\nd = 4\ne = 5');
  });

  it('sorts keys on request', () => {
    expect(toml({ b: 1, a: { d: 1, c: 2 } }, { sortKeys: true }).text).toBe('b = 1\n\n[a]\nc = 2\nd = 1');
  });

  it.each([[[1, 2]], ['text'], [null]])('refuses a top level that is not a mapping: %j', (value) => {
    expect(() => writeToml(fromPlain(value), DEFAULT_TOML_WRITE_OPTIONS)).toThrow(expect.objectContaining({ messageKey: 'tomlNeedsTable' }));
  });
});

describe('writeYaml', () => {
  const sample = readJson('{"list": ["item", 1, 1.5, true, null], "empty": [], "object": {}, "nested": {"a": {"b": 1}}}');
  it('block style, sequences indented under their key, [] and {}', () => {
    expect(yaml(sample)).toBe('list:\n  - item\n  - 1\n  - 1.5\n  - true\n  - null\nempty: []\nobject: {}\nnested:\n  a:\n    b: 1');
  });

  it.each([
    ['123', '"123"'],
    ['', '""'],
    ['a: b', '"a: b"'],
    ['true', '"true"'],
    ['null', '"null"'],
    ['~', '"~"'],
    ['#x', '"#x"'],
    ['0o17', '"0o17"'],
    ['1e3', '"1e3"'],
    [' lead', '" lead"'],
    ['yes', 'yes'],
    ["it's", "it's"],
    ['plain text', 'plain text'],
  ])('string %j is written %s', (text, expected) => {
    expect(yaml(new Map([['k', text]]))).toBe(`k: ${expected}`);
    expect(parseYaml(`k: ${expected}`)).toEqual({ k: text });
  });

  it('multi-line strings become |- blocks', () => {
    expect(yaml(new Map([['k', 'one\ntwo']]))).toBe('k: |-\n  one\n  two');
  });

  it('quotes YAML 1.1 booleans and sexagesimals on request, keys included', () => {
    const value = fromPlain({ on: 'yes', b: ['no', 'Off', 'y', '1:30', 'maybe'] });
    expect(yaml(value, { quoteYaml11: true })).toBe('"on": "yes"\nb:\n  - "no"\n  - "Off"\n  - "y"\n  - "1:30"\n  - maybe');
  });

  it('indentation, quote style and sorting', () => {
    const value = fromPlain({ b: { c: ['x'] }, a: 'text' });
    expect(yaml(value, { indent: 4 })).toBe('b:\n    c:\n        - x\na: text');
    expect(yaml(value, { quoteStyle: 'single', sortKeys: true })).toBe("a: 'text'\nb:\n  c:\n    - 'x'");
    expect(yaml(value, { quoteStyle: 'double' })).toBe('b:\n  c:\n    - "x"\na: "text"');
  });

  it('top-level arrays and scalars', () => {
    expect(yaml(fromPlain([1, { a: 'b' }]))).toBe('- 1\n- a: b');
    expect(yaml('text')).toBe('text');
    expect(yaml(null)).toBe('null');
  });

  it('big integers, whole floats and dates', () => {
    expect(yaml(new Map<string, DataValue>([['big', 2n ** 64n], ['float', 2], ['date', new DataDate('offset-datetime', '1979-05-27T07:32:00.000Z')]]))).toBe(
      'big: 18446744073709551616\nfloat: 2.0\ndate: 1979-05-27T07:32:00.000Z',
    );
  });

  it('flow style for short arrays on request', () => {
    expect(yaml(fromPlain({ ports: [8000, 8001], long: ['x'.repeat(70)] }), { flowShortArrays: true })).toBe(`ports: [8000, 8001]\nlong:\n  - ${'x'.repeat(70)}`);
  });
});

describe('TOML comments', () => {
  const source = [
    '# This is a TOML document',
    '',
    'title = "TOML Example" # the title',
    '',
    '# The owner',
    '[owner]',
    'name = "Tom"',
    '',
    '[[products]] # first',
    'name = "Hammer"',
    '',
    '# second product',
    '[[products]]',
    'name = "Nail"',
    '# the end',
  ].join('\n');

  it('are found with the entries they belong to (every statement when asked for all)', () => {
    const all = [
      { path: ['title'], trailing: ' the title' },
      { path: ['owner'], before: ' The owner' },
      { path: ['owner', 'name'] },
      { path: ['products', 0], trailing: ' first' },
      { path: ['products', 0, 'name'] },
      { path: ['products', 1], before: ' second product' },
      { path: ['products', 1, 'name'] },
    ];
    const document = { head: ' This is a TOML document', tail: ' the end' };
    expect(readToml(source).comments).toEqual({ ...document, entries: all.filter((entry) => entry.before || entry.trailing) });
    expect(scanToml(source, 'all')).toEqual({ ...document, entries: all });
    expect(scanToml(source, 'none')).toEqual({ entries: [] });
  });

  it('are written as YAML comments', () => {
    const { data, comments } = readToml(source);
    expect(yaml(data, { comments })).toBe(
      [
        '# This is a TOML document',
        '',
        'title: TOML Example # the title',
        '# The owner',
        'owner:',
        '  name: Tom',
        'products:',
        '  # first',
        '  - name: Hammer',
        '  # second product',
        '  - name: Nail',
        '',
        '# the end',
      ].join('\n'),
    );
  });
});

describe('readToml without comments', () => {
  it('gives the same data (integer-like keys in document order) and no comments', () => {
    const source = '# head\n\nb = 1 # one\n10 = 2\n[t]\nz = 1\n2 = 2';
    const full = readToml(source);
    const quick = readToml(source, { comments: false });
    expect(quick.data).toEqual(full.data);
    expect([...quick.data.keys()]).toEqual(['b', '10', 't']);
    expect(readToml('a = 1 # c', { comments: false }).comments).toEqual({ entries: [] });
    expect(() => readToml('t = {\n a = 1 }', { comments: false })).toThrow(ToolInputError);
  });
});
