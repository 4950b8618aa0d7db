import type { DetectDeclarations, DetectScore } from '../../engine/detect';

const ALGORITHMS = new Set(['SHA1', 'SHA256', 'SHA512']);

interface Base32 {
  secret: string;
  digits: number;
  /** A, E, I, O, U: about 1 in 6 characters of a random secret, 2 in 5 of an English word. */
  vowels: number;
  /** True when the secret is written in groups separated by spaces. */
  grouped: boolean;
}

/** RFC 4648 Base32 (any case, spaces and `=` padding allowed), as the service normalises it; undefined otherwise. */
function readBase32(raw: string): Base32 | undefined {
  let secret = '';
  let digits = 0;
  let spaces = 0;
  let lower = 0;
  let upper = 0;
  let vowels = 0;
  let padding = false;
  for (let index = 0; index < raw.length; index++) {
    const code = raw.charCodeAt(index);
    if (code === 61) {
      padding = true;
      continue;
    }
    if (padding) return undefined; // `=` only at the end
    if (code === 32) spaces++;
    else if (code >= 65 && code <= 90) upper++;
    else if (code >= 97 && code <= 122) lower++;
    else if (code >= 50 && code <= 55) digits++;
    else return undefined;
    if (code !== 32) secret += raw[index]!.toUpperCase();
    if ('AEIOUaeiou'.includes(raw[index]!)) vowels++;
  }
  if (lower > 0 && upper > 0) return undefined; // a secret is written in one case
  return { secret, digits, vowels, grouped: spaces > 0 };
}

/** Groups of four characters separated by single spaces, as authenticator set-up pages show a secret. */
function inGroupsOfFour(text: string): boolean {
  const groups = text.split(' ');
  return groups.every((group, index) => group.length === 4 || (index === groups.length - 1 && group.length > 0 && group.length < 4));
}

/**
 * A TOTP secret: an `otpauth://totp/…?secret=…` URI (its algorithm, digits and period too), or a
 * bare Base32 secret of 16+ characters (A–Z 2–7; random secrets almost always hold digits).
 */
export default {
  'otp-generator': {
    pre: { minLength: 16, maxLines: 1 },
    prior: 0.85,
    score: ({ text }): DetectScore | number => {
      if (/^otpauth:\/\//i.test(text)) {
        let url: URL;
        try {
          url = new URL(text);
        } catch {
          return 0;
        }
        const type = url.host.toLowerCase() || url.pathname.replace(/^\/\//, '').split('/')[0]!.toLowerCase();
        const base32 = readBase32(url.searchParams.get('secret') ?? '');
        if (!base32 || base32.secret.length === 0) return { confidence: 0.3, reason: { key: 'uri' } };
        const options: Record<string, unknown> = { secret: base32.secret };
        const algorithm = url.searchParams.get('algorithm')?.toUpperCase();
        if (algorithm && ALGORITHMS.has(algorithm)) options.algorithm = algorithm;
        const digits = Number(url.searchParams.get('digits'));
        if (Number.isInteger(digits) && digits >= 6 && digits <= 8) options.digits = digits;
        const period = Number(url.searchParams.get('period'));
        if (Number.isInteger(period) && period >= 1 && period <= 3600) options.period = period;
        if (type === 'hotp') return { confidence: 0.6, options, reason: { key: 'hotpUri' } };
        return { confidence: 0.98, options, reason: { key: 'uri' } };
      }
      if (text.length > 160) return 0;
      const base32 = readBase32(text);
      if (!base32 || base32.secret.length < 16) return 0;
      if (base32.grouped && !inGroupsOfFour(text.replace(/=+$/, ''))) return 0; // words, not a secret
      if (base32.digits === 0 && base32.vowels / base32.secret.length > 0.3) return 0; // a word in capitals
      if (base32.digits === 0 && !base32.grouped && text !== text.toUpperCase()) return 0; // lowercase letters in one run: a word
      let confidence = base32.digits > 0 ? 0.75 : 0.3;
      if (base32.secret.length % 8 === 0) confidence += 0.1;
      if (base32.grouped) confidence += 0.1;
      return { confidence, options: { secret: base32.secret }, reason: { key: 'base32Secret', params: { length: base32.secret.length } } };
    },
  },
} satisfies DetectDeclarations;
