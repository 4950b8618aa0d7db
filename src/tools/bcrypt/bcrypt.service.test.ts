import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../../lib/errors';
import { sequenceRandom } from '../../lib/random';
import {
  BCRYPT_HASH_PATTERN,
  BCRYPT_OUTPUT_PATTERN,
  compareWithHash,
  generateSalt,
  hashString,
  hashWithSalt,
  htpasswdLine,
  isTruncated,
  parseBcryptHash,
  parseRounds,
} from './bcrypt.service';

/** jBCrypt's reference vectors (TestBCrypt.java), originally produced by OpenBSD's bcrypt. */
const REFERENCE_VECTORS: [string, string][] = [
  ['', '$2a$06$DCq7YPn5Rq63x1Lad4cll.TV4S6ytwfsfvkgY8jIucDrjc8deX1s.'],
  ['', '$2a$08$HqWuK6/Ng6sg9gQzbLrgb.Tl.ZHfXLhvt/SgVyWhQqgqcZ7ZuUtye'],
  ['a', '$2a$06$m0CrhHm10qJ3lXRY.5zDGO3rS2KdeeWLuGmsfGlMfOxih58VYVfxe'],
  ['a', '$2a$08$cfcvVd2aQ8CMvoMpP2EBfeodLEkkFJ9umNEfPD18.hUF62qqlC/V.'],
  ['abc', '$2a$06$If6bvum7DFjUnE9p2uDeDu0YHzrHM6tf.iqN8.yx.jNN1ILEf7h0i'],
  ['abc', '$2a$08$Ro0CUfOqk6cXEKf3dyaM7OhSCvnwM9s4wIX9JeLapehKK5YdLxKcm'],
  ['abcdefghijklmnopqrstuvwxyz', '$2a$06$.rCVZVOThsIa97pEDOxvGuRRgzG64bvtJ0938xuqzv18d3ZpQhstC'],
  ['~!@#$%^&*()      ~!@#$%^&*()PNBFRD', '$2a$06$fPIsBO8qRqkjj273rfaOI.HtSV9jLDpTbZn782DC6/t7qT67P6FfO'],
];

const errorKey = (action: () => unknown): string | undefined => {
  try {
    action();
  } catch (error) {
    return isToolInputError(error) ? error.messageKey : 'other error';
  }
  return undefined;
};

describe('reference vectors', () => {
  it.each(REFERENCE_VECTORS)('hashes %j with the fixed salt of %s', async (text, expected) => {
    const hash = await hashWithSalt(text, `$2b$${expected.slice(4, 29)}`);
    expect(hash).toBe(`$2b$${expected.slice(4)}`);
  });

  it.each(REFERENCE_VECTORS)('compares %j with %s as a match', async (text, hash) => {
    expect(await compareWithHash(text, hash)).toBe(true);
    expect(await compareWithHash(`${text}x`, hash)).toBe(false);
  });

  // Hashing in one go runs the WebAssembly bcrypt, with progress bcryptjs: both must agree with
  // bcryptjs's own synchronous hash on every kind of password, at and around the 72-byte limit.
  const PASSWORDS = ['', 'a', '\u0000', 'abc\u0000def', 'é', '€', '😀', 'x'.repeat(71), 'x'.repeat(72), 'x'.repeat(73), 'x'.repeat(200), 'é'.repeat(36), `a${'é'.repeat(36)}`, '😀'.repeat(19), 'crème brûlée 🔐'];
  it.each(PASSWORDS)('hashes %j as bcryptjs does, in one go and with progress', async (text) => {
    const index = PASSWORDS.indexOf(text);
    const salt = generateSalt(4, sequenceRandom([index * 16 + 1, index * 7 + 3, 200, 99, 255, 0]));
    const expected = bcrypt.hashSync(text, salt);
    expect(await hashWithSalt(text, salt)).toBe(expected);
    expect(await hashWithSalt(text, salt, () => {})).toBe(expected);
    expect(await compareWithHash(text, expected)).toBe(true);
    expect(await compareWithHash(`${text}!`, expected)).toBe(new TextEncoder().encode(text).length >= 72);
  });

  it('keeps the version of the salt it is given', async () => {
    for (const version of ['2a', '2b', '2y']) expect((await hashWithSalt('abc', `$${version}$04$abcdefghijklmnopqrstuu`)).slice(0, 7)).toBe(`$${version}$04$`);
    await expect(hashWithSalt('abc', '$2x$04$abcdefghijklmnopqrstuu')).rejects.toThrow();
  });
});

