import { failureMessage } from '../../engine/failure';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../lib/errors';
import { seededRandom } from '../../lib/random';
import { DEFAULT_RAW_JSON, formatJson, parseIndentSize, writeFormattedJson, type FormatJsonOptions } from './json-prettify.service';

const sorted3: FormatJsonOptions = { sortKeys: true, indentSize: 3 };
const unsorted3: FormatJsonOptions = { sortKeys: false, indentSize: 3 };
const sorted0: FormatJsonOptions = { sortKeys: true, indentSize: 0 };
const unsorted0: FormatJsonOptions = { sortKeys: false, indentSize: 0 };

describe('formatJson — defaults, sorting and indentation', () => {
  it.each<[string, string, FormatJsonOptions, string]>([
    ['default input, sorted, 3 spaces', DEFAULT_RAW_JSON, sorted3, '{\n   "foo": "bar",\n   "hello": "world"\n}'],
    ['default input, unsorted', DEFAULT_RAW_JSON, unsorted3, '{\n   "hello": "world",\n   "foo": "bar"\n}'],
    ['indent 0 is one line', DEFAULT_RAW_JSON, sorted0, '{"foo":"bar","hello":"world"}'],
    ['indent 2', '{"b":[1,{"d":true,"c":null}],"a":"x"}', { sortKeys: true, indentSize: 2 }, '{\n  "a": "x",\n  "b": [\n    1,\n    {\n      "c": null,\n      "d": true\n    }\n  ]\n}'],
    ['indent 10', '[1]', { sortKeys: true, indentSize: 10 }, '[\n          1\n]'],
    ['nested objects sorted, arrays keep order', '{"z":{"y":[3,1,2],"x":{"b":1,"a":2}},"a":[{"d":1,"c":2},{"b":1,"a":2}]}', sorted0, '{"a":[{"c":2,"d":1},{"a":2,"b":1}],"z":{"x":{"a":2,"b":1},"y":[3,1,2]}}'],
    ['locale order a, b, B, C', '{"C":1,"B":2,"b":3,"a":4}', sorted0, '{"a":4,"b":3,"B":2,"C":1}'],
    ['accents sort with their letter', '{"f":1,"é":2,"e":3,"z":4,"E":5}', sorted0, '{"e":3,"E":5,"é":2,"f":1,"z":4}'],
    ['punctuation and digits before letters', '{"b":1,"_a":2,"1":3,"-x":4,"A":5}', sorted0, '{"_a":2,"-x":4,"1":3,"A":5,"b":1}'],
    ['integer-like keys in exact collation order when sorting', '{"b":1,"10":2,"2":3,"a":4}', sorted0, '{"10":2,"2":3,"a":4,"b":1}'],
    ['integer-like keys first (engine order) when not sorting', '{"b":1,"10":2,"2":3,"a":4}', unsorted0, '{"2":3,"10":2,"b":1,"a":4}'],
    ['key order kept when not sorting', '{"z":1,"a":{"y":1,"b":2}}', unsorted0, '{"z":1,"a":{"y":1,"b":2}}'],
    ['empty containers', '{"a":[],"b":{},"c":[[],{}]}', { sortKeys: true, indentSize: 2 }, '{\n  "a": [],\n  "b": {},\n  "c": [\n    [],\n    {}\n  ]\n}'],
    ['top-level string', '  "text"  ', sorted3, '"text"'],
    ['top-level number', '42', sorted3, '42'],
    ['top-level literals', '[true,false,null]', sorted0, '[true,false,null]'],
    ['escapes are written as JSON.stringify does', '["\\u00e9\\n\\"\\\\\\/\\t\\u0001", "\\ud83d\\ude00"]', sorted0, '["é\\n\\"\\\\/\\t\\u0001","😀"]'],
    ['lone surrogate escaped', '["\\ud800"]', sorted0, '["\\ud800"]'],
    ['non-ASCII kept as is', '{"clé":"日本語 😀"}', sorted0, '{"clé":"日本語 😀"}'],
    ['escaped keys decoded and sorted', '{"\\u0062":1,"a":2}', sorted0, '{"a":2,"b":1}'],
    ['__proto__ is an ordinary key', '{"__proto__":{"x":1},"a":2}', sorted0, '{"__proto__":{"x":1},"a":2}'],
    ['byte order mark skipped', '\ufeff{"a":1.50}', sorted0, '{"a":1.50}'],
    ['whitespace of every kind', ' \t\r\n{ "a" : [ 1 , 2 ] }\n', sorted0, '{"a":[1,2]}'],
  ])('%s', (_name, input, options, expected) => {
    expect(formatJson(input, options)).toBe(expected);
  });

  it('matches JSON.stringify for every indent size when not sorting', () => {
    const value = { id: 1, list: [1, 'two', { three: [null, true, false, {}] }, []], nested: { a: { b: { c: 'd' } } }, s: 'quote " backslash \\ tab \t' };
    const text = JSON.stringify(value);
    for (let indentSize = 0; indentSize <= 10; indentSize++) {
      expect(formatJson(text, { sortKeys: false, indentSize })).toBe(JSON.stringify(value, null, indentSize));
    }
  });
});

