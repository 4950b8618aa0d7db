/**
 * ULIDs (github.com/ulid/spec): 48-bit Unix-millisecond time + 80 random bits in Crockford base32.
 * Batches come from the ulid library's monotonic factory, fed by Web Crypto (or an injected
 * source for tests); decoding and UUID conversion.
 */
import { decodeTime, encodeTime, monotonicFactory, TIME_MAX, ulidToUUID, uuidToULID } from 'ulid';
import { ToolInputError } from '../../lib/errors';
import { cryptoRandom, type RandomSource } from '../../lib/random';

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 100;
export const DEFAULT_QUANTITY = 1;
export const ULID_FORMATS = ['raw', 'json'] as const;
export type UlidFormat = (typeof ULID_FORMATS)[number];
/** The latest time a ULID can carry: 2^48 − 1 ms, in the year 10889. */
export const MAX_TIME = TIME_MAX;

/** A canonical ULID: 26 upper-case Crockford characters, the first 0–7 (time fits in 48 bits). */
export const ULID_PATTERN = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;

/** The PRNG the ulid library expects (a fraction in [0, 1)), one random byte per call: 256/32 is exact, no bias. */
function prngFrom(random: RandomSource): () => number {
  const byte = new Uint8Array(1);
  return () => {
    random.getRandomValues(byte);
    return (byte[0] as number) / 256;
  };
}

/**
 * `quantity` ULIDs from one monotonic factory: within one millisecond the random part is
 * incremented, so the list is strictly ascending. `time` fixes the timestamp (default: now).
 */
export function generateUlids(quantity: number, { random = cryptoRandom, time }: { random?: RandomSource; time?: number } = {}): string[] {
  const count = Math.max(MIN_QUANTITY, Math.min(MAX_QUANTITY, Math.round(quantity)));
  const factory = monotonicFactory(prngFrom(random));
  if (time === 0) {
    // The factory reads 0 as "now": draw at 1 ms, then write the time part for 0.
    const zero = encodeTime(0);
    return Array.from({ length: count }, () => zero + factory(1).slice(10));
  }
  const seed = time ?? Date.now();
  return Array.from({ length: count }, () => factory(seed));
}

/** Raw: one per line. JSON: the array with 2-space indentation. */
export function formatUlids(ulids: readonly string[], format: UlidFormat): string {
  return format === 'json' ? JSON.stringify(ulids, null, 2) : ulids.join('\n');
}

/**
 * The time for "Timestamp": empty = now (undefined); an ISO 8601 date-time (with a zone, or
 * read as local time), a date alone (midnight UTC), or Unix milliseconds. Throws
 * `invalidTimestamp` for anything else and `timestampOutOfRange` outside 1970 – 10889.
 */
export function parseTimestamp(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  let time: number;
  if (/^-?\d+$/.test(trimmed)) time = Number(trimmed);
  else if (/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i.test(trimmed)) time = Date.parse(trimmed.replace(' ', 'T'));
  else throw new ToolInputError('invalidTimestamp');
  if (Number.isNaN(time)) throw new ToolInputError('invalidTimestamp');
  if (time < 0 || time > MAX_TIME || !Number.isInteger(time)) throw new ToolInputError('timestampOutOfRange');
  return time;
}

export interface DecodedId {
  /** What was pasted. */
  kind: 'ulid' | 'uuid';
  ulid: string;
  /** Lowercase 8-4-4-4-12. */
  uuid: string;
  time: Date;
}

/**
 * Decodes a pasted ULID (any case) or converts a pasted UUID (8-4-4-4-12, any case) into the
 * other form, with the time the ULID carries. Throws `invalidId` otherwise.
 */
export function decodeUlidOrUuid(text: string): DecodedId {
  const trimmed = text.trim();
  const upper = trimmed.toUpperCase();
  if (ULID_PATTERN.test(upper)) {
    return { kind: 'ulid', ulid: upper, uuid: ulidToUUID(upper).toLowerCase(), time: new Date(decodeTime(upper)) };
  }
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(trimmed)) {
    const ulid = uuidToULID(trimmed);
    return { kind: 'uuid', ulid, uuid: trimmed.toLowerCase(), time: new Date(decodeTime(ulid)) };
  }
  throw new ToolInputError('invalidId');
}
