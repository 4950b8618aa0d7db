import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../../lib/errors';
import { decodeUrl, DEFAULT_DECODE_INPUT, DEFAULT_ENCODE_INPUT, encodeUrl, type EncodingMode } from './url-encoder.service';

/** An independent percent-encoder: UTF-8 bytes from Node's Buffer, uppercase hex, the given literal set. */
function reference(text: string, literal: RegExp): string {
  let out = '';
  for (const char of text) {
    if (literal.test(char)) out += char;
    else for (const byte of Buffer.from(char, 'utf8')) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}
const COMPONENT_LITERAL = /^[A-Za-z0-9\-_.!~*'()]$/;
const FULL_LITERAL = /^[A-Za-z0-9\-_.!~*'();,/?:@&=+$#]$/;

function errorKey(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return isToolInputError(error) ? error.messageKey : 'other';
  }
  return undefined;
}

describe('encodeUrl', () => {
  it('encodes the default value and decodes it back', () => {
    expect(encodeUrl(DEFAULT_ENCODE_INPUT)).toBe(DEFAULT_DECODE_INPUT);
    expect(decodeUrl(DEFAULT_DECODE_INPUT)).toBe(DEFAULT_ENCODE_INPUT);
  });

  it.each<[string, EncodingMode, string]>([
    ['', 'component', ''],
    ['a b', 'component', 'a%20b'],
    ['é', 'component', '%C3%A9'],
    ['€', 'full', '%E2%82%AC'],
    ['👋🏽', 'component', '%F0%9F%91%8B%F0%9F%8F%BD'],
    ['日本語', 'full', '%E6%97%A5%E6%9C%AC%E8%AA%9E'],
    [";,/?:@&=+$#", 'component', '%3B%2C%2F%3F%3A%40%26%3D%2B%24%23'],
    [";,/?:@&=+$#", 'full', ";,/?:@&=+$#"],
    ["-_.!~*'()", 'component', "-_.!~*'()"],
    ['100%', 'full', '100%25'],
  ])('%j (%s) → %j', (input, mode, expected) => {
    expect(encodeUrl(input, mode)).toBe(expected);
  });

  it.each(['component', 'full'] as const)('matches an independent UTF-8 encoder over mixed text (%s)', (mode) => {
    const text = "Grüße, 世界! ~*'() ;,/?:@&=+$# \t\n % 🎉 a-b_c.d";
    expect(encodeUrl(text, mode)).toBe(reference(text, mode === 'full' ? FULL_LITERAL : COMPONENT_LITERAL));
  });

  it('uses uppercase hex', () => {
    expect(encodeUrl('\u00ff')).toBe('%C3%BF');
  });

  it.each(['\uD800', 'a\uDC00b'])('a lone surrogate %j gives parseError', (text) => {
    expect(errorKey(() => encodeUrl(text))).toBe('parseError');
    expect(errorKey(() => encodeUrl(text, 'full'))).toBe('parseError');
  });
});

describe('decodeUrl', () => {
  it.each<[string, boolean, string]>([
    ['', false, ''],
    ['%3B%2C%2F%3F%3A%40%26%3D%2B%24%23', false, ';,/?:@&=+$#'],
    ['%F0%9F%91%8B', false, '👋'],
    ['caf%c3%a9', false, 'café'],
    ['a+b', false, 'a+b'],
    ['a+b', true, 'a b'],
    ['a%2Bb+c', true, 'a+b c'],
    ['q=hello+world%21', true, 'q=hello world!'],
  ])('%j (plus as space: %s) → %j', (input, plus, expected) => {
    expect(decodeUrl(input, plus)).toBe(expected);
  });

  it.each(['%', '%2', '%zz', '%E0%A4%A', '%FF', '%C3', 'ok%C3%28'])('%j gives parseError, and a fixed input decodes again', (input) => {
    expect(errorKey(() => decodeUrl(input))).toBe('parseError');
    expect(decodeUrl('%C3%A9')).toBe('é');
  });

  it('round-trips a megabyte of text', () => {
    const text = 'Ünïcødé & spaces / 🎉 '.repeat(50_000);
    expect(decodeUrl(encodeUrl(text))).toBe(text);
  });
});
