import bcryptjs from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../../lib/errors';
import { sequenceRandom } from '../../lib/random';
import { md5Crypt, shaCrypt } from './crypt-algorithms';
import { decodeCryptBytes, describeHash, encodeCryptBytes, formatName, recognizeHash } from './hash-formats';
import { checkSettings, generateHash, htpasswdLine, verifyPassword, type GenerateSettings } from './password-hash-generator.service';
import { DEFAULTS } from './password-hash-options';

const utf8 = (text: string) => new TextEncoder().encode(text);

/** Small costs: every test stays far under a second. */
const SMALL: GenerateSettings = {
  ...DEFAULTS,
  bcryptCost: 4,
  argon2Memory: 64,
  argon2Iterations: 1,
  scryptLogN: 4,
  pbkdf2Sha256Iterations: 1000,
  pbkdf2Sha512Iterations: 1000,
  shaCryptRounds: 1000,
};

async function errorKey(action: () => Promise<unknown> | unknown): Promise<string | undefined> {
  try {
    await action();
  } catch (error) {
    return isToolInputError(error) ? error.messageKey : `other: ${String(error)}`;
  }
  return undefined;
}

/**
 * Drepper's test strings ("Unix crypt using SHA-256 and SHA-512"), hashed by libxcrypt 4.4.33
 * (Debian 12, Python's crypt.crypt): the salt cut to 16 characters, rounds= kept when given. The
 * rounds=77777 and 123456 entries are left out (seconds each).
 */
const SHA_CRYPT_VECTORS: [string, string, string][] = [
  ['$5$saltstring', 'Hello world!', '$5$saltstring$5B8vYYiY.CVt1RlTTf8KbXBH3hsxY/GNooZaBBGWEc5'],
  ['$5$rounds=10000$saltstringsaltstring', 'Hello world!', '$5$rounds=10000$saltstringsaltst$3xv.VbSHBb41AL9AvLeujZkZRBAwqFMz2.opqey6IcA'],
  ['$5$rounds=5000$toolongsaltstring', 'This is just a test', '$5$rounds=5000$toolongsaltstrin$Un/5jzAHMgOGZ5.mWJpuVolil07guHPvOW8mGRcvxa5'],
  [
    '$5$rounds=1400$anotherlongsaltstring',
    'a very much longer text to encrypt.  This one even stretches over morethan one line.',
    '$5$rounds=1400$anotherlongsalts$Rx.j8H.h8HjEDGomFU8bDkXm3XIUnzyxf12oP84Bnq1',
  ],
  ['$6$saltstring', 'Hello world!', '$6$saltstring$svn8UoSVapNtMuq1ukKS4tPQd8iKwSMHWjl/O817G3uBnIFNjnQJuesI68u4OTLiBFdcbYEdFCoEOfaS35inz1'],
  ['$6$rounds=10000$saltstringsaltstring', 'Hello world!', '$6$rounds=10000$saltstringsaltst$OW1/O6BYHV6BcXZu8QVeXbDWra3Oeqh0sbHbbMCVNSnCM/UrjmM0Dp8vOuZeHBy/YTBmSK6H9qs/y3RnOaw5v.'],
  ['$6$rounds=5000$toolongsaltstring', 'This is just a test', '$6$rounds=5000$toolongsaltstrin$lQ8jolhgVRVhY4b5pZKaysCLi0QBxGoNeKQzQ3glMhwllF7oGDZxUhx1yxdYcz/e1JSbq3y6JMxxl8audkUEm0'],
  [
    '$6$rounds=1400$anotherlongsaltstring',
    'a very much longer text to encrypt.  This one even stretches over morethan one line.',
    '$6$rounds=1400$anotherlongsalts$POfYwTEok97VWcjxIiSOjiykti.o/pQs.wPvMxQ6Fm7I6IoYN3CmLs66x9t0oSwbtEW7o7UmJEiDwGqd8p4ur1',
  ],
  ['$6$rounds=1000$abc', 'crème brûlée 🔐', '$6$rounds=1000$abc$D/Uq7kMC4g6FtEcG1GFmb9wfV2YRj8EypbwiP80CpMzOkQgXetj4xX22YdPXsVGGNuZrVssU3Cso.q86zy.86.'],
  ['$6$abc', '', '$6$abc$mJP3a6FyA8uCnzRtlnNypPwjnvpi5TP9qOrInzrfDmwxUQG38PkpCPdqfTb8JQfAngapMxeim4AZ..hSdRRzD.'],
];

