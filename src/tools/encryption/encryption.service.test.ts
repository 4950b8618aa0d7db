import CryptoJSFull from 'crypto-js';
import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../../lib/errors';
import { sequenceRandom } from '../../lib/random';
import { opensslCommand, parseRawKey, shellQuote, type Algorithm, type CipherSettings } from './encryption.operations';
import { decryptText, encryptText, evpBytesToKey } from './encryption.service';

const passphrase = (algorithm: Algorithm, secret: string): CipherSettings => ({ algorithm, keyMode: 'passphrase', secret, keyHex: '', ivHex: '' });
const raw = (algorithm: Algorithm, keyHex: string, ivHex = ''): CipherSettings => ({ algorithm, keyMode: 'raw', secret: '', keyHex, ivHex });

async function errorKey(action: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await action();
  } catch (error) {
    return isToolInputError(error) ? error.messageKey : `other: ${String(error)}`;
  }
  return undefined;
}

const ACCENTS = 'Crème brûlée 🔐 — ünïcödé';

describe('ciphertexts made by the openssl 3 CLI', () => {
  // printf '%s' "$text" | openssl enc -aes-256-cbc -md md5 -a -A -pass 'pass:pässwörd 🔑'
  it.each<[Algorithm, string, string]>([
    ['AES', 'U2FsdGVkX18+OmCN7yFK5qyEHZQ3M5IJNpfyi+tHSaK+38viMaEQ+N5KC1HwwiiWrQYgl7cPPUb2YYguRaGDtw==', ACCENTS],
    ['AES', 'U2FsdGVkX18yFJBN6Dm+UilF9WdNjiwEIg7hQMiBQArzwMsk9EOyX45MoG+PhbBo', 'Lorem ipsum dolor sit amet'],
    ['AES', 'U2FsdGVkX1+SU6mt2hlLyrnVSxivVJgLRba5Uqa9X1g=', ''],
    ['TripleDES', 'U2FsdGVkX19/XGW9oZ2TT/fggh/dQCnZcMe04roOP25DRu1e4BACfouZaVvMZF42wX0JfEzYm4w=', ACCENTS],
    ['TripleDES', 'U2FsdGVkX18d73GTqMmAzt63usMhjW2LISINBofrn6pTNRqxYJ31Vq9UMeoNBgzR', 'Lorem ipsum dolor sit amet'],
    ['TripleDES', 'U2FsdGVkX189eohxwoubxP0c4bTtaDI2', ''],
  ])('%s: %s', async (algorithm, ciphertext, plain) => {
    expect(await decryptText(ciphertext, passphrase(algorithm, 'pässwörd 🔑'))).toBe(plain);
  });

  it('decrypts the default text of the page (AES, "my secret key")', async () => {
    expect(await decryptText('U2FsdGVkX1/EC3+6P5dbbkZ3e1kQ5o2yzuU0NHTjmrKnLBEwreV489Kr0DIB+uBs', passphrase('AES', 'my secret key'))).toBe('Lorem ipsum dolor sit amet');
  });

  it.each<[Algorithm, string, string, string]>([
    // openssl enc -aes-256-cbc -K 0001…1f -iv f0f1…ff -a -A
    ['AES', '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f', 'f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff', 'xweCRaZRFETZ6Vzeoh9Yqw=='],
    ['AES', '000102030405060708090a0b0c0d0e0f', 'f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff', '3h604PLyuJxqd/zkpvEMiA=='],
    ['TripleDES', '000102030405060708090a0b0c0d0e0f1011121314151617', '0001020304050607', 'BX6Q2+I1A192RtEYS7xXOQ=='],
  ])('raw key %s %s', async (algorithm, keyHex, ivHex, ciphertext) => {
    const settings = raw(algorithm, keyHex, ivHex);
    expect(await decryptText(ciphertext, settings)).toBe('Hello raw 🌍');
    expect(await encryptText('Hello raw 🌍', settings)).toBe(ciphertext);
  });

  it('raw key RC4 (openssl -rc4 -K with a 16-byte key)', async () => {
    const settings = raw('RC4', '000102030405060708090a0b0c0d0e0f');
    expect(await encryptText('Hello RC4 🌍', settings)).toBe('ofkslSjCS48y+2dZglA=');
    expect(await decryptText('ofkslSjCS48y+2dZglA=', settings)).toBe('Hello RC4 🌍');
  });
});

