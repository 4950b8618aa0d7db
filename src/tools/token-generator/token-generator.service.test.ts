import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildAlphabet,
  clampInteger,
  clampLength,
  clampQuantity,
  generateToken,
  generateTokens,
  LOOK_ALIKE_CHARS,
  LOWERCASE_CHARS,
  NUMBER_CHARS,
  SYMBOL_CHARS,
  tokenEntropyBits,
  UPPERCASE_CHARS,
  type AlphabetOptions,
} from './token-generator.service';

const none: AlphabetOptions = { uppercase: false, lowercase: false, numbers: false, symbols: false };
const all: AlphabetOptions = { uppercase: true, lowercase: true, numbers: true, symbols: true };
const escapeForClass = (chars: string) => chars.replace(/[\\\]^-]/g, '\\$&');
const onlyFrom = (chars: string) => new RegExp(`^[${escapeForClass(chars)}]*$`);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('character sets', () => {
  it.each([
    ['uppercase', UPPERCASE_CHARS, 26],
    ['lowercase', LOWERCASE_CHARS, 26],
    ['numbers', NUMBER_CHARS, 10],
    ['symbols', SYMBOL_CHARS, 23],
  ])('%s has %i distinct characters', (_name, chars, size) => {
    expect(chars.length).toBe(size);
    expect(new Set(chars).size).toBe(size);
  });

  it('contains every letter, N and n included (IT-Tools issue #1686)', () => {
    expect(UPPERCASE_CHARS).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    expect(LOWERCASE_CHARS).toBe('abcdefghijklmnopqrstuvwxyz');
    expect(NUMBER_CHARS).toBe('0123456789');
  });

  it('has exactly the 23 specified symbols', () => {
    expect([...SYMBOL_CHARS]).toEqual(['.', ',', ';', ':', '!', '?', '/', '-', '"', "'", '#', '{', '(', '[', '|', '\\', '@', ')', ']', '=', '}', '*', '+']);
  });
});

describe('buildAlphabet', () => {
  it.each<[string, AlphabetOptions, string]>([
    ['nothing', none, ''],
    ['uppercase', { ...none, uppercase: true }, UPPERCASE_CHARS],
    ['lowercase', { ...none, lowercase: true }, LOWERCASE_CHARS],
    ['numbers', { ...none, numbers: true }, '0123456789'],
    ['symbols', { ...none, symbols: true }, '.,;:!?/-"\'#{([|\\@)]=}*+'],
    ['default (upper, lower, digits)', { ...all, symbols: false }, UPPERCASE_CHARS + LOWERCASE_CHARS + NUMBER_CHARS],
    ['everything', all, UPPERCASE_CHARS + LOWERCASE_CHARS + NUMBER_CHARS + SYMBOL_CHARS],
    ['digits minus 1, 3 and 5', { ...none, numbers: true, exclude: '135' }, '0246789'],
    ['exclusions with duplicates and foreign characters', { ...none, numbers: true, exclude: '99 xé€😀0' }, '12345678'],
    ['look-alikes in digits', { ...none, numbers: true, avoidLookAlikes: true }, '23456789'],
    ['look-alikes in uppercase', { ...none, uppercase: true, avoidLookAlikes: true }, 'ABCDEFGHJKLMNPQRSTUVWXYZ'],
    ['look-alikes in lowercase', { ...none, lowercase: true, avoidLookAlikes: true }, 'abcdefghijkmnpqrstuvwxyz'],
    ['look-alikes plus exclusions', { ...none, numbers: true, avoidLookAlikes: true, exclude: '9' }, '2345678'],
    ['symbols minus backslash and quotes', { ...none, symbols: true, exclude: '\\"\'' }, '.,;:!?/-#{([|@)]=}*+'],
    ['everything excluded', { ...none, numbers: true, exclude: NUMBER_CHARS }, ''],
  ])('%s', (_name, options, expected) => {
    expect(buildAlphabet(options)).toBe(expected);
  });

  it('has 62 characters by default, 85 with symbols, 79 without look-alikes', () => {
    expect(buildAlphabet({ ...all, symbols: false })).toHaveLength(62);
    expect(buildAlphabet(all)).toHaveLength(85);
    expect(buildAlphabet({ ...all, avoidLookAlikes: true })).toHaveLength(79);
    expect(LOOK_ALIKE_CHARS).toBe('0Oo1lI');
  });
});

