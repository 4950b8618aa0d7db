import { createHmac, getHashes } from 'node:crypto';
import { encodeBytes } from '../../lib/crypto-encoding';
import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../../lib/errors';
import { decodeExpectedMac, HMAC_ALGORITHMS, matchExpectedMac, parseKey, type HmacAlgorithm } from './hmac-generator.operations';
import { computeHmac, computeHmacOfBlob, hmacText } from './hmac-generator.service';

const NODE_NAMES: Record<HmacAlgorithm, string> = {
  MD5: 'md5',
  RIPEMD160: 'ripemd160',
  SHA1: 'sha1',
  SHA3: 'sha3-512',
  SHA224: 'sha224',
  SHA256: 'sha256',
  SHA384: 'sha384',
  SHA512: 'sha512',
};
const hex = (value: string) => Buffer.from(value, 'hex');
const text = (value: string) => Buffer.from(value, 'utf8');
const nodeHmac = (algorithm: HmacAlgorithm, key: Uint8Array, message: Uint8Array) => createHmac(NODE_NAMES[algorithm], key).update(message).digest('hex');
const ours = (algorithm: HmacAlgorithm, key: Uint8Array, message: Uint8Array) => Buffer.from(computeHmac(algorithm, key, message)).toString('hex');

function errorKey(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    return isToolInputError(error) ? error.messageKey : `other: ${String(error)}`;
  }
  return undefined;
}

