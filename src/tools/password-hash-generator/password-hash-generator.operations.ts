import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { CRYPT_ALPHABET } from './crypt-alphabet';
import { bcryptSaltBytes, describeHash, recognizeHash, verifyCost } from './hash-formats';
import { ALGORITHMS, BOUNDS, COSTLY_FROM, DEFAULTS, generateCost, HTPASSWD_ALGORITHMS } from './password-hash-options';

const service = () => import('./password-hash-generator.service');

const int = (name: keyof typeof BOUNDS) => z.int().check(z.minimum(BOUNDS[name][0]), z.maximum(BOUNDS[name][1]));

/** The cost parameters of every algorithm; each algorithm reads its own (PARAMETERS_OF). */
const costOptions = {
  bcryptCost: z._default(int('bcryptCost'), DEFAULTS.bcryptCost),
  argon2Memory: z._default(int('argon2Memory'), DEFAULTS.argon2Memory),
  argon2Iterations: z._default(int('argon2Iterations'), DEFAULTS.argon2Iterations),
  argon2Parallelism: z._default(int('argon2Parallelism'), DEFAULTS.argon2Parallelism),
  scryptLogN: z._default(int('scryptLogN'), DEFAULTS.scryptLogN),
  scryptBlockSize: z._default(int('scryptBlockSize'), DEFAULTS.scryptBlockSize),
  scryptParallelism: z._default(int('scryptParallelism'), DEFAULTS.scryptParallelism),
  pbkdf2Sha256Iterations: z._default(int('pbkdf2Sha256Iterations'), DEFAULTS.pbkdf2Sha256Iterations),
  pbkdf2Sha512Iterations: z._default(int('pbkdf2Sha512Iterations'), DEFAULTS.pbkdf2Sha512Iterations),
  shaCryptRounds: z._default(int('shaCryptRounds'), DEFAULTS.shaCryptRounds),
};

/** The random bytes that make a given ASCII salt (the examples' salts are those of the reference tools' runs). */
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));
/** The random draws that make a given crypt salt (one byte per character, its index in crypt's alphabet). */
const cryptSalt = (salt: string) => [...salt].map((character) => CRYPT_ALPHABET.indexOf(character));

/**
 * A new hash with a fresh salt. Expected values of the examples: the reference tools, given the
 * same salt — `argon2` (the reference implementation's CLI), OpenSSL 3 `openssl passwd -6/-5/-apr1
 * -salt …`, passlib 1.7.4, jBCrypt's vectors, `htpasswd -s`.
 */
