import { formatISO, formatISO9075, formatRFC3339 } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../../lib/errors';
import {
  DATE_FORMATS,
  detectDateFormat,
  formatAllDates,
  formatDate,
  formatRelativeDate,
  isKnownTimeZone,
  parseDate,
  readDate,
  timeZoneOffsetMinutes,
  type DateFormat,
} from './date-converter.service';

// The spec's examples are written for a browser in Europe/Paris.
process.env.TZ = 'Europe/Paris';

/** 2023-04-12T23:10:24+02:00, the spec's example. */
const EXAMPLE = new Date(Date.UTC(2023, 3, 12, 21, 10, 24));

describe('detectDateFormat', () => {
  it.each<[string, DateFormat | undefined]>([
    ['2016', 'iso8601'],
    ['2023-04', 'iso8601'],
    ['2023-04-12', 'iso8601'],
    ['20230412', 'iso8601'],
    ['2023-W15', 'iso8601'],
    ['2023-W15-3', 'iso8601'],
    ['2023-102', 'iso8601'],
    ['2023-04-12T23:10', 'iso8601'],
    ['2023-04-12T23:10:24,5Z', 'iso8601'],
    ['2023-04-12 23:10:24', 'iso8601'],
    ['2023-04-12T24:00', 'iso8601'],
    ['2023-04-12T23:10:24+02', 'iso8601'],
    ['2023-04-12T23:10:24.123456789+02:00', 'iso8601'],
    ['  2023-04-12T23:10:24Z  ', 'iso8601'],
    ['Wed, 12 Apr 2023 21:10:24 GMT', 'rfc7231'],
    ['1700000000', 'unixTimestamp'],
    ['0', 'unixTimestamp'],
    ['12345678', 'unixTimestamp'],
    ['1700000000000', 'timestamp'],
    ['17000000000', 'timestamp'],
    ['Mon, 01 Jan 12345 00:00:00 GMT', 'utcFormat'],
    ['64371e400000000000000000', 'mongoObjectId'],
    ['507F1F77BCF86CD799439011', 'mongoObjectId'],
    ['45000.5', 'excel'],
    ['-1.25', 'excel'],
    ['17000000000000', 'excel'],
    ['Wed Apr 12 2023 23:10:24 GMT+0200 (Central European Summer Time)', undefined],
    ['hello', undefined],
    ['', undefined],
    ['   ', undefined],
  ])('%j → %s', (text, format) => {
    expect(detectDateFormat(text)).toBe(format);
  });

  it('never selects the JS locale date string', () => {
    for (const date of [EXAMPLE, new Date(0), new Date(Date.UTC(1999, 11, 31, 23, 59, 59))]) {
      expect(detectDateFormat(date.toString())).toBeUndefined();
    }
  });
});

