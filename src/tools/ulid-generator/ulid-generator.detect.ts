import type { DetectDeclarations, DetectScore } from '../../engine/detect';

/** Crockford's Base32 (no I, L, O, U): a character's value is its index. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 2000-01-01 and 2100-01-01 in Unix milliseconds: the times ULIDs are made at. */
const PLAUSIBLE_FROM = 946_684_800_000;
const PLAUSIBLE_TO = 4_102_444_800_000;

/**
 * A ULID: 26 Crockford Base32 characters, the first 0–7 (48-bit time), any case. Surer when its time
 * falls in this century. A UUID is read too (converted), but the UUID tool is its better reader.
 */
export default {
  'ulid-decode': {
    pre: { minLength: 26, maxLength: 36, maxLines: 1 },
    prior: 0.85,
    score: ({ text, stats }): DetectScore | number => {
      if (text.length === 36) return UUID_SHAPE.test(text) ? { confidence: 0.4, reason: { key: 'uuid' } } : 0;
      if (text.length !== 26 || (stats.has.lower && stats.has.upper)) return 0;
      const upper = text.toUpperCase();
      let time = 0;
      for (let index = 0; index < 26; index++) {
        const value = CROCKFORD.indexOf(upper[index]!);
        if (value < 0 || (index === 0 && value > 7)) return 0;
        if (index < 10) time = time * 32 + value;
      }
      const plausible = time >= PLAUSIBLE_FROM && time < PLAUSIBLE_TO;
      const confidence = (plausible ? 0.95 : 0.7) * (stats.has.lower ? 0.85 : 1);
      return { confidence, reason: { key: 'ulid', params: { time: new Date(time).toISOString() } } };
    },
  },
} satisfies DetectDeclarations;