export const passwordHashGenerate = defineOperation({
  id: 'password-hash-generator',
  toolId: 'password-hash-generator',
  input: 'text',
  output: 'text',
  options: z.object({ algorithm: z._default(z.enum(ALGORITHMS), DEFAULTS.algorithm), ...costOptions }),
  run: async (input, options, { random, progress }) => {
    progress?.(0, 1); // the run has started: a screen times the hash from here, not from its message to the worker
    return (await service()).generateHash(input, options, random, progress);
  },
  costly: (options) => generateCost(options) >= COSTLY_FROM,
  examples: [
    {
      description: 'echo -n password | argon2 somesaltsomesalt -id -t 2 -k 1024 -p 1 -l 32 -e',
      input: 'password',
      options: { algorithm: 'argon2id', argon2Memory: 1024 },
      random: ascii('somesaltsomesalt'),
      output: '$argon2id$v=19$m=1024,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$CKGe5/bX9YnCq2rxjW5yQXKxn31v1GKzhDCrMc6r6vA',
    },
    {
      description: 'jBCrypt vector: "abc", cost 6, salt If6bvum7DFjUnE9p2uDeDu',
      input: 'abc',
      options: { algorithm: 'bcrypt', bcryptCost: 6 },
      random: [...bcryptSaltBytes('If6bvum7DFjUnE9p2uDeDu')],
      output: '$2b$06$If6bvum7DFjUnE9p2uDeDu0YHzrHM6tf.iqN8.yx.jNN1ILEf7h0i',
    },
    {
      description: 'openssl passwd -6 -salt saltstringsaltst password',
      input: 'password',
      options: { algorithm: 'sha512-crypt' },
      random: cryptSalt('saltstringsaltst'),
      output: '$6$saltstringsaltst$6JOgtRfhXqEisnc/Nr64lml/zPnCnvtLyMVxFEVg0sI2Ph9URAKlnVjjIHOFI2r8ATszyoPTXlBwcJIQYQ0QN0',
    },
    {
      description: 'openssl passwd -5 -salt saltstringsaltst password',
      input: 'password',
      options: { algorithm: 'sha256-crypt' },
      random: cryptSalt('saltstringsaltst'),
      output: '$5$saltstringsaltst$Ekah6lEFydzYloW2P/P45IGa7Yv0vGRQi.McSitgqd9',
    },
    {
      description: 'openssl passwd -apr1 -salt saltstri password',
      input: 'password',
      options: { algorithm: 'apr1' },
      random: cryptSalt('saltstri'),
      output: '$apr1$saltstri$KbmdckUzuN1qd7Gpo8DEL.',
    },
    {
      description: 'passlib: scrypt.using(salt=b"0123456789abcdef", rounds=4).hash("password")',
      input: 'password',
      options: { algorithm: 'scrypt', scryptLogN: 4 },
      random: ascii('0123456789abcdef'),
      output: '$scrypt$ln=4,r=8,p=1$MDEyMzQ1Njc4OWFiY2RlZg$jU+wVnnRO8xMJ6kk2pn2W1IFgOT9r8PK+dHZ+HH3bt4',
    },
    {
      description: 'passlib: pbkdf2_sha256.using(salt=b"0123456789abcdef", rounds=1000).hash("password")',
      input: 'password',
      options: { algorithm: 'pbkdf2-sha256', pbkdf2Sha256Iterations: 1000 },
      random: ascii('0123456789abcdef'),
      output: '$pbkdf2-sha256$1000$MDEyMzQ1Njc4OWFiY2RlZg$hRRjgXWkW8ResfIvBP99J/T4vkgEmMRV/0tJTOjR59I',
    },
    { description: 'htpasswd -nbs carol secret (unsalted SHA-1)', input: 'secret', options: { algorithm: 'ldap-sha1' }, output: '{SHA}5en6G6MezRroT3XKqkdPOmY/BfQ=' },
  ],
});

/** The verdict's wording for the command line and recipes (the screen words it in the user's language). */
function verdictText(match: boolean, description: string, user: string | undefined): string {
  return `${match ? 'Match' : 'No match'}: ${description}${user === undefined ? '' : `, user ${user}`}`;
}

function costOf(hash: string): number {
  try {
    return verifyCost(recognizeHash(hash).parsed);
  } catch {
    return 0; // the run reports the hash's problem
  }
}

/**
 * Whether the input (the password) matches a hash, an htpasswd line or an /etc/shadow line,
 * naming the format recognised. Hashes from `openssl passwd`, `htpasswd`, `mkpasswd` (libxcrypt),
 * `argon2` and passlib.
 */