describe('our ciphertexts in OpenSSL format', () => {
  it.each<Algorithm>(['AES', 'TripleDES', 'Rabbit', 'RC4'])('%s: round trip, "U2FsdGVkX1" prefix, a new salt each time', async (algorithm) => {
    const settings = passphrase(algorithm, 'my secret key');
    const first = await encryptText(ACCENTS, settings);
    const second = await encryptText(ACCENTS, settings);
    expect(first).toMatch(/^U2FsdGVkX1[A-Za-z0-9+/]+={0,2}$/);
    expect(second).not.toBe(first);
    expect(first.slice(10, 22)).not.toBe(second.slice(10, 22));
    expect(await decryptText(first, settings)).toBe(ACCENTS);
  });

  it.each(['AES', 'TripleDES', 'Rabbit', 'RC4'] as const)('%s: crypto-js on its own decrypts ours and we decrypt its output', async (algorithm) => {
    const settings = passphrase(algorithm, 'k€y');
    const ours = await encryptText(ACCENTS, settings);
    expect(CryptoJSFull[algorithm].decrypt(ours, 'k€y').toString(CryptoJSFull.enc.Utf8)).toBe(ACCENTS);
    const theirs = CryptoJSFull[algorithm].encrypt(ACCENTS, 'k€y').toString();
    expect(await decryptText(theirs, settings)).toBe(ACCENTS);
  });

  it('uses the given salt bytes (EVP_BytesToKey, MD5, one round)', async () => {
    const ciphertext = await encryptText('', passphrase('AES', 'pässwörd 🔑'), sequenceRandom([0x92, 0x53, 0xa9, 0xad, 0xda, 0x19, 0x4b, 0xca]));
    // openssl produced this same value with the salt 9253a9adda194bca (see the CLI vectors above).
    expect(ciphertext).toBe('U2FsdGVkX1+SU6mt2hlLyrnVSxivVJgLRba5Uqa9X1g=');
  });

  it('derives OpenSSL key and IV with EVP_BytesToKey', () => {
    const { key, iv } = evpBytesToKey(new TextEncoder().encode('password'), new Uint8Array(8), 32, 16);
    expect(key).toHaveLength(32);
    expect(iv).toHaveLength(16);
  });

  it('ignores whitespace and line breaks inside the Base64', async () => {
    const text = 'U2FsdGVkX1/EC3+6P5dbbkZ3e1kQ5o2y\n  zuU0NHTjmrKnLBEwreV489Kr0DIB+uBs\n';
    expect(await decryptText(text, passphrase('AES', 'my secret key'))).toBe('Lorem ipsum dolor sit amet');
  });

  it('allows an empty key and an empty ciphertext', async () => {
    const settings = passphrase('AES', '');
    expect(await decryptText(await encryptText('x', settings), settings)).toBe('x');
    expect(await decryptText('', settings)).toBe('');
    expect(await decryptText('  \n', settings)).toBe('');
  });
});

describe('decryption errors', () => {
  const DEFAULT = 'U2FsdGVkX1/EC3+6P5dbbkZ3e1kQ5o2yzuU0NHTjmrKnLBEwreV489Kr0DIB+uBs';
  it.each<[string, string, CipherSettings]>([
    ['wrong key', DEFAULT, passphrase('AES', 'my secret kez')],
    ['wrong algorithm', DEFAULT, passphrase('TripleDES', 'my secret key')],
    ['not Base64', 'this is not base64!', passphrase('AES', 'my secret key')],
    ['no Salted__ header', 'SGVsbG8gd29ybGQsIGhlbGxvIHdvcmxkIQ==', passphrase('AES', 'my secret key')],
    ['header only', 'U2FsdGVkX18AAAAAAAAAAA==', passphrase('AES', 'my secret key')],
    ['truncated ciphertext', DEFAULT.slice(0, -4), passphrase('AES', 'my secret key')],
    ['one byte flipped in the last block', `${DEFAULT.slice(0, -3)}uBt`, passphrase('AES', 'my secret key')],
    ['GCM: not a GCM ciphertext', DEFAULT, passphrase('AES-GCM', 'my secret key')],
  ])('%s', async (_name, ciphertext, settings) => {
    expect(await errorKey(() => decryptText(ciphertext, settings))).toBe('decryptionFailed');
  });

  it('non-UTF-8 plaintext is an error, not mojibake', async () => {
    const settings = raw('AES', '000102030405060708090a0b0c0d0e0f', '00000000000000000000000000000000');
    const bytes = CryptoJSFull.AES.encrypt(CryptoJSFull.enc.Latin1.parse('\xff\xfe'), CryptoJSFull.enc.Hex.parse(settings.keyHex), {
      iv: CryptoJSFull.enc.Hex.parse(settings.ivHex),
    }).toString();
    expect(await errorKey(() => decryptText(bytes, settings))).toBe('decryptionFailed');
  });
});

