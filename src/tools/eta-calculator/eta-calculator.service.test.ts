import { de, fr } from 'date-fns/locale';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isToolInputError } from '../../lib/errors';
import {
  computeDurationMs,
  computeEndTime,
  estimate,
  formatDateTime,
  formatEndRelative,
  formatEtaDuration,
  parsePositiveNumber,
  parseStartTime,
  UNIT_MS,
  type TimeSpanUnit,
} from './eta-calculator.service';

const keyOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return isToolInputError(error) ? error.messageKey : String(error);
  }
  return undefined;
};

// Local-time expectations are checked in a fixed zone with DST (the spec's Europe/Paris).
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Paris';
});
afterAll(() => {
  process.env.TZ = originalTz;
});

describe('formatEtaDuration', () => {
  const SECOND = 1000;
  const MINUTE = 60 * SECOND;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;
  it.each([
    [1, '1 ms'],
    [999, '999 ms'],
    [1.9, '1 ms'],
    [SECOND, '1 second'],
    [2 * SECOND, '2 seconds'],
    [MINUTE, '1 minute'],
    [5 * HOUR + 10 * MINUTE, '5 hours 10 minutes'],
    // 1000 elements at 7 per second: 1000 / 7 s = 142.857142… s.
    [(1000 / 7) * SECOND, '2 minutes 22 seconds 857 ms'],
    [2 * DAY + 7 * HOUR + 33 * MINUTE + 20 * SECOND, '2 days 7 hours 33 minutes 20 seconds'],
    [DAY + 1, '1 day 1 ms'],
    [55 * HOUR, '2 days 7 hours'],
    [400 * DAY, '400 days'],
    [0.999, 'less than 1 ms'],
    [0.0001, 'less than 1 ms'],
    [Number.POSITIVE_INFINITY, 'too long to count'],
  ])('%s ms → %s', (ms, expected) => {
    expect(formatEtaDuration(ms)).toBe(expected);
  });

  it('follows a date-fns locale and the given texts', () => {
    expect(formatEtaDuration(5 * HOUR + 10 * MINUTE, { locale: fr })).toBe('5 heures 10 minutes');
    expect(formatEtaDuration(0.5, { lessThanOneMs: 'moins de 1 ms' })).toBe('moins de 1 ms');
  });
});

describe('computeDurationMs: amount ÷ (units per span ÷ span in ms)', () => {
  it.each<[TimeSpanUnit, number]>([
    ['milliseconds', 1],
    ['seconds', 1000],
    ['minutes', 60_000],
    ['hours', 3_600_000],
    ['days', 86_400_000],
  ])('unit %s is %d ms', (unit, ms) => {
    expect(UNIT_MS[unit]).toBe(ms);
    expect(computeDurationMs(1, 1, 1, unit)).toBe(ms);
  });

  it.each([
    // 500 plates, 5 plates every 3 minutes: 100 batches of 3 minutes = 5 hours.
    [500, 5, 3, 'minutes', 5 * 3_600_000],
    // The defaults: 186 elements, 3 every 5 minutes: 62 × 5 min = 310 min.
    [186, 3, 5, 'minutes', 310 * 60_000],
    [1, 2, 1, 'seconds', 500],
    [2.5, 0.5, 1.5, 'hours', 7.5 * 3_600_000],
  ] as const)('%d elements, %d per %d %s → %d ms', (amount, rate, span, unit, expected) => {
    expect(computeDurationMs(amount, rate, span, unit)).toBeCloseTo(expected, 6);
  });
});

describe('parsePositiveNumber', () => {
  it.each([
    ['3', 3],
    [' 2.5 ', 2.5],
    [0.001, 0.001],
    ['1e3', 1000],
  ])('%j → %d', (value, expected) => {
    expect(parsePositiveNumber(value)).toBe(expected);
  });

  it.each(['', '  ', '0', 0, '-1', -0.5, 'abc', '1,5', 'Infinity'])('%j → notPositive', (value) => {
    expect(keyOf(() => parsePositiveNumber(value))).toBe('notPositive');
  });
});

