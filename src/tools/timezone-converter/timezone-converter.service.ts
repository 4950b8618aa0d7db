import { ToolInputError } from '../../lib/errors';

/**
 * Time zones with `Intl` only: a zone's UTC offset at an instant comes from
 * `Intl.DateTimeFormat(…, { timeZone, timeZoneName: 'longOffset' })`, and everything else (local
 * times, times that do not exist or exist twice, transitions, working-hour overlaps) is arithmetic
 * on those offsets. Fixed offsets (`UTC+05:30`, `EST`) are zones too.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/* ---------- Zones ---------- */

export interface Zone {
  /** The IANA name (`Europe/London`, `UTC`) or a fixed offset's name (`UTC+05:30`). */
  name: string;
  /** A fixed offset in seconds, for zones that are one. */
  fixed?: number;
}

/** Common abbreviations read as the fixed offsets they stand for (an abbreviation is not a zone: no DST rules). */
const ABBREVIATIONS: Record<string, number> = {
  UTC: 0,
  GMT: 0,
  Z: 0,
  UT: 0,
  WET: 0,
  WEST: 60,
  BST: 60,
  CET: 60,
  CEST: 120,
  EET: 120,
  EEST: 180,
  MSK: 180,
  IST: 330,
  PKT: 300,
  ICT: 420,
  HKT: 480,
  SGT: 480,
  AWST: 480,
  JST: 540,
  KST: 540,
  ACST: 570,
  ACDT: 630,
  AEST: 600,
  AEDT: 660,
  NZST: 720,
  NZDT: 780,
  HST: -600,
  AKST: -540,
  AKDT: -480,
  PST: -480,
  PDT: -420,
  MST: -420,
  MDT: -360,
  CST: -360,
  CDT: -300,
  EST: -300,
  EDT: -240,
  AST: -240,
  ADT: -180,
  NST: -210,
  NDT: -150,
  BRT: -180,
  ART: -180,
};

let zoneList: string[] | undefined;

/** Every IANA zone the runtime knows (`Intl.supportedValuesOf`), with UTC, sorted. */
export function allZones(): string[] {
  if (!zoneList) {
    let supported: string[] = [];
    try {
      supported = Intl.supportedValuesOf('timeZone');
    } catch {
      supported = [];
    }
    // Some engines list the CLDR names only (Asia/Calcutta): the current IANA names are added when the engine takes them.
    const current = [
      'UTC',
      'Asia/Kolkata',
      'Asia/Kathmandu',
      'Asia/Yangon',
      'Asia/Ho_Chi_Minh',
      'Europe/Kyiv',
      'America/Nuuk',
      'Atlantic/Faroe',
      'Pacific/Kanton',
      'America/Argentina/Buenos_Aires',
      'America/Indiana/Indianapolis',
    ];
    const names = new Set(supported);
    for (const name of current) if (!names.has(name) && isKnownZone(name)) names.add(name);
    zoneList = [...names].sort();
  }
  return zoneList;
}

let lowerCaseIndex: Map<string, string> | undefined;
/** The listed zones by their lower-case name. */
function zoneIndex(): Map<string, string> {
  lowerCaseIndex ??= new Map(allZones().map((name) => [name.toLowerCase(), name]));
  return lowerCaseIndex;
}

const zoneCheck = new Map<string, boolean>();
function isKnownZone(name: string): boolean {
  let known = zoneCheck.get(name);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: name });
      known = true;
    } catch {
      known = false;
    }
    zoneCheck.set(name, known);
  }
  return known;
}

const OFFSET = /^(?:UTC|GMT)?\s*([+-−])(\d{1,2})(?::?(\d{2}))?$/i;

/** `+05:30`, `UTC+5:30`, `GMT-3` → seconds east of UTC, or undefined. */
export function parseOffset(text: string): number | undefined {
  const match = OFFSET.exec(text.trim());
  if (!match) return undefined;
  const hours = Number(match[2]);
  const minutes = Number(match[3] ?? 0);
  if (hours > 18 || minutes > 59) return undefined;
  return (match[1] === '+' ? 1 : -1) * (hours * 3600 + minutes * 60);
}