describe('readDate (TZ=Europe/Paris)', () => {
  it.each<[DateFormat, string, string]>([
    ['iso8601', '2023-04-12T23:10:24+02:00', '2023-04-12T21:10:24.000Z'],
    ['iso8601', '2023-04-12T23:10:24', '2023-04-12T21:10:24.000Z'],
    ['iso8601', '2023-01-15', '2023-01-14T23:00:00.000Z'],
    ['iso8601', '2016', '2015-12-31T23:00:00.000Z'],
    ['iso8601', '20230412', '2023-04-11T22:00:00.000Z'],
    ['iso8601', '2023-W15-3', '2023-04-11T22:00:00.000Z'],
    ['iso8601', '2023-102', '2023-04-11T22:00:00.000Z'],
    ['iso8601', '2023-04-12T24:00', '2023-04-12T22:00:00.000Z'],
    ['iso8601', '2023-04-12 23:10:24,5', '2023-04-12T21:10:24.500Z'],
    ['iso8601', '2023-04-12T23:10:24Z', '2023-04-12T23:10:24.000Z'],
    ['iso9075', '2023-04-12 23:10:24', '2023-04-12T21:10:24.000Z'],
    ['iso9075', '2023-04-12 23:10:24.123456', '2023-04-12T21:10:24.123Z'],
    ['rfc3339', '2023-04-12T23:10:24+02:00', '2023-04-12T21:10:24.000Z'],
    ['rfc3339', '2023-04-12T21:10:24.5Z', '2023-04-12T21:10:24.500Z'],
    ['rfc7231', 'Wed, 12 Apr 2023 21:10:24 GMT', '2023-04-12T21:10:24.000Z'],
    ['utcFormat', 'Wed, 12 Apr 2023 21:10:24 GMT', '2023-04-12T21:10:24.000Z'],
    ['jsLocale', 'Wed Apr 12 2023 23:10:24 GMT+0200 (Central European Summer Time)', '2023-04-12T21:10:24.000Z'],
    ['unixTimestamp', '1681333824', '2023-04-12T21:10:24.000Z'],
    ['unixTimestamp', '0', '1970-01-01T00:00:00.000Z'],
    ['unixTimestamp', '-86400', '1969-12-31T00:00:00.000Z'],
    ['timestamp', '1681333824000', '2023-04-12T21:10:24.000Z'],
    ['timestamp', '1681333824123', '2023-04-12T21:10:24.123Z'],
    ['mongoObjectId', '64371e400000000000000000', '2023-04-12T21:10:24.000Z'],
    ['mongoObjectId', '507f1f77bcf86cd799439011', '2012-10-17T21:13:27.000Z'],
    ['mongoObjectId', '000000010000000000000000', '1970-01-01T00:00:01.000Z'],
    ['excel', '25569', '1970-01-01T00:00:00.000Z'],
    ['excel', '42510.5', '2016-05-20T12:00:00.000Z'],
    ['excel', '1', '1899-12-31T00:00:00.000Z'],
    ['excel', '0', '1899-12-30T00:00:00.000Z'],
    ['excel', '-1', '1899-12-29T00:00:00.000Z'],
  ])('%s %j → %s', (format, text, iso) => {
    expect(readDate(text, format)?.toISOString()).toBe(iso);
  });

  it.each<[DateFormat, string]>([
    ['iso8601', 'hello'],
    ['iso8601', '2023-13-01'],
    ['iso8601', '2023-02-30'],
    ['iso8601', '2023-04-12T25:00'],
    ['iso9075', '1700000000'],
    ['rfc3339', 'not a date'],
    ['rfc7231', 'Wed, 99 Foo 2023'],
    ['unixTimestamp', '12abc'],
    ['unixTimestamp', '8640000000001'],
    ['timestamp', '8640000000000001'],
    ['timestamp', '1e3'],
    ['mongoObjectId', '64371e40000000000000000'],
    ['mongoObjectId', '64371e40000000000000000g'],
    ['excel', '99999999999'],
    ['excel', '1,5'],
    ['jsLocale', 'nonsense'],
    ['timestamp', ''],
    ['timestamp', '   '],
  ])('%s cannot read %j', (format, text) => {
    expect(readDate(text, format)).toBeUndefined();
  });

  it('keeps the edges of the JS date range and refuses one millisecond beyond', () => {
    expect(readDate('8640000000000000', 'timestamp')?.toISOString()).toBe('+275760-09-13T00:00:00.000Z');
    expect(readDate('-8640000000000000', 'timestamp')?.toISOString()).toBe('-271821-04-20T00:00:00.000Z');
    expect(readDate('8640000000000001', 'timestamp')).toBeUndefined();
  });

  it('ignores surrounding spaces', () => {
    expect(readDate('  1681333824000 \n', 'timestamp')?.getTime()).toBe(1681333824000);
  });

  it('throws the field message for unreadable text', () => {
    let caught: unknown;
    try {
      parseDate('abc', 'timestamp');
    } catch (error) {
      caught = error;
    }
    expect(isToolInputError(caught) && caught.messageKey).toBe('invalidDate');
  });

  it('re-reads the same text differently when the format is chosen by hand', () => {
    expect(readDate('1681333824', 'unixTimestamp')?.toISOString()).toBe('2023-04-12T21:10:24.000Z');
    expect(readDate('1681333824', 'timestamp')?.toISOString()).toBe('1970-01-20T11:02:13.824Z');
    expect(readDate('1681333824', 'excel')).toBeUndefined();
    expect(readDate('45000.5', 'excel')?.toISOString()).toBe('2023-03-15T12:00:00.000Z');
    expect(readDate('45000.5', 'unixTimestamp')?.toISOString()).toBe('1970-01-01T12:30:00.500Z');
  });
});

