/**
 * The generator's algorithms, defaults and bounds: light constants shared by the operations (their
 * option schemas) and the screen. Defaults follow OWASP's Password Storage Cheat Sheet: bcrypt cost
 * 12 (≥ 10), Argon2id m=19456 KiB t=2 p=1, scrypt N=2^17 r=8 p=1, PBKDF2-HMAC-SHA256 600 000 and
 * -SHA512 210 000 iterations; SHA-crypt 5000 rounds is glibc's default (`rounds=` left out).
 */
export const ALGORITHMS = ['argon2id', 'argon2i', 'argon2d', 'bcrypt', 'scrypt', 'pbkdf2-sha256', 'pbkdf2-sha512', 'sha512-crypt', 'sha256-crypt', 'apr1', 'ldap-sha1'] as const;
export type Algorithm = (typeof ALGORITHMS)[number];

/** What Apache's htpasswd writes (-B, -m, -5, -2, -s) and nginx reads. */
export const HTPASSWD_ALGORITHMS = ['bcrypt', 'apr1', 'sha512-crypt', 'sha256-crypt', 'ldap-sha1'] as const;
export type HtpasswdAlgorithm = (typeof HTPASSWD_ALGORITHMS)[number];

export const isHtpasswdAlgorithm = (algorithm: string): algorithm is HtpasswdAlgorithm => (HTPASSWD_ALGORITHMS as readonly string[]).includes(algorithm);

export const DEFAULTS = {
  algorithm: 'argon2id' as Algorithm,
  bcryptCost: 12,
  argon2Memory: 19_456,
  argon2Iterations: 2,
  argon2Parallelism: 1,
  scryptLogN: 17,
  scryptBlockSize: 8,
  scryptParallelism: 1,
  pbkdf2Sha256Iterations: 600_000,
  pbkdf2Sha512Iterations: 210_000,
  shaCryptRounds: 5000,
} as const;

export const BOUNDS = {
  bcryptCost: [4, 31],
  argon2Memory: [8, 1_048_576],
  argon2Iterations: [1, 1000],
  argon2Parallelism: [1, 64],
  scryptLogN: [1, 22],
  scryptBlockSize: [1, 1024],
  scryptParallelism: [1, 1024],
  pbkdf2Sha256Iterations: [1, 100_000_000],
  pbkdf2Sha512Iterations: [1, 100_000_000],
  shaCryptRounds: [1000, 999_999_999],
} as const;

/** Which options each algorithm reads (the screen shows only these). */
export const PARAMETERS_OF: Record<Algorithm, readonly (keyof typeof BOUNDS)[]> = {
  argon2id: ['argon2Memory', 'argon2Iterations', 'argon2Parallelism'],
  argon2i: ['argon2Memory', 'argon2Iterations', 'argon2Parallelism'],
  argon2d: ['argon2Memory', 'argon2Iterations', 'argon2Parallelism'],
  bcrypt: ['bcryptCost'],
  scrypt: ['scryptLogN', 'scryptBlockSize', 'scryptParallelism'],
  'pbkdf2-sha256': ['pbkdf2Sha256Iterations'],
  'pbkdf2-sha512': ['pbkdf2Sha512Iterations'],
  'sha512-crypt': ['shaCryptRounds'],
  'sha256-crypt': ['shaCryptRounds'],
  apr1: [],
  'ldap-sha1': [],
};

/**
 * A rough time of hashing with these settings, in units of ~15 ms (one SHA-512-crypt at 5000
 * rounds): above ~60 (a second) a recipe waits for its Run button.
 */
export function generateCost(settings: {
  algorithm: Algorithm;
  bcryptCost: number;
  argon2Memory: number;
  argon2Iterations: number;
  scryptLogN: number;
  scryptBlockSize: number;
  scryptParallelism: number;
  pbkdf2Sha256Iterations: number;
  pbkdf2Sha512Iterations: number;
  shaCryptRounds: number;
}): number {
  switch (settings.algorithm) {
    case 'bcrypt':
      return 2 ** (settings.bcryptCost - 4) / 8;
    case 'argon2id':
    case 'argon2i':
    case 'argon2d':
      return (settings.argon2Memory * settings.argon2Iterations) / 4000;
    case 'scrypt':
      return (2 ** settings.scryptLogN * settings.scryptBlockSize * settings.scryptParallelism) / 20_000;
    case 'pbkdf2-sha256':
      return settings.pbkdf2Sha256Iterations / 60_000;
    case 'pbkdf2-sha512':
      return settings.pbkdf2Sha512Iterations / 30_000;
    case 'sha512-crypt':
    case 'sha256-crypt':
      return settings.shaCryptRounds / 5000;
    default:
      return 0.1;
  }
}

/** Above this cost (about a second) a run is `costly`. */
export const COSTLY_FROM = 60;