export const passwordHashVerify = defineOperation({
  id: 'password-hash-generator-verify',
  toolId: 'password-hash-generator',
  input: 'text',
  output: 'text',
  options: z.object({ hash: z._default(z.string(), '') }),
  run: async (input, { hash }, { progress }) => {
    const { match, recognized } = await (await service()).verifyPassword(input, hash, progress);
    return verdictText(match, describeHash(recognized.parsed), recognized.user);
  },
  costly: ({ hash }) => costOf(hash) >= COSTLY_FROM,
  examples: [
    { description: 'openssl passwd -6', detect: false, input: 'password', options: { hash: '$6$saltstringsaltst$6JOgtRfhXqEisnc/Nr64lml/zPnCnvtLyMVxFEVg0sI2Ph9URAKlnVjjIHOFI2r8ATszyoPTXlBwcJIQYQ0QN0' }, output: 'Match: SHA-512-crypt ($6$), rounds=5000' },
    { description: 'htpasswd -nbB -C 5 alice secret', detect: false, input: 'secret', options: { hash: 'alice:$2y$05$c3NRx7fqR8iZnjA/RVAZM.0qKAG3ha2T2OvLGYvb57KV3bvP53aPC' }, output: 'Match: bcrypt ($2y$), cost 5, user alice' },
    { description: 'htpasswd -nbm bob secret, another password', detect: false, input: 'Secret', options: { hash: 'bob:$apr1$akrm6ive$nQVYfrh3ZxqZDHkKqFZG10' }, output: 'No match: APR1-MD5 ($apr1$), user bob' },
    { description: 'mkpasswd -m sha256crypt -R 1000 secret (libxcrypt)', detect: false, input: 'secret', options: { hash: '$5$rounds=1000$K3sV0DW3duxlkwlo$Bcu7Q6DMw2Rh1cf5wf4QX1.Tyhkd3aUn1usIflU3724' }, output: 'Match: SHA-256-crypt ($5$), rounds=1000' },
    { description: 'echo -n password | argon2 somesaltsomesalt -i -t 2 -k 256 -p 2 -l 32 -e', detect: false, input: 'password', options: { hash: '$argon2i$v=19$m=256,t=2,p=2$c29tZXNhbHRzb21lc2FsdA$MQDO5xTPHJK3f5WKYkrSGTJt5h6/krVWUJI4FcKhq6I' }, output: 'Match: Argon2i v19, m=256 KiB, t=2, p=2' },
  ],
});

/**
 * A new line for an Apache or nginx password file, as `htpasswd -nb[B|m|5|2|s] user password`
 * writes it (bcrypt as `$2y$`). The example's expected value is htpasswd's own output.
 */
export const passwordHashHtpasswd = defineOperation({
  id: 'password-hash-generator-htpasswd',
  toolId: 'password-hash-generator',
  input: 'text',
  output: 'text',
  options: z.object({
    username: z._default(z.string(), 'admin'),
    format: z._default(z.enum(HTPASSWD_ALGORITHMS), 'bcrypt'),
    bcryptCost: costOptions.bcryptCost,
    shaCryptRounds: costOptions.shaCryptRounds,
  }),
  run: async (input, { username, format, bcryptCost, shaCryptRounds }, { random }) =>
    (await service()).generateHtpasswd(input, username, format, { ...DEFAULTS, bcryptCost, shaCryptRounds }, random),
  costly: ({ format, bcryptCost, shaCryptRounds }) => generateCost({ ...DEFAULTS, algorithm: format, bcryptCost, shaCryptRounds }) >= COSTLY_FROM,
  examples: [
    {
      description: 'htpasswd -nbB -C 5 alice secret',
      input: 'secret',
      options: { username: 'alice', bcryptCost: 5 },
      random: [...bcryptSaltBytes('c3NRx7fqR8iZnjA/RVAZM.')],
      output: 'alice:$2y$05$c3NRx7fqR8iZnjA/RVAZM.0qKAG3ha2T2OvLGYvb57KV3bvP53aPC',
    },
    { description: 'htpasswd -nbm bob secret', input: 'secret', options: { username: 'bob', format: 'apr1' }, random: cryptSalt('akrm6ive'), output: 'bob:$apr1$akrm6ive$nQVYfrh3ZxqZDHkKqFZG10' },
    { description: 'htpasswd -nbs carol secret', input: 'secret', options: { username: 'carol', format: 'ldap-sha1' }, output: 'carol:{SHA}5en6G6MezRroT3XKqkdPOmY/BfQ=' },
  ],
});

export default [passwordHashGenerate, passwordHashVerify, passwordHashHtpasswd];
