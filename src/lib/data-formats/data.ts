/**
 * The common data model of the data-format converters (YAML, JSON, TOML): what every reader
 * returns and every writer takes.
 *
 * - Mappings are `Map`s, so key order is the document's order, integer-like keys included (a plain
 *   object would move `"10"` before `"b"`).
 * - Integers are `bigint` and floats are `number`: `1` and `1.0` stay different, and integers beyond
 *   2^53 stay exact. Writers print a bigint as its digits.
 * - TOML date/time values are {@link DataDate}s (their ISO text and kind); YAML 1.2 and JSON have none.
 */
export type DataValue = null | boolean | string | number | bigint | DataDate | DataValue[] | DataMap;
export type DataMap = Map<string, DataValue>;

/** The four TOML date/time kinds. */
export type DataDateKind = 'offset-datetime' | 'local-datetime' | 'local-date' | 'local-time';

export class DataDate {
  constructor(
    readonly kind: DataDateKind,
    /** ISO text: `1979-05-27T07:32:00.000Z`, `1979-05-27T07:32:00.000`, `1979-05-27`, `07:32:00.000`. */
    readonly text: string,
  ) {}
}

/** Comments of a source document to carry into another format, by data path (keys and indices). */
export interface DataComments {
  /** At the top of the document (separated from the first entry by a blank line). */
  head?: string;
  /** At the end of the document. */
  tail?: string;
  entries: DataCommentEntry[];
}

export interface DataCommentEntry {
  path: (string | number)[];
  /** Comment lines above the entry. */
  before?: string;
  /** Comment at the end of the entry's line. */
  trailing?: string;
}

/** Largest integer a JavaScript number holds exactly: 2^53 − 1. */
export const MAX_EXACT_INTEGER = BigInt(Number.MAX_SAFE_INTEGER);

export function isExactInteger(value: bigint): boolean {
  return value <= MAX_EXACT_INTEGER && value >= -MAX_EXACT_INTEGER;
}

/** Made on first use: making it loads ICU's data (~30 ms of the command line's start). */
let collator: Intl.Collator | undefined;
/** Key order for the "Sort keys" options: the same order as `a.localeCompare(b, 'en')`. */
export const compareKeys = (a: string, b: string): number => (collator ??= new Intl.Collator('en')).compare(a, b);

/** A copy of `value` with the keys of every mapping sorted (arrays keep their order). */
export function sortDataKeys(value: DataValue): DataValue {
  if (Array.isArray(value)) return value.map(sortDataKeys);
  if (value instanceof Map) {
    const sorted: DataMap = new Map();
    for (const key of [...value.keys()].sort(compareKeys)) sorted.set(key, sortDataKeys(value.get(key) as DataValue));
    return sorted;
  }
  return value;
}

/** Plain JavaScript value (objects, numbers) → data, for tests and operations: integers become bigint. */
export function fromPlain(value: unknown): DataValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isInteger(value) && Number.isSafeInteger(value) ? BigInt(value) : value;
  if (typeof value === 'string' || typeof value === 'boolean' || typeof value === 'bigint') return value;
  if (value instanceof DataDate) return value;
  if (Array.isArray(value)) return value.map(fromPlain);
  if (value instanceof Map) return new Map([...value].map(([key, item]) => [String(key), fromPlain(item)]));
  if (typeof value === 'object') return new Map(Object.entries(value).map(([key, item]) => [key, fromPlain(item)]));
  return String(value);
}

/** Data → plain JavaScript (objects; bigints within 2^53 as numbers), e.g. to compare in tests. */
export function toPlain(value: DataValue): unknown {
  if (typeof value === 'bigint') return isExactInteger(value) ? Number(value) : value;
  if (value instanceof DataDate) return value.text;
  if (Array.isArray(value)) return value.map(toPlain);
  if (value instanceof Map) {
    const object: Record<string, unknown> = {};
    for (const [key, item] of value) Object.defineProperty(object, key, { value: toPlain(item), enumerable: true, writable: true, configurable: true });
    return object;
  }
  return value;
}
