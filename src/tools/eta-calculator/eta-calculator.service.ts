import { addMilliseconds, format, formatDuration, formatRelative, type Locale } from 'date-fns';
import { enGB } from 'date-fns/locale';
import { ToolInputError } from '../../lib/errors';

export const TIME_SPAN_UNITS = ['milliseconds', 'seconds', 'minutes', 'hours', 'days'] as const;
export type TimeSpanUnit = (typeof TIME_SPAN_UNITS)[number];

/** Milliseconds in one time-span unit. */
export const UNIT_MS: Record<TimeSpanUnit, number> = {
  milliseconds: 1,
  seconds: 1000,
  minutes: 60_000,
  hours: 3_600_000,
  days: 86_400_000,
};

/** The start/end time format: local time, to the second. */
export const DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';
/** The largest absolute timestamp a JavaScript Date holds (±100,000,000 days around 1970). */
const MAX_DATE_MS = 8.64e15;

/**
 * A number field's value (as typed; decimals allowed) that must be greater than 0. Throws
 * `notPositive` for empty, non-numeric, zero, negative or infinite values: no silent clamping.
 */
export function parsePositiveNumber(value: string | number): number {
  const text = String(value).trim();
  const number = text === '' ? Number.NaN : Number(text);
  if (!Number.isFinite(number) || number <= 0) throw new ToolInputError('notPositive');
  return number;
}

/**
 * Parses `YYYY-MM-DD HH:mm` or `YYYY-MM-DD HH:mm:ss` as local time. Impossible dates or times
 * (2024-02-30, month 13, 24:00, 10:60) and other formats throw `invalidDate`; a date is never
 * rolled over to the next month.
 */
export function parseStartTime(text: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) throw new ToolInputError('invalidDate');
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const calendar = new Date(Date.UTC(2000, month - 1, day));
  calendar.setUTCFullYear(year);
  const realDay = calendar.getUTCFullYear() === year && calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === day;
  if (!realDay || hours > 23 || minutes > 59 || seconds > 59) throw new ToolInputError('invalidDate');
  const date = new Date(2000, month - 1, day, hours, minutes, seconds);
  date.setFullYear(year);
  return date;
}

export function formatDateTime(date: Date): string {
  return format(date, DATE_TIME_FORMAT);
}

/** Duration in ms = amount ÷ (units per span ÷ span in ms). */
export function computeDurationMs(amount: number, unitsPerSpan: number, timeSpan: number, unit: TimeSpanUnit): number {
  return (amount * timeSpan * UNIT_MS[unit]) / unitsPerSpan;
}

/**
 * Days, hours, minutes and seconds through date-fns `formatDuration` (zero parts omitted), then
 * the whole leftover milliseconds as ` N ms`: `2 minutes 22 seconds 857 ms`. Below 1 ms:
 * `less than 1 ms` (`lessThanOneMs` lets a screen translate it); an infinite duration (a
 * product beyond the double range) gives `tooLong`.
 */
export function formatEtaDuration(
  ms: number,
  { locale, lessThanOneMs = 'less than 1 ms', tooLong = 'too long to count' }: { locale?: Locale; lessThanOneMs?: string; tooLong?: string } = {},
): string {
  if (ms < 1) return lessThanOneMs;
  // Beyond 2^53 ms (285,000 years) whole milliseconds are no longer exact; past the double range, nothing is.
  if (!Number.isFinite(ms)) return tooLong;
  const whole = Math.floor(ms);
  const days = Math.floor(whole / UNIT_MS.days);
  const rest = whole - days * UNIT_MS.days;
  const parts = {
    days,
    hours: Math.floor(rest / UNIT_MS.hours),
    minutes: Math.floor((rest % UNIT_MS.hours) / UNIT_MS.minutes),
    seconds: Math.floor((rest % UNIT_MS.minutes) / UNIT_MS.seconds),
  };
  const leftover = rest % UNIT_MS.seconds;
  const text = formatDuration(parts, { format: ['days', 'hours', 'minutes', 'seconds'], locale });
  return [text, leftover > 0 ? `${leftover} ms` : ''].filter(Boolean).join(' ');
}

/** start + duration, or undefined when it falls outside the JavaScript date range. */
export function computeEndTime(start: Date, durationMs: number): Date | undefined {
  const end = start.getTime() + durationMs;
  if (!Number.isFinite(end) || Math.abs(end) > MAX_DATE_MS) return undefined;
  return addMilliseconds(start, durationMs);
}

/** The end relative to now: `today at 15:10` (date-fns `formatRelative`, en-GB by default). */
export function formatEndRelative(end: Date, now: Date, locale: Locale = enGB): string {
  return formatRelative(end, now, { locale });
}

export interface EtaInput {
  amount: string | number;
  unitsPerSpan: string | number;
  timeSpan: string | number;
  unit: TimeSpanUnit;
  start: string;
}

export interface EtaResult {
  /** Formatted total duration. */
  totalDuration: string;
  /** `YYYY-MM-DD HH:mm:ss`, or undefined beyond the JavaScript date range. */
  endTime: string | undefined;
  end: Date | undefined;
}

/** The whole computation, for operations and tests; throws the first field error. */
export function estimate(input: EtaInput, locale?: Locale): EtaResult {
  const durationMs = computeDurationMs(parsePositiveNumber(input.amount), parsePositiveNumber(input.unitsPerSpan), parsePositiveNumber(input.timeSpan), input.unit);
  const end = computeEndTime(parseStartTime(input.start), durationMs);
  return { totalDuration: formatEtaDuration(durationMs, { locale }), endTime: end && formatDateTime(end), end };
}
