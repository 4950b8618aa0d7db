import type { DetectDeclarations, DetectScore } from '../../engine/detect';

/** `$2a$` / `$2b$` / `$2y$`, a two-digit cost, `$`, then 22 salt and 31 digest characters of bcrypt's Base64. */
const BCRYPT_SHAPE = /^\$2([aby])\$(\d\d)\$[./A-Za-z0-9]{53}$/;

/** bcrypt's Base64 alphabet: a character's value is its index. */
const ALPHABET = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A bcrypt hash. The paste is the hash to compare a string with (`options.hash`). The cost must be
 * 4–31 (2^cost rounds); the salt's 22nd and the digest's 31st characters carry 2 and 4 unused bits,
 * zero in every hash an implementation writes.
 */
export default {
  'bcrypt-compare': {
    pre: { prefix: ['$2a$', '$2b$', '$2y$'], minLength: 60, maxLength: 60 },
    prior: 0.97,
    score: ({ text }): DetectScore | number => {
      const match = BCRYPT_SHAPE.exec(text);
      if (!match) return 0;
      const version = `2${match[1]!}`;
      const cost = Number(match[2]);
      if (cost < 4 || cost > 31) return { confidence: 0.3, reason: { key: 'invalidCost', params: { cost } } };
      const saltEnd = ALPHABET.indexOf(text[28]!);
      const digestEnd = ALPHABET.indexOf(text[59]!);
      const canonical = (saltEnd & 0b1111) === 0 && (digestEnd & 0b11) === 0;
      return { confidence: canonical ? 0.99 : 0.8, options: { hash: text }, reason: { key: 'hash', params: { version, cost } } };
    },
  },
} satisfies DetectDeclarations;
