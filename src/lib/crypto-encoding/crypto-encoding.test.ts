import { describe, expect, it } from 'vitest';
import {
  base64ToBytes,
  bytesToBinary,
  bytesToHex,
  concatBytes,
  constantTimeEqual,
  hexToBytes,
  isHex,
  utf8DecodeStrict,
  utf8Encode,
  utf8Length,
} from './bytes';
import { parsePemBlocks, toPem } from './pem';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('hexadecimal and binary', () => {
  it.each([
    ['', ''],
    ['abc', '616263'],
    ['\u00ff', 'c3bf'],
  ])('%j ↔ %s', (text, hex) => {
    expect(bytesToHex(bytes(text))).toBe(hex);
    expect(hexToBytes(hex)).toEqual(bytes(text));
    expect(hexToBytes(hex.toUpperCase())).toEqual(bytes(text));
  });

  it.each(['a', 'zz', '0x00', ' 00'])('rejects %j', (hex) => {
    expect(isHex(hex)).toBe(false);
    expect(() => hexToBytes(hex)).toThrow(RangeError);
  });

  it('writes 8 bits per byte', () => {
    expect(bytesToBinary(new Uint8Array([0, 5, 255]))).toBe('000000000000010111111111');
  });
});

// Writing Base64 (bytesToBase64) is src/lib/base64's, tested there with the same vectors.
describe('reading Base64 (RFC 4648 §10 test vectors)', () => {
  it.each([
    ['', '', ''],
    ['f', 'Zg==', 'Zg'],
    ['fo', 'Zm8=', 'Zm8'],
    ['foo', 'Zm9v', 'Zm9v'],
    ['foob', 'Zm9vYg==', 'Zm9vYg'],
    ['fooba', 'Zm9vYmE=', 'Zm9vYmE'],
    ['foobar', 'Zm9vYmFy', 'Zm9vYmFy'],
  ])('%j ← %s / %s', (text, standard, url) => {
    expect(base64ToBytes(standard)).toEqual(bytes(text));
    expect(base64ToBytes(url)).toEqual(bytes(text));
  });

  it('reads both alphabets', () => {
    const data = new Uint8Array([0xfb, 0xff, 0xfe]);
    expect(base64ToBytes('-__-')).toEqual(data);
    expect(base64ToBytes(' +/\n/+ ')).toEqual(data);
  });

  it.each(['Z', 'Zm9v!', 'Z=g=', 'Zg=', 'é'])('rejects %j', (text) => {
    expect(() => base64ToBytes(text)).toThrow(RangeError);
  });
});

describe('UTF-8 and helpers', () => {
  it.each(['', 'abc', 'é', '€', '😀', 'a\u{10FFFF}b', '\ud800'])('utf8Length(%j) matches TextEncoder', (text) => {
    expect(utf8Length(text)).toBe(utf8Encode(text).length);
  });

  it('rejects invalid UTF-8', () => {
    expect(utf8DecodeStrict(bytes('héllo'))).toBe('héllo');
    expect(() => utf8DecodeStrict(new Uint8Array([0xc3, 0x28]))).toThrow(TypeError);
  });

  it('compares in constant time and concatenates', () => {
    expect(constantTimeEqual(bytes('abc'), bytes('abc'))).toBe(true);
    expect(constantTimeEqual(bytes('abc'), bytes('abd'))).toBe(false);
    expect(constantTimeEqual(bytes('abc'), bytes('abcd'))).toBe(false);
    expect(concatBytes(bytes('ab'), bytes(''), bytes('c'))).toEqual(bytes('abc'));
  });
});

describe('PEM', () => {
  it('wraps at 64 characters with a final newline and reads back', () => {
    const der = new Uint8Array(100).map((_, index) => index);
    const pem = toPem('PUBLIC KEY', der);
    const lines = pem.trimEnd().split('\n');
    expect(lines[0]).toBe('-----BEGIN PUBLIC KEY-----');
    expect(lines.at(-1)).toBe('-----END PUBLIC KEY-----');
    expect(lines[1]).toHaveLength(64);
    expect(pem.endsWith('-----\n')).toBe(true);
    expect(parsePemBlocks(`junk\n${pem}\n${toPem('CERTIFICATE', der.slice(0, 3))}`)).toEqual([
      { label: 'PUBLIC KEY', headers: {}, der },
      { label: 'CERTIFICATE', headers: {}, der: der.slice(0, 3) },
    ]);
  });

  it('reads the legacy encrypted-key headers', () => {
    const text = '-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,00\n\nAAEC\n-----END RSA PRIVATE KEY-----';
    expect(parsePemBlocks(text)[0]?.headers).toEqual({ 'proc-type': '4,ENCRYPTED', 'dek-info': 'AES-128-CBC,00' });
  });
});