export function formatOffset(seconds: number): string {
  const sign = seconds < 0 ? '-' : '+';
  const total = Math.abs(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = total % 60;
  return `${sign}${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}${secs ? `:${String(secs).padStart(2, '0')}` : ''}`;
}

const fixedZone = (seconds: number): Zone => ({ name: seconds === 0 ? 'UTC' : `UTC${formatOffset(seconds)}`, fixed: seconds });

/**
 * A zone as typed: an IANA name in any case (`europe/london`), `UTC`/`GMT`/`Z`, a fixed offset
 * (`+05:30`, `UTC-3`) or a common abbreviation (`CET`, `PST`: its fixed offset). Undefined when
 * unknown.
 */
export function resolveZone(input: string): Zone | undefined {
  const text = input.trim();
  if (text === '' || text.length > 64) return undefined;
  const upper = text.toUpperCase();
  if (upper === 'UTC' || upper === 'Z' || upper === 'ETC/UTC' || upper === 'GMT' || upper === 'ETC/GMT' || upper === 'UT') return { name: 'UTC' };
  const offset = parseOffset(text);
  if (offset !== undefined) return fixedZone(offset);
  if (Object.hasOwn(ABBREVIATIONS, upper) && /^[A-Za-z]{2,5}$/.test(text)) return fixedZone(ABBREVIATIONS[upper]! * 60);
  if (!/^[A-Za-z][\w+-]*(?:\/[\w+-]+){0,2}$/.test(text)) return undefined;
  const lower = text.toLowerCase();
  const listed = zoneIndex().get(lower);
  if (listed) return { name: listed };
  if (isKnownZone(text)) {
    // Not listed (an alias such as US/Eastern): the engine's spelling of it.
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: text }).resolvedOptions().timeZone;
    return { name: resolved.toLowerCase() === lower ? resolved : text };
  }
  return undefined;
}

/** A zone that must exist: throws `unknownZone` naming it (and `field`, the option it came from). */
export function requireZone(text: string, field: string): Zone {
  const zone = resolveZone(text);
  if (!zone) throw new ToolInputError('unknownZone', { params: { zone: text.trim().length > 40 ? `${text.trim().slice(0, 40)}…` : text.trim(), field } });
  return zone;
}

/* ---------- Offsets ---------- */

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

function offsetFormat(zone: string): Intl.DateTimeFormat {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset', year: 'numeric' });
    offsetFormats.set(zone, format);
  }
  return format;
}

/** The zone's offset from UTC at an instant, in seconds (`GMT+05:30` → 19800; `GMT` → 0). */
export function offsetAt(zone: Zone, epochMs: number): number {
  if (zone.fixed !== undefined) return zone.fixed;
  const name = offsetFormat(zone.name)
    .formatToParts(epochMs)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = name ? /^GMT(?:([+-−])(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?)?$/.exec(name) : null;
  if (!match) throw new Error(`Unreadable offset ${name ?? ''} for ${zone.name}`);
  if (match[1] === undefined) return 0;
  const seconds = Number(match[2]) * 3600 + Number(match[3] ?? 0) * 60 + Number(match[4] ?? 0);
  return match[1] === '+' ? seconds : -seconds;
}

const abbreviationFormats = new Map<string, Intl.DateTimeFormat>();
/** Locales whose CLDR data name the zones of their region (EST, BST, CET, IST, AEST, NZDT, NST…). */
const ABBREVIATION_LOCALES = ['en-US', 'en-GB', 'en-IN', 'en-AU', 'en-NZ', 'en-CA', 'en-IE', 'en-ZA'];

/** The zone's usual abbreviation at an instant (`EDT`, `BST`, `IST`), else `GMT+9`-like text. */
export function abbreviationAt(zone: Zone, epochMs: number): string {
  if (zone.fixed !== undefined)
    return zone.fixed === 0
      ? 'UTC'
      : `GMT${formatOffset(zone.fixed)
          .replace(/:00$/, '')
          .replace(/^([+-])0/, '$1')}`;
  let fallback = '';
  for (const locale of ABBREVIATION_LOCALES) {
    const key = `${locale} ${zone.name}`;
    let format = abbreviationFormats.get(key);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { timeZone: zone.name, timeZoneName: 'short', year: 'numeric' });
      abbreviationFormats.set(key, format);
    }
    const name = format.formatToParts(epochMs).find((part) => part.type === 'timeZoneName')?.value ?? '';
    if (!fallback) fallback = name;
    if (!/^GMT[+-−]/.test(name)) return name;
  }
  return fallback;
}

/* ---------- Wall times ---------- */

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

