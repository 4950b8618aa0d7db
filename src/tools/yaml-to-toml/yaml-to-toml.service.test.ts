import { parse as parseToml } from 'smol-toml';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { convertYamlToToml, DEFAULT_YAML_TO_TOML_OPTIONS, type YamlToTomlOptions } from './yaml-to-toml.service';
import { toOutcome, type ConversionOutcome } from '../../test/outcome';

/** The conversion as a value, as the screen shows it. */
function yamlToTomlOutcome(text: string, options: YamlToTomlOptions): ConversionOutcome<string[]> {
  return toOutcome(() => {
    const { text: output, droppedNulls } = convertYamlToToml(text, options);
    return { output, extra: droppedNulls.length > 0 ? droppedNulls : undefined };
  }, 'invalidYaml');
}

const convert = (yaml: string, options: Partial<YamlToTomlOptions> = {}) => convertYamlToToml(yaml, { ...DEFAULT_YAML_TO_TOML_OPTIONS, ...options });

describe('convertYamlToToml', () => {
  it.each([
    [
      'nested tables',
      'title: x\nserver:\n  host: h\n  tls:\n    on: true\nlist:\n  another:\n    a: 1',
      'title = "x"\n\n[server]\nhost = "h"\n\n[server.tls]\non = true\n\n[list.another]\na = 1',
    ],
    [
      'array of tables, with a nested table in an item',
      'fruits:\n  - name: apple\n    physical: {color: red}\n  - name: banana',
      '[[fruits]]\nname = "apple"\n\n[fruits.physical]\ncolor = "red"\n\n[[fruits]]\nname = "banana"',
    ],
    ['inline arrays, mixed types and nested arrays', 'a: [1, two, 3.5, true]\nb: [[1, 2], [x]]\ne: []', 'a = [ 1, "two", 3.5, true ]\nb = [ [ 1, 2 ], [ "x" ] ]\ne = []'],
    ['quoting of odd keys', '"a b": 1\n"a.b": 2\nok_key-1: 3\n"é": 4', '"a b" = 1\n"a.b" = 2\nok_key-1 = 3\n"é" = 4'],
    ['strings with escapes', 's: "say \\"hi\\"\\\\\\n\\u0001"', 's = "say \\"hi\\"\\\\\\n\\u0001"'],
    ['dates stay strings (YAML 1.2)', 'd: 2001-12-14', 'd = "2001-12-14"'],
    ['numbers: floats keep a fraction, .inf and .nan', 'i: 0x1F\nf: 1e20\ng: .inf\nh: .nan', 'i = 31\nf = 100000000000000000000.0\ng = inf\nh = nan'],
    ['big integers stay exact', 'n: 9223372036854775807', 'n = 9223372036854775807'],
  ])('%s', (_name, yaml, expected) => {
    const { text, droppedNulls } = convert(yaml);
    expect(text).toBe(expected);
    expect(droppedNulls).toEqual([]);
    // Independent check: smol-toml reads the TOML back to what the yaml library reads from the YAML.
    expect(JSON.stringify(parseToml(text, { integersAsBigInt: 'asNeeded' }), (_key, value: unknown) => (typeof value === 'bigint' ? Number(value) : value))).toBe(
      JSON.stringify(parseYaml(yaml), (_key, value: unknown) => (typeof value === 'number' && !Number.isFinite(value) ? String(value) : value)).replace(/"(-?Infinity|NaN)"/g, 'null'),
    );
  });

  it('null values are dropped and listed, or written as ""', () => {
    expect(convert('a: ~\nb:\n  c: null\n  d: 1\nlist: [1, ~]')).toEqual({ text: 'list = [ 1 ]\n\n[b]\nd = 1', droppedNulls: ['a', 'list[1]', 'b.c'] });
    expect(convert('a: ~', { nulls: 'empty-string' })).toEqual({ text: 'a = ""', droppedNulls: [] });
  });

  it('dotted keys, inline tables and sorted keys on request', () => {
    expect(convert('b: 1\na: {x: 1, y: 2}', { tableStyle: 'dotted' }).text).toBe('b = 1\na.x = 1\na.y = 2');
    expect(convert('b: 1\na: {x: 1, y: 2}', { tableStyle: 'inline', sortKeys: true }).text).toBe('a = { x = 1, y = 2 }\nb = 1');
  });

  it.each(['', '  \n', '# just a comment', '~'])('empty or null document → empty output: %j', (yaml) => {
    expect(convert(yaml)).toEqual({ text: '', droppedNulls: [] });
  });
});

describe('yamlToTomlOutcome errors', () => {
  it.each([
    ['a top-level list', '- a\n- b'],
    ['a top-level scalar', 'just text'],
    ['a top-level number', '42'],
  ])('%s → "TOML needs key/value pairs at the top level."', (_name, yaml) => {
    expect(yamlToTomlOutcome(yaml, DEFAULT_YAML_TO_TOML_OPTIONS)).toMatchObject({ ok: false, messageKey: 'tomlNeedsTable' });
  });

  it('invalid YAML → "Provided YAML is not valid." with the parser detail', () => {
    expect(yamlToTomlOutcome('a: [1\nb: 2', DEFAULT_YAML_TO_TOML_OPTIONS)).toMatchObject({ ok: false, messageKey: 'invalidYaml', detail: expect.stringContaining('line 2') });
    expect(yamlToTomlOutcome('a: 1\na: 2', DEFAULT_YAML_TO_TOML_OPTIONS)).toMatchObject({ ok: false, messageKey: 'invalidYaml', detail: 'Map keys must be unique at line 2, column 1' });
  });

  it('lists the dropped keys in the outcome', () => {
    expect(yamlToTomlOutcome('a: ~\nb: 1', DEFAULT_YAML_TO_TOML_OPTIONS)).toEqual({ ok: true, output: 'b = 1', extra: ['a'] });
  });
});