describe('SHA-crypt (Drepper’s specification)', () => {
  it.each(SHA_CRYPT_VECTORS)('%s with %j', (setting, password, expected) => {
    const match = /^\$([56])\$(?:rounds=(\d+)\$)?(.*)$/.exec(setting)!;
    const hash = shaCrypt(utf8(password), { variant: match[1] === '6' ? 'sha512' : 'sha256', rounds: Number(match[2] ?? 5000), explicitRounds: match[2] !== undefined, salt: match[3]! });
    expect(hash).toBe(expected);
  });

  it('clamps rounds below 1000 to 1000, as the specification says', () => {
    const hash = shaCrypt(utf8('the minimum number is still observed'), { variant: 'sha256', rounds: 10, explicitRounds: true, salt: 'roundstoolow' });
    expect(hash.startsWith('$5$rounds=1000$roundstoolow$')).toBe(true);
    expect(hash.slice(-43)).toBe(shaCrypt(utf8('the minimum number is still observed'), { variant: 'sha256', rounds: 1000, explicitRounds: true, salt: 'roundstoolow' }).slice(-43));
  });
});

/** OpenSSL 3.0 (`openssl passwd -1/-apr1 -salt …`), libxcrypt (Python's crypt.crypt) and htpasswd 2.4 (`-m`). */
const MD5_CRYPT_VECTORS: [string, string, '$1$' | '$apr1$', string][] = [
  ['password', 'saltstri', '$1$', '$1$saltstri$qQY4WxjABChYG1ccLpfkz/'],
  ['password', '', '$1$', '$1$$I2o9Z7NcvQAKp7wyCTlia0'],
  ['', 'abc', '$1$', '$1$abc$Or2rbeUYTvt12aiVzMuS/.'],
  ['crème brûlée', 'abcdefghijk', '$1$', '$1$abcdefgh$bQnF8HjDNoUMG7l3brBdU/'],
  ['password', 'saltstri', '$apr1$', '$apr1$saltstri$KbmdckUzuN1qd7Gpo8DEL.'],
  ['secret', 'akrm6ive', '$apr1$', '$apr1$akrm6ive$nQVYfrh3ZxqZDHkKqFZG10'],
];

describe('MD5-crypt and APR1', () => {
  it.each(MD5_CRYPT_VECTORS)('%j with salt %j (%s)', (password, salt, magic, expected) => {
    expect(md5Crypt(utf8(password), salt, magic)).toBe(expected);
  });
});

/**
 * Hashes made by the reference tools, each verified with its password (and refused with another).
 * Sources: OpenSSL 3.0.19 `openssl passwd`; Apache htpasswd 2.4.71 `htpasswd -nb[B|m|2|5|s]`;
 * libxcrypt 4.4.33 `mkpasswd -m …` (whois 5.5) and Python's crypt.crypt; the `argon2` CLI
 * (reference implementation 20190702); passlib 1.7.4; jBCrypt's vectors; Django's and Werkzeug's
 * formats computed with Python's hashlib as they do (`pbkdf2_hmac`, `scrypt`); `{SSHA}` as nginx
 * and OpenLDAP read it (SHA-1 of password + salt, then the salt).
 */
