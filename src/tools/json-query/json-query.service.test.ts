import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../../lib/errors';
import { DEFAULT_DOCUMENT } from './json-query.samples';
import { runJsonQuery, type JsonQueryOptions } from './json-query.service';
import { scanJson } from '../../lib/json/json-text';

const defaults: JsonQueryOptions = { language: 'jq', query: '.', compact: false, rawOutput: false, slurp: false, nullInput: false, arg: {} };
const run = (input: string, options: Partial<JsonQueryOptions>) => runJsonQuery(input, { ...defaults, ...options });

/** The error a run throws: its message key and detail. */
async function failure(input: string, options: Partial<JsonQueryOptions>): Promise<{ key: string; detail: string }> {
  try {
    await run(input, options);
  } catch (error) {
    if (isToolInputError(error)) return { key: error.messageKey, detail: error.detail ?? '' };
    throw error;
  }
  throw new Error('no error');
}

describe('jq: the output jq prints', () => {
  // Expected texts from jq on the command line (jq 1.6 and 1.8 agree on these): `printf '%s' INPUT | jq FLAGS FILTER`.
  it.each([
    ['identity, indented by 2', '{"a":[1,{"b":null}],"c":"x"}', { query: '.' }, '{\n  "a": [\n    1,\n    {\n      "b": null\n    }\n  ],\n  "c": "x"\n}\n'],
    ['-c', '{"a": [1, 2]}', { query: '.a', compact: true }, '[1,2]\n'],
    ['several outputs', '[1,2,3]', { query: '.[] * 2' }, '2\n4\n6\n'],
    ['-r keeps blanks and empty lines', '["", "  a  ", ""]', { query: '.[]', rawOutput: true }, '\n  a  \n\n'],
    ['-s over a stream of values', '1 2 3', { query: 'add', slurp: true }, '6\n'],
    ['-n', '', { query: '[range(3)]', nullInput: true, compact: true }, '[0,1,2]\n'],
    ['--arg', '{}', { query: '{greeting: ("hello " + $who)}', arg: { who: 'world' }, compact: true }, '{"greeting":"hello world"}\n'],
    ['no output', '{"a":1}', { query: 'empty' }, ''],
    ['a number literal beyond 2^53 kept (jq 1.7+)', '{"id":17478252242305210114}', { query: '.id' }, '17478252242305210114\n'],
    ['the bookstore, RFC 9535 figure 1', DEFAULT_DOCUMENT, { query: '[.store.book[] | select(.isbn) | .author]', compact: true }, '["Herman Melville","J. R. R. Tolkien"]\n'],
    ['YAML read as the JSON it stands for', 'a: 1\nb: [x, y]\n', { query: '.b | length' }, '2\n'],
    ['several YAML documents are several inputs', 'n: 1\n---\nn: 2\n', { query: '.n' }, '1\n2\n'],
    ['an empty document: no output', '  ', { query: '.' }, ''],
  ] as const)('%s', async (_name, input, options, expected) => {
    expect(await run(input, options)).toBe(expected);
  });

  it('reports a syntax error as jq does, with its line and column', async () => {
    const { key, detail } = await failure('{}', { query: '.a ^^ b' });
    expect(key).toBe('jqCompileError');
    expect(detail).toBe('jq: error: syntax error, unexpected INVALID_CHARACTER, expecting end of file at <top-level>, line 1, column 4:\n    .a ^^ b\n       ^\njq: 1 compile error');
  });

  it('reports an error while running, naming <stdin> and the line as jq does', async () => {
    expect(await failure('{"a":1}', { query: '.a | error("boom")' })).toEqual({ key: 'jqRuntimeError', detail: 'jq: error (at <stdin>:1): boom' });
    // jq 1.8 adds the index to this message (jq 1.6: "Cannot index number with number").
    expect(await failure('{"a":1}', { query: '.a[0]' })).toEqual({ key: 'jqRuntimeError', detail: 'jq: error (at <stdin>:1): Cannot index number with number (0)' });
  });

  it('refuses a variable name jq would refuse', async () => {
    expect((await failure('{}', { query: '$x', arg: { 'not a name': 'v' } })).key).toBe('invalidArgName');
  });
});

describe('the document: JSON or YAML, mistakes located', () => {
  it.each([
    ['a missing value', '{"a": }', 'invalidJson', "Unexpected character '}': a value was expected at line 1, column 7"],
    ['a trailing comma', '{\n  "a": 1,\n}', 'invalidJson', "Unexpected character '}': a property name in double quotes was expected at line 3, column 1"],
    ['an unterminated string', '["abc', 'invalidJson', 'Unterminated string at line 1, column 2'],
    ['plain text is not data', 'hello world', 'invalidJson', "Unexpected character 'h': a value was expected at line 1, column 1"],
    ['YAML', 'a: b: c', 'invalidYaml', 'Nested mappings are not allowed in compact mappings at line 1, column 4:\na: b: c\n   ^'],
  ])('%s', async (_name, input, key, detail) => {
    for (const language of ['jq', 'jsonpath', 'jmespath'] as const) expect(await failure(input, { language, query: language === 'jq' ? '.' : 'a' })).toEqual({ key, detail });
  });

  it('scans deep nesting without recursion', () => {
    expect(scanJson('['.repeat(20_000) + ']'.repeat(20_000))).toEqual([[0, 40_000]]);
  });
});