describe('AES-256-GCM (Web Crypto)', () => {
  it('round-trips with a passphrase through PBKDF2, new salt and IV each time, and detects tampering', async () => {
    const settings = passphrase('AES-GCM', 'correct horse');
    const first = await encryptText(ACCENTS, settings);
    const second = await encryptText(ACCENTS, settings);
    expect(first).not.toBe(second);
    expect(await decryptText(first, settings)).toBe(ACCENTS);
    expect(await errorKey(() => decryptText(first, passphrase('AES-GCM', 'correct horsf')))).toBe('decryptionFailed');
    const bytes = Buffer.from(first, 'base64');
    bytes[bytes.length - 1]! ^= 1;
    expect(await errorKey(() => decryptText(bytes.toString('base64'), settings))).toBe('decryptionFailed');
    // Five PBKDF2 derivations of 600,000 iterations each: seconds on a busy 2-core machine.
  }, 30_000);

  it.each([
    // The GCM specification's test cases 1 and 2 (McGrew & Viega): AES-128, zero key, zero 96-bit IV.
    ['', '58e2fccefa7e3061367f1d57a4e7455a'],
    ['\u0000'.repeat(16), '0388dace60b6a392f328c2b971b2fe78ab6e47d42cec13bdf53a67b21257bddf'],
  ])('matches the GCM spec test vector for %j with a raw key', async (plain, sealedHex) => {
    const settings = raw('AES-GCM', '00'.repeat(16), '00'.repeat(12));
    const expected = Buffer.from(sealedHex, 'hex').toString('base64');
    expect(await encryptText(plain, settings)).toBe(expected);
    expect(await decryptText(expected, settings)).toBe(plain);
  });
});

describe('raw keys and commands', () => {
  it.each<[CipherSettings, string | undefined]>([
    [raw('AES', '00'.repeat(32), '00'.repeat(16)), undefined],
    [raw('AES', '00'.repeat(20), '00'.repeat(16)), 'invalidKeyHex'],
    [raw('AES', 'zz'.repeat(16), '00'.repeat(16)), 'invalidKeyHex'],
    [raw('AES', '00'.repeat(16), '00'.repeat(8)), 'invalidIvHex'],
    [raw('TripleDES', '00'.repeat(16), '00'.repeat(8)), 'invalidKeyHex'],
    [raw('RC4', '', ''), 'invalidKeyHex'],
    [raw('RC4', '01', ''), undefined],
    [raw('AES-GCM', '00'.repeat(32), '00'.repeat(16)), 'invalidIvHex'],
    [raw('Rabbit', '00 11 22 33 44 55 66 77 88 99 aa bb cc dd ee ff', '0001020304050607'), undefined],
  ])('parseRawKey(%j) → %s', (settings, expected) => {
    let key: string | undefined;
    try {
      parseRawKey(settings);
    } catch (error) {
      key = isToolInputError(error) ? error.messageKey : 'other';
    }
    expect(key).toBe(expected);
  });

  it('writes the openssl command', () => {
    expect(opensslCommand('encrypt', "it's", passphrase('AES', 'my key'))).toBe(`printf '%s' 'it'\\''s' | openssl enc -aes-256-cbc -md md5 -pass 'pass:my key' -a -A`);
    expect(opensslCommand('decrypt', 'U2Fs\nZA==', passphrase('TripleDES', 'k'))).toBe(`echo 'U2FsZA==' | openssl enc -d -des-ede3-cbc -md md5 -pass 'pass:k' -a -A`);
    expect(opensslCommand('encrypt', 'x', raw('AES', '00'.repeat(16), 'AA'.repeat(16)))).toBe(
      `printf '%s' 'x' | openssl enc -aes-128-cbc -K ${'00'.repeat(16)} -iv ${'aa'.repeat(16)} -a -A`,
    );
    expect(opensslCommand('encrypt', 'x'.repeat(2000), passphrase('AES', 'k'))).toBe(`openssl enc -aes-256-cbc -md md5 -pass 'pass:k' -a -A -in plain.txt`);
    expect(opensslCommand('encrypt', 'x', passphrase('Rabbit', 'k'))).toBeUndefined();
    expect(shellQuote("a'b")).toBe(`'a'\\''b'`);
  });
});
