import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../../lib/errors';
import { DEFAULT_URL, parseUrl } from './url-parser.service';

function errorKey(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return isToolInputError(error) ? error.messageKey : 'other';
  }
  return undefined;
}

describe('parseUrl', () => {
  it('parses the default URL', () => {
    expect(parseUrl(DEFAULT_URL)).toEqual({
      protocol: 'https:',
      username: 'me',
      password: 'pwd',
      hostname: 'it-tools.tech',
      port: '3000',
      pathname: '/url-parser',
      search: '?key1=value&key2=value2',
      hash: '#the-hash',
      origin: 'https://it-tools.tech:3000',
      params: [
        ['key1', 'value'],
        ['key2', 'value2'],
      ],
    });
  });

  it('shows international hosts in punycode (RFC 3492 sample) and percent-encodes a unicode path, query and hash', () => {
    const parsed = parseUrl('https://bücher.example/ä?q=é#ü');
    expect(parsed?.hostname).toBe('xn--bcher-kva.example');
    expect(parsed?.pathname).toBe('/%C3%A4');
    expect(parsed?.search).toBe('?q=%C3%A9');
    expect(parsed?.hash).toBe('#%C3%BC');
    expect(parsed?.params).toEqual([['q', 'é']]);
    expect(parsed?.origin).toBe('https://xn--bcher-kva.example');
  });

  it('keeps duplicate and empty params in order, decoding + and %20', () => {
    expect(parseUrl('https://x.test/?a=1&a=2&empty=&flag&sp=a+b%20c&&=v')?.params).toEqual([
      ['a', '1'],
      ['a', '2'],
      ['empty', ''],
      ['flag', ''],
      ['sp', 'a b c'],
      ['', 'v'],
    ]);
  });

  it.each([
    ['http://x.test:80/', ''],
    ['https://x.test:443/', ''],
    ['https://x.test:8443/', '8443'],
    ['ws://x.test:80/', ''],
  ])('%s has port %j', (url, port) => {
    expect(parseUrl(url)?.port).toBe(port);
  });

  it('resolves dot segments', () => {
    expect(parseUrl('https://x.test/a/../b/./c')?.pathname).toBe('/b/c');
  });

  it('gives origin "null" for a URL without a host', () => {
    const parsed = parseUrl('mailto:someone@example.com?subject=Hi');
    expect(parsed?.origin).toBe('null');
    expect(parsed?.protocol).toBe('mailto:');
    expect(parsed?.pathname).toBe('someone@example.com');
    expect(parsed?.params).toEqual([['subject', 'Hi']]);
  });

  it('ignores surrounding spaces and gives nothing for an empty input', () => {
    expect(parseUrl('  https://x.test/p  ')?.pathname).toBe('/p');
    expect(parseUrl('')).toBeUndefined();
    expect(parseUrl('   ')).toBeUndefined();
  });

  it.each(['not a url', 'example.com/path', 'https://', 'http://exa mple.com', '💥'.repeat(1000)])('%j is an invalid URL', (text) => {
    expect(errorKey(() => parseUrl(text))).toBe('invalidUrl');
  });

  it('recovers once the URL is fixed', () => {
    expect(errorKey(() => parseUrl('example.com/path'))).toBe('invalidUrl');
    expect(parseUrl('https://example.com/path')?.hostname).toBe('example.com');
  });
});
