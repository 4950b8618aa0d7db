import { formatRFC7231, parseISO } from 'date-fns';
import { ToolInputError } from '../../lib/errors';

/**
 * Date-time converter: reads a date written in one of ten formats and writes it in all of them.
 * Reading follows the spec (ISO with date-fns' parseISO, no zone = the browser's local time; RFC
 * and locale strings with the browser's Date parser; numbers as seconds, milliseconds or days).
 * Writing the zone-dependent formats (JS locale string, ISO 8601, ISO 9075, RFC 3339) takes an
 * output time zone: the browser's own (`local`), `UTC` or any IANA zone known to Intl.
 */

export const DATE_FORMATS = [
  'jsLocale',
  'iso8601',
  'iso9075',
  'rfc3339',
  'rfc7231',
  'unixTimestamp',
  'timestamp',
  'utcFormat',
  'mongoObjectId',
  'excel',
] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

export const DEFAULT_INPUT_FORMAT: DateFormat = 'timestamp';
/** The browser's own zone. */
export const LOCAL_TIME_ZONE = 'local';

/** Milliseconds from the epoch to the edge of the JS date range (±100,000,000 days). */
const MAX_TIME_MS = 8.64e15;
const DAY_MS = 86_400_000;
/** Excel's day number of 1970-01-01 (its epoch being 1899-12-30). */
const EXCEL_EPOCH_OFFSET_DAYS = 25569;
/** An ObjectID's timestamp is an unsigned 32-bit number of seconds. */
const MAX_OBJECT_ID_SECONDS = 0xffffffff;

const HOUR = '(?:[01]\\d|2[0-3])';
const TIME = `(?:${HOUR}(?::[0-5]\\d(?::[0-5]\\d(?:[.,]\\d+)?)?)?|24:00(?::00(?:[.,]0+)?)?)`;
const ZONE = '(?:Z|[+-](?:[01]\\d|2[0-3])(?::?[0-5]\\d)?)';
const MONTH = '(?:0[1-9]|1[0-2])';
const DAY = '(?:0[1-9]|[12]\\d|3[01])';
const ISO_DATE = `(?:\\d{4}(?:-${MONTH}(?:-${DAY})?)?|\\d{4}${MONTH}${DAY}|\\d{4}-W(?:0[1-9]|[1-4]\\d|5[0-3])(?:-[1-7])?|\\d{4}-(?:00[1-9]|0[1-9]\\d|[1-2]\\d\\d|3[0-5]\\d|36[0-6]))`;

const DETECTORS: readonly [DateFormat, (text: string) => boolean][] = [
  ['iso8601', (text) => new RegExp(`^${ISO_DATE}(?:[T ]${TIME}${ZONE}?)?$`).test(text)],
  ['iso9075', (text) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.\d{1,6})?(?:Z|[+-]\d{2}:\d{2})?$/.test(text)],
  ['rfc3339', (text) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/.test(text)],
  ['rfc7231', (text) => /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(text)],
  ['unixTimestamp', (text) => /^\d{1,10}$/.test(text)],
  ['timestamp', (text) => /^\d{1,13}$/.test(text)],
  ['utcFormat', (text) => isValidTime(Date.parse(text)) && new Date(text).toUTCString() === text],
  ['mongoObjectId', (text) => /^[0-9a-f]{24}$/i.test(text)],
  ['excel', (text) => /^-?\d+(?:\.\d+)?$/.test(text)],
];

/**
 * The format the text is written in: the first matching rule, in the spec's order (so `2016` is an
 * ISO 8601 year and `20230412` an ISO 8601 date), or undefined. "JS locale date string" is never
 * detected.
 */
export function detectDateFormat(input: string): DateFormat | undefined {
  const text = input.trim();
  if (text === '') return undefined;
  return DETECTORS.find(([, matches]) => matches(text))?.[0];
}

function isValidTime(time: number): boolean {
  return Number.isFinite(time) && Math.abs(time) <= MAX_TIME_MS;
}

/** A date from milliseconds, or undefined outside the JS date range. */
function fromTime(time: number): Date | undefined {
  return isValidTime(time) ? new Date(time) : undefined;
}

const DECIMAL = /^[+-]?\d+(?:\.\d+)?$/;

