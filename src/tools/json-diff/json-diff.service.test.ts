import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../../lib/errors';
import { compareJson, compareJsonTexts, diffJson, formatDiffEntry, keySegment, parseJsonSide, type Json } from './json-diff.service';

const lines = (a: Json, b: Json, ignoreArrayOrder = false) => diffJson(a, b, { ignoreArrayOrder }).map(formatDiffEntry);
const parse = (text: string) => parseJsonSide(text)!;

describe('parseJsonSide', () => {
  it('accepts JSON5: comments, trailing commas, single quotes, unquoted keys', () => {
    expect(parse("{ // comment\n a: 'x', \"b\": [1, 2,], }")).toEqual({ a: 'x', b: [1, 2] });
  });

  it('treats an empty side as nothing', () => {
    expect(parseJsonSide('   \n')).toBeUndefined();
  });

  it.each(['{', '{"a": }', 'nope', '[1, 2'])('%j is "Invalid JSON format"', (text) => {
    let key: string | undefined;
    try {
      parseJsonSide(text);
    } catch (error) {
      key = isToolInputError(error) ? error.messageKey : 'other';
    }
    expect(key).toBe('invalidJson');
  });
});

describe('diffJson (expected lines written by hand from the spec rules)', () => {
  it.each([
    ['identical', '{"a": 1, "b": [1, 2]}', '{"a": 1, "b": [1, 2]}', []],
    ['key order, whitespace and 1 vs 1.0 do not count', '{"a":1,"b":{"c":2}}', '{ "b": { "c": 2.0 },\n  "a": 1.0 }', []],
    ['JSON5 on one side only', "{a: 'x', /* c */ b: [true,],}", '{"b":[true],"a":"x"}', []],
    ['simple added and changed', '{"a":1}', '{"a":2,"b":true}', ['~ $.a: 1 \u2192 2', '+ $.b: true']],
    ['removed', '{"a":1,"b":"x"}', '{"a":1}', ['- $.b: "x"']],
    [
      'nested arrays and objects, in document order, added keys last',
      '{"user":{"name":"Ann","tags":["a","b","c"],"address":{"city":"Paris"}},"active":true}',
      '{"user":{"name":"Bob","tags":["a","x"],"address":{"city":"Paris","zip":"75001"}},"active":true,"id":7}',
      ['~ $.user.name: "Ann" \u2192 "Bob"', '~ $.user.tags[1]: "b" \u2192 "x"', '- $.user.tags[2]: "c"', '+ $.user.address.zip: "75001"', '+ $.id: 7'],
    ],
    ['array grown at the end', '[1,2]', '[1,2,{"x":null}]', ['+ $[2]: {"x":null}']],
    ['arrays of objects by index', '[{"id":1},{"id":2}]', '[{"id":1},{"id":3}]', ['~ $[1].id: 2 \u2192 3']],
    ['object → array is one change with whole values', '{"a":{"x":1}}', '{"a":[1]}', ['~ $.a: {"x":1} \u2192 [1]']],
    ['object → null', '{"a":{"x":1}}', '{"a":null}', ['~ $.a: {"x":1} \u2192 null']],
    ['number → string', '{"a":1}', '{"a":"1"}', ['~ $.a: 1 \u2192 "1"']],
    ['two root primitives', '1', '"one"', ['~ $: 1 \u2192 "one"']],
    [
      'keys that need ["…"]',
      '{"a-b":1,"with space":{"$ok":1,"_ok2":2},"1st":true,"ünï":0,"q\\"":1}',
      '{"a-b":2,"with space":{"$ok":0,"_ok2":2},"1st":false,"ünï":1,"q\\"":2}',
      ['~ $["a-b"]: 1 \u2192 2', '~ $["with space"].$ok: 1 \u2192 0', '~ $["1st"]: true \u2192 false', '~ $["ünï"]: 0 \u2192 1', '~ $["q\\""]: 1 \u2192 2'],
    ],
  ])('%s', (_name, left, right, expected) => {
    expect(lines(parse(left), parse(right))).toEqual(expected);
  });

  it('"Ignore array order" sorts primitives and matches equal objects', () => {
    expect(lines(parse('[3,1,2]'), parse('[1,2,3]'), true)).toEqual([]);
    expect(lines(parse('[3,1,2]'), parse('[1,2,3]'), false)).toHaveLength(3);
    expect(lines(parse('{"list":[{"id":1},{"id":2}]}'), parse('{"list":[{"id":2},{"id":1}]}'), true)).toEqual([]);
    expect(lines(parse('[{"id":1},{"id":2},{"id":3}]'), parse('[{"id":3},{"id":4},{"id":1}]'), true)).toEqual(['~ $[1].id: 2 \u2192 4']);
    // Sorted: ["a","b"] against ["a","b","c"].
    expect(lines(parse('["b","a"]'), parse('["a","c","b"]'), true)).toEqual(['+ $[2]: "c"']);
  });
});

