import { describe, expect, it } from 'vitest';
import { DataDate } from '../lib/data-formats/data';
import {
  dataToJson,
  deriveFileName,
  inputFor,
  NotUtf8Error,
  outputFiles,
  recipeInputValue,
  SEVERAL_FILES_SUGGESTIONS,
  SeveralFilesError,
  uniqueFileName,
  valueAs,
  valueAsBytes,
  valueAsFile,
  valueAsFiles,
  valueAsText,
  valueBuffers,
  valuePreview,
  valueSize,
  type FileValue,
  type RecipeValue,
} from './values';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('data as JSON', () => {
  it.each<[string, unknown]>([
    ['null', null],
    ['a string with quotes, controls and unicode', 'a "q" \\ \n\t é 😀 \u2028'],
    ['a number', -1.5e-7],
    ['true', true],
    ['an empty array', []],
    ['an empty object', {}],
    ['nested', { b: [1, { c: 'x', d: [] }], a: { e: null, f: {} } }],
    ['an array of arrays', [[1, 2], [], [[3]]]],
  ])('lays out %s exactly like JSON.stringify(value, null, 2)', (_name, value) => {
    expect(dataToJson(value)).toBe(JSON.stringify(value, null, 2));
  });

  it.each<[string, unknown, string]>([
    ['a bigint beyond 2^53, as its digits', { n: 2n ** 64n + 1n, m: -5n }, '{\n  "n": 18446744073709551617,\n  "m": -5\n}'],
    ['a Map as an object, in its order, keys as text', new Map<unknown, unknown>([['z', 1], [10, 2n], [true, null]]), '{\n  "z": 1,\n  "10": 2,\n  "true": null\n}'],
    ['a Set as an array', new Set(['a', 'b']), '[\n  "a",\n  "b"\n]'],
    ['a Uint8Array as hex', { bytes: new Uint8Array([0, 15, 255]) }, '{\n  "bytes": "000fff"\n}'],
    ['an ArrayBuffer as hex', new Uint8Array([1, 2]).buffer, '"0102"'],
    ['other typed arrays as numbers', new Uint16Array([1, 65535]), '[\n  1,\n  65535\n]'],
    ['a Date as its ISO text', { at: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)) }, '{\n  "at": "2024-01-02T03:04:05.000Z"\n}'],
    ['a TOML date as its text', [new DataDate('local-date', '1979-05-27')], '[\n  "1979-05-27"\n]'],
    ['NaN and infinities as null', [NaN, Infinity, -Infinity], '[\n  null,\n  null,\n  null\n]'],
    ['undefined and functions: left out of objects, null in arrays', { a: undefined, b: () => 1, c: [undefined, Symbol('s')] }, '{\n  "c": [\n    null,\n    null\n  ]\n}'],
    ['undefined alone as null', undefined, 'null'],
    ['a Map in a Map', new Map([['outer', new Map([['inner', [1n]]])]]), '{\n  "outer": {\n    "inner": [\n      1\n    ]\n  }\n}'],
    ['the same object twice (not a cycle)', (() => {
      const shared = { x: 1 };
      return [shared, shared];
    })(), '[\n  {\n    "x": 1\n  },\n  {\n    "x": 1\n  }\n]'],
  ])('writes %s', (_name, value, json) => {
    expect(dataToJson(value)).toBe(json);
  });

  it('refuses a circular structure with a TypeError', () => {
    const loop: Record<string, unknown> = { a: 1 };
    loop.self = loop;
    expect(() => dataToJson(loop)).toThrow(TypeError);
    expect(() => dataToJson(loop)).toThrow('circular');
  });
});