describe('formatJson — lossless numbers', () => {
  it.each<[string, string, string]>([
    ['big integer beyond 2^53', '{"id": 17478252242305210114}', '{"id":17478252242305210114}'],
    ['trailing zero kept', '{"price": 1.50}', '{"price":1.50}'],
    ['exponent as written', '[1E+400, 2e-5, -0.0, -0, 0.1000000000000000000001]', '[1E+400,2e-5,-0.0,-0,0.1000000000000000000001]'],
    ['huge negative', '[-123456789012345678901234567890]', '[-123456789012345678901234567890]'],
  ])('%s', (_name, input, expected) => {
    expect(formatJson(input, sorted0)).toBe(expected);
  });
});

describe('formatJson — JSON5 fallback', () => {
  it.each<[string, string, string]>([
    ['line comment', '{"a": 1 // comment\n}', '{"a":1}'],
    ['block comment', '/* head */ {"a": /* inline */ 1}', '{"a":1}'],
    ['single quotes', "{'a': 'it\\'s'}", '{"a":"it\'s"}'],
    ['unquoted keys', '{foo: 1, $bar_2: 2}', '{"$bar_2":2,"foo":1}'],
    ['trailing commas', '{"a": [1, 2,], "b": 3,}', '{"a":[1,2],"b":3}'],
    ['hexadecimal', '{"a": 0x1F, "b": -0xff}', '{"a":31,"b":-255}'],
    ['leading decimal point', '{"a": .5}', '{"a":0.5}'],
    ['trailing decimal point', '{"a": 5.}', '{"a":5}'],
    ['explicit plus sign', '{"a": +1}', '{"a":1}'],
    ['Infinity becomes null', '{"a": Infinity, "b": -Infinity}', '{"a":null,"b":null}'],
    ['NaN becomes null', '{"a": NaN}', '{"a":null}'],
    ['multi-line string', '{"a": "one \\\ntwo"}', '{"a":"one two"}'],
    ['numbers are doubles in JSON5 (precision lost)', '{a: 17478252242305210114, b: 1.50}', '{"a":17478252242305210000,"b":1.5}'],
    ['doubles written as JSON.stringify writes them', '[1.5, -0, 1e21, 5e-7, NaN, Infinity, // JSON5\n]', '[1.5,0,1e+21,5e-7,null,null]'],
    ['integer-like keys in exact collation order when sorting', "{b: 1, '10': 2, '2': 3}", '{"10":2,"2":3,"b":1}'],
  ])('%s', (_name, input, expected) => {
    expect(formatJson(input, sorted0)).toBe(expected);
  });
});

describe('formatJson — empty input and errors', () => {
  /** What the screen shows for an input: the message key and detail of the error, if any. */
  const failureOf = (input: string) => {
    try {
      formatJson(input, sorted3);
      return undefined;
    } catch (error) {
      return failureMessage(error, 'invalidJson');
    }
  };

  it.each(['', '   ', '\n\t '])('blank input %j gives empty output, no error', (input) => {
    expect(formatJson(input, sorted3)).toBe('');
    expect(failureOf(input)).toBeUndefined();
  });

  it.each<[string, string]>([
    ['{"a": }', "JSON5: invalid character '}' at 1:7"],
    ['{"hello": "world",', 'JSON5: invalid end of input at 1:19'],
    ['{\n  "a": 1\n  "b": 2\n}', 'JSON5: invalid character \'\\"\' at 3:3'],
    ['[1, 2', 'JSON5: invalid end of input at 1:6'],
    ['{} {}', "JSON5: invalid character '{' at 1:4"],
    ['hello', "JSON5: invalid character 'h' at 1:1"],
    ['{"a": tru}', "JSON5: invalid character '}' at 1:10"],
  ])('%j is invalid: %s', (input, detail) => {
    expect(failureOf(input)).toEqual({ messageKey: 'invalidJson', detail });
    expect(() => formatJson(input, sorted3)).toThrow(ToolInputError);
  });
});

describe('duplicate keys', () => {
  // As JSON.parse and JSON5: the last value wins, at the position of the first occurrence.
  it.each<[string, FormatJsonOptions, string]>([
    ['{"a":1,"b":2,"a":3}', unsorted0, '{"a":3,"b":2}'],
    ['{"a":1,"b":2,"a":3}', sorted0, '{"a":3,"b":2}'],
    ['{"a":{"x":1},"a":[2]}', sorted0, '{"a":[2]}'],
    ["{a: 1, 'a': 2} // JSON5", sorted0, '{"a":2}'],
  ])('%s', (input, options, expected) => {
    expect(formatJson(input, options)).toBe(expected);
  });
});

