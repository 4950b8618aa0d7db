import { describe, expect, it } from 'vitest';
import { takeSample } from '../../engine/detect';
import { ToolInputError } from '../../lib/errors';
import detect from './timezone-converter.detect';
import {
  abbreviationAt,
  convertTime,
  formatOffset,
  meetingOverlap,
  nearestTransition,
  offsetAt,
  parseOffset,
  parseTime,
  resolveWall,
  resolveZone,
  type WallTime,
  type Zone,
} from './timezone-converter.service';

const zone = (name: string): Zone => resolveZone(name)!;
const wall = (text: string): WallTime => {
  const [date, time = '00:00'] = text.split(' ');
  const [year, month, day] = date!.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return { year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second: 0, millisecond: 0 };
};
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
const NOW = Date.parse('2026-12-02T10:15:00Z');

const errorOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ToolInputError);
    return { key: (error as ToolInputError).messageKey, params: (error as ToolInputError).params };
  }
  throw new Error('no error');
};

describe('offsets (Intl longOffset)', () => {
  // tz database rules, as `zdump -v <zone> -c 2026,2027` lists them.
  it.each([
    ['America/New_York', '2026-01-15T12:00:00Z', '-05:00', 'EST'],
    ['America/New_York', '2026-07-15T12:00:00Z', '-04:00', 'EDT'],
    ['Europe/London', '2026-01-15T12:00:00Z', '+00:00', 'GMT'],
    ['Europe/London', '2026-07-15T12:00:00Z', '+01:00', 'BST'],
    ['Asia/Kolkata', '2026-01-15T12:00:00Z', '+05:30', 'IST'],
    ['Asia/Kolkata', '2026-07-15T12:00:00Z', '+05:30', 'IST'],
    ['Australia/Lord_Howe', '2026-01-15T12:00:00Z', '+11:00', 'LHDT'],
    ['Australia/Lord_Howe', '2026-07-15T12:00:00Z', '+10:30', 'LHST'],
    ['Asia/Kathmandu', '2026-07-15T12:00:00Z', '+05:45', 'GMT+5:45'],
    ['UTC', '2026-07-15T12:00:00Z', '+00:00', 'UTC'],
  ])('%s at %s: %s %s', (name, at, offset, abbreviation) => {
    expect(formatOffset(offsetAt(zone(name), Date.parse(at)))).toBe(offset);
    expect(abbreviationAt(zone(name), Date.parse(at))).toBe(abbreviation);
  });

  it('reads fixed offsets and abbreviations as zones', () => {
    expect(parseOffset('+05:30')).toBe(19800);
    expect(parseOffset('UTC-3')).toBe(-10800);
    expect(parseOffset('+0545')).toBe(20700);
    expect(parseOffset('+25:00')).toBeUndefined();
    expect(resolveZone('europe/london')).toEqual({ name: 'Europe/London' });
    expect(resolveZone('Z')).toEqual({ name: 'UTC' });
    expect(resolveZone('CET')).toEqual({ name: 'UTC+01:00', fixed: 3600 });
    expect(resolveZone('UTC+5:30')).toEqual({ name: 'UTC+05:30', fixed: 19800 });
    expect(resolveZone('Mars/Olympus_Mons')).toBeUndefined();
    expect(resolveZone('Asia/Kolkata')?.name).toBe('Asia/Kolkata');
  });
});

describe('local times that do not exist or exist twice', () => {
  it.each([
    // US: second Sunday of March, 02:00 EST → 03:00 EDT.
    ['America/New_York', '2026-03-08 02:30', 'gap', ['2026-03-08T07:30:00Z']],
    ['America/New_York', '2026-03-08 01:59', 'ok', ['2026-03-08T06:59:00Z']],
    ['America/New_York', '2026-03-08 03:00', 'ok', ['2026-03-08T07:00:00Z']],
    // US: first Sunday of November, 02:00 EDT → 01:00 EST.
    ['America/New_York', '2026-11-01 01:30', 'ambiguous', ['2026-11-01T05:30:00Z', '2026-11-01T06:30:00Z']],
    ['America/New_York', '2026-11-01 00:59', 'ok', ['2026-11-01T04:59:00Z']],
    // EU: last Sunday of March and October, at 01:00 UTC.
    ['Europe/London', '2026-03-29 01:30', 'gap', ['2026-03-29T01:30:00Z']],
    ['Europe/London', '2026-10-25 01:30', 'ambiguous', ['2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z']],
    // Lord Howe Island: half an hour of DST, at 02:00 local (first Sunday of October and April).
    ['Australia/Lord_Howe', '2026-10-04 02:15', 'gap', ['2026-10-03T15:45:00Z']],
    ['Australia/Lord_Howe', '2026-10-04 02:30', 'ok', ['2026-10-03T15:30:00Z']],
    ['Australia/Lord_Howe', '2026-04-05 01:45', 'ambiguous', ['2026-04-04T14:45:00Z', '2026-04-04T15:15:00Z']],
    ['Asia/Kolkata', '2026-03-08 02:30', 'ok', ['2026-03-07T21:00:00Z']],
  ])('%s %s is %s', (name, text, status, instants) => {
    const resolved = resolveWall(zone(name), wall(text));
    expect(resolved.status).toBe(status);
    expect((status === 'gap' ? [resolved.instant] : resolved.candidates).map(iso)).toEqual(instants);
  });

  it('picks the later of two when asked', () => {
    expect(iso(resolveWall(zone('America/New_York'), wall('2026-11-01 01:30'), 'later').instant)).toBe('2026-11-01T06:30:00Z');
  });
});