/** The wall time as if it were UTC (milliseconds), for arithmetic. */
export const wallAsUtc = (wall: WallTime) => Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, wall.millisecond);

export function wallAt(zone: Zone, epochMs: number): WallTime {
  const date = new Date(epochMs + offsetAt(zone, epochMs) * 1000);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
    millisecond: date.getUTCMilliseconds(),
  };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** `2026-03-08 02:30` (seconds when there are some). */
export function formatWall(wall: WallTime, withSeconds = wall.second !== 0 || wall.millisecond !== 0): string {
  const year = wall.year < 0 || wall.year > 9999 ? `${wall.year < 0 ? '-' : '+'}${pad(Math.abs(wall.year), 6)}` : pad(wall.year, 4);
  return `${year}-${pad(wall.month)}-${pad(wall.day)} ${pad(wall.hour)}:${pad(wall.minute)}${withSeconds ? `:${pad(wall.second)}` : ''}`;
}

export type WallStatus = 'ok' | 'gap' | 'ambiguous';

export interface Resolved {
  status: WallStatus;
  /** The instants the wall time names: one, two when it exists twice (earlier first), none in a gap. */
  candidates: number[];
  /** The instant used: the one, the chosen of two, or in a gap the time as if the clocks had not changed yet (02:30 → 03:30). */
  instant: number;
}

/**
 * The instants a wall time names in a zone. At a fall-back transition an hour happens twice; at a
 * spring-forward transition an hour does not happen (it maps forward by the gap, as RFC 9557's
 * "compatible" disambiguation and the Temporal proposal do).
 */
export function resolveWall(zone: Zone, wall: WallTime, prefer: 'earlier' | 'later' = 'earlier'): Resolved {
  const local = wallAsUtc(wall);
  const offsets = new Set([offsetAt(zone, local - DAY), offsetAt(zone, local), offsetAt(zone, local + DAY)]);
  const candidates = [...offsets]
    .map((offset) => local - offset * 1000)
    .filter((instant) => offsetAt(zone, instant) * 1000 === local - instant)
    .sort((a, b) => a - b)
    .filter((instant, index, all) => all.indexOf(instant) === index);
  if (candidates.length === 1) return { status: 'ok', candidates, instant: candidates[0]! };
  if (candidates.length > 1) return { status: 'ambiguous', candidates, instant: prefer === 'later' ? candidates[candidates.length - 1]! : candidates[0]! };
  // In the gap: the offset in force before the transition.
  const before = offsetAt(zone, local - DAY);
  return { status: 'gap', candidates, instant: local - before * 1000 };
}

/* ---------- Reading a date and time ---------- */

export interface ParsedTime {
  /** A wall time to place in a zone, or an instant (an offset, `Z` or a Unix time was given). */
  wall?: WallTime;
  instant?: number;
  /** The zone written in the text (overrides `from`). */
  zone?: Zone;
}

const DATE_TIME =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:(?:[T\s]+|\s*,\s*)(\d{1,2})(?::(\d{2}))?(?::(\d{2})(?:[.,](\d{1,9}))?)?\s*(am|pm|a\.m\.|p\.m\.)?)?\s*(Z|[+-−]\d{2}(?::?\d{2})?)?\s*(?:\[!?([^\]]+)\]|\s+(\S.*))?$/i;
const TIME_ONLY = /^(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?\s*(Z|[+-−]\d{2}(?::?\d{2})?)?\s*(?:\[!?([^\]]+)\]|\s+(\S.*))?$/i;

function invalidTime(text: string): ToolInputError {
  return new ToolInputError('invalidTime', { params: { text: text.length > 40 ? `${text.slice(0, 40)}…` : text } });
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function buildWall(
  text: string,
  year: number,
  month: number,
  day: number,
  hourText?: string,
  minuteText?: string,
  secondText?: string,
  fraction?: string,
  meridiem?: string,
): WallTime {
  let hour = hourText === undefined ? 0 : Number(hourText);
  const minute = minuteText === undefined ? 0 : Number(minuteText);
  const second = secondText === undefined ? 0 : Number(secondText);
  if (meridiem) {
    if (hour < 1 || hour > 12) throw invalidTime(text);
    const pm = meridiem.toLowerCase().startsWith('p');
    hour = (hour % 12) + (pm ? 12 : 0);
  }
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || hour > 24 || minute > 59 || second > 60 || (hour === 24 && (minute > 0 || second > 0))) {
    throw new ToolInputError('invalidDate', { params: { text: text.length > 40 ? `${text.slice(0, 40)}…` : text } });
  }
  const millisecond = fraction ? Number(fraction.padEnd(3, '0').slice(0, 3)) : 0;
  if (hour === 24) {
    // 24:00 is the end of the day: the next day's 00:00.
    const next = new Date(Date.UTC(year, month - 1, day + 1));
    return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate(), hour: 0, minute: 0, second: 0, millisecond: 0 };
  }
  // A leap second (23:59:60) reads as the next second, as Date does.
  return { year, month, day, hour, minute, second: Math.min(second, 59), millisecond };
}

