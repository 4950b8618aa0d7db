import { parse as parseToml } from 'smol-toml';
import JSON5 from 'json5';
import { describe, expect, it } from 'vitest';
import { convertJsonToToml, DEFAULT_JSON_TO_TOML_OPTIONS, type JsonToTomlOptions } from './json-to-toml.service';
import { toOutcome, type ConversionOutcome } from '../../test/outcome';

/** The conversion as a value, as the screen shows it. */
function jsonToTomlOutcome(text: string, options: JsonToTomlOptions): ConversionOutcome<string[]> {
  return toOutcome(() => {
    const { text: output, droppedNulls } = convertJsonToToml(text, options);
    return { output, extra: droppedNulls.length > 0 ? droppedNulls : undefined };
  }, 'invalidJson');
}

const convert = (json: string, options: Partial<JsonToTomlOptions> = {}) => convertJsonToToml(json, { ...DEFAULT_JSON_TO_TOML_OPTIONS, ...options });

/** JSON5's reading of the input without nulls (what TOML can hold), integers as numbers. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== null).map(withoutNulls);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== null).map(([key, item]) => [key, withoutNulls(item)]));
  return value;
}

describe('convertJsonToToml', () => {
  it.each([
    ['nested objects', '{"a":{"b":{"c":1}},"x":{"y":"z","w":{"v":true}}}', '[a.b]\nc = 1\n\n[x]\ny = "z"\n\n[x.w]\nv = true'],
    ['scalars before tables', '{"t":{"k":1},"s":"text","n":2,"list":[1,2]}', 's = "text"\nn = 2\nlist = [ 1, 2 ]\n\n[t]\nk = 1'],
    ['arrays of objects', '{"products":[{"name":"Hammer","sku":738594937},{"name":"Nail","color":"gray"}]}', '[[products]]\nname = "Hammer"\nsku = 738594937\n\n[[products]]\nname = "Nail"\ncolor = "gray"'],
    ['mixed arrays stay inline (TOML 1.0 allows mixed types)', '{"m":[1,"a",{"x":1},[2]]}', 'm = [ 1, "a", { x = 1 }, [ 2 ] ]'],
    ['odd keys quoted, escapes', '{"a b":"say \\"hi\\"\\n","é":1,"ok-key_1":2}', '"a b" = "say \\"hi\\"\\n"\n"é" = 1\nok-key_1 = 2'],
    ['floats keep a fraction, integers stay integers', '{"f":1.0,"g":1e20,"i":10,"h":-0.5}', 'f = 1.0\ng = 100000000000000000000.0\ni = 10\nh = -0.5'],
    ['JSON5 features', "{unquoted: 'single', /* c */ trailing: [1,],}", 'unquoted = "single"\ntrailing = [ 1 ]'],
  ])('%s', (_name, json, expected) => {
    const { text, droppedNulls } = convert(json);
    expect(text).toBe(expected);
    expect(droppedNulls).toEqual([]);
    // Independent check: smol-toml reads the TOML back to what JSON5 reads from the input.
    expect(parseToml(text)).toEqual(JSON5.parse(json));
  });

  it('big integers stay exact', () => {
    const { text } = convert('{"id": 17478252242305210114}');
    expect(text).toBe('id = 17478252242305210114');
    expect(parseToml('id = 9223372036854775807', { integersAsBigInt: true }).id).toBe(9223372036854775807n);
  });

  it('nulls are dropped and listed, or written as ""', () => {
    const json = '{"a":null,"b":{"c":null,"d":1},"list":[1,null]}';
    const { text, droppedNulls } = convert(json);
    expect(text).toBe('list = [ 1 ]\n\n[b]\nd = 1');
    expect(droppedNulls).toEqual(['a', 'list[1]', 'b.c']);
    expect(parseToml(text)).toEqual(withoutNulls(JSON.parse(json)));
    expect(convert('{"a":null}', { nulls: 'empty-string' })).toEqual({ text: 'a = ""', droppedNulls: [] });
  });

  it('inline tables, dotted keys and sorted keys on request', () => {
    expect(convert('{"b":1,"a":{"x":1,"y":2}}', { tableStyle: 'inline' }).text).toBe('b = 1\na = { x = 1, y = 2 }');
    expect(convert('{"b":1,"a":{"x":1,"y":2}}', { tableStyle: 'dotted', sortKeys: true }).text).toBe('a.x = 1\na.y = 2\nb = 1');
  });

  it.each(['', '  ', '\n\t'])('blank input → empty output: %j', (json) => {
    expect(convert(json)).toEqual({ text: '', droppedNulls: [] });
  });

  it('an empty object gives an empty document', () => {
    expect(convert('{}').text).toBe('');
  });
});

describe('jsonToTomlOutcome errors', () => {
  it.each([
    ['a top-level array', '[1, 2]'],
    ['a top-level string', '"text"'],
    ['a top-level number', '42'],
    ['a top-level null', 'null'],
  ])('%s → "TOML needs key/value pairs at the top level."', (_name, json) => {
    expect(jsonToTomlOutcome(json, DEFAULT_JSON_TO_TOML_OPTIONS)).toMatchObject({ ok: false, messageKey: 'tomlNeedsTable' });
  });

  it('invalid JSON → "Provided JSON is not valid." with the position', () => {
    expect(jsonToTomlOutcome('{"a": }', DEFAULT_JSON_TO_TOML_OPTIONS)).toEqual({ ok: false, messageKey: 'invalidJson', detail: "JSON5: invalid character '}' at 1:7" });
  });

  it('lists the dropped keys in the outcome', () => {
    expect(jsonToTomlOutcome('{"a":null,"b":1}', DEFAULT_JSON_TO_TOML_OPTIONS)).toEqual({ ok: true, output: 'b = 1', extra: ['a'] });
  });

  it('junk of 200,000 characters never throws', () => {
    for (const junk of ['['.repeat(200_000), '{"a":'.repeat(40_000), '😀'.repeat(100_000), '\u0000'.repeat(200_000)]) {
      expect(jsonToTomlOutcome(junk, DEFAULT_JSON_TO_TOML_OPTIONS).ok).toBe(false);
    }
  });
});
