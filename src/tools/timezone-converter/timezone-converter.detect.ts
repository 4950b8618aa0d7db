import type { DetectDeclarations } from '../../engine/detect';
import { resolveZone } from './timezone-converter.service';

const DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d{1,9})?)?)?\s*(?:am\b|pm\b)?/i;
const TIME = /^\d{1,2}(?::\d{2}){0,2}\s*(?:am\b|pm\b)?|^\d{1,2}\s*(?:am|pm)\b/i;
const OFFSET = /^(?:Z|[+-]\d{2}(?::?\d{2})?)$/;
/** An IANA name: Area/Location (a second level for some: America/Argentina/Buenos_Aires). */
const IANA = /^[A-Z][A-Za-z_-]+\/[A-Z][A-Za-z_+-]+(?:\/[A-Z][A-Za-z_-]+)?$/;

/**
 * A date and time with the zone it is in: RFC 9557's `…[Europe/Paris]`, a time followed by an IANA
 * name or an abbreviation (`2026-03-08 02:30 America/New_York`, `9am PST`), or an IANA zone name
 * alone. An ISO timestamp with only an offset is the date converter's first, this tool's second.
 */
export default {
  'timezone-converter': {
    pre: { maxLines: 1, minLength: 3, maxLength: 80 },
    prior: 0.8,
    score: ({ text }) => {
      if (IANA.test(text) || text === 'UTC') {
        const zone = resolveZone(text);
        return zone && zone.fixed === undefined ? { confidence: text === 'UTC' ? 0.5 : 0.9, reason: { key: 'zoneName', params: { zone: zone.name } } } : 0;
      }
      const head = DATE_TIME.exec(text) ?? TIME.exec(text);
      if (!head || head[0] === '') return 0;
      const isTimeOnly = !/^\d{4}-/.test(head[0]);
      const rest = text.slice(head[0].length).trim();
      const bracket = /^(Z|[+-]\d{2}(?::?\d{2})?)?\[!?([^\]]+)\]$/.exec(rest);
      if (bracket && !isTimeOnly) {
        const zone = resolveZone(bracket[2]!);
        return zone ? { confidence: 0.95, reason: { key: 'zonedTime', params: { zone: zone.name } } } : { confidence: 0.5, reason: { key: 'unknownZone', params: { zone: bracket[2]! } } };
      }
      if (OFFSET.test(rest)) return isTimeOnly ? 0 : { confidence: 0.55, reason: { key: 'offsetTime' } };
      if (rest === '' || !/^[A-Za-z]/.test(rest)) return 0;
      const zone = resolveZone(rest);
      if (!zone) return IANA.test(rest) ? { confidence: 0.5, reason: { key: 'unknownZone', params: { zone: rest } } } : 0;
      if (isTimeOnly && !/\d:\d{2}|am|pm/i.test(head[0])) return 0;
      return { confidence: zone.fixed === undefined ? 0.9 : 0.75, reason: { key: 'zonedTime', params: { zone: zone.name } } };
    },
  },
} satisfies DetectDeclarations;
