import JSON5 from 'json5';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { convertJsonToYaml, DEFAULT_JSON_TO_YAML_OPTIONS, type JsonToYamlOptions } from './json-to-yaml-converter.service';
import { toOutcome, type ConversionOutcome } from '../../test/outcome';

/** The conversion as a value, as the screen shows it. */
function jsonToYamlOutcome(text: string, options: JsonToYamlOptions): ConversionOutcome {
  return toOutcome(() => ({ output: convertJsonToYaml(text, options) }), 'invalidJson');
}

const convert = (json: string, options: Partial<JsonToYamlOptions> = {}) => convertJsonToYaml(json, { ...DEFAULT_JSON_TO_YAML_OPTIONS, ...options });

describe('convertJsonToYaml', () => {
  it.each([
    ['object with a list', '{"name":"app","list":["a",1,true,null],"nested":{"x":1.5}}', 'name: app\nlist:\n  - a\n  - 1\n  - true\n  - null\nnested:\n  x: 1.5'],
    ['JSON5: comments, trailing commas, single quotes, unquoted keys', "{\n  // comment\n  unquoted: 'single',\n  /* block */ list: [1, 2,],\n}", 'unquoted: single\nlist:\n  - 1\n  - 2'],
    ['quoting: numbers, empty, colon-space, booleans, null, leading space, #', '["123","","a: b","true","null","~"," x","#c","1.5","0x1F","-"]', '- "123"\n- ""\n- "a: b"\n- "true"\n- "null"\n- "~"\n- " x"\n- "#c"\n- "1.5"\n- "0x1F"\n- "-"'],
    ['plain strings stay plain', '["hello world","yes","it\'s","a:b","http://x.y/z?q=1"]', "- hello world\n- yes\n- it's\n- a:b\n- http://x.y/z?q=1"],
    ['multi-line strings as |- blocks', '{"text":"line one\\nline two","keep":"end\\n"}', 'text: |-\n  line one\n  line two\nkeep: |\n  end'],
    ['empty array and object', '{"a":[],"b":{},"c":[{}]}', 'a: []\nb: {}\nc:\n  - {}'],
    ['top-level array', '[{"a":1},{"b":[2]}]', '- a: 1\n- b:\n    - 2'],
    ['top-level scalars', '"text"', 'text'],
    ['big integers stay exact; key order kept with integer-like keys', '{"b":1,"10":17478252242305210114}', 'b: 1\n"10": 17478252242305210114'],
  ])('%s', (_name, json, expected) => {
    const yaml = convert(json);
    expect(yaml).toBe(expected);
    // Independent check: the yaml library reads it back to what JSON5 reads from the input.
    expect(parseYaml(yaml, { intAsBigInt: false })).toEqual(JSON5.parse(json));
  });

  it('indentation 4, quote styles and sorted keys', () => {
    expect(convert('{"b":{"c":["x"]},"a":"t"}', { indent: 4 })).toBe('b:\n    c:\n        - x\na: t');
    expect(convert('{"b":"x","a":"it\'s"}', { quoteStyle: 'double', sortKeys: true })).toBe('a: "it\'s"\nb: "x"');
    expect(convert('{"b":"x","a":"it\'s"}', { quoteStyle: 'single' })).toBe("b: 'x'\na: 'it''s'");
  });

  it('quotes YAML 1.1 booleans for older readers on request', () => {
    expect(convert('{"on":"yes","list":["no","Off","y","maybe"]}', { quoteYaml11: true })).toBe('"on": "yes"\nlist:\n  - "no"\n  - "Off"\n  - "y"\n  - maybe');
  });

  it.each(['', '   ', '\n\t'])('blank input gives an empty output: %j', (json) => {
    expect(convert(json)).toBe('');
  });
});

describe('jsonToYamlOutcome errors', () => {
  it.each([
    ['{"a": }', "JSON5: invalid character '}' at 1:7"],
    ['{"a": 1,, }', "JSON5: invalid character ',' at 1:9"],
    ['[1, 2', 'JSON5: invalid end of input at 1:6'],
    ['nope', "JSON5: invalid character 'o' at 1:2"],
  ])('%j → "Provided JSON is not valid." with the position', (json, detail) => {
    expect(jsonToYamlOutcome(json, DEFAULT_JSON_TO_YAML_OPTIONS)).toEqual({ ok: false, messageKey: 'invalidJson', detail });
  });

  it('junk of 200,000 characters never throws', () => {
    for (const junk of ['['.repeat(200_000), '😀'.repeat(100_000), '\u0000'.repeat(200_000)]) {
      expect(jsonToYamlOutcome(junk, DEFAULT_JSON_TO_YAML_OPTIONS).ok).toBe(false);
    }
  });
});