/** Reads `text` written in `format`; undefined when it cannot be read (or lies outside the JS date range). */
export function readDate(input: string, format: DateFormat): Date | undefined {
  const text = input.trim();
  if (text === '') return undefined;
  switch (format) {
    case 'iso8601':
    case 'iso9075':
      return fromTime(parseISO(text).getTime());
    case 'rfc3339':
    case 'rfc7231':
    case 'utcFormat':
    case 'jsLocale':
      return fromTime(Date.parse(text));
    case 'unixTimestamp':
      return DECIMAL.test(text) ? fromTime(Math.round(Number(text) * 1000)) : undefined;
    case 'timestamp':
      return DECIMAL.test(text) ? fromTime(Math.round(Number(text))) : undefined;
    case 'mongoObjectId':
      return /^[0-9a-f]{24}$/i.test(text) ? fromTime(Number.parseInt(text.slice(0, 8), 16) * 1000) : undefined;
    case 'excel':
      return DECIMAL.test(text) ? fromTime(Math.round((Number(text) - EXCEL_EPOCH_OFFSET_DAYS) * DAY_MS)) : undefined;
  }
}

/** Like readDate, but throws the field's message for unreadable text. */
export function parseDate(input: string, format: DateFormat): Date {
  const date = readDate(input, format);
  if (!date) throw new ToolInputError('invalidDate');
  return date;
}

let localZone: { name: string; at: number } | undefined;
/**
 * The browser's IANA zone (e.g. Europe/Paris). Asking Intl costs ~0.3 ms and every zoned output
 * asks, every second: the answer is kept for a minute (the machine's zone seldom changes).
 */
export function localTimeZone(): string {
  const now = Date.now();
  if (!localZone || now - localZone.at > 60_000) localZone = { name: Intl.DateTimeFormat().resolvedOptions().timeZone, at: now };
  return localZone.name;
}

/** True for `local`, `UTC` and every zone Intl accepts. */
export function isKnownTimeZone(zone: string): boolean {
  if (zone === LOCAL_TIME_ZONE) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at `date`, in whole minutes toward the east (Paris in summer: 120). */
export function timeZoneOffsetMinutes(date: Date, zone: string): number {
  const name = zone === LOCAL_TIME_ZONE ? localTimeZone() : zone;
  let format = offsetFormats.get(name);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: name, timeZoneName: 'longOffset' });
    offsetFormats.set(name, format);
  }
  const part = format.formatToParts(date).find((item) => item.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /([+-])(\d{1,2})(?::?(\d{2}))?/.exec(part);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Four-digit years as such; others with a sign and six digits, as Date#toISOString writes them. */
function formatYear(year: number): string {
  if (year >= 0 && year <= 9999) return pad(year, 4);
  return `${year < 0 ? '-' : '+'}${pad(Math.abs(year), 6)}`;
}

function formatOffset(minutes: number, separator: string): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${pad(Math.floor(absolute / 60))}${separator}${pad(absolute % 60)}`;
}

interface WallTime {
  /** The same instant shifted by the zone's offset: its UTC fields are the wall-clock fields. */
  shifted: Date;
  offset: number;
}

/**
 * The wall-clock time in `zone`. The offset is whole minutes (historic offsets such as Paris'
 * +00:09:21 are cut to minutes) and the wall time is derived from it, so the written text always
 * denotes exactly the original instant.
 */
function wallTime(date: Date, zone: string): WallTime {
  const offset = timeZoneOffsetMinutes(date, zone);
  return { shifted: new Date(date.getTime() + offset * 60_000), offset };
}

function formatWallDate({ shifted }: WallTime): string {
  return `${formatYear(shifted.getUTCFullYear())}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

function formatWallClock({ shifted }: WallTime): string {
  return `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`;
}

/** ISO 8601 to the second (milliseconds when not zero) with the zone's offset, `Z` for UTC+0. */
export function formatIso8601(date: Date, zone: string): string {
  const wall = wallTime(date, zone);
  const milliseconds = date.getUTCMilliseconds();
  const fraction = milliseconds === 0 ? '' : `.${pad(milliseconds, 3)}`;
  return `${formatWallDate(wall)}T${formatWallClock(wall)}${fraction}${wall.offset === 0 ? 'Z' : formatOffset(wall.offset, ':')}`;
}

/** ISO 9075 (SQL): the wall-clock date and time, no zone. */
export function formatIso9075(date: Date, zone: string): string {
  const wall = wallTime(date, zone);
  return `${formatWallDate(wall)} ${formatWallClock(wall)}`;
}

/** RFC 3339: ISO 8601's shape to the second. */
export function formatRfc3339(date: Date, zone: string): string {
  const wall = wallTime(date, zone);
  return `${formatWallDate(wall)}T${formatWallClock(wall)}${wall.offset === 0 ? 'Z' : formatOffset(wall.offset, ':')}`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const zoneNameFormats = new Map<string, Intl.DateTimeFormat>();

function longZoneName(date: Date, zone: string): string {
  let format = zoneNameFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'long' });
    zoneNameFormats.set(zone, format);
  }
  return format.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? zone;
}