describe('generateToken', () => {
  it.each<[string, AlphabetOptions, RegExp]>([
    ['uppercase', { ...none, uppercase: true }, /^[A-Z]{512}$/],
    ['lowercase', { ...none, lowercase: true }, /^[a-z]{512}$/],
    ['numbers', { ...none, numbers: true }, /^[0-9]{512}$/],
    ['symbols', { ...none, symbols: true }, /^[.,;:!?/\-"'#{([|\\@)\]=}*+]{512}$/],
    ['default', { ...all, symbols: false }, /^[A-Za-z0-9]{512}$/],
  ])('only draws %s characters', (_name, options, pattern) => {
    for (let i = 0; i < 20; i++) expect(generateToken(buildAlphabet(options), 512)).toMatch(pattern);
  });

  it('uses every enabled set over many draws', () => {
    const text = generateTokens(buildAlphabet(all), 512, 20).join('');
    expect(text).toMatch(/[A-Z]/);
    expect(text).toMatch(/[a-z]/);
    expect(text).toMatch(/[0-9]/);
    expect(text).toMatch(/[^A-Za-z0-9]/);
  });

  it('can produce N and n', () => {
    // P(no N in 2048 uppercase draws) = (25/26)^2048 ≈ 1e-35.
    expect(generateTokens(buildAlphabet({ ...none, uppercase: true }), 512, 4).join('')).toContain('N');
    expect(generateTokens(buildAlphabet({ ...none, lowercase: true }), 512, 4).join('')).toContain('n');
  });

  it.each([1, 2, 64, 511, 512])('has length %i', (length) => {
    expect(generateToken(buildAlphabet(all), length)).toHaveLength(length);
  });

  it('is empty for an empty alphabet or no length', () => {
    expect(generateToken('', 64)).toBe('');
    expect(generateToken('abc', 0)).toBe('');
    expect(generateTokens('', 64, 5)).toEqual([]);
  });

  it('repeats the only character of a one-letter alphabet', () => {
    expect(generateToken('x', 7)).toBe('xxxxxxx');
  });

  it('never uses excluded characters or look-alikes', () => {
    const alphabet = buildAlphabet({ ...all, exclude: 'ABC{}', avoidLookAlikes: true });
    const text = generateTokens(alphabet, 512, 20).join('');
    expect(text).not.toMatch(/[ABC{}0Oo1lI]/);
    expect(text).toMatch(onlyFrom(alphabet));
  });

  it('differs from one draw to the next', () => {
    const tokens = generateTokens(buildAlphabet({ ...all, symbols: false }), 64, 50);
    expect(new Set(tokens).size).toBe(50);
  });

  it('draws from crypto.getRandomValues, never Math.random', () => {
    const secure = vi.spyOn(crypto, 'getRandomValues');
    const insecure = vi.spyOn(Math, 'random');
    generateToken(buildAlphabet(all), 64);
    expect(secure).toHaveBeenCalled();
    expect(insecure).not.toHaveBeenCalled();
  });

  it('maps random indices onto the alphabet in order', () => {
    // Bytes 0..3 pass rejection sampling for any bound ≤ 256: indices 0, 1, 2, 3.
    vi.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint8Array) array.forEach((_, i) => (array[i] = i % 4));
      return array;
    });
    expect(generateToken('wxyz', 8)).toBe('wxyzwxyz');
  });

  it.each([
    ['all 85 characters', buildAlphabet(all)],
    ['the 62 default characters', buildAlphabet({ ...all, symbols: false })],
    ['10 digits', NUMBER_CHARS],
  ])('is uniform over %s (each frequency within ±10 % over 200k chars)', (_name, alphabet) => {
    const total = 200_000;
    const counts = new Map<string, number>();
    for (const char of generateToken(alphabet, total)) counts.set(char, (counts.get(char) ?? 0) + 1);
    const expected = total / alphabet.length;
    expect(counts.size).toBe(alphabet.length);
    for (const char of alphabet) {
      const count = counts.get(char) ?? 0;
      expect(Math.abs(count - expected), `frequency of ${char}: ${count} (expected ${expected.toFixed(0)})`).toBeLessThanOrEqual(expected * 0.1);
    }
  });
});

describe('generateTokens', () => {
  it.each([1, 3, 100])('makes %i tokens of the asked length', (quantity) => {
    const tokens = generateTokens(buildAlphabet({ ...all, symbols: false }), 12, quantity);
    expect(tokens).toHaveLength(quantity);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9]{12}$/);
  });
});

describe('tokenEntropyBits', () => {
  it.each([
    [64, 62, 64 * Math.log2(62)],
    [64, 64, 384],
    [1, 2, 1],
    [10, 10, 10 * Math.log2(10)],
    [512, 85, 512 * Math.log2(85)],
    [32, 16, 128],
    [64, 1, 0],
    [64, 0, 0],
    [0, 62, 0],
  ])('length %i over %i characters → %f bits', (length, size, bits) => {
    expect(tokenEntropyBits(length, size)).toBeCloseTo(bits, 9);
  });

  it('gives the known figure for the default token', () => {
    expect(tokenEntropyBits(64, 62).toFixed(2)).toBe('381.07');
  });
});

describe('clamping', () => {
  it.each<[number | string, number, number]>([
    [64, 64, 64],
    [1, 64, 1],
    [512, 64, 512],
    [0, 64, 1],
    [-5, 64, 1],
    [513, 64, 512],
    [999, 64, 512],
    [1e30, 64, 512],
    [12.4, 64, 12],
    [12.6, 64, 13],
    ['', 20, 20],
    ['  ', 20, 20],
    ['abc', 20, 20],
    ['300', 20, 300],
    [Number.NaN, 33, 33],
    [Number.POSITIVE_INFINITY, 33, 33],
    ['', 9999, 512],
    ['', Number.NaN, 64],
  ])('clampLength(%j, previous %d) → %d', (value, previous, expected) => {
    expect(clampLength(value, previous)).toBe(expected);
  });

  it('defaults to 64 when there is no previous length', () => {
    expect(clampLength('')).toBe(64);
  });

  it.each<[number | string, number, number]>([
    [1, 1, 1],
    [0, 5, 1],
    [100, 5, 100],
    [101, 5, 100],
    ['', 7, 7],
    [2.5, 1, 3],
  ])('clampQuantity(%j, previous %d) → %d', (value, previous, expected) => {
    expect(clampQuantity(value, previous)).toBe(expected);
  });

  it('clampInteger keeps the fallback for non-numbers', () => {
    expect(clampInteger('1e2', 1, 512, 5)).toBe(100);
    expect(clampInteger('x', 1, 512, 5)).toBe(5);
  });
});
