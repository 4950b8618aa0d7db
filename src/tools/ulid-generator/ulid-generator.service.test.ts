import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../../lib/errors';
import { sequenceRandom } from '../../lib/random';
import { decodeUlidOrUuid, formatUlids, generateUlids, MAX_TIME, parseTimestamp, ULID_PATTERN } from './ulid-generator.service';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Independent decoding: 26 base32 digits → 130 bits, of which the top 2 are zero. */
const toBigInt = (ulid: string) => [...ulid].reduce((value, char) => value * 32n + BigInt(CROCKFORD.indexOf(char)), 0n);

const errorKey = (action: () => unknown) => {
  try {
    action();
  } catch (error) {
    return isToolInputError(error) ? error.messageKey : 'other';
  }
  return undefined;
};

describe('generation', () => {
  it('gives 26-character Crockford ULIDs with a 0–7 first character', () => {
    for (const ulid of generateUlids(100)) {
      expect(ulid).toMatch(/^[0-7][0-9ABCDEFGHJKMNPQRSTVWXYZ]{25}$/);
      expect(ulid).toMatch(ULID_PATTERN);
      expect(ulid).not.toMatch(/[ILOU]/);
    }
  });

  it('puts the current time in the first 10 characters', () => {
    const before = Date.now();
    const [ulid] = generateUlids(1);
    const time = Number(toBigInt(ulid!) >> 80n);
    expect(time).toBeGreaterThanOrEqual(before);
    expect(time).toBeLessThanOrEqual(Date.now() + 2000);
  });

  it('is strictly ascending within a batch (monotonic in one millisecond)', () => {
    const batch = generateUlids(100, { time: 1_700_000_000_000 });
    expect(new Set(batch.map((ulid) => ulid.slice(0, 10))).size).toBe(1);
    for (let index = 1; index < batch.length; index += 1) expect(toBigInt(batch[index]!) - toBigInt(batch[index - 1]!)).toBe(1n);
  });

  it('encodes the ULID spec example time 1469918176385 as 01ARYZ6S41', () => {
    expect(generateUlids(2, { time: 1469918176385, random: sequenceRandom([0]) })).toEqual(['01ARYZ6S410000000000000000', '01ARYZ6S410000000000000001']);
  });

  it('maps random bytes to characters without bias (byte / 8; the library writes the last draw first)', () => {
    expect(generateUlids(1, { time: 1, random: sequenceRandom([255, 8, 7]) })[0]?.slice(10)).toBe('Z01Z01Z01Z01Z01Z');
  });

  it.each([
    [0, '0000000000'],
    [MAX_TIME, '7ZZZZZZZZZ'],
  ])('encodes the time %d as %s', (time, prefix) => {
    const batch = generateUlids(3, { time });
    for (const ulid of batch) expect(ulid.slice(0, 10)).toBe(prefix);
    expect([...batch].sort()).toEqual(batch);
  });

  it.each([
    [0, 1],
    [1, 1],
    [100, 100],
    [101, 100],
    [2.6, 3],
  ])('quantity %d gives %d', (quantity, count) => {
    expect(generateUlids(quantity)).toHaveLength(count);
  });
});

describe('formats', () => {
  it('raw: one per line, no trailing newline', () => {
    expect(formatUlids(['A', 'B'], 'raw')).toBe('A\nB');
  });

  it('JSON: a 2-space indented array that parses back', () => {
    const list = generateUlids(5);
    const text = formatUlids(list, 'json');
    expect(text).toBe(`[\n${list.map((ulid) => `  "${ulid}"`).join(',\n')}\n]`);
    expect(JSON.parse(text)).toEqual(list);
  });
});

describe('timestamp field', () => {
  it.each<[string, number | undefined]>([
    ['', undefined],
    ['  ', undefined],
    ['1469918176385', 1469918176385],
    ['0', 0],
    ['2016-07-30T22:36:16.385Z', 1469918176385],
    ['2016-07-31T00:36:16.385+02:00', 1469918176385],
    ['2024-01-31', Date.UTC(2024, 0, 31)],
    ['10889-08-02T05:31:50.655Z', undefined],
  ])('%j → %s', (text, expected) => {
    if (text.startsWith('10889')) expect(errorKey(() => parseTimestamp(text))).toBe('invalidTimestamp');
    else expect(parseTimestamp(text)).toBe(expected);
  });

  it('reads a date-time without zone as local time', () => {
    expect(parseTimestamp('2024-01-31T12:00')).toBe(new Date(2024, 0, 31, 12, 0).getTime());
  });

  it.each(['yesterday', '2024-13-45T99:00', '31/01/2024', '1.5', '2024-01-31T12'])('rejects %j', (text) => {
    expect(errorKey(() => parseTimestamp(text))).toBe('invalidTimestamp');
  });

  it.each(['-1', String(MAX_TIME + 1), '1969-12-31T23:59:59Z'])('rejects %j as out of range', (text) => {
    expect(errorKey(() => parseTimestamp(text))).toBe('timestampOutOfRange');
  });
});

describe('decoding and UUID conversion', () => {
  it('decodes the ULID spec example', () => {
    const decoded = decodeUlidOrUuid(' 01aryz6s41tsv4rrffq69g5fav ');
    expect(decoded.kind).toBe('ulid');
    expect(decoded.ulid).toBe('01ARYZ6S41TSV4RRFFQ69G5FAV');
    expect(decoded.time.toISOString()).toBe('2016-07-30T22:36:16.385Z');
    // The same 128 bits as hexadecimal, computed independently.
    expect(decoded.uuid.replace(/-/g, '')).toBe(toBigInt('01ARYZ6S41TSV4RRFFQ69G5FAV').toString(16).padStart(32, '0'));
    expect(decoded.uuid).toBe('01563df3-6481-d676-4c61-efb99302bd5b');
  });

  it('converts a UUID back into the ULID', () => {
    const decoded = decodeUlidOrUuid('01563DF3-6481-D676-4C61-EFB99302BD5B');
    expect(decoded).toEqual({ kind: 'uuid', ulid: '01ARYZ6S41TSV4RRFFQ69G5FAV', uuid: '01563df3-6481-d676-4c61-efb99302bd5b', time: new Date(1469918176385) });
  });

  it('round-trips generated ULIDs', () => {
    for (const ulid of generateUlids(20)) expect(decodeUlidOrUuid(decodeUlidOrUuid(ulid).uuid).ulid).toBe(ulid);
  });

  it.each(['', 'hello', '81ARYZ6S41TSV4RRFFQ69G5FAV', '01ARYZ6S41TSV4RRFFQ69G5FA', '01ARYZ6S41TSV4RRFFQ69G5FAU', '01563df3-6481-d676-4c61-efb99302bd5'])(
    'rejects %j',
    (text) => {
      expect(errorKey(() => decodeUlidOrUuid(text))).toBe('invalidId');
    },
  );
});