describe('transitions', () => {
  it.each([
    ['Europe/London', '2026-03-27T09:00:00Z', { at: '2026-03-29T01:00:00Z', offsetBefore: '+00:00', offsetAfter: '+01:00', localBefore: '01:00', localAfter: '02:00' }],
    ['America/New_York', '2026-11-03T12:00:00Z', { at: '2026-11-01T06:00:00Z', offsetBefore: '-04:00', offsetAfter: '-05:00', localBefore: '02:00', localAfter: '01:00' }],
    ['Australia/Lord_Howe', '2026-04-01T00:00:00Z', { at: '2026-04-04T15:00:00Z', offsetBefore: '+11:00', offsetAfter: '+10:30', localBefore: '02:00', localAfter: '01:30' }],
  ])('%s near %s', (name, at, expected) => {
    expect(nearestTransition(zone(name), Date.parse(at))).toMatchObject(expected);
  });

  it('none for India, UTC or a fixed offset, nor far from a change', () => {
    expect(nearestTransition(zone('Asia/Kolkata'), Date.parse('2026-03-27T09:00:00Z'))).toBeUndefined();
    expect(nearestTransition(zone('UTC+05:30'), Date.parse('2026-03-27T09:00:00Z'))).toBeUndefined();
    expect(nearestTransition(zone('Europe/London'), Date.parse('2026-06-15T09:00:00Z'))).toBeUndefined();
  });
});

describe('reading a date and time', () => {
  const from = zone('Europe/Paris');
  it.each([
    ['2026-03-08 14:30', { wall: wall('2026-03-08 14:30') }],
    ['2026-03-08T14:30', { wall: wall('2026-03-08 14:30') }],
    ['2026/3/8 2:30 pm', { wall: wall('2026-03-08 14:30') }],
    ['2026-03-08', { wall: wall('2026-03-08 00:00') }],
    ['2026-03-08 24:00', { wall: wall('2026-03-09 00:00') }],
    ['2026-03-08T14:30:00Z', { instant: Date.parse('2026-03-08T14:30:00Z'), zone: { name: 'UTC', fixed: 0 } }],
    ['2026-03-08T14:30:00.250+05:30', { instant: Date.parse('2026-03-08T09:00:00.250Z'), zone: { name: 'UTC+05:30', fixed: 19800 } }],
    ['2026-03-08T02:30[America/New_York]', { wall: wall('2026-03-08 02:30'), zone: { name: 'America/New_York' } }],
    ['2026-03-08T07:30-05:00[America/New_York]', { instant: Date.parse('2026-03-08T12:30:00Z'), zone: { name: 'America/New_York' } }],
    ['2026-03-08 02:30 America/New_York', { wall: wall('2026-03-08 02:30'), zone: { name: 'America/New_York' } }],
    ['2026-03-08 9:00 PST', { wall: wall('2026-03-08 09:00'), zone: { name: 'UTC-08:00', fixed: -28800 } }],
    ['14:30', { wall: wall('2026-12-02 14:30') }],
    ['9am Asia/Tokyo', { wall: wall('2026-12-02 09:00'), zone: { name: 'Asia/Tokyo' } }],
    ['Asia/Tokyo', { instant: NOW, zone: { name: 'Asia/Tokyo' } }],
    ['now', { instant: NOW }],
    ['', { instant: NOW }],
    ['@1700000000', { instant: 1_700_000_000_000 }],
  ])('%j', (text, expected) => expect(parseTime(text, from, NOW)).toEqual(expected));

  it.each([
    ['2026-02-30 10:00', 'invalidDate'],
    ['2026-13-01', 'invalidDate'],
    ['2026-03-08 25:00', 'invalidDate'],
    ['13pm', 'invalidTime'],
    ['tomorrow-ish', 'invalidTime'],
    ['2026-03-08 10:00 Mars/Olympus', 'unknownZone'],
    ['Mars/Olympus', 'unknownZone'],
  ])('refuses %j', (text, key) => expect(errorOf(() => parseTime(text, from, NOW)).key).toBe(key));
});