describe('JSONPath (RFC 9535 syntax, jsonpath-plus underneath)', () => {
  // RFC 9535 §1.5, table 3: the example queries on the bookstore of figure 1, and their results.
  it.each([
    ['$.store.book[*].author', ['Nigel Rees', 'Evelyn Waugh', 'Herman Melville', 'J. R. R. Tolkien']],
    ['$..author', ['Nigel Rees', 'Evelyn Waugh', 'Herman Melville', 'J. R. R. Tolkien']],
    ['$.store..price', [8.95, 12.99, 8.99, 22.99, 399]],
    ['$..book[2].author', ['Herman Melville']],
    ['$..book[2].publisher', []],
    ['$..book[-1].title', ['The Lord of the Rings']],
    ['$..book[0,1].title', ['Sayings of the Century', 'Sword of Honour']],
    ['$..book[:2].title', ['Sayings of the Century', 'Sword of Honour']],
    ['$..book[?@.isbn].title', ['Moby Dick', 'The Lord of the Rings']],
    ['$..book[?@.price<10].title', ['Sayings of the Century', 'Moby Dick']],
    // Not in the table: the RFC's own forms jsonpath-plus reads differently.
    ["$.store.book[0]['title', 'price']", ['Sayings of the Century', 8.95]],
    ['$.store.book[ 1 ].title', ['Sword of Honour']],
    ["$.store.book[?@.price == '8.95'].title", []],
    ['$.store.book[?@.price < $.store.bicycle.price && length(@.title) > 15].title', ['Sayings of the Century', 'The Lord of the Rings']],
    ["$.store.book[?match(@.author, 'Herman.*')].title", ['Moby Dick']],
    ['$.store.book[::0]', []],
    ['$.store.book[:0]', []],
    ['$.store.book[-1:].price', [22.99]],
  ])('%s', async (query, expected) => {
    expect(JSON.parse(await run(DEFAULT_DOCUMENT, { language: 'jsonpath', query }))).toEqual(expected);
  });

  it('-r gives one value per line', async () => {
    expect(await run(DEFAULT_DOCUMENT, { language: 'jsonpath', query: '$.store.book[:2].title', rawOutput: true })).toBe('Sayings of the Century\nSword of Honour');
  });

  it.each([
    ['$.store[', "Unclosed '[' at line 1, column 8"],
    ['$.store.book[?(@.price < )]', 'Expected expression after < at line 1, column 26'],
    ['$.store.book[?@.price <]', 'Expected expression after < at line 1, column 24'],
    ['$.store..', "Unexpected the end of the expression: a name was expected at line 1, column 10"],
    ['$.store]', "Unexpected ']': no '[' is open at line 1, column 8"],
    ["$['a", 'Unterminated string at line 1, column 3'],
    ['$[01]', 'Invalid integer 01 (no leading zeros) at line 1, column 3'],
    ['$.a[1:2:-1]', 'jsonpath-plus cannot take a negative slice step at line 1, column 5'],
  ])('locates the mistake in %s', async (query, detail) => {
    expect(await failure('{}', { language: 'jsonpath', query })).toEqual({ key: 'jsonPathError', detail });
  });
});

describe('JMESPath', () => {
  // jmespath.org tutorial, "Pipe expressions" and "Filter projections".
  const locations = '{"locations":[{"name":"Seattle","state":"WA"},{"name":"New York","state":"NY"},{"name":"Bellevue","state":"WA"},{"name":"Olympia","state":"WA"}]}';
  it.each([
    ["locations[?state == 'WA'].name | sort(@) | {WashingtonCities: join(', ', @)}", { compact: true }, '{"WashingtonCities":"Bellevue, Olympia, Seattle"}'],
    ['locations[0].name', { rawOutput: true }, 'Seattle'],
    ['nothing.here', {}, 'null'],
    ['length(locations)', {}, '4'],
  ])('%s', async (query, options, expected) => {
    expect(await run(locations, { language: 'jmespath', query, ...options })).toBe(expected);
  });

  it.each([
    ['locations[0', 'Expected Rbracket, got: EOF at line 1, column 12'],
    ['locations[?state == WA', 'Expected Rbracket, got: EOF at line 1, column 23'],
    ['a[?@ > 10]', 'Invalid token (Number): "10" at line 1, column 8'],
    ['a ~ b', 'Unknown character:~ at line 1, column 3'],
  ])('locates the mistake in %s', async (query, detail) => {
    expect(await failure(locations, { language: 'jmespath', query })).toEqual({ key: 'jmesPathError', detail });
  });
});

describe('XPath 1.0', () => {
  const xml = '<?xml version="1.0"?>\n<bookstore xmlns:x="urn:x">\n  <book category="cooking"><title lang="en">Everyday Italian</title><price>30.00</price></book>\n  <book category="web"><title lang="en">Learning XML</title><price>39.95</price></book>\n  <x:note>n</x:note>\n</bookstore>';
  it.each([
    ['/bookstore/book[price>35]/title', '<title lang="en">Learning XML</title>'],
    ['//book/@category', 'category="cooking"\ncategory="web"'],
    ['//title/text()', 'Everyday Italian\nLearning XML'],
    ['count(//book)', '2'],
    ['sum(//price)', '69.95'],
    ['string(//book[1]/title)', 'Everyday Italian'],
    ['boolean(//magazine)', 'false'],
    ['//x:note/text()', 'n'],
  ])('%s', async (query, expected) => {
    expect(await run(xml, { language: 'xpath', query })).toBe(expected);
  });

  // xmldom places a mismatched end tag at the element left open.
  it('locates a syntax error and malformed XML', async () => {
    expect(await failure(xml, { language: 'xpath', query: '//book[@category=]' })).toEqual({ key: 'xpathError', detail: 'XPath parse error at line 1, column 18' });
    expect(await failure('<a>\n  <b></a>', { language: 'xpath', query: '//b' })).toEqual({ key: 'invalidXml', detail: 'Opening and ending tag mismatch: "b" != "a" at line 2, column 3' });
  });
});
