import { describe, expect, it } from 'vitest';
import { unwrapPaste, type Unwrapped } from './unwrap';
import { suggestInPlace } from './suggest';

const JWT = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';

describe('unwrapPaste', () => {
  it.each<[string, Unwrapped[]]>([
    [`Authorization: Bearer ${JWT}`, [{ value: JWT, wrapper: 'bearer', name: 'Authorization' }]],
    ['Authorization: Basic YWxhZGRpbjpvcGVuc2VzYW1l', [{ value: 'YWxhZGRpbjpvcGVuc2VzYW1l', wrapper: 'basic', name: 'Authorization' }]],
    ['Authorization: Digest-ish', [{ value: 'Digest-ish', wrapper: 'authorization', name: 'Authorization' }]],
    [
      'Cookie: sid=abc123; theme=dark',
      [
        { value: 'abc123', wrapper: 'cookie', name: 'sid' },
        { value: 'dark', wrapper: 'cookie', name: 'theme' },
      ],
    ],
    ['Set-Cookie: id=xyz789; Path=/; HttpOnly', [{ value: 'xyz789', wrapper: 'setCookie', name: 'id' }]],
    ['X-Request-Id: 550e8400-e29b-41d4-a716-446655440000', [{ value: '550e8400-e29b-41d4-a716-446655440000', wrapper: 'header', name: 'X-Request-Id' }]],
    ['export TOKEN="abc def"', [{ value: 'abc def', wrapper: 'keyValue', name: 'TOKEN' }]],
    ['PORT = 8080', [{ value: '8080', wrapper: 'keyValue', name: 'PORT' }]],
    ["'quoted value'", [{ value: 'quoted value', wrapper: 'quoted' }]],
    ['"a \\"b\\" \\u00e9"', [{ value: 'a "b" é', wrapper: 'quoted' }]],
    ['"id": "01ARZ3NDEKTSV4RRFFQ69G5FAV",', [{ value: '01ARZ3NDEKTSV4RRFFQ69G5FAV', wrapper: 'jsonValue', name: 'id' }]],
    [
      '{"a": {"token": "abcdefgh12"}, "list": ["first value", 3]}',
      [
        { value: 'abcdefgh12', wrapper: 'jsonValue', name: 'token' },
        { value: 'first value', wrapper: 'jsonValue', name: 'list' },
      ],
    ],
    [
      '2026-12-01T10:15:30.123Z WARN slow request ip=203.0.113.7 took 1532ms',
      [
        { value: '2026-12-01T10:15:30.123Z', wrapper: 'logTimestamp' },
        { value: '203.0.113.7', wrapper: 'logLine', name: 'ip' },
      ],
    ],
    ['Jane Doe <jane@example.com>', [{ value: 'jane@example.com', wrapper: 'angleBrackets' }]],
    ['"Support" <help@example.org>', [{ value: 'help@example.org', wrapper: 'angleBrackets' }]],
    // A wrapper inside a wrapper: the header line in quotes.
    [`"Authorization: Bearer ${JWT}"`, [{ value: `Authorization: Bearer ${JWT}`, wrapper: 'quoted' }, { value: JWT, wrapper: 'bearer', name: 'Authorization' }]],
  ])('%s', (text, expected) => {
    expect(unwrapPaste(text)).toEqual(expected);
  });

  it.each([
    ['a URL is not a header', 'https://example.com/a:b'],
    ['a query string is not one key and value', 'a=1&b=2'],
    ['a bare value', JWT],
    ['a time alone', '10:15:30'],
    ['nothing', '   '],
  ])('%s', (_name, text) => {
    expect(unwrapPaste(text)).toEqual([]);
  });

  it('looks only into short pastes', () => {
    expect(unwrapPaste(`TOKEN=${'a'.repeat(9000)}`)).toEqual([]);
    expect(unwrapPaste(Array.from({ length: 20 }, (_, index) => `KEY${index}=value${index}`).join('\n'))).toEqual([]);
  });
});

describe('suggestions through wrappers and chains', () => {
  it('suggests the tool for the value inside, with the value as its input and where it came from', async () => {
    const [best] = await suggestInPlace(`Authorization: Bearer ${JWT}`, 1);
    expect(best).toMatchObject({ tool: 'jwt-parser', input: JWT, unwrapped: { wrapper: 'bearer', name: 'Authorization' } });
  });

  it('offers Base64 → JSON as a chain', async () => {
    const base64 = Buffer.from('{"user":"alice","roles":["admin"]}').toString('base64');
    const [best] = await suggestInPlace(base64, 1);
    expect(best?.chain?.map((step) => step.op)).toEqual(['base64-string-decode', 'json-prettify']);
  });

  it('follows URL encoding → Base64 → JWT, three steps, none repeated', async () => {
    // The JWT with its line break, as `base64` encodes a line: padded, so URL encoding shows (%3D).
    const text = encodeURIComponent(Buffer.from(`${JWT}\n`).toString('base64'));
    expect(text).toContain('%3D');
    const suggestions = await suggestInPlace(text, 3);
    const chained = suggestions.find((suggestion) => suggestion.chain);
    expect(chained?.chain?.map((step) => step.op)).toEqual(['url-encoder-decode', 'base64-string-decode', 'jwt-parser']);
  });

  it('offers no chain when the decoded text is nothing another tool reads', async () => {
    const suggestions = await suggestInPlace(Buffer.from('hello there, general').toString('base64'), 3);
    expect(suggestions.some((suggestion) => suggestion.chain)).toBe(false);
  });
});
