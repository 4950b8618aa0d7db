import type { DetectDeclarations } from '../../engine/detect';

/** ISO 8601 / RFC 3339 / ISO 9075: a calendar date, optionally a time and a zone. */
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d{1,9})?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;
/** RFC 2822 / RFC 7231: `Tue, 1 Jul 2003 10:52:37 +0200`, `Wed, 12 Apr 2023 21:10:24 GMT` (weekday optional). */
const RFC_2822 = /^(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), )?\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}(?::\d{2})? (?:GMT|UTC|UT|[ECMP][SD]T|[+-]\d{4})$/;

/** Unix seconds from 2000-01-01 to 2100-01-01: outside that, ten digits are seldom a timestamp. */
const FROM = 946_684_800;
const TO = 4_102_444_800;
/** MongoDB ObjectIDs exist since 2009. */
const OBJECT_ID_FROM = 1_230_768_000;

function daysIn(year: number, month: number): number {
  return month === 2 ? (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * A date: ISO 8601 (with a valid month and day, time fields in range), an RFC 2822/7231 date,
 * Unix seconds (10 digits) or milliseconds (13 digits) between 2000 and 2100, or a MongoDB
 * ObjectID whose leading timestamp is plausible. The input format found is passed on, so the
 * conversion does not guess again.
 */
export default {
  'date-converter': {
    pre: { maxLines: 1, minLength: 10, maxLength: 40 },
    prior: 0.7,
    score: ({ text }) => {
      const iso = ISO.exec(text);
      if (iso) {
        const [, year, month, day, hour, minute, second] = iso.map(Number) as number[];
        if (month! < 1 || month! > 12 || day! < 1 || day! > daysIn(year!, month!)) return 0;
        if (iso[4] !== undefined && (hour! > 23 || minute! > 59 || (iso[6] !== undefined && second! > 59))) return 0;
        return { confidence: iso[4] === undefined ? 0.8 : 0.95, options: { inputFormat: 'iso8601' }, reason: { key: 'iso8601' } };
      }
      if (RFC_2822.test(text) && Number.isFinite(Date.parse(text))) {
        return { confidence: 0.95, options: { inputFormat: 'rfc7231' }, reason: { key: 'rfc2822' } };
      }
      if (/^\d{10}$/.test(text)) {
        const seconds = Number(text);
        return seconds >= FROM && seconds < TO ? { confidence: 0.75, options: { inputFormat: 'unixTimestamp' }, reason: { key: 'unixSeconds' } } : 0;
      }
      if (/^\d{13}$/.test(text)) {
        const seconds = Number(text) / 1000;
        return seconds >= FROM && seconds < TO ? { confidence: 0.75, options: { inputFormat: 'timestamp' }, reason: { key: 'unixMilliseconds' } } : 0;
      }
      if (/^[0-9a-f]{24}$/.test(text)) {
        const seconds = Number.parseInt(text.slice(0, 8), 16);
        return seconds >= OBJECT_ID_FROM && seconds < TO ? { confidence: 0.6, options: { inputFormat: 'mongoObjectId' }, reason: { key: 'objectId' } } : 0;
      }
      return 0;
    },
  },
} satisfies DetectDeclarations;