/** The zone after a time: `[Europe/Paris]`, ` Europe/Paris`, ` CET`, ` UTC`. */
function trailingZone(bracket?: string, spaced?: string): Zone | undefined {
  const name = (bracket ?? spaced)?.trim();
  if (name === undefined) return undefined;
  const zone = resolveZone(name);
  if (!zone) throw new ToolInputError('unknownZone', { params: { zone: name.length > 40 ? `${name.slice(0, 40)}…` : name, field: 'time' } });
  return zone;
}

function withOffset(wall: WallTime, offsetText: string | undefined, zone: Zone | undefined): ParsedTime {
  if (offsetText === undefined) return zone ? { wall, zone } : { wall };
  const offset = offsetText.toUpperCase() === 'Z' ? 0 : parseOffset(offsetText);
  if (offset === undefined) throw invalidTime(offsetText);
  // An offset fixes the instant; a zone in brackets after it (RFC 9557) is where to show it.
  return { instant: wallAsUtc(wall) - offset * 1000, zone: zone ?? fixedZone(offset) };
}

/**
 * What people paste: `2026-03-08 02:30`, `2026-03-08T14:30:00Z`, `2026-03-08T09:30-05:00`,
 * `2026-03-08T02:30[America/New_York]` (RFC 9557), `2026-03-08 02:30 America/New_York`,
 * `2026-03-08 2:30 pm CET`, a time alone (`14:30`, `9am PST`: on today's date in its zone), a zone
 * alone (`Asia/Tokyo`: now), `now`, or a Unix time (`@1700000000`, 10 or 13 digits).
 */
export function parseTime(input: string, fromZone: Zone, now: number): ParsedTime {
  const text = input.trim().replace(/\s+/g, ' ');
  if (text === '' || /^now$/i.test(text)) return { instant: now };
  const unix = /^@?(\d{10}|\d{13})$/.exec(text);
  if (unix) return { instant: unix[1]!.length === 10 ? Number(unix[1]) * 1000 : Number(unix[1]) };
  const dateTime = DATE_TIME.exec(text);
  if (dateTime) {
    const [, year, month, day, hour, minute, second, fraction, meridiem, offset, bracket, spaced] = dateTime;
    const zone = trailingZone(bracket, spaced);
    return withOffset(buildWall(text, Number(year), Number(month), Number(day), hour, minute, second, fraction, meridiem), offset, zone);
  }
  const timeOnly = TIME_ONLY.exec(text);
  if (timeOnly && (timeOnly[2] !== undefined || timeOnly[4] !== undefined)) {
    const [, hour, minute, second, meridiem, offset, bracket, spaced] = timeOnly;
    const zone = trailingZone(bracket, spaced);
    const offsetZone =
      offset === undefined ? undefined : offset.toUpperCase() === 'Z' ? fixedZone(0) : parseOffset(offset) === undefined ? undefined : fixedZone(parseOffset(offset)!);
    const today = wallAt(offsetZone ?? zone ?? fromZone, now);
    return withOffset(buildWall(text, today.year, today.month, today.day, hour, minute ?? '0', second, undefined, meridiem), offset, zone);
  }
  const zoneOnly = resolveZone(text);
  if (zoneOnly && !/^\d/.test(text)) return { instant: now, zone: zoneOnly };
  // Shaped like an IANA name (Area/Location) but unknown: say so rather than "not a date".
  if (/^[A-Za-z]+\/[A-Za-z_+/-]+$/.test(text)) throw new ToolInputError('unknownZone', { params: { zone: text.length > 40 ? `${text.slice(0, 40)}…` : text, field: 'time' } });
  throw invalidTime(text);
}