describe('published test vectors', () => {
  it.each<[string, HmacAlgorithm, Buffer, Buffer, string]>([
    // RFC 2202 §2 (HMAC-MD5) and §3 (HMAC-SHA-1)
    ['RFC 2202 MD5 #1', 'MD5', hex('0b'.repeat(16)), text('Hi There'), '9294727a3638bb1c13f48ef8158bfc9d'],
    ['RFC 2202 MD5 #2', 'MD5', text('Jefe'), text('what do ya want for nothing?'), '750c783e6ab0b503eaa86e310a5db738'],
    ['RFC 2202 MD5 #6 (80-byte key)', 'MD5', hex('aa'.repeat(80)), text('Test Using Larger Than Block-Size Key - Hash Key First'), '6b1ab7fe4bd7bf8f0b62e6ce61b9d0cd'],
    ['RFC 2202 SHA-1 #1', 'SHA1', hex('0b'.repeat(20)), text('Hi There'), 'b617318655057264e28bc0b6fb378c8ef146be00'],
    ['RFC 2202 SHA-1 #2', 'SHA1', text('Jefe'), text('what do ya want for nothing?'), 'effcdf6ae5eb2fa2d27416d5f184df9c259a7c79'],
    // RFC 4231 §4.2, §4.3 and §4.7 (131-byte key)
    ['RFC 4231 #1 SHA-224', 'SHA224', hex('0b'.repeat(20)), text('Hi There'), '896fb1128abbdf196832107cd49df33f47b4b1169912ba4f53684b22'],
    ['RFC 4231 #1 SHA-256', 'SHA256', hex('0b'.repeat(20)), text('Hi There'), 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7'],
    ['RFC 4231 #2 SHA-224', 'SHA224', text('Jefe'), text('what do ya want for nothing?'), 'a30e01098bc6dbbf45690f3a7e9e6d0f8bbea2a39e6148008fd05e44'],
    ['RFC 4231 #2 SHA-256', 'SHA256', text('Jefe'), text('what do ya want for nothing?'), '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843'],
    [
      'RFC 4231 #2 SHA-384',
      'SHA384',
      text('Jefe'),
      text('what do ya want for nothing?'),
      'af45d2e376484031617f78d2b58a6b1b9c7ef464f5a01b47e42ec3736322445e8e2240ca5e69e2c78b3239ecfab21649',
    ],
    [
      'RFC 4231 #2 SHA-512',
      'SHA512',
      text('Jefe'),
      text('what do ya want for nothing?'),
      '164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737',
    ],
    ['RFC 4231 #6 SHA-256 (131-byte key)', 'SHA256', hex('aa'.repeat(131)), text('Test Using Larger Than Block-Size Key - Hash Key First'), '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54'],
    // RFC 2286 §2 (HMAC-RIPEMD160)
    ['RFC 2286 RIPEMD160 #1', 'RIPEMD160', hex('0b'.repeat(20)), text('Hi There'), '24cb4bd67d20fc1a5d2ed7732dcc39377f0a5668'],
    ['RFC 2286 RIPEMD160 #2', 'RIPEMD160', text('Jefe'), text('what do ya want for nothing?'), 'dda6c0213a485a9e24f4742064a7f033b43c4069'],
  ])('%s', (_name, algorithm, key, message, expected) => {
    expect(ours(algorithm, key, message)).toBe(expected);
  });
});

describe('every algorithm against node:crypto (OpenSSL)', () => {
  const available = new Set(getHashes());
  const cases: [string, Buffer, Buffer][] = [
    ['RFC 4231 #3', hex('aa'.repeat(20)), hex('dd'.repeat(50))],
    ['RFC 4231 #4', hex('0102030405060708090a0b0c0d0e0f10111213141516171819'), hex('cd'.repeat(50))],
    ['RFC 4231 #7 (131-byte key, long data)', hex('aa'.repeat(131)), text('This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.')],
    ['72-byte key (SHA3-512 block)', hex('11'.repeat(72)), text('block')],
    ['73-byte key', hex('11'.repeat(73)), text('block')],
    ['unicode key and message', text('clé 🔑 секрет'), text('Crème brûlée 🔐 — 你好')],
    ['empty key', Buffer.alloc(0), text('message')],
    ['empty message', text('key'), Buffer.alloc(0)],
    ['both empty', Buffer.alloc(0), Buffer.alloc(0)],
  ];
  for (const algorithm of HMAC_ALGORITHMS) {
    it.runIf(available.has(NODE_NAMES[algorithm])).each(cases)(`${algorithm}: %s`, (_name, key, message) => {
      expect(ours(algorithm, key, message)).toBe(nodeHmac(algorithm, key, message));
    });
  }

  it('SHA3 is HMAC-SHA3-512 (not Keccak-512)', () => {
    expect(hmacText('abc', 'key', { algorithm: 'SHA3', keyFormat: 'text', encoding: 'Hex' })).toBe(
      createHmac('sha3-512', 'key').update('abc').digest('hex'),
    );
  });
});

describe('output encodings', () => {
  const mac = computeHmac('SHA256', text('Jefe'), text('what do ya want for nothing?'));
  const buffer = Buffer.from(mac);
  it.each([
    ['Hex', buffer.toString('hex')],
    ['Base64', buffer.toString('base64')],
    ['Base64url', buffer.toString('base64url')],
    ['Bin', [...buffer].map((byte) => byte.toString(2).padStart(8, '0')).join('')],
  ] as const)('%s', (encoding, expected) => {
    expect(encodeBytes(mac, encoding)).toBe(expected);
  });

  it('MD5 in binary is 128 characters, Base64 is padded, Base64url is not', () => {
    const md5 = computeHmac('MD5', text('k'), text('m'));
    expect(encodeBytes(md5, 'Bin')).toMatch(/^[01]{128}$/);
    expect(encodeBytes(md5, 'Base64')).toMatch(/==$/);
    expect(encodeBytes(md5, 'Base64url')).not.toMatch(/[=+/]/);
  });
});

describe('key formats', () => {
  it.each([
    ['text', 'Jefe', '4a656665'],
    ['text', '', ''],
    ['hex', '4A656665', '4a656665'],
    ['hex', '0x4a 65:66 65', '4a656665'],
    ['hex', '', ''],
    ['base64', 'SmVmZQ==', '4a656665'],
    ['base64', 'SmVmZQ', '4a656665'],
    ['base64', '-_8', 'fbff'],
  ] as const)('%s %j', (format, key, expected) => {
    expect(Buffer.from(parseKey(key, format)).toString('hex')).toBe(expected);
  });

  it.each([
    ['hex', 'xyz', 'invalidKeyHex'],
    ['hex', 'abc', 'invalidKeyHex'],
    ['base64', 'a', 'invalidKeyBase64'],
    ['base64', 'ab$c', 'invalidKeyBase64'],
  ] as const)('%s %j → %s', (format, key, message) => {
    expect(errorKey(() => parseKey(key, format))).toBe(message);
  });

  it('a hex key gives the same HMAC as its text', () => {
    const options = { algorithm: 'SHA256', encoding: 'Hex' } as const;
    expect(hmacText('what do ya want for nothing?', '4a656665', { ...options, keyFormat: 'hex' })).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });
});

describe('expected HMAC', () => {
  const mac = computeHmac('SHA256', text('Jefe'), text('what do ya want for nothing?'));
  const buffer = Buffer.from(mac);
  it.each([
    ['hex', buffer.toString('hex'), true],
    ['upper-case hex with spaces', `  ${buffer.toString('hex').toUpperCase()}\n`, true],
    ['a webhook header value', `sha256=${buffer.toString('hex')}`, true],
    ['Base64', buffer.toString('base64'), true],
    ['Base64url', buffer.toString('base64url'), true],
    ['binary', encodeBytes(mac, 'Bin'), true],
    ['one digit changed', `${buffer.toString('hex').slice(0, -1)}4`, false],
    ['a prefix only', buffer.toString('hex').slice(0, 32), false],
    ['junk', 'not a mac!', false],
    ['empty', '   ', undefined],
  ])('%s → %s', (_name, expected, result) => {
    expect(matchExpectedMac(expected, mac)).toBe(result);
  });

  it('decodes an ambiguous value every way it can be read', () => {
    expect(decodeExpectedMac('00000000').map((bytes) => Buffer.from(bytes).toString('hex'))).toEqual(['00', '00000000', Buffer.from('00000000', 'base64').toString('hex')]);
  });
});

describe('files', () => {
  it('streams a blob to the same HMAC as its bytes, reporting progress every 4 MiB', async () => {
    const bytes = new Uint8Array(9 * 1024 * 1024 + 3).map((_, index) => (index * 31) & 255);
    // Read a part at a time: parts of 3 MiB cross the 4 MiB reporting step at 6 and 9 MiB.
    const mib = 1024 * 1024;
    const blob = new Blob([bytes.subarray(0, 3 * mib), bytes.subarray(3 * mib, 6 * mib), bytes.subarray(6 * mib, 9 * mib), bytes.subarray(9 * mib)]);
    const progress: number[] = [];
    const mac = await computeHmacOfBlob('SHA256', text('key'), blob, (done) => progress.push(done));
    expect(Buffer.from(mac).toString('hex')).toBe(nodeHmac('SHA256', text('key'), bytes));
    expect(progress).toEqual([6 * mib, bytes.length]);
  });

  it('an empty file gives the HMAC of the empty message', async () => {
    const mac = await computeHmacOfBlob('MD5', text('key'), new Blob([]));
    expect(Buffer.from(mac).toString('hex')).toBe(nodeHmac('MD5', text('key'), Buffer.alloc(0)));
  });
});