describe('formatDate (TZ=Europe/Paris)', () => {
  it('writes the spec example in every format', () => {
    expect(formatAllDates(EXAMPLE)).toEqual({
      jsLocale: 'Wed Apr 12 2023 23:10:24 GMT+0200 (Central European Summer Time)',
      iso8601: '2023-04-12T23:10:24+02:00',
      iso9075: '2023-04-12 23:10:24',
      rfc3339: '2023-04-12T23:10:24+02:00',
      rfc7231: 'Wed, 12 Apr 2023 21:10:24 GMT',
      unixTimestamp: '1681333824',
      timestamp: '1681333824000',
      utcFormat: 'Wed, 12 Apr 2023 21:10:24 GMT',
      mongoObjectId: '64371e400000000000000000',
      excel: '45028.88222222222',
    });
  });

  it('agrees with date-fns in the browser zone, summer and winter', () => {
    for (const date of [EXAMPLE, new Date(Date.UTC(2024, 0, 31, 6, 7, 8)), new Date(Date.UTC(1999, 11, 31, 23, 0, 0)), new Date(0)]) {
      expect(formatDate(date, 'iso8601')).toBe(formatISO(date));
      expect(formatDate(date, 'iso9075')).toBe(formatISO9075(date));
      expect(formatDate(date, 'rfc3339')).toBe(formatRFC3339(date));
    }
  });

  it('writes Z when the offset is 0 and keeps milliseconds in ISO 8601 only', () => {
    const date = new Date(Date.UTC(2023, 3, 12, 21, 10, 24, 123));
    expect(formatDate(date, 'iso8601', 'UTC')).toBe('2023-04-12T21:10:24.123Z');
    expect(formatDate(date, 'rfc3339', 'UTC')).toBe('2023-04-12T21:10:24Z');
    expect(formatDate(date, 'iso8601')).toBe('2023-04-12T23:10:24.123+02:00');
    expect(formatDate(date, 'unixTimestamp')).toBe('1681333824');
    expect(formatDate(date, 'timestamp')).toBe('1681333824123');
  });

  it.each<[string, string, string, string]>([
    ['UTC', '2023-04-12T21:10:24Z', '2023-04-12 21:10:24', 'Wed Apr 12 2023 21:10:24 GMT+0000 (Coordinated Universal Time)'],
    ['America/New_York', '2023-04-12T17:10:24-04:00', '2023-04-12 17:10:24', 'Wed Apr 12 2023 17:10:24 GMT-0400 (Eastern Daylight Time)'],
    ['Asia/Kolkata', '2023-04-13T02:40:24+05:30', '2023-04-13 02:40:24', 'Thu Apr 13 2023 02:40:24 GMT+0530 (India Standard Time)'],
    ['Asia/Kathmandu', '2023-04-13T02:55:24+05:45', '2023-04-13 02:55:24', 'Thu Apr 13 2023 02:55:24 GMT+0545 (Nepal Time)'],
    ['Pacific/Kiritimati', '2023-04-13T11:10:24+14:00', '2023-04-13 11:10:24', 'Thu Apr 13 2023 11:10:24 GMT+1400 (Line Islands Time)'],
  ])('writes the example in %s', (zone, iso, iso9075, js) => {
    expect(formatDate(EXAMPLE, 'iso8601', zone)).toBe(iso);
    expect(formatDate(EXAMPLE, 'rfc3339', zone)).toBe(iso);
    expect(formatDate(EXAMPLE, 'iso9075', zone)).toBe(iso9075);
    expect(formatDate(EXAMPLE, 'jsLocale', zone)).toBe(js);
    // Zone-free formats do not move.
    expect(formatDate(EXAMPLE, 'rfc7231', zone)).toBe('Wed, 12 Apr 2023 21:10:24 GMT');
    expect(formatDate(EXAMPLE, 'timestamp', zone)).toBe('1681333824000');
  });

  it('follows daylight saving time in the chosen zone', () => {
    expect(formatDate(new Date(Date.UTC(2023, 2, 26, 0, 59, 59)), 'iso8601', 'Europe/Paris')).toBe('2023-03-26T01:59:59+01:00');
    expect(formatDate(new Date(Date.UTC(2023, 2, 26, 1, 0, 0)), 'iso8601', 'Europe/Paris')).toBe('2023-03-26T03:00:00+02:00');
    expect(timeZoneOffsetMinutes(new Date(Date.UTC(2023, 6, 1)), 'America/Los_Angeles')).toBe(-420);
    expect(timeZoneOffsetMinutes(new Date(Date.UTC(2023, 0, 1)), 'America/Los_Angeles')).toBe(-480);
  });

  it.each<[number, string]>([
    [0, '00000000' + '0'.repeat(16)],
    [1000, '00000001' + '0'.repeat(16)],
    [255_000, '000000ff' + '0'.repeat(16)],
    [1_350_508_407_000, '507f1f77' + '0'.repeat(16)],
    [0xffffffff * 1000, 'ffffffff' + '0'.repeat(16)],
    [-1000, ''],
    [(0xffffffff + 1) * 1000, ''],
  ])('Mongo ObjectID of %d ms → %j (8 hex digits, padded)', (time, id) => {
    expect(formatDate(new Date(time), 'mongoObjectId')).toBe(id);
  });

  it.each<[string, string]>([
    ['1970-01-01T00:00:00Z', '25569'],
    ['2016-05-20T12:00:00Z', '42510.5'],
    ['1899-12-30T00:00:00Z', '0'],
    ['1900-01-01T06:00:00Z', '2.25'],
  ])('Excel date of %s → %s', (iso, excel) => {
    expect(formatDate(new Date(iso), 'excel')).toBe(excel);
  });

  it('truncates Unix seconds', () => {
    expect(formatDate(new Date(1999), 'unixTimestamp')).toBe('1');
    expect(formatDate(new Date(-1500), 'unixTimestamp')).toBe('-1');
  });

  it('round-trips every format it writes (except the browser-zone-free JS string in other zones)', () => {
    const dates = [EXAMPLE, new Date(Date.UTC(2000, 1, 29, 12, 0, 0)), new Date(Date.UTC(1970, 0, 1, 0, 0, 1))];
    for (const date of dates) {
      for (const format of DATE_FORMATS) {
        const text = formatDate(date, format);
        expect(readDate(text, format)?.getTime(), `${format} ${text}`).toBe(date.getTime());
      }
    }
  });

  it('writes years beyond 9999 with a sign and six digits', () => {
    expect(formatDate(new Date(Date.UTC(12345, 0, 1)), 'iso8601', 'UTC')).toBe('+012345-01-01T00:00:00Z');
    expect(formatDate(new Date(Date.UTC(-5, 0, 1)), 'iso9075', 'UTC')).toBe('-000005-01-01 00:00:00');
  });
});

