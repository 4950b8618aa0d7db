import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../lib/errors';
import { analyzeCron, describeCron, formatRun, nextCronRuns } from './crontab-generator.service';

const defaults = { verbose: true, use24HourTimeFormat: true, daysStartAtZero: true };

describe('describeCron', () => {
  it.each<[string, Partial<typeof defaults>, string]>([
    ['40 * * * *', {}, 'At 40 minutes past the hour, every hour, every day'],
    ['40 * * * *', { verbose: false }, 'At 40 minutes past the hour'],
    ['@daily', {}, 'At 00:00, every day'],
    ['@midnight', {}, 'At 00:00, every day'],
    ['@hourly', {}, 'Every hour, every day'],
    ['@weekly', {}, 'At 00:00, only on Sunday'],
    ['@monthly', {}, 'At 00:00, on day 1 of the month'],
    ['@yearly', {}, 'At 00:00, on day 1 of the month, only in January'],
    ['@annually', {}, 'At 00:00, on day 1 of the month, only in January'],
    ['@reboot', {}, 'Run once, at startup'],
    ['30 14 * * *', { use24HourTimeFormat: false }, 'At 02:30 PM, every day'],
    ['30 14 * * *', {}, 'At 14:30, every day'],
    ['0 9 * * 1', {}, 'At 09:00, only on Monday'],
    ['0 9 * * 1', { daysStartAtZero: false }, 'At 09:00, only on Sunday'],
    ['0 9 * * 7', { daysStartAtZero: false }, 'At 09:00, only on Saturday'],
    ['*/5 * * * * *', { verbose: false }, 'Every 5 seconds'],
    ['0 0 L * *', { verbose: false }, 'At 00:00, on the last day of the month'],
    ['0 0 * * 5#3', { verbose: false }, 'At 00:00, on the third Friday of the month'],
    ['0 0 15W * *', { verbose: false }, 'At 00:00, on the weekday nearest day 15 of the month'],
    ['0 12 * * mon-fri', { verbose: false }, 'At 12:00, Monday through Friday'],
    ['0 0 1 jan *', { verbose: false }, 'At 00:00, on day 1 of the month, only in January'],
  ])('%s %j → %s', (expression, options, description) => {
    expect(describeCron(expression, { ...defaults, ...options })).toBe(description);
  });

  it.each(['', 'bad', '* * *', '60 * * * *', '* * * * * * *', '@every', '0 25 * * *', '* * 32 * *'])('%j is invalid', (expression) => {
    expect(() => describeCron(expression, defaults)).toThrow(ToolInputError);
  });
});

describe('nextCronRuns (fixed now and zone)', () => {
  const now = new Date('2024-01-15T10:20:00Z'); // Monday

  it('default every hour at :40, UTC', () => {
    expect(nextCronRuns('40 * * * *', { daysStartAtZero: true, timeZone: 'UTC', now })).toEqual([
      '2024-01-15 10:40:00 (Mon)',
      '2024-01-15 11:40:00 (Mon)',
      '2024-01-15 12:40:00 (Mon)',
      '2024-01-15 13:40:00 (Mon)',
      '2024-01-15 14:40:00 (Mon)',
    ]);
  });

  it('runs are strictly after now', () => {
    expect(nextCronRuns('20 10 * * *', { daysStartAtZero: true, timeZone: 'UTC', now, count: 1 })).toEqual(['2024-01-16 10:20:00 (Tue)']);
  });

  it('in the browser zone (Asia/Tokyo, +9)', () => {
    expect(nextCronRuns('0 0 * * *', { daysStartAtZero: true, timeZone: 'Asia/Tokyo', now, count: 2 })).toEqual(['2024-01-16 00:00:00 (Tue)', '2024-01-17 00:00:00 (Wed)']);
  });

  it('1-based weekdays also drive the runs: 1 = Sunday', () => {
    expect(nextCronRuns('0 9 * * 1', { daysStartAtZero: false, timeZone: 'UTC', now, count: 2 })).toEqual(['2024-01-21 09:00:00 (Sun)', '2024-01-28 09:00:00 (Sun)']);
    expect(nextCronRuns('0 9 * * 1', { daysStartAtZero: true, timeZone: 'UTC', now, count: 1 })).toEqual(['2024-01-22 09:00:00 (Mon)']);
  });

  it('day of month OR day of week, like Vixie cron', () => {
    expect(nextCronRuns('0 0 1 * 5', { daysStartAtZero: true, timeZone: 'UTC', now, count: 4 })).toEqual([
      '2024-01-19 00:00:00 (Fri)',
      '2024-01-26 00:00:00 (Fri)',
      '2024-02-01 00:00:00 (Thu)',
      '2024-02-02 00:00:00 (Fri)',
    ]);
  });

  it('DST spring forward (Europe/Paris, 31 March 2024): the hourly job skips the missing 02:00', () => {
    expect(nextCronRuns('0 * * * *', { daysStartAtZero: true, timeZone: 'Europe/Paris', now: new Date('2024-03-30T22:30:00Z'), count: 4 })).toEqual([
      '2024-03-31 00:00:00 (Sun)',
      '2024-03-31 01:00:00 (Sun)',
      '2024-03-31 03:00:00 (Sun)',
      '2024-03-31 04:00:00 (Sun)',
    ]);
  });

  it('never-matching schedule has no runs', () => {
    expect(nextCronRuns('0 0 30 2 *', { daysStartAtZero: true, timeZone: 'UTC', now })).toEqual([]);
  });
});

describe('analyzeCron', () => {
  const base = { ...defaults, timeZone: 'UTC', now: new Date('2024-01-15T10:20:00Z') };
  it('@reboot: description, no runs, reboot note', () => {
    expect(analyzeCron('@reboot', base)).toEqual({ ok: true, description: 'Run once, at startup', runs: [], note: 'reboot' });
  });
  it('never note', () => {
    expect(analyzeCron('0 0 30 2 *', base)).toMatchObject({ ok: true, runs: [], note: 'never' });
  });
  it('invalid', () => {
    expect(analyzeCron('61 * * * *', base)).toEqual({ ok: false, messageKey: 'invalidCron' });
  });
});

it('formatRun writes 24-hour time and the English weekday', () => {
  expect(formatRun(new Date('2024-02-29T23:05:09Z'), 'UTC')).toBe('2024-02-29 23:05:09 (Thu)');
  expect(formatRun(new Date('2024-02-29T23:05:09Z'), 'America/New_York')).toBe('2024-02-29 18:05:09 (Thu)');
});