describe('keySegment', () => {
  it.each([
    ['name', '.name'],
    ['_x$1', '._x$1'],
    ['$', '.$'],
    ['a b', '["a b"]'],
    ['', '[""]'],
    ['0', '["0"]'],
  ])('%j → %s', (key, segment) => expect(keySegment(key)).toBe(segment));
});

describe('compareJson', () => {
  it('counts each kind and joins the lines', () => {
    const result = compareJson(parse('{"a":1,"b":2,"c":[1]}'), parse('{"a":9,"c":[1,2,3],"d":0}'));
    expect(result.equal).toBe(false);
    expect(result.counts).toEqual({ added: 3, removed: 1, changed: 1 });
    expect(result.text).toBe(['~ $.a: 1 \u2192 9', '- $.b: 2', '+ $.c[1]: 2', '+ $.c[2]: 3', '+ $.d: 0'].join('\n'));
  });

  it('builds the merged tree, marking what is unchanged so "Only show differences" can hide it', () => {
    const { rows } = compareJson(parse('{"same":{"x":1},"a":1,"gone":true}'), parse('{"same":{"x":1},"a":2,"new":[]}'));
    expect(rows.map((row) => [row.depth, row.key ?? '', row.kind, row.bracket ?? row.value, row.status, row.oldValue ?? ''])).toEqual([
      [0, '', 'open', '{', 'same', ''],
      [1, '"same"', 'open', '{', 'same', ''],
      [2, '"x"', 'value', '1', 'same', ''],
      [1, '', 'close', '}', 'same', ''],
      [1, '"a"', 'value', '2', 'changed', '1'],
      [1, '"gone"', 'value', 'true', 'removed', ''],
      [1, '"new"', 'value', '[]', 'added', ''],
      [0, '', 'close', '}', 'same', ''],
    ]);
    const visible = rows.filter((row) => !row.unchanged).map((row) => row.key ?? row.bracket);
    expect(visible).toEqual(['{', '"a"', '"gone"', '"new"', '}']);
  });

  it('collapses unchanged objects and arrays into one line for large documents', () => {
    const { rows } = compareJson(parse('{"same":{"x":[1,2]},"list":[[1],[2]],"a":1}'), parse('{"same":{"x":[1,2]},"list":[[1],[3]],"a":1}'), {
      ignoreArrayOrder: false,
      collapseUnchanged: true,
    });
    expect(rows.map((row) => [row.depth, row.key ?? '', row.bracket ?? row.value, row.status])).toEqual([
      [0, '', '{', 'same'],
      [1, '"same"', '{"x":[1,2]}', 'same'],
      [1, '"list"', '[', 'same'],
      [2, '', '[1]', 'same'],
      [2, '', '[', 'same'],
      [3, '', '3', 'changed'],
      [2, '', ']', 'same'],
      [1, '', ']', 'same'],
      [1, '"a"', '1', 'same'],
      [0, '', '}', 'same'],
    ]);
  });

  it('says two documents are the same without building a tree', () => {
    const result = compareJson(parse('{"a":[1,{"b":null}]}'), parse('{"a":[1.0,{"b":null}]}'));
    expect(result).toMatchObject({ equal: true, counts: { added: 0, removed: 0, changed: 0 }, text: '', rows: [] });
  });
});

describe('compareJsonTexts', () => {
  it('reports which side is invalid and compares nothing', () => {
    expect(compareJsonTexts('{', '{}', { ignoreArrayOrder: false })).toEqual({ leftInvalid: true, rightInvalid: false });
    expect(compareJsonTexts('{}', 'x', { ignoreArrayOrder: false })).toEqual({ leftInvalid: false, rightInvalid: true });
  });

  it('compares nothing while a side is empty', () => {
    expect(compareJsonTexts('', '{}', { ignoreArrayOrder: false })).toEqual({ leftInvalid: false, rightInvalid: false });
  });

  it('stays fast on two large documents with scattered changes', () => {
    const left = { items: Array.from({ length: 20_000 }, (_, index) => ({ id: index, name: `item ${index}`, tags: ['a', 'b'], value: index * 1.5 })) };
    const right = structuredClone(left);
    for (let index = 0; index < 20_000; index += 200) right.items[index]!.value = -1;
    const outcome = compareJsonTexts(JSON.stringify(left), JSON.stringify(right), { ignoreArrayOrder: false });
    expect(outcome.result?.counts).toEqual({ added: 0, removed: 0, changed: 100 });
  });
});
