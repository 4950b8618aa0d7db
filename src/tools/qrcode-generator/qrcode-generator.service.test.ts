import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../lib/errors';
import { parseHexColor, qrMatrixToPixels, qrMatrixToSvg } from '../../lib/qr/qr-code';
import { QRENCODE_HELLO_WORLD_ACCENTS_L, QRENCODE_HI_H } from './qrcode-generator.fixtures';
import { encodeQr, fitsInQr, generateQrSvg, qrPayload, qrRows } from './qrcode-generator.service';

const colors = { foreground: '#000000ff', background: '#ffffffff' };

describe('capacity (ISO/IEC 18004 table 7, version 40 byte mode)', () => {
  it.each([
    ['L', 2953],
    ['M', 2331],
    ['Q', 1663],
    ['H', 1273],
  ] as const)('level %s holds %i bytes of lowercase text, not one more', (level, bytes) => {
    expect(fitsInQr('a'.repeat(bytes), level)).toBe(true);
    expect(encodeQr('a'.repeat(bytes), level)?.version).toBe(40);
    expect(fitsInQr('a'.repeat(bytes + 1), level)).toBe(false);
  });

  it('throws the "tooLong" message key', () => {
    expect(() => encodeQr('a'.repeat(2332), 'M')).toThrow(ToolInputError);
    try {
      encodeQr('a'.repeat(2332), 'M');
    } catch (error) {
      expect((error as ToolInputError).messageKey).toBe('tooLong');
    }
  });

  it('counts UTF-8 bytes: 1166 "é" (2 bytes each) fit at M, 1166 + 1 do not', () => {
    expect(fitsInQr('é'.repeat(1165) + 'a', 'M')).toBe(true);
    expect(fitsInQr('é'.repeat(1166), 'M')).toBe(false);
  });

  it('uses numeric mode for digits: 7089 digits fit at L (version 40 numeric capacity)', () => {
    expect(fitsInQr('7'.repeat(7089), 'L')).toBe(true);
    expect(fitsInQr('7'.repeat(7090), 'L')).toBe(false);
  });
});

describe('symbols match another encoder (libqrencode)', () => {
  it.each([
    ['Hi!', 'H', QRENCODE_HI_H],
    ['héllo wörld', 'L', QRENCODE_HELLO_WORLD_ACCENTS_L],
  ] as const)('%s at %s', (text, level, rows) => {
    const matrix = encodeQr(text, level);
    expect(matrix && qrRows(matrix)).toEqual(rows);
  });
});

describe('payload', () => {
  it.each([
    ['  https://it-tools.tech \n', 'https://it-tools.tech'],
    ['\n\t ', ''],
    ['a b', 'a b'],
  ])('%j is encoded as %j', (text, payload) => {
    expect(qrPayload(text)).toBe(payload);
  });

  it('gives no symbol and no SVG for blank text', () => {
    expect(encodeQr('  ', 'M')).toBeUndefined();
    expect(generateQrSvg(' ', 'M', colors)).toBe('');
  });
});

describe('drawing', () => {
  const matrix = encodeQr('Hi!', 'H');
  if (!matrix) throw new Error('no matrix');

  it('SVG: viewBox with a 4-module quiet zone, 1024 px, colours and alpha', () => {
    const svg = qrMatrixToSvg(matrix, { foreground: '#112233ff', background: '#ffffff00' });
    expect(svg).toContain('viewBox="0 0 29 29" width="1024" height="1024"');
    expect(svg).toContain('<rect width="29" height="29" fill="#ffffff" fill-opacity="0"/>');
    expect(svg).toContain('<path fill="#112233" d="M4 4h7v1h-7z');
  });

  it('PNG pixels: quiet zone light, finder pattern dark, transparent background kept', () => {
    const pixels = qrMatrixToPixels(matrix, { foreground: '#ff0000ff', background: '#00000000' }, 29);
    const at = (x: number, y: number) => Array.from(pixels.slice((y * 29 + x) * 4, (y * 29 + x) * 4 + 4));
    expect(at(0, 0)).toEqual([0, 0, 0, 0]);
    expect(at(4, 4)).toEqual([255, 0, 0, 255]);
    expect(at(5, 5)).toEqual([0, 0, 0, 0]);
  });

  it.each([
    ['#000', [0, 0, 0, 255]],
    ['#ffffff00', [255, 255, 255, 0]],
    ['#12345678', [0x12, 0x34, 0x56, 0x78]],
    ['#ABCDEF', [0xab, 0xcd, 0xef, 255]],
    ['red', undefined],
    ['#12345', undefined],
  ])('parseHexColor(%s)', (color, rgba) => {
    expect(parseHexColor(color)).toEqual(rgba);
  });
});
