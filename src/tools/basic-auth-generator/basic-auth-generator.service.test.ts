import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../../lib/errors';
import { basicAuthCredentials, basicAuthHeader, bytesToBase64 } from './basic-auth-generator.service';

function errorKey(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return isToolInputError(error) ? error.messageKey : 'other';
  }
  return undefined;
}

describe('basicAuthCredentials', () => {
  it.each([
    ['Aladdin', 'open sesame', 'QWxhZGRpbjpvcGVuIHNlc2FtZQ=='],
    ['test', '123£', 'dGVzdDoxMjPCow=='],
    ['', '', 'Og=='],
  ])('RFC 7617 / known value: %j %j → %s', (user, password, token) => {
    expect(basicAuthCredentials(user, password)).toBe(token);
  });

  it.each([
    ['user', 'pa:ss:word'],
    [' spaced ', ' p w '],
    ['Ünïcødé', '密码🔑'],
    ['', 'only-password'],
    ['only-user', ''],
  ])('matches Node Buffer base64 for %j / %j (colons in the password allowed, no trimming)', (user, password) => {
    expect(basicAuthCredentials(user, password)).toBe(Buffer.from(`${user}:${password}`, 'utf8').toString('base64'));
  });

  it('rejects a colon in the username, then accepts the fixed value', () => {
    expect(errorKey(() => basicAuthCredentials('a:b', 'x'))).toBe('usernameColon');
    expect(basicAuthCredentials('ab', 'x')).toBe('YWI6eA==');
  });
});

describe('basicAuthHeader', () => {
  it('prefixes the header name and scheme', () => {
    expect(basicAuthHeader('Aladdin', 'open sesame')).toBe('Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==');
    expect(basicAuthHeader('', '')).toBe('Authorization: Basic Og==');
  });
});

describe('bytesToBase64', () => {
  it('handles inputs longer than one chunk', () => {
    const bytes = new Uint8Array(100_000).map((_, index) => index % 256);
    expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });
});