// The strict reader itself (rejections, positions, __proto__, numbers) is tested in src/lib/json/strict-json.test.ts.

describe('deep nesting', () => {
  it('parses and prints 100 000 nested arrays without recursion', () => {
    const depth = 100_000;
    const input = '['.repeat(depth) + ']'.repeat(depth);
    expect(formatJson(input, sorted0)).toBe(input);
  });

  it('prints 5 000 nested objects with indentation', () => {
    const depth = 5_000;
    const input = '{"k":'.repeat(depth) + '1' + '}'.repeat(depth);
    const output = formatJson(input, { sortKeys: true, indentSize: 1 });
    expect(output.startsWith('{\n "k": {\n  "k": {\n')).toBe(true);
    expect(output.split('\n')).toHaveLength(2 * depth + 1);
    expect(output).toContain(`\n${' '.repeat(depth)}"k": 1\n`);
  });

  it('handles deep nesting in the JSON5 fallback too', () => {
    const depth = 10_000;
    const input = '['.repeat(depth) + ']'.repeat(depth) + ' // comment';
    expect(formatJson(input, sorted0)).toBe('['.repeat(depth) + ']'.repeat(depth));
  });
});

describe('agreement with JSON.parse and JSON.stringify', () => {
  it('prints random documents as JSON.stringify(JSON.parse(text), null, indent) when not sorting', () => {
    const random = seededRandom(7);
    const randomValue = (depth: number): unknown => {
      const pick = random();
      if (depth > 4 || pick < 0.5) {
        const scalars = [null, true, false, 0, -1, 1.5, 1e21, -2.5e-7, 123456789, 'text', 'quote " back \\ nl \n', 'é😀', '\u0001', ''];
        return scalars[Math.floor(random() * scalars.length)];
      }
      const size = Math.floor(random() * 5);
      if (pick < 0.75) return Array.from({ length: size }, () => randomValue(depth + 1));
      const keys = ['k', 'a"\\', '10', '2', '01', '__proto__', 'é'];
      return Object.fromEntries(Array.from({ length: size }, (_, index) => [`${keys[Math.floor(random() * keys.length)]}${index % 2 ? index : ''}`, randomValue(depth + 1)]));
    };
    for (let index = 0; index < 300; index++) {
      const indentSize = index % 4;
      const text = JSON.stringify(randomValue(0), null, index % 3);
      expect(formatJson(text, { sortKeys: false, indentSize })).toBe(JSON.stringify(JSON.parse(text), null, indentSize));
    }
  });
});

describe('writeFormattedJson — the output in pieces', () => {
  const pieces = (text: string, options: FormatJsonOptions) => {
    const written: string[] = [];
    writeFormattedJson(text, options, (piece) => void written.push(piece));
    return written;
  };

  it.each<[string, string, FormatJsonOptions]>([
    ['a top-level array of records', '[{"b":1,"a":[1,2]},{"c":{"d":null}},3,"s",[],{}]', sorted3],
    ['nested arrays at the top', '[[1,[2,3]],[],[[{"z":1,"y":2}]]]', unsorted3],
    ['an object holding an array', '{"list":[1,2,{"b":1,"a":2}],"a":0}', sorted0],
    ['a scalar', '"text"', sorted3],
    ['JSON5', "[1, {b: 2, a: 'x'}, // comment\n]", sorted3],
    ['blank', '  ', sorted3],
  ])('%s: the pieces make formatJson’s output', (_name, input, options) => {
    expect(pieces(input, options).join('')).toBe(formatJson(input, options));
  });

  it('hands out each element of a top-level array as it ends', () => {
    const records = Array.from({ length: 100 }, (_, index) => ({ id: index, name: `n${index}` }));
    const written = pieces(JSON.stringify(records), sorted3);
    expect(written.length).toBeGreaterThanOrEqual(100);
    expect(written.join('')).toBe(JSON.stringify(records, null, 3));
  });

  it('writes nothing before it knows the input is valid (the JSON5 reading is not repeated after a strict start)', () => {
    const input = `[${'{"a":1},'.repeat(50)}{"a":2},]`;
    expect(pieces(input, sorted0).join('')).toBe(`[${'{"a":1},'.repeat(50)}{"a":2}]`);
    expect(() => pieces(`[${'1,'.repeat(50)}`, sorted0)).toThrow(ToolInputError);
  });
});

describe('parseIndentSize', () => {
  it.each<[string, number | undefined]>([
    ['3', 3],
    ['0', 0],
    ['10', 10],
    [' 4 ', 4],
    ['3.0', 3],
    ['03', 3],
    ['11', undefined],
    ['-1', undefined],
    ['', undefined],
    ['2.5', undefined],
    ['abc', undefined],
    ['1e1', undefined],
    ['100', undefined],
  ])('%j → %s', (text, expected) => {
    expect(parseIndentSize(text)).toBe(expected);
  });
});