const VERIFY_VECTORS: [string, string, string][] = [
  ['password', '$6$saltstringsaltst$6JOgtRfhXqEisnc/Nr64lml/zPnCnvtLyMVxFEVg0sI2Ph9URAKlnVjjIHOFI2r8ATszyoPTXlBwcJIQYQ0QN0', 'SHA-512-crypt ($6$), rounds=5000'],
  ['password', '$5$saltstringsaltst$Ekah6lEFydzYloW2P/P45IGa7Yv0vGRQi.McSitgqd9', 'SHA-256-crypt ($5$), rounds=5000'],
  ['Hello world!', '$6$x$BjygRISyVAtJm0ZfNqLIK8RO4PjGdXNasEUxkueIs/m/XbUTF9uwPvjPEG117Ctw4wd9WjSv/UBqjRyXqzRh//', 'SHA-512-crypt ($6$), rounds=5000'],
  ['secret', '$6$rounds=1000$3nzXy0sQkD/uhGhl$wxo2wdAODUdk1TnZ2bEvx2bvftPwbjLD3ZdEon2NpaxHpYUd9XUF4XD7O/4e2nE5TXGTHKrYM3FuEpaYiFrqx1', 'SHA-512-crypt ($6$), rounds=1000'],
  ['secret', '$5$rounds=1000$K3sV0DW3duxlkwlo$Bcu7Q6DMw2Rh1cf5wf4QX1.Tyhkd3aUn1usIflU3724', 'SHA-256-crypt ($5$), rounds=1000'],
  ['password', '$1$saltstri$qQY4WxjABChYG1ccLpfkz/', 'MD5-crypt ($1$)'],
  ['secret', '$1$3Is3qg1Y$0h1tyVhNFPcRzF2tkYq9H1', 'MD5-crypt ($1$)'],
  ['password', '$apr1$saltstri$KbmdckUzuN1qd7Gpo8DEL.', 'APR1-MD5 ($apr1$)'],
  ['secret', 'alice:$2y$05$c3NRx7fqR8iZnjA/RVAZM.0qKAG3ha2T2OvLGYvb57KV3bvP53aPC', 'bcrypt ($2y$), cost 5'],
  ['secret', 'bob:$apr1$akrm6ive$nQVYfrh3ZxqZDHkKqFZG10', 'APR1-MD5 ($apr1$)'],
  ['secret', 'carol:{SHA}5en6G6MezRroT3XKqkdPOmY/BfQ=', 'SHA-1 ({SHA})'],
  ['secret', 'dave:$5$/.wTvcyk.3m16gCs$N8wfiVMYcTfIx5RP5BOAbwNsIEqrXDR5Wdk6CqrsTo6', 'SHA-256-crypt ($5$), rounds=5000'],
  ['secret', 'erin:$6$WVWqLB3Crra9pr0v$YVcbtwesrRpI35wY40zYU1ef1vWhc13tTTgBqvTCguaFFAGZJeFcOAaKWR06osscKAXjNBbcru0YLXSy/Xw7S/', 'SHA-512-crypt ($6$), rounds=5000'],
  ['', 'frank:$2y$04$kZFwYYaEQ5hRMt5/T5suF.LimdwwG1NWgAjgOkZ8jGfaLgHxf6n/2', 'bcrypt ($2y$), cost 4'],
  ['secret', '$2b$05$P7eQl9IB1BShXIW3K3w9veEiGk6JH/FV.szPDCBKmtfLeLyW8TcRe', 'bcrypt ($2b$), cost 5'],
  ['abc', '$2a$06$If6bvum7DFjUnE9p2uDeDu0YHzrHM6tf.iqN8.yx.jNN1ILEf7h0i', 'bcrypt ($2a$), cost 6'],
  ['', '$2b$04$abcdefghijklmnopqrstuubyCG3zY1GIXMyxfivm.ClDiInHzxjiq', 'bcrypt ($2b$), cost 4'],
  ['x'.repeat(80), '$2b$04$abcdefghijklmnopqrstuubzadhGtS2zEF.gu0yd0opP6cVzb.e0i', 'bcrypt ($2b$), cost 4'],
  ['crème brûlée', '$2y$04$abcdefghijklmnopqrstuuSXxILBM7OMjz06pU6DjD56dCH23CHyO', 'bcrypt ($2y$), cost 4'],
  ['password', '$argon2id$v=19$m=1024,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$CKGe5/bX9YnCq2rxjW5yQXKxn31v1GKzhDCrMc6r6vA', 'Argon2id v19, m=1024 KiB, t=2, p=1'],
  ['password', '$argon2i$v=19$m=256,t=2,p=2$c29tZXNhbHRzb21lc2FsdA$MQDO5xTPHJK3f5WKYkrSGTJt5h6/krVWUJI4FcKhq6I', 'Argon2i v19, m=256 KiB, t=2, p=2'],
  ['password', '$argon2d$v=19$m=512,t=3,p=1$c29tZXNhbHRzb21lc2FsdA$CGy9KptHbWSQxDyrA9MwOSpGZmqB3vuZ5JL2T7n93gs', 'Argon2d v19, m=512 KiB, t=3, p=1'],
  ['crème brûlée', '$argon2id$v=19$m=64,t=1,p=1$MDEyMzQ1Njc4OWFiY2RlZg$2jnITyjP+8HFPN9Ib+MYPw', 'Argon2id v19, m=64 KiB, t=1, p=1'],
  ['password', '$scrypt$ln=4,r=8,p=1$MDEyMzQ1Njc4OWFiY2RlZg$jU+wVnnRO8xMJ6kk2pn2W1IFgOT9r8PK+dHZ+HH3bt4', 'scrypt (passlib $scrypt$), N=2^4, r=8, p=1'],
  ['secret', '$7$46..../....abcdefgh$6gk9HDaI3rJ3ebO/wZuq1vU92Ecy1kf6LBztWSn6M//', 'scrypt ($7$), N=2^6, r=8, p=1'],
  ['secret', 'scrypt:1024:8:1$Wd3cFdGXk8ZG3dj1$2b4430595653d219bdf39db0a6346fbe72abb68d483eb3cd8d8b0b97d5d1c8d3575c490d06a770396308ace8eeff0013051f7e40fe0d8383fbb1821bd17ce7bc', 'scrypt (Werkzeug), N=2^10, r=8, p=1'],
  ['password', '$pbkdf2-sha256$1000$MDEyMzQ1Njc4OWFiY2RlZg$hRRjgXWkW8ResfIvBP99J/T4vkgEmMRV/0tJTOjR59I', 'PBKDF2-HMAC-SHA256 (passlib), 1000 iterations'],
  ['password', '$pbkdf2-sha512$1000$MDEyMzQ1Njc4OWFiY2RlZg$38DzhdBT7fPaUGBlsh42VTuuKSFAIYGZJ7l6feCDLIl.K3hdPFgxxu7xuUi4gIuH6cEIoODn18xH9Ig2ryNgUw', 'PBKDF2-HMAC-SHA512 (passlib), 1000 iterations'],
  ['password', '$pbkdf2$1000$MDEyMzQ1Njc4OWFiY2RlZg$DYW.LTZG5wxyiF/qvsh40/./hXk', 'PBKDF2-HMAC-SHA1 (passlib), 1000 iterations'],
  ['password', '$pbkdf2-sha256$1000$.//.AA$17EQjMwiy4Ux3ICZGPUviFq8L6uwGYbwB3sDEWQCLgY', 'PBKDF2-HMAC-SHA256 (passlib), 1000 iterations'],
  ['lètmein', 'pbkdf2_sha256$1000$seasalt$JgZryXe2Ga8ysg6XbzkLpTdyPQrHqsinbL9BnnhgX4A=', 'PBKDF2-HMAC-SHA256 (Django), 1000 iterations'],
  ['lètmein', 'pbkdf2_sha1$1000$seasalt$ljleU4wBmTtz/MoG5YTwxpM0d7I=', 'PBKDF2-HMAC-SHA1 (Django), 1000 iterations'],
  ['secret', 'pbkdf2:sha256:1000$Wd3cFdGXk8ZG3dj1$2eb4c7fa72cf60ae92564affccb91237bc1c337db5f70325bc16d99d3182b075', 'PBKDF2-HMAC-SHA256 (Werkzeug), 1000 iterations'],
  ['secret', '{SSHA}MQGvGIPnfO+S6qOMi9KMdkw7KgYBAgMEc2FsdHNhbHQ=', 'salted SHA-1 ({SSHA})'],
  // Wrappers: a Dovecot scheme prefix, an /etc/shadow line, surrounding spaces.
  ['password', '{SHA512-CRYPT}$6$saltstringsaltst$6JOgtRfhXqEisnc/Nr64lml/zPnCnvtLyMVxFEVg0sI2Ph9URAKlnVjjIHOFI2r8ATszyoPTXlBwcJIQYQ0QN0', 'SHA-512-crypt ($6$), rounds=5000'],
  ['secret', 'root:$6$rounds=1000$3nzXy0sQkD/uhGhl$wxo2wdAODUdk1TnZ2bEvx2bvftPwbjLD3ZdEon2NpaxHpYUd9XUF4XD7O/4e2nE5TXGTHKrYM3FuEpaYiFrqx1:19000:0:99999:7:::', 'SHA-512-crypt ($6$), rounds=1000'],
  ['secret', '  \n$1$3Is3qg1Y$0h1tyVhNFPcRzF2tkYq9H1\n', 'MD5-crypt ($1$)'],
];