describe('time zones', () => {
  it.each([
    ['local', true],
    ['UTC', true],
    ['Europe/Paris', true],
    ['Mars/Olympus', false],
    ['', false],
  ])('%j is known: %s', (zone, known) => {
    expect(isKnownTimeZone(zone)).toBe(known);
  });
});

describe('formatRelativeDate', () => {
  const now = new Date(Date.UTC(2023, 3, 12, 12, 0, 0));
  it.each<[number, string]>([
    [0, 'now'],
    [3 * 86_400_000, 'in 3 days'],
    [-2 * 3_600_000, '2 hours ago'],
    [-2 * 3_600_000 - 59 * 60_000, '2 hours ago'],
    [30_000, 'in 30 seconds'],
    [-86_400_000, '1 day ago'],
    [10 * 86_400_000, 'in 1 week'],
    [86_400_000 + 3_600_000, 'in 1 day'],
    [400 * 86_400_000, 'in 1 year'],
    [-5 * 365.25 * 86_400_000, '5 years ago'],
  ])('%d ms from now → %j', (offset, text) => {
    expect(formatRelativeDate(new Date(now.getTime() + offset), now, 'en')).toBe(text);
  });

  it('speaks the user language', () => {
    expect(formatRelativeDate(new Date(now.getTime() + 3 * 86_400_000), now, 'fr')).toBe('dans 3 jours');
  });
});
