import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../lib/errors';
import { failureMessage } from '../../engine/failure';
import { DEFAULT_RAW_JSON, minifyJson, utf8ByteLength } from './json-minify.service';

describe('minifyJson', () => {
  it.each<[string, string, string]>([
    ['the default sample', DEFAULT_RAW_JSON, '{"hello":["world"]}'],
    ['spaces inside strings stay', '{ "a b" : "c  d" }', '{"a b":"c  d"}'],
    ['key order and duplicates kept', '{"b":1, "a":2, "b":3}', '{"b":1,"a":2,"b":3}'],
    ['big numbers and trailing zeros exact', '[ 17478252242305210114 , 1.50, -0.0, 1e400 ]', '[17478252242305210114,1.50,-0.0,1e400]'],
    ['\\u00e9 becomes é, \\/ becomes /', '{"e":"\\u00e9", "u":"a\\/b"}', '{"e":"é","u":"a/b"}'],
    ['needed escapes stay', '["\\"q\\"", "\\\\", "\\n\\t", "\\u0001"]', '["\\"q\\"","\\\\","\\n\\t","\\u0001"]'],
    ['non-ASCII as is', '{ "emoji": "👍", "ü": "ß" }', '{"emoji":"👍","ü":"ß"}'],
    ['scalars', '  "x"  ', '"x"'],
    ['byte order mark dropped', '\ufeff[1, 2]', '[1,2]'],
    ['JSON5: comments and trailing commas', '{\n  // note\n  a: 1, /* b */ "b": [1, 2,],\n}', '{"a":1,"b":[1,2]}'],
    ['JSON5: single quotes, hex, .5', "{ s: 'it''s', h: 0x1F, d: .5 }".replace("it''s", "its"), '{"s":"its","h":31,"d":0.5}'],
    ['blank', '  \n\t', ''],
  ])('%s', (_name, input, output) => {
    expect(minifyJson(input)).toBe(output);
  });

  it('agrees with JSON.stringify(JSON.parse()) on ordinary documents', () => {
    const document = JSON.stringify({ a: [1, 2, { b: 'x y', c: null, d: true }], e: 'é\n', f: -3.25 }, null, 4);
    expect(minifyJson(document)).toBe(JSON.stringify(JSON.parse(document)));
  });

  it.each(['{"a": }', '[1, 2', '{"a" 1}', 'nope'])('%j is invalid, with the JSON5 position', (input) => {
    expect(() => minifyJson(input)).toThrow(ToolInputError);
  });

  it('error detail carries the position', () => {
    let thrown: unknown;
    try {
      minifyJson('{"a": }');
    } catch (error) {
      thrown = error;
    }
    expect(failureMessage(thrown, 'invalidJson')).toEqual({ messageKey: 'invalidJson', detail: "JSON5: invalid character '}' at 1:7" });
  });
});

describe('byte counts (UTF-8)', () => {
  it.each([
    ['', 0],
    [DEFAULT_RAW_JSON, 28],
    ['é', 2],
    ['€', 3],
    ['👍', 4],
    ['a\ud800b', 5],
  ])('%j → %i bytes', (text, bytes) => {
    expect(utf8ByteLength(text)).toBe(bytes);
    if (!/[\ud800-\udfff]/.test(text) || text === '👍') expect(Buffer.byteLength(text, 'utf8')).toBe(bytes);
  });

  it('reports output and original sizes', () => {
    const output = minifyJson(DEFAULT_RAW_JSON);
    expect({ output, bytes: utf8ByteLength(output), originalBytes: utf8ByteLength(DEFAULT_RAW_JSON) }).toEqual({ output: '{"hello":["world"]}', bytes: 19, originalBytes: 28 });
  });
});