describe('verify: hashes from the reference tools', () => {
  it.each(VERIFY_VECTORS)('%j against %s', async (password, hash, description) => {
    const verdict = await verifyPassword(password, hash);
    expect(verdict.match).toBe(true);
    expect(describeHash(verdict.recognized.parsed)).toBe(description);
    expect((await verifyPassword(`${password}!`, hash)).match).toBe(password.length >= 80);
  });

  it('names the user of an htpasswd or shadow line', async () => {
    const hashOf = (start: string) => VERIFY_VECTORS.find(([, hash]) => hash.startsWith(start))![1];
    expect((await verifyPassword('secret', hashOf('alice:'))).recognized.user).toBe('alice');
    expect((await verifyPassword('secret', hashOf('root:'))).recognized.user).toBe('root');
    expect((await verifyPassword('secret', hashOf('$2b$05$'))).recognized.user).toBeUndefined();
  });
});

describe('verify: one reference vector at the default costs', () => {
  it('Argon2id m=19456 t=2 p=1 (echo -n password | argon2 somesaltsomesalt -id -t 2 -k 19456 -p 1 -e)', async () => {
    const verdict = await verifyPassword('password', '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$K13EBUiG7JV+9ZxztmHFTdb7J0WQsnj2V8bZaqyPptE');
    expect(verdict.match).toBe(true);
  });

  it('scrypt ln=16 r=8 p=1: passlib’s documented hash of "password"', async () => {
    expect((await verifyPassword('password', '$scrypt$ln=16,r=8,p=1$aM15713r3Xsvxbi31lqr1Q$nFNh2CVHVjNldFVKDHDlm4CbdRSCdEBsjjJxD+iCs5E')).match).toBe(true);
  });
});

