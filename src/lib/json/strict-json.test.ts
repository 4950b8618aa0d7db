import { describe, expect, it } from 'vitest';
import type { DataValue } from '../data-formats/data';
import { parseStrictJsonData } from '../data-formats/json-read';
import { readStrictJson, StrictJsonSyntaxError, type StrictJsonBuilder } from './strict-json';

/** A build that records what the scanner asks of it, as text: the order of the builder's calls. */
const recorder: StrictJsonBuilder<string, string[], string[]> = {
  object: () => [],
  set: (members, key, value) => void members.push(`${key}=${value}`),
  endObject: (members) => `{${members.join(' ')}}`,
  array: () => [],
  push: (items, value) => void items.push(value),
  endArray: (items) => `[${items.join(' ')}]`,
  string: (text) => `s:${text}`,
  number: (literal, integer) => `${integer ? 'i' : 'n'}:${literal}`,
  constant: (value) => `c:${value}`,
};
const record = (text: string) => readStrictJson(text, recorder);

/** The same scanner, built two ways: data (Maps, bigint) and the recorder above. (JSON prettify's printer is a third: its tests.) */
const builds = [
  ['data build (parseStrictJsonData)', parseStrictJsonData],
  ['recorder build', record],
] as const;

const NOT_STRICT = [
  '01',
  '1.',
  '.5',
  '+1',
  '-',
  '1e',
  "'a'",
  '[1,]',
  '{"a":1,}',
  '{"a" 1}',
  '{a:1}',
  '"tab\there"',
  '"unterminated',
  '"bad \\x escape"',
  '"bad \\u12 escape"',
  'tru',
  'nul',
  '[1 2]',
  '{} {}',
  '',
  '[',
  '{"a":1]',
  '[1}',
  'NaN',
  '// c\n1',
];

describe.each(builds)('%s', (_name, parse) => {
  it.each(NOT_STRICT)('rejects %j', (input) => {
    expect(() => parse(input)).toThrow(StrictJsonSyntaxError);
  });

  it.each<[string, string]>([
    ['', 'Unexpected end of input at position 0'],
    ['-', 'Unexpected character at position 0'],
    ['1.', 'Unexpected data after the JSON value at position 1'],
    ['[1e]', "Expected ',' or ']' at position 2"],
    ['{"a":1]', "Expected ',' or '}' at position 6"],
    ['{"a" 1}', "Expected ':' at position 5"],
    ['{"a":1, b:2}', 'Expected a double-quoted key at position 8'],
    ['"unterminated', 'Unterminated string at position 13'],
    ['"tab\there"', 'Control character in string at position 4'],
    ['"bad \\x escape"', 'Invalid string at position 0'],
    ['\ufeff [1, x]', 'Unexpected character at position 6'],
  ])('%j fails with %j', (input, message) => {
    expect(() => parse(input)).toThrow(message);
  });
});

describe('the builder', () => {
  it.each<[string, string]>([
    ['{"a":[1,"x",true,false,null,{}]}', '{a=[i:1 s:x c:true c:false c:null {}]}'],
    ['-0.5e-10', 'n:-0.5e-10'],
    ['[17478252242305210114, 1.50, 1E+400, -0, 0e0]', '[i:17478252242305210114 n:1.50 n:1E+400 i:-0 n:0e0]'],
    ['\ufeff {"a" : 1 }\n', '{a=i:1}'],
    ['{"a":1,"b":2,"a":3,"__proto__":[]}', '{a=i:1 b=i:2 a=i:3 __proto__=[]}'],
    ['[[],{},[[]]]', '[[] {} [[]]]'],
  ])('%j is built as %j', (input, expected) => {
    expect(record(input)).toBe(expected);
  });
});

describe('parseStrictJsonData (data build)', () => {
  it('does not overflow on deep nesting', () => {
    const depth = 100_000;
    let value = parseStrictJsonData('['.repeat(depth) + ']'.repeat(depth)) as unknown;
    for (let level = 1; level < depth; level++) value = (value as unknown[])[0];
    expect(value).toEqual([]);
    expect(() => parseStrictJsonData('{"k":'.repeat(depth) + '1' + '}'.repeat(depth))).not.toThrow();
  });

  it('decodes strings as JSON.parse does', () => {
    for (const literal of ['"\\"\\\\\\/\\b\\f\\n\\r\\t\\u0041"', '"\\ud83d\\ude00 \\ud800 é 日本"', '"a\\u0000b"', '""']) {
      expect(parseStrictJsonData(literal)).toBe(JSON.parse(literal));
    }
  });

  it.each<[string, string, DataValue]>([
    ['integers stay exact beyond 2^53', '{"id": 17478252242305210114}', new Map([['id', 17478252242305210114n]])],
    ['1 is an integer, 1.0 and 1e3 are floats', '[1, 1.0, 1e3, -0.5, -0, 2E-2]', [1n, 1, 1000, -0.5, 0n, 0.02]],
    ['integer-like keys keep their place', '{"b": 1, "10": 2, "a": 3}', new Map([['b', 1n], ['10', 2n], ['a', 3n]])],
    ['duplicate keys: last value wins at the first place', '{"a": 1, "b": 2, "a": 3}', new Map([['a', 3n], ['b', 2n]])],
    ['__proto__ is an ordinary key', '{"__proto__": {"x": 1}}', new Map([['__proto__', new Map([['x', 1n]])]])],
    ['byte order mark skipped', '\ufeff[true, false, null, "s", {}, []]', [true, false, null, 's', new Map(), []]],
  ])('%s', (_name, input, expected) => {
    expect(parseStrictJsonData(input)).toEqual(expected);
  });
});