describe('compare', () => {
  const base = REFERENCE_VECTORS[4]![1];
  it.each(['2a', '2b', '2y'])('accepts version %s', async (version) => {
    expect(await compareWithHash('abc', base.replace('$2a$', `$${version}$`))).toBe(true);
  });

  it('trims surrounding spaces', async () => {
    expect(await compareWithHash('abc', `  ${base}\n`)).toBe(true);
  });

  it('answers no for an empty hash, without an error', async () => {
    expect(await compareWithHash('abc', '')).toBe(false);
    expect(await compareWithHash('abc', '   ')).toBe(false);
  });

  it.each([
    'nonsense',
    '$2x$06$If6bvum7DFjUnE9p2uDeDu0YHzrHM6tf.iqN8.yx.jNN1ILEf7h0i',
    '$2a$03$If6bvum7DFjUnE9p2uDeDu0YHzrHM6tf.iqN8.yx.jNN1ILEf7h0i',
    '$2a$32$If6bvum7DFjUnE9p2uDeDu0YHzrHM6tf.iqN8.yx.jNN1ILEf7h0i',
    '$2a$06$If6bvum7DFjUnE9p2uDeDu0YHzrHM6tf.iqN8.yx.jNN1ILEf7h0',
    '$2a$06$If6bvum7DFjUnE9p2uDeDu0YHzrHM6tf.iqN8.yx.jNN1ILEf7h0i!',
    '$2a$6$If6bvum7DFjUnE9p2uDeDu0YHzrHM6tf.iqN8.yx.jNN1ILEf7h0ii',
  ])('rejects %j as an invalid bcrypt hash', (hash) => {
    expect(errorKey(() => parseBcryptHash(hash))).toBe('invalidHash');
    expect(() => compareWithHash('abc', hash)).toThrow();
  });

  it('parses version, cost and salt', () => {
    expect(parseBcryptHash(` ${base} `)).toEqual({ version: '2a', cost: 6, salt: 'If6bvum7DFjUnE9p2uDeDu', digest: '0YHzrHM6tf.iqN8.yx.jNN1ILEf7h0i' });
    expect(parseBcryptHash('')).toBeUndefined();
  });
});

describe('salt rounds', () => {
  it.each<[number | string, number | undefined]>([
    [4, 4],
    [10, 10],
    [31, 31],
    ['12', 12],
    [3, undefined],
    [32, undefined],
    [0, undefined],
    [-5, undefined],
    [10.5, undefined],
    ['4.2', undefined],
    ['', undefined],
    ['ten', undefined],
    [Number.NaN, undefined],
    [Number.POSITIVE_INFINITY, undefined],
  ])('%j → %s', (value, expected) => {
    if (expected === undefined) expect(errorKey(() => parseRounds(value))).toBe('invalidRounds');
    else expect(parseRounds(value)).toBe(expected);
  });

  it('writes the cost with two digits in the salt, from the random bytes given', () => {
    expect(generateSalt(4, sequenceRandom([0]))).toBe('$2b$04$......................');
    expect(generateSalt(31, sequenceRandom([255]))).toBe('$2b$31$999999999999999999999u');
    expect(generateSalt(10)).toMatch(/^\$2b\$10\$[./A-Za-z0-9]{22}$/);
  });
});

describe('hashing', () => {
  it('produces a 60-character $2b$ hash with a fresh salt each time', async () => {
    const first = await hashString('hello', 4);
    const second = await hashString('hello', 4);
    expect(first.hash).toMatch(BCRYPT_OUTPUT_PATTERN);
    expect(first.hash).toHaveLength(60);
    expect(first.hash.slice(0, 7)).toBe('$2b$04$');
    expect(second.hash).not.toBe(first.hash);
    expect(BCRYPT_HASH_PATTERN.test(first.hash)).toBe(true);
    expect(bcrypt.compareSync('hello', first.hash)).toBe(true);
    expect(first.milliseconds).toBeGreaterThanOrEqual(0);
  });

  it('reports progress up to the end', async () => {
    const reports: number[] = [];
    await hashString('hello', 6, { onProgress: (done, total) => reports.push(done / total) });
    expect(reports.at(-1)).toBe(1);
  });

  it('hashes accents and emoji as UTF-8', async () => {
    const { hash } = await hashString('crème 🔐', 4);
    expect(bcrypt.compareSync('crème 🔐', hash)).toBe(true);
    expect(bcrypt.compareSync('creme 🔐', hash)).toBe(false);
  });
});

describe('the 72-byte limit', () => {
  it.each<[string, boolean]>([
    ['', false],
    ['a'.repeat(72), false],
    ['a'.repeat(73), true],
    ['é'.repeat(36), false],
    ['é'.repeat(36) + 'a', true],
    ['😀'.repeat(18), false],
    ['😀'.repeat(19), true],
  ])('%j is truncated: %s', (text, truncated) => {
    expect(isTruncated(text)).toBe(truncated);
  });

  it('ignores everything after 72 bytes, as the note says', async () => {
    const { hash } = await hashString('a'.repeat(72), 4);
    expect(await compareWithHash(`${'a'.repeat(72)}anything`, hash)).toBe(true);
  });
});

describe('htpasswd', () => {
  const hash = '$2b$06$If6bvum7DFjUnE9p2uDeDu0YHzrHM6tf.iqN8.yx.jNN1ILEf7h0i';
  it('writes user:$2y$…', () => {
    expect(htpasswdLine('alice', hash)).toBe('alice:$2y$06$If6bvum7DFjUnE9p2uDeDu0YHzrHM6tf.iqN8.yx.jNN1ILEf7h0i');
    expect(htpasswdLine('', hash)).toBe('');
    expect(htpasswdLine('alice', '')).toBe('');
  });

  it.each(['a:b', 'a\nb'])('rejects the user name %j', (name) => {
    expect(errorKey(() => htpasswdLine(name, hash))).toBe('invalidUsername');
  });
});
