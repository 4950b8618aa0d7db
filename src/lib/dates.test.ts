import { describe, expect, it } from 'vitest';
import { isWithinLastDays, parseCalendarDate } from './dates';

describe('parseCalendarDate', () => {
  it.each([
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
    ['2023-11-30', '2023-11-30T00:00:00.000Z'],
    [' 2023-01-01 ', '2023-01-01T00:00:00.000Z'],
  ])('parses %s', (text, iso) => {
    expect(parseCalendarDate(text)?.toISOString()).toBe(iso);
  });

  it.each(['2023-11-31', '2023-02-29', '2023-13-01', '2023-00-10', '2023-1-1', 'yesterday', '', '2023-11-30T10:00'])(
    'rejects %j instead of rolling it over',
    (text) => {
      expect(parseCalendarDate(text)).toBeUndefined();
    },
  );

  it('accepts undefined', () => {
    expect(parseCalendarDate(undefined)).toBeUndefined();
  });
});

describe('isWithinLastDays', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it.each([
    ['2026-11-21', true],
    ['2026-11-07', true],
    ['2026-11-06', false],
    ['2026-11-22', true],
    ['2026-12-01', false],
  ])('%s is new: %s', (date, expected) => {
    expect(isWithinLastDays(parseCalendarDate(date), 14, now)).toBe(expected);
  });

  it('is false without a date', () => {
    expect(isWithinLastDays(undefined, 14, now)).toBe(false);
  });
});
