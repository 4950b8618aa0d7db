import { describe, expect, it } from 'vitest';
import { convertYamlToJson, DEFAULT_YAML_TO_JSON_OPTIONS, type YamlToJsonOptions } from './yaml-to-json-converter.service';
import { toOutcome, type ConversionOutcome } from '../../test/outcome';

/** The conversion as a value, as the screen shows it. */
function yamlToJsonOutcome(text: string, options: YamlToJsonOptions): ConversionOutcome {
  return toOutcome(() => ({ output: convertYamlToJson(text, options) }), 'invalidYaml');
}

const convert = (text: string, options: Partial<YamlToJsonOptions> = {}) => convertYamlToJson(text, { ...DEFAULT_YAML_TO_JSON_OPTIONS, ...options });
/** Expected values are written as JavaScript and printed by JSON.stringify (the independent computation). */
const json = (value: unknown, indent: number | string = 3) => JSON.stringify(value, null, indent);

describe('convertYamlToJson', () => {
  it.each([
    ['mapping with a list', 'name: app\nlist:\n  - a\n  - 2\nnested:\n  x: true', { name: 'app', list: ['a', 2], nested: { x: true } }],
    ['YAML 1.2 scalars: yes/no/on/off stay strings', 'a: yes\nb: no\nc: on\nd: off', { a: 'yes', b: 'no', c: 'on', d: 'off' }],
    ['YAML 1.2 numbers: 0o17, 0x1F, floats, .inf becomes null', 'o: 0o17\nh: 0x1F\nf: 1.5\ne: 1e3\ni: .inf', { o: 15, h: 31, f: 1.5, e: 1000, i: null }],
    ['~ and null are null, dates stay strings', 'a: ~\nb: null\nc:\nd: 2001-12-14\ne: 2001-12-14t21:59:43.10-05:00', { a: null, b: null, c: null, d: '2001-12-14', e: '2001-12-14t21:59:43.10-05:00' }],
    ['anchors and aliases are expanded', 'a: &x [1, 2]\nb: *x', { a: [1, 2], b: [1, 2] }],
    ['merge keys: explicit keys win', 'base: &b {a: 1, b: 2}\nchild: {<<: *b, b: 3}', { base: { a: 1, b: 2 }, child: { a: 1, b: 3 } }],
    ['merge of several mappings', 'x: &x {a: 1}\ny: &y {b: 2}\nz:\n  <<: [*x, *y]\n  c: 3', { x: { a: 1 }, y: { b: 2 }, z: { a: 1, b: 2, c: 3 } }],
    ['quoted strings and block scalars', 'q: "a\\tb"\ns: \'it\'\'s\'\nl: |\n  one\n  two\nf: >\n  one\n  two', { q: 'a\tb', s: "it's", l: 'one\ntwo\n', f: 'one two\n' }],
    ['top-level sequence', '- 1\n- two', [1, 'two']],
    ['top-level integer', '42', 42],
    ['top-level false', 'false', false],
    ['top-level string', 'hello world', 'hello world'],
  ])('%s', (_name, yaml, expected) => {
    expect(convert(yaml)).toBe(json(expected));
  });

  it('keeps keys in document order, integer-like keys included', () => {
    expect(convert('b: 1\n10: 2\na: 3')).toBe('{\n   "b": 1,\n   "10": 2,\n   "a": 3\n}');
  });

  it('keeps integers beyond 2^53 exact', () => {
    expect(convert('id: 17478252242305210114\nneg: -9223372036854775808', { indent: 'minify' })).toBe('{"id":17478252242305210114,"neg":-9223372036854775808}');
  });

  it.each([
    [2, json({ a: [1] }, 2)],
    [4, json({ a: [1] }, 4)],
    ['tab', json({ a: [1] }, '\t')],
    ['minify', '{"a":[1]}'],
  ] as const)('indentation %s', (indent, expected) => {
    expect(convert('a: [1]', { indent })).toBe(expected);
  });

  it.each(['', '   \n\t', '# only a comment\n# and another', '~', 'null', '---\n...'])('a null or empty document gives an empty output: %j', (yaml) => {
    expect(convert(yaml)).toBe('');
  });

  it('multi-document YAML becomes a JSON array on request', () => {
    expect(convert('a: 1\n---\nb: 2\n---\n~', { multiDocument: true, indent: 'minify' })).toBe('[{"a":1},{"b":2},null]');
    expect(convert('a: 1', { multiDocument: true, indent: 'minify' })).toBe('[{"a":1}]');
    expect(convert('# none', { multiDocument: true })).toBe('');
  });
});

describe('yamlToJsonOutcome errors', () => {
  it.each([
    ['several documents', 'a: 1\n---\nb: 2', 'The text holds 2 documents (separated by ---)'],
    ['duplicate keys', 'a: 1\na: 2', 'Map keys must be unique at line 2, column 1'],
    ['tab indentation', 'a:\n\tb: 1', 'Tabs are not allowed as indentation at line 2, column 1'],
    ['unclosed flow sequence', 'a: [1, 2\nb: 3', 'Flow sequence in block collection must be sufficiently indented and end with a ] at line 2, column 1'],
    ['unknown alias', 'a: *nothing', 'Unresolved alias (the anchor must be set before the alias): nothing'],
    ['duplicate keys in a flow mapping', 'x:\n  - {a: 1, b: 2, a: 3}', 'Map keys must be unique at line 2, column 18'],
  ])('%s → "Provided YAML is not valid." with the parser detail', (_name, yaml, detail) => {
    const outcome = yamlToJsonOutcome(yaml, DEFAULT_YAML_TO_JSON_OPTIONS);
    expect(outcome).toMatchObject({ ok: false, messageKey: 'invalidYaml', detail });
  });

  it('reports the number of documents so the screen can suggest the option', () => {
    expect(yamlToJsonOutcome('a\n---\nb\n---\nc', DEFAULT_YAML_TO_JSON_OPTIONS)).toMatchObject({ ok: false, params: { documents: 3 } });
  });

  it('a recursive alias is an error, not a crash', () => {
    expect(yamlToJsonOutcome('a: &x [*x]', DEFAULT_YAML_TO_JSON_OPTIONS)).toMatchObject({ ok: false, messageKey: 'invalidYaml' });
  });

  it('200,000 characters of junk, control characters or emoji never throw', () => {
    for (const junk of ['{'.repeat(200_000), '\u0000\u0001\u0002'.repeat(70_000), '😀: 🎉\n'.repeat(30_000)]) {
      const outcome = yamlToJsonOutcome(junk, DEFAULT_YAML_TO_JSON_OPTIONS);
      expect(typeof outcome.ok).toBe('boolean');
    }
  }, 120_000);

  it('a mapping of 60,000 keys is checked for duplicates in linear time', () => {
    const yaml = Array.from({ length: 60_000 }, (_, index) => `key${index}: ${index}`).join('\n');
    expect(yamlToJsonOutcome(`${yaml}\nkey5: again`, DEFAULT_YAML_TO_JSON_OPTIONS)).toMatchObject({ ok: false, detail: 'Map keys must be unique at line 60001, column 1' });
  }, 120_000);
});