/**
 * Date#toString in the browser's zone; in another zone, the same shape written for that zone:
 * `Wed Apr 12 2023 21:10:24 GMT+0000 (Coordinated Universal Time)`.
 */
export function formatJsLocale(date: Date, zone: string): string {
  if (zone === LOCAL_TIME_ZONE) return date.toString();
  const wall = wallTime(date, zone);
  const { shifted } = wall;
  const year = shifted.getUTCFullYear();
  const yearText = year < 0 ? `-${pad(-year, 6)}` : pad(year, 4);
  return `${WEEKDAYS[shifted.getUTCDay()]} ${MONTHS[shifted.getUTCMonth()]} ${pad(shifted.getUTCDate())} ${yearText} ${formatWallClock(wall)} GMT${formatOffset(wall.offset, '')} (${longZoneName(date, zone)})`;
}

/** Seconds in lowercase hex padded to 8 digits, then 16 zeros; empty outside 1970–2106. */
export function formatMongoObjectId(date: Date): string {
  const seconds = Math.floor(date.getTime() / 1000);
  if (seconds < 0 || seconds > MAX_OBJECT_ID_SECONDS) return '';
  return `${seconds.toString(16).padStart(8, '0')}${'0'.repeat(16)}`;
}

/** Days since 1899-12-30 00:00 UTC, fraction = time of day, in JS default number text. */
export function formatExcel(date: Date): string {
  return String(date.getTime() / DAY_MS + EXCEL_EPOCH_OFFSET_DAYS);
}

/** `date` written in `format`; zone-dependent formats use `zone` (`local` = the browser's). */
export function formatDate(date: Date, format: DateFormat, zone: string = LOCAL_TIME_ZONE): string {
  switch (format) {
    case 'jsLocale':
      return formatJsLocale(date, zone);
    case 'iso8601':
      return formatIso8601(date, zone);
    case 'iso9075':
      return formatIso9075(date, zone);
    case 'rfc3339':
      return formatRfc3339(date, zone);
    case 'rfc7231':
      return formatRFC7231(date);
    case 'unixTimestamp':
      return String(Math.trunc(date.getTime() / 1000));
    case 'timestamp':
      return String(date.getTime());
    case 'utcFormat':
      return date.toUTCString();
    case 'mongoObjectId':
      return formatMongoObjectId(date);
    case 'excel':
      return formatExcel(date);
  }
}

export type FormattedDates = Record<DateFormat, string>;

/** The date in every format. */
export function formatAllDates(date: Date, zone: string = LOCAL_TIME_ZONE): FormattedDates {
  return Object.fromEntries(DATE_FORMATS.map((format) => [format, formatDate(date, format, zone)])) as FormattedDates;
}

/** Formats whose text depends on the output time zone. */
export const ZONED_FORMATS: readonly DateFormat[] = ['jsLocale', 'iso8601', 'iso9075', 'rfc3339'];

const RELATIVE_UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365.2425 * DAY_MS],
  ['month', (365.2425 / 12) * DAY_MS],
  ['week', 7 * DAY_MS],
  ['day', DAY_MS],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/**
 * The date relative to `now` in the largest unit that fits: "in 3 days", "2 hours ago", "now"
 * (Intl.RelativeTimeFormat in `locale`, numbers always: "in 1 day", not "tomorrow", which would be
 * wrong at 23:00). Values are cut toward zero: 47 hours is "in 1 day".
 */
export function formatRelativeDate(date: Date, now: Date, locale: string): string {
  const difference = date.getTime() - now.getTime();
  for (const [unit, size] of RELATIVE_UNITS) {
    const amount = Math.trunc(difference / size);
    if (amount !== 0) return relativeFormat(locale, 'always').format(amount, unit);
  }
  return relativeFormat(locale, 'auto').format(0, 'second');
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
function relativeFormat(locale: string, numeric: 'always' | 'auto'): Intl.RelativeTimeFormat {
  const key = `${locale} ${numeric}`;
  let format = relativeFormats.get(key);
  if (!format) relativeFormats.set(key, (format = new Intl.RelativeTimeFormat(locale, { numeric })));
  return format;
}
