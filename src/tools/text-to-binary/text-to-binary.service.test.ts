import { describe, expect, it } from 'vitest';
import { isToolInputError, ToolInputError } from '../../lib/errors';
import { binaryToText, encodeText, isPureAscii, textToBinary, textToByteViews } from './text-to-binary.service';

function errorKey(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (isToolInputError(error)) return error.messageKey;
    throw error;
  }
  return undefined;
}

/** An independent encoder: Node's Buffer gives the UTF-8 bytes, bits written by hand-rolled padding. */
const reference = (text: string) => [...Buffer.from(text, 'utf8')].map((byte) => ('00000000' + byte.toString(2)).slice(-8)).join(' ');

describe('textToBinary', () => {
  it.each<[string, string]>([
    ['A', '01000001'],
    ['it-tools', '01101001 01110100 00101101 01110100 01101111 01101111 01101100 01110011'],
    ['é', '11000011 10101001'],
    ['€', '11100010 10000010 10101100'],
    ['👋', '11110000 10011111 10010001 10001011'],
    ['', ''],
  ])('%j → %s', (text, bits) => {
    expect(textToBinary(text)).toBe(bits);
  });

  it.each(['Hello, world!', 'héllo 👋 Привет 漢字', '\u0000\u007f\n\t'])('matches Buffer for %j', (text) => {
    expect(textToBinary(text)).toBe(reference(text));
  });

  it('separators', () => {
    expect(textToBinary('Hi', 'none')).toBe('0100100001101001');
    expect(textToBinary('Hi', 'newline')).toBe('01001000\n01101001');
  });

  it('hex and decimal views', () => {
    expect(textToByteViews('é!')).toEqual({
      hex: 'c3 a9 21',
      decimal: '195 169 33',
    });
  });

  it('pure ASCII', () => {
    expect(isPureAscii('Hello ~')).toBe(true);
    expect(isPureAscii('café')).toBe(false);
  });
});

describe('binaryToText', () => {
  it.each<[string, string]>([
    ['01000001', 'A'],
    ['01101001 01110100 00101101 01110100 01101111 01101111 01101100 01110011', 'it-tools'],
    ['11000011 10101001', 'é'],
    ['11110000100111111001000110001011', '👋'],
    ['  01000 001garbage', 'A'],
    ['01001000\r\n01101001', 'Hi'],
    ['', ''],
    ['hello', ''],
  ])('%j → %j', (bits, text) => {
    expect(binaryToText(bits)).toBe(text);
  });

  it.each(['010000010', '1', '0100000'])('%j (not a multiple of 8 bits) is refused', (bits) => {
    expect(errorKey(() => binaryToText(bits))).toBe('invalidBinary');
  });

  it('invalid UTF-8 becomes U+FFFD instead of throwing', () => {
    expect(binaryToText('11111111')).toBe('\ufffd');
    expect(binaryToText('11000011')).toBe('\ufffd');
    expect(binaryToText('01000001 10000000 01000010')).toBe('A\ufffdB');
  });

  it('round trip', () => {
    const text = 'Grüße, 世界! 🎉';
    expect(binaryToText(textToBinary(text))).toBe(text);
    expect(binaryToText(textToBinary(text, 'none'))).toBe(text);
  });
});

describe('screen helpers', () => {
  it('encodeText bundles bits, byte views and the ASCII flag', () => {
    expect(encodeText('é', 'space', true)).toEqual({ binary: '11000011 10101001', views: { hex: 'c3 a9', decimal: '195 169' }, ascii: false });
    expect(encodeText('A', 'none', false)).toEqual({ binary: '01000001', views: undefined, ascii: true });
  });

  it('bits to text: invalid input is a ToolInputError (the screen shows its message)', () => {
    expect(binaryToText('01000001')).toBe('A');
    expect(() => binaryToText('0100000')).toThrow(ToolInputError);
  });
});