describe('conversions between steps', () => {
  it('takes a text or bytes as the recipe input', () => {
    expect(recipeInputValue('a')).toEqual({ kind: 'text', value: 'a' });
    expect(recipeInputValue(new Uint8Array([1]))).toEqual({ kind: 'bytes', value: new Uint8Array([1]) });
  });

  it.each<[string, RecipeValue, string, Uint8Array]>([
    ['text', { kind: 'text', value: 'héllo 😀' }, 'héllo 😀', utf8('héllo 😀')],
    ['UTF-8 bytes', { kind: 'bytes', value: utf8('€') }, '€', utf8('€')],
    ['bytes with a BOM (kept)', { kind: 'bytes', value: new Uint8Array([0xef, 0xbb, 0xbf, 0x61]) }, '\ufeffa', new Uint8Array([0xef, 0xbb, 0xbf, 0x61])],
    ['data', { kind: 'data', value: { n: 1n } }, '{\n  "n": 1\n}', utf8('{\n  "n": 1\n}')],
    ['empty text', { kind: 'text', value: '' }, '', new Uint8Array()],
  ])('%s as text and as bytes', (_name, value, text, bytes) => {
    expect(valueAsText(value)).toBe(text);
    expect(valueAsBytes(value)).toEqual(bytes);
  });

  it.each([
    ['a lone continuation byte', [0x80]],
    ['0xFF', [0x61, 0xff]],
    ['a truncated sequence', [0xe2, 0x82]],
    ['an overlong encoding', [0xc0, 0xaf]],
    ['a UTF-16 surrogate', [0xed, 0xa0, 0x80]],
  ])('refuses bytes that are not UTF-8 (%s) instead of inserting U+FFFD', (_name, bytes) => {
    expect(() => valueAsText({ kind: 'bytes', value: new Uint8Array(bytes) })).toThrow(NotUtf8Error);
  });
});

describe('sizes and previews', () => {
  it.each<[string, RecipeValue, number, string]>([
    ['a short text, whole', { kind: 'text', value: 'abc' }, 3, 'abc'],
    ['a text of exactly 200 characters, whole', { kind: 'text', value: 'x'.repeat(200) }, 200, 'x'.repeat(200)],
    ['a long text, its first 200 characters', { kind: 'text', value: 'y'.repeat(201) }, 201, `${'y'.repeat(200)}…`],
    ['an emoji across the cut, never halved', { kind: 'text', value: `${'a'.repeat(199)}😀b` }, 202, `${'a'.repeat(199)}…`],
    ['bytes as hex pairs', { kind: 'bytes', value: new Uint8Array([0, 1, 254, 255]) }, 4, '00 01 fe ff'],
    ['no bytes', { kind: 'bytes', value: new Uint8Array() }, 0, ''],
    ['data as its JSON', { kind: 'data', value: { a: 1 } }, 12, '{\n  "a": 1\n}'],
  ])('%s', (_name, value, size, preview) => {
    expect(valueSize(value)).toBe(size);
    expect(valuePreview(value)).toBe(preview);
  });

  it('shows the hex of the first 64 bytes only', () => {
    const bytes = Uint8Array.from({ length: 100 }, (_, index) => index);
    const preview = valuePreview({ kind: 'bytes', value: bytes });
    expect(preview.startsWith('00 01 02')).toBe(true);
    expect(preview.endsWith('3e 3f …')).toBe(true);
    expect(preview.split(' ')).toHaveLength(65);
  });

  it('uses the JSON already written for data', () => {
    expect(valueSize({ kind: 'data', value: null }, '"given"')).toBe(7);
    expect(valuePreview({ kind: 'data', value: null }, '"given"')).toBe('"given"');
  });
});

