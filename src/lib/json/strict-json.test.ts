import { describe, expect, it } from 'vitest';
import type { DataValue } from '../data-formats/data';
import { parseStrictJsonData } from '../data-formats/json-read';
import { seededRandom } from '../random';
import { JsonNumberLiteral, parseStrictJson, StrictJsonSyntaxError, type JsonValue } from './strict-json';

/** The same scanner, built two ways: plain objects with number literals (JSON prettify) and data (Maps, bigint). */
const builds = [
  ['lossless plain build (parseStrictJson)', parseStrictJson],
  ['data build (parseStrictJsonData)', parseStrictJsonData],
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

  it('does not overflow on deep nesting', () => {
    const depth = 100_000;
    let value = parse('['.repeat(depth) + ']'.repeat(depth)) as unknown;
    for (let level = 1; level < depth; level++) value = (value as unknown[])[0];
    expect(value).toEqual([]);
    expect(() => parse('{"k":'.repeat(depth) + '1' + '}'.repeat(depth))).not.toThrow();
  });

  it('decodes strings as JSON.parse does', () => {
    for (const literal of ['"\\"\\\\\\/\\b\\f\\n\\r\\t\\u0041"', '"\\ud83d\\ude00 \\ud800 é 日本"', '"a\\u0000b"', '""']) {
      expect(parse(literal)).toBe(JSON.parse(literal));
    }
  });
});

describe('parseStrictJson (lossless plain build)', () => {
  it.each<[string, unknown]>([
    ['{"a":[1,"x",true,false,null,{}]}', { a: [new JsonNumberLiteral('1'), 'x', true, false, null, {}] }],
    ['"\\"\\\\\\/\\b\\f\\n\\r\\t\\u0041"', '"\\/\b\f\n\r\tA'],
    ['-0.5e-10', new JsonNumberLiteral('-0.5e-10')],
    ['[17478252242305210114, 1.50, 1E+400, -0, 0e0]', ['17478252242305210114', '1.50', '1E+400', '-0', '0e0'].map((literal) => new JsonNumberLiteral(literal))],
    ['\ufeff {"a" : 1 }\n', { a: new JsonNumberLiteral('1') }],
  ])('parses %j', (input, expected) => {
    expect(parseStrictJson(input)).toEqual(expected);
  });

  it('gives __proto__ as an own key without touching the prototype', () => {
    const value = parseStrictJson('{"__proto__":{"polluted":true}}') as Record<string, unknown>;
    expect(Object.keys(value)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps the last of duplicate keys at the first place', () => {
    expect(Object.entries(parseStrictJson('{"a":1,"b":2,"a":3}') as object)).toEqual([
      ['a', new JsonNumberLiteral('3')],
      ['b', new JsonNumberLiteral('2')],
    ]);
  });

  it('agrees with JSON.parse on random documents', () => {
    const random = seededRandom(7);
    const toPlain = (value: JsonValue): unknown => {
      if (value instanceof JsonNumberLiteral) return Number(value.literal);
      if (Array.isArray(value)) return value.map(toPlain);
      if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toPlain(item)]));
      return value;
    };
    const randomValue = (depth: number): unknown => {
      const pick = random();
      if (depth > 4 || pick < 0.5) {
        const scalars = [null, true, false, 0, -1, 1.5, 1e21, -2.5e-7, 123456789, 'text', 'quote " back \\ nl \n', 'é😀', '\u0001', ''];
        return scalars[Math.floor(random() * scalars.length)];
      }
      const size = Math.floor(random() * 5);
      if (pick < 0.75) return Array.from({ length: size }, () => randomValue(depth + 1));
      return Object.fromEntries(Array.from({ length: size }, (_, index) => [`k${index}${random() < 0.2 ? '"\\' : ''}`, randomValue(depth + 1)]));
    };
    for (let index = 0; index < 200; index++) {
      const text = JSON.stringify(randomValue(0), null, index % 3);
      expect(toPlain(parseStrictJson(text))).toEqual(JSON.parse(text));
    }
  });
});

describe('parseStrictJsonData (data build)', () => {
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
