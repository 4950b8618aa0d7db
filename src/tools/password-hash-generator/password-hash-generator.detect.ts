import type { DetectDeclarations, DetectScore } from '../../engine/detect';

/**
 * A password hash in a crypt-style format, alone or in an htpasswd or /etc/shadow line: the paste
 * is the hash to verify a password against (`options.hash`). bcrypt alone is the Bcrypt tool's
 * first (it is only bcrypt); this tool comes after it, and first for an htpasswd line.
 */
const FORMATS: readonly [RegExp, string, number][] = [
  [/^\$6\$(rounds=\d{1,9}\$)?[^$:\s]{0,16}\$[./0-9A-Za-z]{86}$/, 'SHA-512-crypt', 0.97],
  [/^\$5\$(rounds=\d{1,9}\$)?[^$:\s]{0,16}\$[./0-9A-Za-z]{43}$/, 'SHA-256-crypt', 0.97],
  [/^\$apr1\$[^$:\s]{0,8}\$[./0-9A-Za-z]{22}$/, 'APR1-MD5', 0.97],
  [/^\$1\$[^$:\s]{0,8}\$[./0-9A-Za-z]{22}$/, 'MD5-crypt', 0.95],
  [/^\$argon2(id|i|d)\$(v=\d+\$)?m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/, 'Argon2', 0.97],
  [/^\$scrypt\$ln=\d+,r=\d+,p=\d+\$[A-Za-z0-9+/.]*\$[A-Za-z0-9+/.]+$/, 'scrypt', 0.97],
  [/^\$7\$[./A-Za-z0-9]{11}[^$]*\$[./A-Za-z0-9]{43}$/, 'scrypt', 0.95],
  [/^\$pbkdf2(-sha256|-sha512)?\$\d+\$[./A-Za-z0-9]*\$[./A-Za-z0-9]+$/, 'PBKDF2', 0.97],
  [/^pbkdf2_(sha256|sha1)\$\d+\$[^$\s]+\$[A-Za-z0-9+/]+={0,2}$/, 'PBKDF2 (Django)', 0.95],
  [/^pbkdf2:(sha256|sha512|sha1):\d+\$[^$\s]+\$[0-9a-f]+$/, 'PBKDF2 (Werkzeug)', 0.95],
  [/^scrypt:\d+:\d+:\d+\$[^$\s]+\$[0-9a-f]+$/, 'scrypt (Werkzeug)', 0.95],
  [/^\{SSHA\}[A-Za-z0-9+/]{28,}={0,2}$/, '{SSHA}', 0.9],
  [/^\$y\$[./A-Za-z0-9]+\$[./A-Za-z0-9]*\$[./A-Za-z0-9]{43}$/, 'yescrypt', 0.9],
  [/^\$gy\$[./A-Za-z0-9]+\$[./A-Za-z0-9]*\$[./A-Za-z0-9]{43}$/, 'GOST yescrypt', 0.9],
];

/** Only in an htpasswd line (alone, 28 Base64 characters say little). */
const LDAP_SHA = /^\{SHA\}[A-Za-z0-9+/]{27}=$/;
const BCRYPT = /^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/;
/** A Dovecot scheme before the hash: `{SHA512-CRYPT}$6$…`. */
const SCHEME = /^\{[A-Z0-9.-]{2,20}\}(?=\$)/;
const USER = /^[^\s:]{1,64}$/;

function formatOf(hash: string, inLine: boolean): [string, number] | undefined {
  const bare = hash.replace(SCHEME, '');
  for (const [pattern, name, confidence] of FORMATS) if (pattern.test(bare)) return [name, confidence];
  if (BCRYPT.test(bare)) return ['bcrypt', inLine ? 0.97 : 0.8];
  if (inLine && LDAP_SHA.test(bare)) return ['{SHA}', 0.95];
  return undefined;
}

export default {
  'password-hash-generator-verify': {
    pre: { minLength: 20, maxLength: 400, maxLines: 1 },
    prior: 0.9,
    score: ({ text }): DetectScore | number => {
      const whole = formatOf(text, false);
      if (whole) {
        const [format, confidence] = whole;
        return { confidence, options: { hash: text }, reason: { key: /yescrypt/.test(format) ? 'unsupported' : 'hash', params: { format } } };
      }
      const fields = text.split(':', 3);
      if (fields.length < 2 || !USER.test(fields[0]!)) return 0;
      const inLine = formatOf(fields[1]!.replace(/^!/, ''), true);
      if (!inLine) return 0;
      const [format, confidence] = inLine;
      const shadow = fields.length > 2;
      return { confidence, options: { hash: text }, reason: { key: shadow ? 'shadowLine' : 'htpasswdLine', params: { format, user: fields[0]! } } };
    },
  },
} satisfies DetectDeclarations;