describe('conversion', () => {
  it('a time that does not exist is said so, with what it maps to', () => {
    const result = convertTime('2026-03-08 02:30', { from: 'America/New_York', to: 'UTC, Asia/Kolkata', ambiguous: 'earlier' });
    expect(result.from).toMatchObject({ status: 'gap', requested: '2026-03-08 02:30', local: '2026-03-08 03:30', offset: '-04:00', abbreviation: 'EDT' });
    expect(result.rows.map((row) => [row.zone, row.local, row.offset])).toEqual([
      ['UTC', '2026-03-08 07:30', '+00:00'],
      ['Asia/Kolkata', '2026-03-08 13:00', '+05:30'],
    ]);
  });

  it('a day ahead and behind, and the DST flag', () => {
    const result = convertTime('2026-07-01 23:00 America/Los_Angeles', { from: 'UTC', to: 'Asia/Tokyo, Pacific/Honolulu, America/New_York', ambiguous: 'earlier' });
    expect(result.rows.map((row) => [row.local, row.dayOffset, row.dst])).toEqual([
      ['2026-07-02 15:00', 1, false],
      ['2026-07-01 20:00', 0, false],
      ['2026-07-02 02:00', 1, true],
    ]);
  });

  it('names the field of an unknown zone', () => {
    expect(errorOf(() => convertTime('', { from: 'Mars/Olympus', to: 'UTC', ambiguous: 'earlier' }, NOW))).toEqual({ key: 'unknownZone', params: { zone: 'Mars/Olympus', field: 'from' } });
    expect(errorOf(() => convertTime('', { from: 'UTC', to: 'UTC, Europe/Londres', ambiguous: 'earlier' }, NOW)).params).toEqual({ zone: 'Europe/Londres', field: 'to' });
  });
});

describe('meeting overlap', () => {
  const overlap = (zones: string, date: string, start = '09:00', end = '17:00') =>
    meetingOverlap(zones, { date, start, end }, NOW).overlap.map((interval) => [interval.utc, interval.minutes, interval.local]);

  it.each([
    ['Europe/London\nAmerica/New_York', '2026-12-02', [['14:00–17:00', 180, { 'Europe/London': '14:00–17:00', 'America/New_York': '09:00–12:00' }]]],
    // In July London is +01:00 and New York −04:00: the same five local hours apart.
    ['Europe/London, America/New_York', '2026-07-01', [['13:00–16:00', 180, { 'Europe/London': '14:00–17:00', 'America/New_York': '09:00–12:00' }]]],
    ['Asia/Tokyo\nAmerica/New_York', '2026-12-02', []],
    ['America/Los_Angeles\nPacific/Auckland', '2026-12-02', [['20:00–01:00', 300, { 'America/Los_Angeles': '12:00–17:00', 'Pacific/Auckland': '09:00–14:00' }]]],
    ['Europe/Berlin\nAsia/Kolkata', '2026-12-02', [['08:00–11:30', 210, { 'Europe/Berlin': '09:00–12:30', 'Asia/Kolkata': '13:30–17:00' }]]],
  ])('%j on %s', (zones, date, expected) => expect(overlap(zones, date)).toEqual(expected));

  it('lays the hours over a 23-hour day when the first zone springs forward', () => {
    const result = meetingOverlap('Europe/London', { date: '2026-03-29', start: '09:00', end: '17:00' }, NOW);
    expect(result.day).toEqual({ from: '2026-03-29T00:00:00Z', to: '2026-03-29T23:00:00Z' });
    expect(result.zones[0]!.working).toEqual([{ from: '2026-03-29T08:00:00Z', to: '2026-03-29T16:00:00Z' }]);
  });

  it('takes night shifts and a zone’s own hours', () => {
    expect(overlap('UTC\nUTC+02:00 22:00-06:00', '2026-12-02', '00:00', '24:00')).toEqual([
      ['00:00–04:00', 240, { UTC: '00:00–04:00', 'UTC+02:00': '02:00–06:00' }],
      ['20:00–00:00', 240, { UTC: '20:00–00:00', 'UTC+02:00': '22:00–02:00' }],
    ]);
  });

  it.each([
    ['', '2026-12-02', '09:00', '17:00', 'noZones'],
    ['Europe/London', '2026-12-02', '09:00', '09:00', 'invalidHours'],
    ['Europe/London', '2026-02-30', '09:00', '17:00', 'invalidDate'],
    ['Europe/Londres', '2026-12-02', '09:00', '17:00', 'unknownZone'],
  ])('refuses %j on %s %s–%s', (zones, date, start, end, key) => expect(errorOf(() => meetingOverlap(zones, { date, start, end }, NOW)).key).toBe(key));
});

describe('smart paste', () => {
  const score = (text: string) => {
    const result = detect['timezone-converter'].score!(takeSample(text));
    return typeof result === 'object' && result ? result.confidence : (result ?? 0);
  };
  it.each([
    ['2026-03-08T02:30:00-05:00[America/New_York]', 0.95],
    ['2026-03-08 02:30 America/New_York', 0.9],
    ['2026-03-08 14:00 CET', 0.75],
    ['9am PST', 0.75],
    ['14:30 Europe/London', 0.9],
    ['Europe/London', 0.9],
    ['America/Argentina/Buenos_Aires', 0.9],
    ['2026-03-08T14:30:00Z', 0.55],
    ['2026-03-08T14:30:00+05:30', 0.55],
    ['2026-03-08T02:30[Mars/Olympus]', 0.5],
  ])('%j', (text, confidence) => expect(score(text)).toBe(confidence));

  it.each(['2026-03-08', '2026-03-08 14:30', 'src/index', 'Hello/World', '12:30:45', 'application/json', '14:30 is fine'])('not %j', (text) => expect(score(text)).toBe(0));
});
