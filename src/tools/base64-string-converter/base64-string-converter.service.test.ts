import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../../lib/errors';
import { decodeBase64ToText, encodeTextToBase64, hexDump, isProbablyText, isUrlSafeBase64 } from './base64-string-converter.service';

function errorKey(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (isToolInputError(error)) return error.messageKey;
    throw error;
  }
  return undefined;
}

describe('encodeTextToBase64', () => {
  it.each<[string, string]>([
    ['', ''],
    ['f', 'Zg=='],
    ['fo', 'Zm8='],
    ['foo', 'Zm9v'],
    ['foob', 'Zm9vYg=='],
    ['fooba', 'Zm9vYmE='],
    ['foobar', 'Zm9vYmFy'],
    ['héllo 👋', 'aMOpbGxvIPCfkYs='],
    ['lorem ipsum', 'bG9yZW0gaXBzdW0='],
  ])('RFC 4648 / UTF-8: %j → %j', (text, encoded) => {
    expect(encodeTextToBase64(text)).toBe(encoded);
    expect(encodeTextToBase64(text)).toBe(Buffer.from(text, 'utf8').toString('base64'));
  });

  it('URL safe: - and _, no padding', () => {
    expect(encodeTextToBase64('<<<????????>>>', { urlSafe: true })).toBe('PDw8Pz8_Pz8_Pz8-Pj4');
    expect(encodeTextToBase64('<<<????????>>>')).toBe('PDw8Pz8/Pz8/Pz8+Pj4=');
  });

  it('wraps MIME lines at 76 characters', () => {
    const text = 'x'.repeat(100);
    const wrapped = encodeTextToBase64(text, { wrapLines: true });
    expect(wrapped.split('\n').map((line) => line.length)).toEqual([76, 60]);
    expect(wrapped.replace(/\n/g, '')).toBe(Buffer.from(text).toString('base64'));
  });

  it('encodes 5 MB of text like Node does', () => {
    const text = 'Ünïcødé 👋 text\n'.repeat(300_000);
    expect(encodeTextToBase64(text)).toBe(Buffer.from(text, 'utf8').toString('base64'));
  });
});

describe('decodeBase64ToText', () => {
  it.each<[string, boolean, string]>([
    ['Zg==', false, 'f'],
    ['Zm9vYmFy', false, 'foobar'],
    ['aMOpbGxvIPCfkYs=', false, 'héllo 👋'],
    ['PDw8Pz8_Pz8_Pz8-Pj4', true, '<<<????????>>>'],
    ['PDw8Pz8/Pz8/Pz8+Pj4=', true, '<<<????????>>>'],
    ['bG9yZW0gaXBzdW0', true, 'lorem ipsum'],
    ['data:text/plain;base64,aGVsbG8=', false, 'hello'],
    ['aGVs\nbG8g\r\nd29y bGQ=', false, 'hello world'],
    ['   ', false, ''],
  ])('%j (URL safe %s) → %j', (input, urlSafe, text) => {
    expect(decodeBase64ToText(input, { urlSafe }).text).toBe(text);
  });

  it.each<[string, boolean]>([
    ['a', false],
    ['é', false],
    ['bG9yZW0gaXBzdW0', false],
    ['PDw8Pz8_Pz8_Pz8-Pj4', false],
    ['a', true],
    ['Zm9v!', true],
  ])('%j (URL safe %s) is refused with the field message', (input, urlSafe) => {
    expect(errorKey(() => decodeBase64ToText(input, { urlSafe }))).toBe('invalidBase64');
  });

  it('shows invalid UTF-8 as U+FFFD and says the bytes are not text', () => {
    const decoded = decodeBase64ToText(Buffer.from([0x66, 0xff, 0xfe, 0x6f]).toString('base64'));
    expect(decoded.text).toBe('f\uFFFD\uFFFDo');
    expect(decoded.isText).toBe(false);
    expect(Array.from(decoded.bytes)).toEqual([0x66, 0xff, 0xfe, 0x6f]);
  });

  it('hints at the URL-safe alphabet', () => {
    expect(isUrlSafeBase64('PDw8Pz8_Pz8_Pz8-Pj4')).toBe(true);
    expect(isUrlSafeBase64('Zm9v')).toBe(false);
  });
});

describe('isProbablyText', () => {
  it.each<[number[], boolean]>([
    [[0x68, 0x69], true],
    [[0x68, 0x09, 0x0a, 0x0d, 0x69], true],
    [[0xc3, 0xa9], true],
    [[0x00, 0x01], false],
    [[0x89, 0x50, 0x4e, 0x47], false],
    [[0x7f], false],
    [[], true],
  ])('%j → %s', (values, text) => {
    expect(isProbablyText(Uint8Array.from(values))).toBe(text);
  });
});

describe('hexDump', () => {
  it('matches hexdump -C (output of util-linux hexdump for the same bytes)', () => {
    const data = Buffer.concat([Buffer.from('Hello, world!\n'), Buffer.from([0, 1, 0xff])]);
    expect(hexDump(data)).toBe(
      [
        '00000000  48 65 6c 6c 6f 2c 20 77  6f 72 6c 64 21 0a 00 01  |Hello, world!...|',
        '00000010  ff                                                |.|',
        '00000011',
      ].join('\n'),
    );
  });

  it('shows only the first bytes', () => {
    expect(hexDump(new Uint8Array(10_000), 32).split('\n')).toHaveLength(3);
  });
});
