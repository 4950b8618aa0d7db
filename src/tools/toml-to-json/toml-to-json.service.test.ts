import { describe, expect, it } from 'vitest';
import { convertTomlToJson, convertTomlToJsonWithTypes, DEFAULT_TOML_TO_JSON_OPTIONS, type TomlToJsonOptions } from './toml-to-json.service';
import { toOutcome, type ConversionOutcome } from '../../test/outcome';

/** The conversion as a value, as the screen shows it. */
function tomlToJsonOutcome(text: string, options: TomlToJsonOptions): ConversionOutcome {
  return toOutcome(() => ({ output: convertTomlToJson(text, options) }), 'invalidToml');
}

const convert = (toml: string, options: Partial<TomlToJsonOptions> = {}) => convertTomlToJson(toml, { ...DEFAULT_TOML_TO_JSON_OPTIONS, ...options });
const minified = (toml: string, options: Partial<TomlToJsonOptions> = {}) => convert(toml, { indent: 'minify', ...options });

describe('convertTomlToJson', () => {
  it('tables and comments, 3-space indentation, keys in document order', () => {
    const toml = '# This is a TOML document\ntitle = "TOML Example" # trailing\n\n[owner]\nname = "Tom"\n\n[database]\nports = [ 8000, 8001 ]\nenabled = true';
    // Written by hand from the TOML 1.0 spec's example.
    expect(convert(toml)).toBe(
      '{\n   "title": "TOML Example",\n   "owner": {\n      "name": "Tom"\n   },\n   "database": {\n      "ports": [\n         8000,\n         8001\n      ],\n      "enabled": true\n   }\n}',
    );
  });

  it.each([
    ['hex, octal, binary, underscores (TOML 1.0 "Integer")', 'a = 0xDEADBEEF\nb = 0o755\nc = 1_000_000\nd = 0b11010110\ne = -17\nf = +99', '{"a":3735928559,"b":493,"c":1000000,"d":214,"e":-17,"f":99}'],
    ['floats, inf and nan → null', 'a = 3.1415\nb = -0.01\nc = 5e+22\nd = 6.626e-34\ne = inf\nf = -inf\ng = nan', '{"a":3.1415,"b":-0.01,"c":5e+22,"d":6.626e-34,"e":null,"f":null,"g":null}'],
    [
      'dates: offset kept, fraction to milliseconds, local kinds',
      'a = 1979-05-27T07:32:00Z\nb = 1979-05-27T00:32:00-07:00\nc = 1979-05-27T00:32:00.999999-07:00\nd = 1979-05-27 07:32:00Z\ne = 1979-05-27T07:32:00\nf = 1979-05-27\ng = 07:32:00',
      '{"a":"1979-05-27T07:32:00.000Z","b":"1979-05-27T00:32:00.000-07:00","c":"1979-05-27T00:32:00.999-07:00","d":"1979-05-27T07:32:00.000Z","e":"1979-05-27T07:32:00.000","f":"1979-05-27","g":"07:32:00.000"}',
    ],
    ['arrays of tables → arrays of objects', '[[products]]\nname = "Hammer"\n\n[[products]]\n\n[[products]]\nname = "Nail"', '{"products":[{"name":"Hammer"},{},{"name":"Nail"}]}'],
    ['nested array of tables', '[[fruits]]\nname = "apple"\n[fruits.physical]\ncolor = "red"\n[[fruits.varieties]]\nname = "red delicious"', '{"fruits":[{"name":"apple","physical":{"color":"red"},"varieties":[{"name":"red delicious"}]}]}'],
    ['dotted keys and quoted keys', 'a.b.c = 1\n"x y" = 2\n\'lit\' = 3', '{"a":{"b":{"c":1}},"x y":2,"lit":3}'],
    ['integer-like keys keep their place', 'b = 1\n10 = 2\na = 3\n[t]\nz = 1\n2 = 2', '{"b":1,"10":2,"a":3,"t":{"z":1,"2":2}}'],
    ['strings: escapes, literal and multi-line', 's = "tab\\there \\u00E9"\nl = \'C:\\path\'\nm = """\nline1\nline2"""', '{"s":"tab\\there é","l":"C:\\\\path","m":"line1\\nline2"}'],
    ['inline tables and mixed arrays', 'p = { x = 1, y = [1, "a", 2.5] }', '{"p":{"x":1,"y":[1,"a",2.5]}}'],
  ])('%s', (_name, toml, expected) => {
    expect(minified(toml)).toBe(expected);
  });

  it('indentation choices', () => {
    expect(convert('a = [1]', { indent: 2 })).toBe('{\n  "a": [\n    1\n  ]\n}');
    expect(convert('a = 1', { indent: 'tab' })).toBe('{\n\t"a": 1\n}');
  });

  it.each(['', '  \n\t', '# only a comment'])('blank or comment-only input: %j', (toml) => {
    expect(convert(toml)).toBe(['', '  \n\t'].includes(toml) ? '' : '{}');
  });

  it('keeps 64-bit integers exact on request', () => {
    expect(minified('max = 9223372036854775807\nmin = -9223372036854775808', { exactIntegers: true })).toBe('{"max":9223372036854775807,"min":-9223372036854775808}');
    expect(minified('safe = 9007199254740991')).toBe('{"safe":9007199254740991}');
  });

  it('lists every value with its TOML type', () => {
    const { types } = convertTomlToJsonWithTypes('a = 1\nb = 1.5\nc = "x"\nd = true\ne = 1979-05-27\n[t]\nlist = [07:32:00]', DEFAULT_TOML_TO_JSON_OPTIONS);
    expect(types.map(({ path, type, value }) => `${path} ${type} ${value}`)).toEqual([
      'a integer 1',
      'b float 1.5',
      'c string "x"',
      'd boolean true',
      'e local-date "1979-05-27"',
      't.list[0] local-time "07:32:00.000"',
    ]);
  });
});

describe('tomlToJsonOutcome errors', () => {
  it.each([
    ['duplicate key', 'a = 1\na = 2', /^Line 2, column/],
    ['duplicate table', '[t]\na = 1\n[t]\nb = 2', /^Line 3, column/],
    ['unquoted string value', 'name = Tom', /^Line 1, column/],
    ['bad escape', 's = "\\q"', /^Line 1, column/],
    ['TOML 1.1 inline table over several lines', 't = {\n a = 1 }', /inline table/],
  ])('%s → "Provided TOML is not valid." with the position', (_name, toml, detail) => {
    const outcome = tomlToJsonOutcome(toml, DEFAULT_TOML_TO_JSON_OPTIONS);
    expect(outcome).toMatchObject({ ok: false, messageKey: 'invalidToml' });
    expect(outcome.ok ? '' : outcome.detail).toMatch(detail);
  });

  it('an integer beyond 2^53 is refused with its path unless kept exact', () => {
    expect(tomlToJsonOutcome('[t]\nn = 9007199254740992', DEFAULT_TOML_TO_JSON_OPTIONS)).toEqual({
      ok: false,
      messageKey: 'invalidToml',
      params: { path: 't.n', integer: '9007199254740992' },
      detail: 'The integer 9007199254740992 at t.n is beyond ±(2^53 − 1): JSON readers cannot hold it exactly',
    });
  });

  it('junk of 200,000 characters never throws', () => {
    for (const junk of ['['.repeat(200_000), '😀'.repeat(100_000), '\u0000'.repeat(200_000), 'a = '.repeat(50_000)]) {
      expect(tomlToJsonOutcome(junk, DEFAULT_TOML_TO_JSON_OPTIONS).ok).toBe(false);
    }
  });
});