describe('recognising formats', () => {
  it.each([
    ['', 'emptyHash'],
    ['   ', 'emptyHash'],
    ['hello', 'unknownFormat'],
    ['5f4dcc3b5aa765d61d8327deb882cf99', 'unknownFormat'],
    ['user:nothash', 'unknownFormat'],
    ['$y$j9T$Hq9iwooOy27ezaovekgYN/$pc0Apxr1d.HJzqf/YFjVfUdBNsMRk7etT8tyInG6cA8', 'unsupportedFormat'],
    ['root:$y$j9T$Hq9iwooOy27ezaovekgYN/$pc0Apxr1d.HJzqf/YFjVfUdBNsMRk7etT8tyInG6cA8:19000:0:99999:7:::', 'unsupportedFormat'],
    ['$gy$j9T$Hq9iwooOy27ezaovekgYN/$pc0Apxr1d.HJzqf/YFjVfUdBNsMRk7etT8tyInG6cA8', 'unsupportedFormat'],
    ['$argon2id$v=16$m=64,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$vRvjqmYCOhkNw9EEPjS57A9wUpVGChTdPQlX3f8y59g', 'unsupportedFormat'],
    ['$2x$05$P7eQl9IB1BShXIW3K3w9veEiGk6JH/FV.szPDCBKmtfLeLyW8TcRe', 'unsupportedFormat'],
    ['$2b$05$tooshort', 'malformedHash'],
    ['$2b$03$P7eQl9IB1BShXIW3K3w9veEiGk6JH/FV.szPDCBKmtfLeLyW8TcRe', 'malformedHash'],
    ['$6$saltstringsaltst$tooshort', 'malformedHash'],
    ['$apr1$saltstri$short', 'malformedHash'],
    ['$argon2id$v=19$m=4,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$CKGe5/bX9YnCq2rxjW5yQXKxn31v1GKzhDCrMc6r6vA', 'malformedHash'],
    ['$argon2id$v=19$m=1024,t=2,p=1$c2FsdA$CKGe5/bX9YnCq2rxjW5yQXKxn31v1GKzhDCrMc6r6vA', 'malformedHash'],
    ['$argon2id$garbage', 'malformedHash'],
    ['$scrypt$ln=30,r=8,p=1$MDEyMzQ1Njc4OWFiY2RlZg$jU+wVnnRO8xMJ6kk2pn2W1IFgOT9r8PK+dHZ+HH3bt4', 'malformedHash'],
    ['$pbkdf2-sha256$1000$MDEyMzQ1Njc4OWFiY2RlZg$c2hvcnQ', 'malformedHash'],
    ['{SHA}c2hvcnQ=', 'malformedHash'],
    ['root:!:19000:0:99999:7:::', 'lockedAccount'],
    ['daemon:*:19000:0:99999:7:::', 'lockedAccount'],
  ])('%j → %s', async (hash, key) => {
    expect(await errorKey(() => verifyPassword('password', hash))).toBe(key);
  });

  it('names the unsupported format', async () => {
    try {
      recognizeHash('$y$j9T$Hq9iwooOy27ezaovekgYN/$pc0Apxr1d.HJzqf/YFjVfUdBNsMRk7etT8tyInG6cA8');
    } catch (error) {
      expect(isToolInputError(error) && error.params).toEqual({ format: 'yescrypt ($y$)' });
    }
  });

  it.each([
    ['$6$saltstringsaltst$6JOgtRfhXqEisnc/Nr64lml/zPnCnvtLyMVxFEVg0sI2Ph9URAKlnVjjIHOFI2r8ATszyoPTXlBwcJIQYQ0QN0', 'sha512-crypt'],
    ['$apr1$saltstri$KbmdckUzuN1qd7Gpo8DEL.', 'apr1'],
    ['$scrypt$ln=4,r=8,p=1$MDEyMzQ1Njc4OWFiY2RlZg$jU+wVnnRO8xMJ6kk2pn2W1IFgOT9r8PK+dHZ+HH3bt4', 'scrypt-passlib'],
    ['pbkdf2_sha256$1000$seasalt$JgZryXe2Ga8ysg6XbzkLpTdyPQrHqsinbL9BnnhgX4A=', 'pbkdf2-django'],
    ['!$6$saltstringsaltst$6JOgtRfhXqEisnc/Nr64lml/zPnCnvtLyMVxFEVg0sI2Ph9URAKlnVjjIHOFI2r8ATszyoPTXlBwcJIQYQ0QN0', 'unknown'],
  ])('%s is %s', (hash, name) => {
    let result = 'unknown';
    try {
      result = formatName(recognizeHash(hash).parsed);
    } catch {
      // unknown
    }
    expect(result).toBe(name);
  });

  it('reads a locked shadow entry (!$6$…) as its hash', async () => {
    const verdict = await verifyPassword('password', 'root:!$6$saltstringsaltst$6JOgtRfhXqEisnc/Nr64lml/zPnCnvtLyMVxFEVg0sI2Ph9URAKlnVjjIHOFI2r8ATszyoPTXlBwcJIQYQ0QN0:19000::::::');
    expect(verdict.match).toBe(true);
  });

  it('encodes and decodes libxcrypt’s little-endian Base64', () => {
    const bytes = Uint8Array.from({ length: 32 }, (_, index) => (index * 37 + 11) & 0xff);
    expect(decodeCryptBytes(encodeCryptBytes(bytes), 32)).toEqual(bytes);
    expect(encodeCryptBytes(bytes)).toHaveLength(43);
  });
});