describe('files as values: the coercions', () => {
  const file = (name: string, text: string, type = 'text/plain') => ({ name, type, bytes: utf8(text) });
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

  it('gives a file its bytes exactly, and its text as strict UTF-8', () => {
    const photo = { name: 'photo.png', type: 'image/png', bytes: png };
    expect(valueAsBytes({ kind: 'file', value: photo })).toBe(png);
    expect(valueAs({ kind: 'file', value: file('a.txt', 'héllo') }, 'text')).toBe('héllo');
    expect(() => valueAsText({ kind: 'file', value: photo })).toThrow(NotUtf8Error);
  });

  it.each<[string, RecipeValue, string, FileValue]>([
    ['bytes, named after the file they came from, by their signature', { kind: 'bytes', value: png }, 'photo.jpg', { name: 'photo.png', type: 'image/png', bytes: png }],
    ['bytes without a signature or a name', { kind: 'bytes', value: new Uint8Array([0, 1, 2, 0xff]) }, '', { name: 'file.bin', type: 'application/octet-stream', bytes: new Uint8Array([0, 1, 2, 0xff]) }],
    ['bytes that are text', { kind: 'bytes', value: utf8('plain') }, 'notes', { name: 'notes.txt', type: 'text/plain', bytes: utf8('plain') }],
    ['a text', { kind: 'text', value: 'hi' }, '', { name: 'text.txt', type: 'text/plain', bytes: utf8('hi') }],
    ['data, as its JSON', { kind: 'data', value: { a: 1 } }, 'report.pdf', { name: 'report.json', type: 'application/json', bytes: utf8('{\n  "a": 1\n}') }],
    ['a list of one file', { kind: 'files', value: [file('only.txt', 'x')] }, '', file('only.txt', 'x')],
  ])('makes a file of %s', (_name, value, hint, expected) => {
    expect(valueAsFile(value, hint)).toEqual(expected);
  });

  it('makes a list of any single value, and keeps a list as it is', () => {
    expect(valueAsFiles({ kind: 'text', value: 'a' })).toEqual([{ name: 'text.txt', type: 'text/plain', bytes: utf8('a') }]);
    const list = [file('1.txt', '1'), file('2.txt', '2')];
    expect(valueAsFiles({ kind: 'files', value: list })).toBe(list);
  });

  it('refuses several files where one is wanted, for every kind that is one value', () => {
    const several: RecipeValue = { kind: 'files', value: [file('1.txt', '1'), file('2.txt', '2')] };
    for (const kind of ['file', 'bytes', 'text'] as const) expect(() => valueAs(several, kind)).toThrow(SeveralFilesError);
    expect(SEVERAL_FILES_SUGGESTIONS.map((suggestion) => suggestion.op)).toContain('zip-creator');
  });

  it('derives output names and keeps the names of a batch apart', () => {
    expect(deriveFileName('photo.jpg', 'webp')).toBe('photo.webp');
    expect(deriveFileName('archive.tar.gz', 'zip')).toBe('archive.tar.zip');
    expect(deriveFileName('.env', 'txt')).toBe('.env.txt');
    expect(deriveFileName('', 'png')).toBe('file.png');
    const taken = new Set<string>();
    expect(['a.txt', 'A.txt', 'a.txt', 'b.txt'].map((name) => uniqueFileName(name, taken))).toEqual(['a.txt', 'A (2).txt', 'a (3).txt', 'b.txt']);
  });

  it('saves any output as files named after its input', () => {
    expect(outputFiles({ kind: 'text', value: 'x' }, 'in.json')).toEqual([{ name: 'in.txt', type: 'text/plain', bytes: utf8('x') }]);
    expect(outputFiles({ kind: 'data', value: [1] }, 'in.json')).toEqual([{ name: 'in.json', type: 'application/json', bytes: utf8('[\n  1\n]') }]);
    expect(outputFiles({ kind: 'bytes', value: png }, 'in.jpg')).toEqual([{ name: 'in.png', type: 'image/png', bytes: png }]);
  });

  it('reads raw inputs as the kind an operation takes', () => {
    expect(inputFor('abc', 'bytes')).toEqual(utf8('abc'));
    expect(inputFor(utf8('abc'), 'text')).toBe('abc');
    expect(inputFor('abc', 'file')).toEqual({ name: 'text.txt', type: 'text/plain', bytes: utf8('abc') });
    expect(inputFor(file('a.txt', 'z'), 'files')).toEqual([file('a.txt', 'z')]);
    expect(inputFor('ignored', 'none')).toBeUndefined();
  });

  it('transfers only buffers its bytes fill whole', () => {
    const whole = new Uint8Array(4);
    const view = new Uint8Array(new ArrayBuffer(8), 2, 4);
    expect(valueBuffers({ name: 'a', type: '', bytes: whole })).toEqual([whole.buffer]);
    expect(valueBuffers([{ name: 'a', type: '', bytes: view }])).toEqual([]);
  });
});
