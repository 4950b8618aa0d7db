import { parse as parseToml } from 'smol-toml';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { convertTomlToYaml, DEFAULT_TOML_TO_YAML_OPTIONS, type TomlToYamlOptions } from './toml-to-yaml.service';
import { toOutcome, type ConversionOutcome } from '../../test/outcome';

/** The conversion as a value, as the screen shows it. */
function tomlToYamlOutcome(text: string, options: TomlToYamlOptions): ConversionOutcome {
  return toOutcome(() => ({ output: convertTomlToYaml(text, options) }), 'invalidToml');
}

const convert = (toml: string, options: Partial<TomlToYamlOptions> = {}) => convertTomlToYaml(toml, { ...DEFAULT_TOML_TO_YAML_OPTIONS, ...options });

describe('convertTomlToYaml', () => {
  it.each([
    ['nested tables', 'title = "x"\n[server]\nhost = "h"\n[server.tls]\nenabled = true\n[list.another]\na = 1', 'title: x\nserver:\n  host: h\n  tls:\n    enabled: true\nlist:\n  another:\n    a: 1'],
    ['arrays, nested and empty', 'a = [1, "two", 3.5, true]\nb = [[1, 2], ["x"]]\ne = []', 'a:\n  - 1\n  - two\n  - 3.5\n  - true\nb:\n  - - 1\n    - 2\n  - - x\ne: []'],
    ['arrays of tables', '[[fruits]]\nname = "apple"\n[fruits.physical]\ncolor = "red"\n[[fruits]]\nname = "banana"', 'fruits:\n  - name: apple\n    physical:\n      color: red\n  - name: banana'],
    ['strings that would read as other types are quoted', 'a = "123"\nb = ""\nc = "true"\nd = "a: b"\ne = "null"', 'a: "123"\nb: ""\nc: "true"\nd: "a: b"\ne: "null"'],
    ['multi-line strings as blocks', 's = """\nline one\nline two"""', 's: |-\n  line one\n  line two'],
    ['floats keep a fraction, big integers exact', 'f = 1.0\ng = 1e3\nn = 9223372036854775807', 'f: 1.0\ng: 1000.0\nn: 9223372036854775807'],
  ])('%s', (_name, toml, expected) => {
    const yaml = convert(toml);
    expect(yaml).toBe(expected);
    // Independent check: the yaml library reads back what smol-toml reads from the TOML.
    expect(parseYaml(yaml, { intAsBigInt: true })).toEqual(parseToml(toml, { integersAsBigInt: true }));
  });

  it('dates become the ISO strings of TOML to JSON', () => {
    const toml = 'odt = 1979-05-27T00:32:00-07:00\nutc = 1979-05-27 07:32:00Z\nldt = 1979-05-27T07:32:00\nld = 1979-05-27\nlt = 07:32:00';
    const yaml = convert(toml);
    expect(yaml).toBe('odt: 1979-05-27T00:32:00.000-07:00\nutc: 1979-05-27T07:32:00.000Z\nldt: 1979-05-27T07:32:00.000\nld: 1979-05-27\nlt: 07:32:00.000');
    // Instants agree with smol-toml's own reading.
    const read = parseToml(toml) as Record<string, Date>;
    expect(new Date((parseYaml(yaml) as Record<string, string>).odt as string).getTime()).toBe(read.odt?.getTime());
    expect(new Date((parseYaml(yaml) as Record<string, string>).utc as string).getTime()).toBe(read.utc?.getTime());
  });

  it('keeps comments as YAML comments, or leaves them out', () => {
    const toml = '# Settings\n\n# the name\nname = "app" # inline\n\n[server]\nport = 80 # http\n# end';
    expect(convert(toml)).toBe('# Settings\n\n# the name\nname: app # inline\nserver:\n  port: 80 # http\n\n# end');
    expect(convert(toml, { keepComments: false })).toBe('name: app\nserver:\n  port: 80');
  });

  it('flow style for short arrays and 4-space indentation', () => {
    expect(convert('[db]\nports = [8000, 8001]\nnames = ["a"]', { flowShortArrays: true, indent: 4 })).toBe('db:\n    ports: [8000, 8001]\n    names: [a]');
  });

  it.each(['', '  \n', '\t'])('blank input gives an empty output: %j', (toml) => {
    expect(convert(toml)).toBe('');
  });
});

describe('tomlToYamlOutcome errors', () => {
  it.each([
    ['duplicate key', 'a = 1\na = 2', /^Line 2, column/],
    ['duplicate table', '[t]\n[t]', /^Line 2, column/],
    ['unquoted string', 'a = b', /^Line 1, column/],
    ['TOML 1.1 \\x escape', 's = "\\x41"', /TOML 1\.1/],
  ])('%s → "Provided TOML is not valid."', (_name, toml, detail) => {
    const outcome = tomlToYamlOutcome(toml, DEFAULT_TOML_TO_YAML_OPTIONS);
    expect(outcome).toMatchObject({ ok: false, messageKey: 'invalidToml' });
    expect(outcome.ok ? '' : outcome.detail).toMatch(detail);
  });

  it('junk of 200,000 characters never throws', () => {
    for (const junk of ['['.repeat(200_000), '😀'.repeat(100_000), '\u0000'.repeat(200_000)]) {
      expect(tomlToYamlOutcome(junk, DEFAULT_TOML_TO_YAML_OPTIONS).ok).toBe(false);
    }
  });
});