/* ---------- Transitions ---------- */

export interface Transition {
  /** The instant of the change (ISO 8601, UTC). */
  at: string;
  atMs: number;
  offsetBefore: string;
  offsetAfter: string;
  /** The wall clock just before and at the change: `02:00` → `03:00`. */
  localBefore: string;
  localAfter: string;
}

/**
 * The transition of a zone nearest to an instant within ± `days` days, or undefined: daily samples
 * of the offset, then a binary search to the minute where it changes.
 */
export function nearestTransition(zone: Zone, epochMs: number, days = 7): Transition | undefined {
  if (zone.fixed !== undefined) return undefined;
  let best: number | undefined;
  let previous = offsetAt(zone, epochMs - days * DAY);
  for (let day = -days + 1; day <= days; day++) {
    const at = epochMs + day * DAY;
    const offset = offsetAt(zone, at);
    if (offset !== previous) {
      let low = at - DAY;
      let high = at;
      while (high - low > MINUTE) {
        const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
        if (offsetAt(zone, middle) === previous) low = middle;
        else high = middle;
      }
      // The change is at the one whole minute in (low, high].
      let change = Math.floor(high / MINUTE) * MINUTE;
      if (change <= low) change = high;
      if (best === undefined || Math.abs(change - epochMs) < Math.abs(best - epochMs)) best = change;
    }
    previous = offset;
  }
  if (best === undefined) return undefined;
  const before = offsetAt(zone, best - 1);
  const after = offsetAt(zone, best);
  return {
    at: new Date(best).toISOString().replace('.000Z', 'Z'),
    atMs: best,
    offsetBefore: formatOffset(before),
    offsetAfter: formatOffset(after),
    localBefore: formatWall(wallAt({ name: 'UTC', fixed: before }, best)).slice(11),
    localAfter: formatWall(wallAt({ name: 'UTC', fixed: after }, best)).slice(11),
  };
}

/** True when the zone is on daylight saving time: its offset is above the lower of January's and July's. */
export function isDst(zone: Zone, epochMs: number): boolean {
  if (zone.fixed !== undefined) return false;
  const year = new Date(epochMs).getUTCFullYear();
  const standard = Math.min(offsetAt(zone, Date.UTC(year, 0, 1)), offsetAt(zone, Date.UTC(year, 6, 1)));
  return offsetAt(zone, epochMs) > standard;
}

/* ---------- Conversion ---------- */

export const DEFAULT_FROM = 'UTC';
export const DEFAULT_TO = 'America/New_York, Europe/London, Asia/Kolkata, Asia/Tokyo';
export const AMBIGUOUS_CHOICES = ['earlier', 'later'] as const;
export type AmbiguousChoice = (typeof AMBIGUOUS_CHOICES)[number];

