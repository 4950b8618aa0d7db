import { describe, expect, it } from 'vitest';
import { Base64Error, base64Engine, base64ToBytes, bytesToBase64, decodedLength, looksUrlSafe, normalizeBase64, splitDataUrl, wrapBase64Lines } from './base64';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array) => new TextDecoder().decode(data);

// Both engines: the page's native toBase64/fromBase64 where present, and the btoa/atob fallback.
describe.each([
  ['native when present', true],
  ['btoa/atob slices', false],
])('%s', (_name, useNative) => {
  base64Engine.useNative = useNative;

  describe('RFC 4648 §10 test vectors', () => {
    it.each([
      ['', '', ''],
      ['f', 'Zg==', 'Zg'],
      ['fo', 'Zm8=', 'Zm8'],
      ['foo', 'Zm9v', 'Zm9v'],
      ['foob', 'Zm9vYg==', 'Zm9vYg'],
      ['fooba', 'Zm9vYmE=', 'Zm9vYmE'],
      ['foobar', 'Zm9vYmFy', 'Zm9vYmFy'],
    ])('%j ↔ %j / %j', (plain, encoded, urlSafe) => {
      base64Engine.useNative = useNative;
      expect(bytesToBase64(bytes(plain))).toBe(encoded);
      expect(bytesToBase64(bytes(plain), { urlSafe: true })).toBe(urlSafe);
      expect(text(base64ToBytes(encoded))).toBe(plain);
    });
  });

  it('writes the URL-safe alphabet (§5) only when asked', () => {
    base64Engine.useNative = useNative;
    const data = new Uint8Array([0xfb, 0xff, 0xfe]);
    expect(bytesToBase64(data)).toBe('+//+');
    expect(bytesToBase64(data, { urlSafe: true })).toBe('-__-');
  });

  it('agrees with Node on every length up to 300 and on 1 MB of every byte value', () => {
    base64Engine.useNative = useNative;
    for (let length = 0; length <= 300; length += 1) {
      const data = Uint8Array.from({ length }, (_, index) => (index * 37 + length) & 255);
      expect(bytesToBase64(data)).toBe(Buffer.from(data).toString('base64'));
      expect(bytesToBase64(data, { urlSafe: true })).toBe(Buffer.from(data).toString('base64url'));
      expect(Buffer.from(base64ToBytes(Buffer.from(data).toString('base64'))).equals(data)).toBe(true);
    }
    const large = Uint8Array.from({ length: 1_000_003 }, (_, index) => (index * 7 + (index >> 9)) & 255);
    const encoded = bytesToBase64(large);
    expect(encoded).toBe(Buffer.from(large).toString('base64'));
    expect(Buffer.from(base64ToBytes(encoded)).equals(large)).toBe(true);
  });
});

describe('normalizeBase64', () => {
  it.each<[string, boolean, string]>([
    ['Zm9vYmFy', false, 'Zm9vYmFy'],
    ['  Zm9v\nYmFy \r\n', false, 'Zm9vYmFy'],
    ['Zm 9v Ym Fy', false, 'Zm9vYmFy'],
    ['data:text/plain;base64,Zm9v', false, 'Zm9v'],
    ['data:text/plain;charset=utf-8;base64,Zm9v', false, 'Zm9v'],
    ['DATA:;BASE64,Zg==', false, 'Zg=='],
    ['PDw8Pz8_Pz8_Pz8-Pj4', true, 'PDw8Pz8/Pz8/Pz8+Pj4='],
    ['PDw8Pz8/Pz8/Pz8+Pj4=', true, 'PDw8Pz8/Pz8/Pz8+Pj4='],
    ['bG9yZW0gaXBzdW0', true, 'bG9yZW0gaXBzdW0='],
    ['Zg', true, 'Zg=='],
    ['Zg==', true, 'Zg=='],
    ['', false, ''],
    ['   \n', true, ''],
  ])('%j (URL safe %s) → %j', (input, urlSafe, normalized) => {
    expect(normalizeBase64(input, { urlSafe })).toBe(normalized);
  });

  it.each<[string, boolean]>([
    ['a', false],
    ['é', false],
    ['bG9yZW0gaXBzdW0', false],
    ['PDw8Pz8_Pz8_Pz8-Pj4=', false],
    ['Zg=', false],
    ['Zg===', false],
    ['Z===', false],
    ['Zm=9v', false],
    ['=Zm9', false],
    ['Zm9v!', false],
    ['a', true],
    ['abcde', true],
    ['Zg=', true],
    ['Zg===', true],
    ['Zm9v*', true],
    ['é', true],
  ])('%j (URL safe %s) is invalid', (input, urlSafe) => {
    expect(() => normalizeBase64(input, { urlSafe })).toThrow(Base64Error);
  });

  it('refuses 200,000 characters of junk quickly', () => {
    expect(() => normalizeBase64('\u0000😀é'.repeat(50_000))).toThrow(Base64Error);
  });
});

describe('helpers', () => {
  it('splits a data URL', () => {
    expect(splitDataUrl(' data:Image/PNG;base64,iVBO ')).toEqual({ mime: 'image/png', payload: 'iVBO' });
    expect(splitDataUrl('data:text/plain;charset=utf-8;base64,Zg==')).toEqual({ mime: 'text/plain', payload: 'Zg==' });
    expect(splitDataUrl('iVBO')).toEqual({ mime: undefined, payload: 'iVBO' });
  });

  it('recognises URL-safe text', () => {
    expect(looksUrlSafe('PDw8Pz8_Pz8_Pz8-Pj4')).toBe(true);
    expect(looksUrlSafe('Zm9vYmFy')).toBe(false);
    expect(looksUrlSafe('abcd-')).toBe(false);
  });

  it('wraps at 76 characters (RFC 2045)', () => {
    const long = 'A'.repeat(160);
    expect(wrapBase64Lines(long).split('\n').map((line) => line.length)).toEqual([76, 76, 8]);
    expect(wrapBase64Lines('Zm9v')).toBe('Zm9v');
  });

  it('counts decoded bytes', () => {
    expect([decodedLength(''), decodedLength('Zg=='), decodedLength('Zm8='), decodedLength('Zm9v')]).toEqual([0, 1, 2, 3]);
  });
});