describe('parseStartTime (local time)', () => {
  it.each([
    // Paris is UTC+1 in winter.
    ['2024-03-10 08:30', '2024-03-10T07:30:00.000Z'],
    ['2024-03-10 08:30:15', '2024-03-10T07:30:15.000Z'],
    ['  2024-02-29 23:59:59 ', '2024-02-29T22:59:59.000Z'],
    ['2024-12-31T00:00', '2024-12-30T23:00:00.000Z'],
    // UTC+2 in summer.
    ['2024-07-14 12:00', '2024-07-14T10:00:00.000Z'],
  ])('%j', (text, expected) => {
    expect(parseStartTime(text).toISOString()).toBe(expected);
  });

  it('keeps years before 100 as written', () => {
    expect(parseStartTime('0050-01-01 00:00').getFullYear()).toBe(50);
  });

  it.each(['2024-02-30 10:00', '2023-02-29 10:00', '2024-13-01 10:00', '2024-00-10 10:00', '2024-04-31 10:00', '2024-01-01 24:00', '2024-01-01 10:60', '2024-01-01 10:00:60', '2024-01-01', '10:00', '2024/01/01 10:00', '2024-1-1 10:00', '', 'now'])(
    '%j → invalidDate',
    (text) => {
      expect(keyOf(() => parseStartTime(text))).toBe('invalidDate');
    },
  );
});

describe('end time (Europe/Paris, no DST crossing)', () => {
  it.each([
    // Across midnight.
    ['2024-01-15 22:30:00', 5 * 3_600_000 + 10 * 60_000, '2024-01-16 03:40:00'],
    // Across the end of a 31-day month, and of the year.
    ['2024-01-31 23:59:59', 1000, '2024-02-01 00:00:00'],
    ['2023-12-31 23:00', 3_600_000, '2024-01-01 00:00:00'],
    // Leap day, then the end of February.
    ['2024-02-28 12:00', 86_400_000, '2024-02-29 12:00:00'],
    ['2024-02-29 12:00', 86_400_000, '2024-03-01 12:00:00'],
    // Truncated to the second, not rounded.
    ['2024-06-01 10:00:00', 1999.9, '2024-06-01 10:00:01'],
  ])('%s + %d ms → %s', (start, ms, expected) => {
    const end = computeEndTime(parseStartTime(start), ms);
    expect(end && formatDateTime(end)).toBe(expected);
  });

  it('is undefined beyond the JavaScript date range', () => {
    expect(computeEndTime(parseStartTime('2024-01-01 00:00'), 8.64e15)).toBeUndefined();
    expect(computeEndTime(parseStartTime('2024-01-01 00:00'), Number.POSITIVE_INFINITY)).toBeUndefined();
  });

  it('formats the end relative to now (en-GB by default)', () => {
    const now = parseStartTime('2024-06-05 12:00');
    expect(formatEndRelative(parseStartTime('2024-06-05 15:10'), now)).toBe('today at 15:10');
    expect(formatEndRelative(parseStartTime('2024-06-06 09:05'), now)).toBe('tomorrow at 09:05');
    expect(formatEndRelative(parseStartTime('2024-08-01 09:05'), now)).toBe('01/08/2024');
    expect(formatEndRelative(parseStartTime('2024-06-06 09:05'), now, de)).toBe('morgen um 09:05');
  });
});

describe('estimate', () => {
  it('computes the outputs from the fields', () => {
    expect(estimate({ amount: '500', unitsPerSpan: '5', timeSpan: '3', unit: 'minutes', start: '2024-06-05 10:00' })).toMatchObject({
      totalDuration: '5 hours',
      endTime: '2024-06-05 15:00:00',
    });
  });

  it.each([
    [{ amount: '0' }, 'notPositive'],
    [{ unitsPerSpan: '' }, 'notPositive'],
    [{ timeSpan: '-2' }, 'notPositive'],
    [{ start: '2024-02-30 10:00' }, 'invalidDate'],
  ])('%j → %s', (patch, key) => {
    expect(keyOf(() => estimate({ amount: '1', unitsPerSpan: '1', timeSpan: '1', unit: 'minutes', start: '2024-06-05 10:00', ...patch }))).toBe(key);
  });

  it('says when the end is out of range', () => {
    expect(estimate({ amount: '1e20', unitsPerSpan: '1', timeSpan: '1', unit: 'days', start: '2024-06-05 10:00' }).endTime).toBeUndefined();
  });
});