const ALL_ALGORITHMS = ['argon2id', 'argon2i', 'argon2d', 'bcrypt', 'scrypt', 'pbkdf2-sha256', 'pbkdf2-sha512', 'sha512-crypt', 'sha256-crypt', 'apr1', 'ldap-sha1'] as const;

describe('generate', () => {
  it.each(ALL_ALGORITHMS)('%s: a hash that verifies, recognised as what was asked, with a fresh salt each time', async (algorithm) => {
    const settings = { ...SMALL, algorithm };
    const first = await generateHash('crème brûlée 🔐', settings);
    const second = await generateHash('crème brûlée 🔐', settings);
    const verdict = await verifyPassword('crème brûlée 🔐', first);
    expect(verdict.match).toBe(true);
    expect((await verifyPassword('creme brulee', first)).match).toBe(false);
    expect(formatName(verdict.recognized.parsed)).toBe(algorithm === 'scrypt' ? 'scrypt-passlib' : algorithm.startsWith('pbkdf2') ? 'pbkdf2-passlib' : algorithm);
    if (algorithm !== 'ldap-sha1') expect(second).not.toBe(first);
  });

  it('hashes an empty password with every algorithm (Argon2 then with @noble/hashes, which agrees with hash-wasm)', async () => {
    for (const algorithm of ALL_ALGORITHMS) {
      const hash = await generateHash('', { ...SMALL, algorithm });
      expect((await verifyPassword('', hash)).match).toBe(true);
      expect((await verifyPassword(' ', hash)).match).toBe(false);
    }
    const { argon2id } = await import('@noble/hashes/argon2.js');
    const expected = '$argon2id$v=19$m=1024,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$CKGe5/bX9YnCq2rxjW5yQXKxn31v1GKzhDCrMc6r6vA'.slice(-43);
    const noble = argon2id(utf8('password'), utf8('somesaltsomesalt'), { t: 2, m: 1024, p: 1, dkLen: 32 });
    expect(Buffer.from(noble).toString('base64').replace(/=+$/, '')).toBe(expected);
  });

  it.each([
    ['bcrypt', /^\$2b\$04\$[./A-Za-z0-9]{53}$/],
    ['argon2id', /^\$argon2id\$v=19\$m=64,t=1,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/],
    ['scrypt', /^\$scrypt\$ln=4,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/],
    ['pbkdf2-sha512', /^\$pbkdf2-sha512\$1000\$[./A-Za-z0-9]{22}\$[./A-Za-z0-9]{86}$/],
    ['sha512-crypt', /^\$6\$rounds=1000\$[./A-Za-z0-9]{16}\$[./A-Za-z0-9]{86}$/],
    ['apr1', /^\$apr1\$[./A-Za-z0-9]{8}\$[./A-Za-z0-9]{22}$/],
  ] as const)('%s is written in its usual form', async (algorithm, shape) => {
    expect(await generateHash('x', { ...SMALL, algorithm })).toMatch(shape);
  });

  it('leaves rounds= out at the default 5000, as openssl passwd and libxcrypt do', async () => {
    expect(await generateHash('x', { ...SMALL, algorithm: 'sha256-crypt', shaCryptRounds: 5000 })).toMatch(/^\$5\$[./A-Za-z0-9]{16}\$[./A-Za-z0-9]{43}$/);
  });

  it('defaults to OWASP’s iterations for PBKDF2', () => {
    expect([DEFAULTS.pbkdf2Sha256Iterations, DEFAULTS.pbkdf2Sha512Iterations]).toEqual([600_000, 210_000]);
  });

  it('bcrypt agrees with bcryptjs on long and non-ASCII passwords (72-byte limit)', async () => {
    for (const [index, password] of ['', 'é'.repeat(36), `a${'é'.repeat(36)}`, 'x'.repeat(73), '😀'.repeat(19)].entries()) {
      const hash = await generateHash(password, { ...SMALL, algorithm: 'bcrypt' }, sequenceRandom([index * 16 + 1, 3, 200]));
      expect(bcryptjs.compareSync(password, hash)).toBe(true);
    }
  });

  it('refuses parameters that do not fit together', async () => {
    expect(await errorKey(() => checkSettings({ ...SMALL, algorithm: 'argon2id', argon2Memory: 8, argon2Parallelism: 2 }))).toBe('invalidParameters');
    expect(await errorKey(() => checkSettings({ ...SMALL, algorithm: 'scrypt', scryptLogN: 20, scryptBlockSize: 16 }))).toBe('invalidParameters');
    expect(await errorKey(() => checkSettings({ ...SMALL, algorithm: 'bcrypt', scryptLogN: 20, scryptBlockSize: 16 }))).toBeUndefined();
  });
});

describe('htpasswd lines', () => {
  it.each([
    ['alice', '$2b$05$c3NRx7fqR8iZnjA/RVAZM.0qKAG3ha2T2OvLGYvb57KV3bvP53aPC', 'alice:$2y$05$c3NRx7fqR8iZnjA/RVAZM.0qKAG3ha2T2OvLGYvb57KV3bvP53aPC'],
    ['bob', '$apr1$akrm6ive$nQVYfrh3ZxqZDHkKqFZG10', 'bob:$apr1$akrm6ive$nQVYfrh3ZxqZDHkKqFZG10'],
  ])('%s', (user, hash, line) => {
    expect(htpasswdLine(user, hash)).toBe(line);
  });

  it.each(['', 'a:b', 'a\nb'])('refuses the user name %j', async (user) => {
    expect(await errorKey(() => htpasswdLine(user, '$apr1$akrm6ive$nQVYfrh3ZxqZDHkKqFZG10'))).toBe('invalidUsername');
  });
});
