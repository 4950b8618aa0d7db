import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../../lib/errors';
import { decodeSafelink, decodeSafelinkLines, formatDecodedLines } from './safelink-decoder.service';

function errorKey(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return isToolInputError(error) ? error.messageKey : 'other';
  }
  return undefined;
}

// Expected values percent-decoded by hand (%3A = ':', %2F = '/', %3F = '?', %3D = '=', %26 = '&').
describe('decodeSafelink', () => {
  it.each([
    [
      'an encoded SafeLink',
      'https://eur03.safelinks.protection.outlook.com/?url=https%3A%2F%2Fexample.com%2Fpath%3Fa%3D1%26b%3D2&data=05%7C01%7Cme%40example.com&sdata=x%2By%3D&reserved=0',
      'https://example.com/path?a=1&b=2',
    ],
    [
      'an &amp;-separated SafeLink copied from HTML',
      'https://nam02.safelinks.protection.outlook.com/?url=https%3A%2F%2Fit-tools.tech%2F&amp;data=05%7C01&amp;sdata=abc&amp;reserved=0',
      'https://it-tools.tech/',
    ],
    ['an unencoded url parameter', 'https://aus01.safelinks.protection.outlook.com/?url=https://example.org/page&data=1', 'https://example.org/page'],
    ['surrounding spaces', '   https://eur01.safelinks.protection.outlook.com/?url=https%3A%2F%2Fa.test%2F  \n', 'https://a.test/'],
    ['a %2520 stays %20 (decoded exactly once)', 'https://eur01.safelinks.protection.outlook.com/?url=https%3A%2F%2Fa.test%2Fmy%2520file', 'https://a.test/my%20file'],
    ['an upper-case host', 'https://EUR02.SAFELINKS.PROTECTION.OUTLOOK.COM/?url=https%3A%2F%2Fa.test%2F', 'https://a.test/'],
    ['empty input', '', ''],
  ])('%s', (_name, input, expected) => {
    expect(decodeSafelink(input)).toBe(expected);
  });

  it.each([
    ['a non-SafeLink host', 'https://example.com/?url=https%3A%2F%2Fa.test'],
    ['a look-alike with the suffix in the query', 'https://evil.example/?x=.safelinks.protection.outlook.com&url=https%3A%2F%2Fa.test'],
    ['a look-alike host ending without the dot', 'https://evilsafelinks.protection.outlook.com/?url=https%3A%2F%2Fa.test'],
    ['a look-alike with the suffix as a subdomain', 'https://eur01.safelinks.protection.outlook.com.evil.example/?url=x'],
    ['not a URL', 'not a url'],
    ['a URL without a scheme', 'eur01.safelinks.protection.outlook.com/?url=x'],
  ])('%s → "Invalid SafeLinks URL provided"', (_name, input) => {
    expect(errorKey(() => decodeSafelink(input))).toBe('invalidSafelink');
  });

  it.each([
    'https://eur01.safelinks.protection.outlook.com/?data=05%7C01',
    'https://eur01.safelinks.protection.outlook.com/?url=&data=1',
  ])('%s → "This SafeLink has no url parameter"', (input) => {
    expect(errorKey(() => decodeSafelink(input))).toBe('missingUrl');
  });
});

describe('Proofpoint URL Defense', () => {
  it.each([
    // v2: "-" stands for "%" and "_" for "/" (-3A = ':', -3F = '?', -3D = '=').
    ['v2', 'https://urldefense.proofpoint.com/v2/url?u=https-3A__example.com_path-3Fa-3D1&d=DwMFaQ&c=abc&r=def', 'https://example.com/path?a=1'],
    // v3: each "*" takes the next character of the base64url bytes after "__;" ("Kw" = "+").
    [
      'v3 with one replaced character',
      'https://urldefense.com/v3/__https://google.com:443/search?q=a*test&gs=ps__;Kw!-612Flbf0JvQ3kNJkRi5Jg!Ue6tQudNKaShHg93trcd$',
      'https://google.com:443/search?q=a+test&gs=ps',
    ],
    // "**A" is a run of two characters; "JiY" is base64url for "&&".
    ['v3 with a run', 'https://urldefense.com/v3/__https://a.test/x**Ay__;JiY!abc$', 'https://a.test/x&&y'],
    ['v3 without replacements', 'https://urldefense.com/v3/__https://a.test/plain__;!!abc$', 'https://a.test/plain'],
  ])('%s', (_name, input, expected) => {
    expect(decodeSafelink(input)).toBe(expected);
  });

  it('reports a broken Proofpoint link', () => {
    expect(errorKey(() => decodeSafelink('https://urldefense.com/v3/__https://a.test/x*y__;!abc$'))).toBe('invalidProofpoint');
    expect(errorKey(() => decodeSafelink('https://urldefense.proofpoint.com/v2/url?d=1'))).toBe('invalidProofpoint');
  });
});

describe('several links', () => {
  it('decodes one per line, keeps blank lines, and marks failures with #', () => {
    const lines = decodeSafelinkLines(
      ['https://eur01.safelinks.protection.outlook.com/?url=https%3A%2F%2Fa.test%2F', '', 'https://example.com/', 'https://eur01.safelinks.protection.outlook.com/?data=1'].join(
        '\n',
      ),
    );
    expect(formatDecodedLines(lines, (key) => `<${key}>`)).toBe(['https://a.test/', '', '# <invalidSafelink>', '# <missingUrl>'].join('\n'));
  });
});