/** Zones separated by commas, semicolons or line breaks (a zone name has no spaces). */
export function splitZones(text: string): string[] {
  return text
    .split(/[,;\n]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export interface ZoneRow {
  zone: string;
  /** `2026-03-08 09:30` in the zone. */
  local: string;
  /** The day of the week, in English (`Sun`). */
  weekday: string;
  offset: string;
  abbreviation: string;
  /** The local date's difference from the source zone's: −1, 0, +1. */
  dayOffset: number;
  dst: boolean;
  /** The nearest change of offset within a week, before or after. */
  transition: Transition | undefined;
}

export interface Conversion {
  /** The instant, ISO 8601 UTC. */
  instant: string;
  instantMs: number;
  from: {
    zone: string;
    /** The wall time as given (when one was), and the status of that wall time in the zone. */
    requested: string | undefined;
    status: WallStatus;
    /** For a time that exists twice: both instants, earlier first. */
    candidates: { instant: string; offset: string; abbreviation: string }[];
    local: string;
    offset: string;
    abbreviation: string;
  };
  rows: ZoneRow[];
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const isoOf = (epochMs: number) => new Date(epochMs).toISOString().replace('.000Z', 'Z');
const dayNumber = (wall: WallTime) => Date.UTC(wall.year, wall.month - 1, wall.day) / DAY;

function describeIn(zone: Zone, epochMs: number, sourceDay: number): ZoneRow {
  const wall = wallAt(zone, epochMs);
  return {
    zone: zone.name,
    local: formatWall(wall),
    weekday: WEEKDAYS[new Date(wallAsUtc(wall)).getUTCDay()]!,
    offset: formatOffset(offsetAt(zone, epochMs)),
    abbreviation: abbreviationAt(zone, epochMs),
    dayOffset: dayNumber(wall) - sourceDay,
    dst: isDst(zone, epochMs),
    transition: nearestTransition(zone, epochMs),
  };
}

/** A time in one zone shown in others (`now` for `input` empty or "now"). */
export function convertTime(input: string, options: { from: string; to: string; ambiguous: AmbiguousChoice }, now: number = Date.now()): Conversion {
  const fromOption = requireZone(options.from, 'from');
  const targets = splitZones(options.to).map((name) => requireZone(name, 'to'));
  const parsed = parseTime(input, fromOption, now);
  const from = parsed.zone ?? fromOption;
  let instant: number;
  let status: WallStatus = 'ok';
  let candidates: number[] = [];
  if (parsed.wall) {
    const resolved = resolveWall(from, parsed.wall, options.ambiguous);
    ({ instant, status, candidates } = resolved);
  } else {
    instant = parsed.instant!;
  }
  if (!Number.isFinite(instant) || Math.abs(instant) > 8.64e15) throw invalidTime(input.trim());
  const sourceWall = wallAt(from, instant);
  return {
    instant: isoOf(instant),
    instantMs: instant,
    from: {
      zone: from.name,
      requested: parsed.wall ? formatWall(parsed.wall) : undefined,
      status,
      candidates:
        status === 'ambiguous'
          ? candidates.map((candidate) => ({ instant: isoOf(candidate), offset: formatOffset(offsetAt(from, candidate)), abbreviation: abbreviationAt(from, candidate) }))
          : [],
      local: formatWall(sourceWall),
      offset: formatOffset(offsetAt(from, instant)),
      abbreviation: abbreviationAt(from, instant),
    },
    rows: targets.map((zone) => describeIn(zone, instant, dayNumber(sourceWall))),
  };
}

/* ---------- Meeting overlap ---------- */

export const DEFAULT_START = '09:00';
export const DEFAULT_END = '17:00';

/** `9`, `09:00`, `9:30`, `17`, `24:00` → minutes after midnight, or undefined. */
export function parseHour(text: string): number | undefined {
  const match = /^(\d{1,2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return undefined;
  return hours * 60 + minutes;
}

const formatMinutes = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

export interface Interval {
  from: number;
  to: number;
}

export interface OverlapZone {
  zone: string;
  /** Working hours, local: `09:00–17:00`. */
  hours: string;
  /** The working time within the day, as UTC instants. */
  working: { from: string; to: string }[];
  workingMs: Interval[];
}

export interface Overlap {
  /** The day (in the first zone) the hours are laid over: `2026-03-09`. */
  date: string;
  /** That day as instants: 00:00 to the next 00:00 in the first zone (23 or 25 hours on a DST day). */
  day: { from: string; to: string };
  dayMs: Interval;
  zones: OverlapZone[];
  /** When everyone is at work, in UTC and in each zone's local time. */
  overlap: { from: string; to: string; minutes: number; utc: string; local: Record<string, string> }[];
  overlapMinutes: number;
}

function intersect(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const result: Interval[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const from = Math.max(a[i]!.from, b[j]!.from);
    const to = Math.min(a[i]!.to, b[j]!.to);
    if (from < to) result.push({ from, to });
    if (a[i]!.to < b[j]!.to) i++;
    else j++;
  }
  return result;
}

function union(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((x, y) => x.from - y.from);
  const result: Interval[] = [];
  for (const interval of sorted) {
    const last = result[result.length - 1];
    if (last && interval.from <= last.to) last.to = Math.max(last.to, interval.to);
    else result.push({ ...interval });
  }
  return result;
}

const wallOfDay = (day: number, minutes: number): WallTime => {
  const date = new Date(day * DAY + minutes * MINUTE);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour: date.getUTCHours(), minute: date.getUTCMinutes(), second: 0, millisecond: 0 };
};

/** A zone line of the overlap's input: `Asia/Kolkata` or `Asia/Kolkata 10:00-18:00`. */
function parseZoneLine(line: string, start: number, end: number): { zone: Zone; start: number; end: number } {
  const match = /^(\S+)(?:\s+(\d{1,2}(?::\d{2})?)\s*[-–]\s*(\d{1,2}(?::\d{2})?))?$/.exec(line.trim());
  if (!match) throw new ToolInputError('unknownZone', { params: { zone: line.trim().slice(0, 40), field: 'zones' } });
  const zone = requireZone(match[1]!, 'zones');
  if (match[2] === undefined) return { zone, start, end };
  const ownStart = parseHour(match[2]);
  const ownEnd = parseHour(match[3]!);
  if (ownStart === undefined || ownEnd === undefined || ownStart === ownEnd) throw new ToolInputError('invalidHours', { params: { hours: `${match[2]}-${match[3]}` } });
  return { zone, start: ownStart, end: ownEnd };
}

/**
 * Working hours of several zones laid over one day of the first zone, and when they all overlap.
 * Hours past midnight (`22:00–06:00`) run into the next day; each zone's working days before and
 * after the date count too (Auckland's Tuesday morning is Los Angeles's Monday afternoon).
 */
export function meetingOverlap(input: string, options: { date: string; start: string; end: string }, now: number = Date.now()): Overlap {
  const lines = input
    .split(/[,;\n]+/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines.length === 0) throw new ToolInputError('noZones');
  const start = parseHour(options.start);
  const end = parseHour(options.end);
  if (start === undefined || end === undefined || start === end) throw new ToolInputError('invalidHours', { params: { hours: `${options.start}-${options.end}` } });
  const entries = lines.map((line) => parseZoneLine(line, start, end));
  const reference = entries[0]!.zone;
  let day: number;
  if (options.date.trim() === '') {
    day = dayNumber(wallAt(reference, now));
  } else {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(options.date.trim());
    if (!match || Number(match[2]) < 1 || Number(match[2]) > 12 || Number(match[3]) < 1 || Number(match[3]) > daysInMonth(Number(match[1]), Number(match[2]))) {
      throw new ToolInputError('invalidDate', { params: { text: options.date.trim().slice(0, 40) } });
    }
    day = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY;
  }
  const dayMs = { from: resolveWall(reference, wallOfDay(day, 0)).instant, to: resolveWall(reference, wallOfDay(day + 1, 0)).instant };
  const zones: OverlapZone[] = entries.map(({ zone, start: from, end: to }) => {
    const length = to > from ? to - from : to + 24 * 60 - from;
    const intervals: Interval[] = [];
    // The zone's own dates that can touch the reference day (up to ±14 h apart, plus a night shift).
    const center = dayNumber(wallAt(zone, dayMs.from));
    for (let localDay = center - 1; localDay <= center + 2; localDay++) {
      const first = resolveWall(zone, wallOfDay(localDay, from)).instant;
      const last = resolveWall(zone, wallOfDay(localDay, from + length)).instant;
      const clipped = { from: Math.max(first, dayMs.from), to: Math.min(last, dayMs.to) };
      if (clipped.from < clipped.to) intervals.push(clipped);
    }
    const workingMs = union(intervals);
    return {
      zone: zone.name,
      hours: `${formatMinutes(from)}–${formatMinutes(to)}`,
      working: workingMs.map((interval) => ({ from: isoOf(interval.from), to: isoOf(interval.to) })),
      workingMs,
    };
  });
  const common = zones.slice(1).reduce((shared, zone) => intersect(shared, zone.workingMs), zones[0]!.workingMs);
  const utc = fixedZone(0);
  const clock = (zone: Zone, epochMs: number) => formatWall(wallAt(zone, epochMs)).slice(11);
  return {
    date: `${wallOfDay(day, 0).year}-${pad(wallOfDay(day, 0).month)}-${pad(wallOfDay(day, 0).day)}`,
    day: { from: isoOf(dayMs.from), to: isoOf(dayMs.to) },
    dayMs,
    zones,
    overlap: common.map((interval) => ({
      from: isoOf(interval.from),
      to: isoOf(interval.to),
      minutes: (interval.to - interval.from) / MINUTE,
      utc: `${clock(utc, interval.from)}–${clock(utc, interval.to)}`,
      local: Object.fromEntries(entries.map(({ zone }) => [zone.name, `${clock(zone, interval.from)}–${clock(zone, interval.to)}`])),
    })),
    overlapMinutes: common.reduce((sum, interval) => sum + (interval.to - interval.from) / MINUTE, 0),
  };
}

export const HOUR_MS = HOUR;
export { isoOf };
