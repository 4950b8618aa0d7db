import { createPrivateKey, createPublicKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../../lib/errors';
import { sequenceRandom } from '../../lib/random';
import { bcryptPbkdf } from './bcrypt-pbkdf';
import { fingerprintLine, loadKey, publicOf, writeOpenSsh, writePpk, writePrivatePem, type PrivateKey } from './key-formats';
import { convertKey, generateKeyFiles, generatePrivateKey, inspectKey } from './ssh-key-generator.service';
import * as V from './test-vectors';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const NO_OPTIONS = { passphrase: '', newPassphrase: '', comment: '' };

async function errorKey(action: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await action();
  } catch (error) {
    return isToolInputError(error) ? error.messageKey : `other: ${String(error)}`;
  }
  return undefined;
}

describe('bcrypt_pbkdf', () => {
  it('gives OpenBSD’s regression vector ("password", "salt", 4 rounds, 32 bytes)', () => {
    const key = bcryptPbkdf(new TextEncoder().encode('password'), new TextEncoder().encode('salt'), 4, 32);
    expect(hex(key)).toBe('5bbf0cc293587f1c3635555c27796598d47e579071bf427e9d8fbe842aba34d9');
  });

  it('opens a key ssh-keygen encrypted (aes256-ctr, 16 rounds, 48 bytes of key and IV)', async () => {
    const key = await loadKey(V.ED_ENCRYPTED, 'correct horse');
    expect(key.privateKey?.type).toBe('ed25519');
    expect(key.comment).toBe('enc@example');
    expect(fingerprintLine(key.publicKey, key.comment)).toBe('256 SHA256:BfPVIX93pwNUJ2JkR6Dy9n/osHqyRZ706UcY0BeOoOE enc@example (ED25519)');
  });
});

/** `ssh-keygen -l -f` on each file (PEM files have no comment; an encrypted key's is inside the encryption). */
const FINGERPRINTS: [string, string, string][] = [
  ['ED', V.ED, '256 SHA256:2fFlsRY2764+7/qnMxLUMxprXIqz5GbR3ghPOZqUxUk alice@example (ED25519)'],
  ['ED_PUB', V.ED_PUB, '256 SHA256:2fFlsRY2764+7/qnMxLUMxprXIqz5GbR3ghPOZqUxUk alice@example (ED25519)'],
  ['ED_ENCRYPTED', V.ED_ENCRYPTED, '256 SHA256:BfPVIX93pwNUJ2JkR6Dy9n/osHqyRZ706UcY0BeOoOE no comment (ED25519)'],
  ['ED_PPK_V2', V.ED_PPK_V2, '256 SHA256:2fFlsRY2764+7/qnMxLUMxprXIqz5GbR3ghPOZqUxUk alice@example (ED25519)'],
  ['P256', V.P256, '256 SHA256:GrO3Ag3X3FAYoiQ4kDKivBs9E0pGCyF+b1yrd1M9esY p256 (ECDSA)'],
  ['P256_SEC1', V.P256_SEC1, '256 SHA256:GrO3Ag3X3FAYoiQ4kDKivBs9E0pGCyF+b1yrd1M9esY no comment (ECDSA)'],
  ['P256_PPK_V2_ENCRYPTED', V.P256_PPK_V2_ENCRYPTED, '256 SHA256:GrO3Ag3X3FAYoiQ4kDKivBs9E0pGCyF+b1yrd1M9esY p256 (ECDSA)'],
  ['P384', V.P384, '384 SHA256:WwWMZOr56bk1T2JDx3gihj7jsn3k4fyLojM1DoXARWc p384 (ECDSA)'],
  ['P384_PKCS8', V.P384_PKCS8, '384 SHA256:WwWMZOr56bk1T2JDx3gihj7jsn3k4fyLojM1DoXARWc no comment (ECDSA)'],
  ['P521_PUB', V.P521_PUB, '521 SHA256:TRlNFQkHirZ7KSRvTZAvd3hqHyd/XAprmmGNfO4yYgc p521 (ECDSA)'],
  ['P521_SEC1', V.P521_SEC1, '521 SHA256:TRlNFQkHirZ7KSRvTZAvd3hqHyd/XAprmmGNfO4yYgc no comment (ECDSA)'],
  ['RSA', V.RSA, '1024 SHA256:Mzeji8053ygpbsv6FEitqowmqQGJZb64Rd+IWmGNTj0 rsa1024 (RSA)'],
  ['RSA_PKCS8', V.RSA_PKCS8, '1024 SHA256:Mzeji8053ygpbsv6FEitqowmqQGJZb64Rd+IWmGNTj0 no comment (RSA)'],
  ['RSA_PPK', V.RSA_PPK, '1024 SHA256:Mzeji8053ygpbsv6FEitqowmqQGJZb64Rd+IWmGNTj0 rsa1024 (RSA)'],
  ['RSA_ENCRYPTED_PUB', V.RSA_ENCRYPTED_PUB, '2048 SHA256:lzBj9wUj4DPxxeSyHAmwMkbUTkFz+fEiInbrbHFZg3Y rsa-enc (RSA)'],
  // echo "github.com ssh-ed25519 AAAA…" | ssh-keygen -lf - (GitHub's published host key)
  ['known_hosts', 'github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl', '256 SHA256:+DiY3wvvV6TuJJhbpZisF/zLDA0zPMSvHdkr4UvCOqU github.com (ED25519)'],
  ['authorized_keys', `from="10.0.0.0/8" ${V.ED_PUB.split(' ').slice(0, 2).join(' ')} my comment`, '256 SHA256:2fFlsRY2764+7/qnMxLUMxprXIqz5GbR3ghPOZqUxUk my comment (ED25519)'],
  // ssh-keygen -e -f id_ecdsa.pub (RFC 4716)
  [
    'RFC 4716',
    '---- BEGIN SSH2 PUBLIC KEY ----\nComment: "256-bit ECDSA, converted by root@vm from OpenSSH"\nAAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBMQHHQAtXQBy2Kn4Gl\nIfBPniQY1rcTfR14CTfxYXsxqMVRt2aQE70vOkNxKv1CJYtfZY70B+m177zD8yL9FC+7M=\n---- END SSH2 PUBLIC KEY ----\n',
    '256 SHA256:GrO3Ag3X3FAYoiQ4kDKivBs9E0pGCyF+b1yrd1M9esY 256-bit ECDSA, converted by root@vm from OpenSSH (ECDSA)',
  ],
];

describe('fingerprints as ssh-keygen -l prints them', () => {
  it.each(FINGERPRINTS)('%s', async (_name, key, expected) => {
    expect(await inspectKey(key)).toBe(expected);
  });
});

/** The reference tools' conversions of the same keys (test-vectors.ts says which command made each). */
const CONVERSIONS: [string, string, Partial<typeof NO_OPTIONS> & { to: Parameters<typeof convertKey>[1]['to'] }, string][] = [
  ['ssh-keygen -y (Ed25519)', V.ED, { to: 'public' }, V.ED_PUB.trim()],
  ['ssh-keygen -y (P-521)', V.P521, { to: 'public' }, V.P521_PUB.trim()],
  ['ssh-keygen -p -m PKCS8 (P-384)', V.P384, { to: 'pkcs8' }, V.P384_PKCS8],
  ['ssh-keygen -p -m PEM (P-521, SEC1)', V.P521, { to: 'pem' }, V.P521_SEC1],
  ['ssh-keygen -p -m PKCS8 (RSA)', V.RSA, { to: 'pkcs8' }, V.RSA_PKCS8],
  ['ssh-keygen -p -m PEM (RSA, PKCS#1)', V.RSA, { to: 'pem' }, V.RSA_PKCS1],
  ['PKCS#1 back to PKCS#8', V.RSA_PKCS1, { to: 'pkcs8' }, V.RSA_PKCS8],
  ['puttygen -O private (P-256)', V.P256, { to: 'ppk' }, V.P256_PPK],
  ['puttygen -O private (RSA)', V.RSA, { to: 'ppk' }, V.RSA_PPK],
  ['PuTTY v2 to v3 (puttygen)', V.ED_PPK_V2, { to: 'ppk' }, V.ED_PPK],
  ['an encrypted .ppk v2 (SHA-1 key) opened', V.P256_PPK_V2_ENCRYPTED, { to: 'pem', passphrase: 'pp' }, V.P256_SEC1],
  ['an encrypted .ppk v3 (Argon2id) opened', V.ED_PPK_ENCRYPTED, { to: 'public', passphrase: 'pp' }, V.ED_PUB.trim()],
  ['a legacy encrypted SEC1 PEM (AES-128-CBC) opened', V.P256_SEC1_ENCRYPTED, { to: 'pem', passphrase: 'passphrase' }, V.P256_SEC1],
  ['an encrypted PKCS#8 (PBES2, PBKDF2-SHA256, AES-128-CBC) opened', V.RSA_PKCS8_ENCRYPTED, { to: 'pkcs8', passphrase: 'passphrase' }, V.RSA_PKCS8],
  ['a PKCS#8 key with a comment', V.P384_PKCS8, { to: 'public', comment: 'p384' }, V.P384_PUB.trim()],
  [
    'ssh-keygen -e -m PKCS8 (P-256 public key)',
    V.P256_PUB,
    { to: 'spki' },
    '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAExAcdAC1dAHLYqfgaUh8E+eJBjWtx\nN9HXgJN/FhezGoxVG3ZpATvS86Q3Eq/UIli19ljvQH6bXvvMPzIv0UL7sw==\n-----END PUBLIC KEY-----\n',
  ],
];

describe('conversions give what ssh-keygen and puttygen give', () => {
  it.each(CONVERSIONS)('%s', async (_name, input, options, expected) => {
    expect(await convertKey(input, { ...NO_OPTIONS, ...options })).toBe(expected);
  });

  it('writes the OpenSSH key byte for byte when given ssh-keygen’s check number', async () => {
    const key = (await loadKey(V.RSA)).privateKey!;
    // The check number of V.RSA's private part (bytes 0x280f24c4).
    expect(await writeOpenSsh(key, 'rsa1024', '', sequenceRandom([0x28, 0x0f, 0x24, 0xc4]))).toBe(V.RSA);
  });

  it('gives the public half of an encrypted OpenSSH key even with a wrong passphrase (it is not encrypted)', async () => {
    expect(await convertKey(V.ED_ENCRYPTED, { ...NO_OPTIONS, to: 'public', passphrase: 'wrong' })).toBe(V.ED_ENCRYPTED_PUB.trim().replace(' enc@example', ''));
  });

  it('writes RFC 4716 with the key’s comment', async () => {
    const rfc = await convertKey(V.P256_PUB, { ...NO_OPTIONS, to: 'rfc4716' });
    expect(rfc.startsWith('---- BEGIN SSH2 PUBLIC KEY ----\nComment: "p256"\nAAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBMQHHQAtXQBy2Kn4Gl\n')).toBe(true);
    expect(await inspectKey(rfc)).toBe(FINGERPRINTS[4]![2]);
  });
});

const KEYS: [string, string][] = [
  ['Ed25519', V.ED],
  ['P-256', V.P256],
  ['P-521', V.P521],
  ['RSA', V.RSA],
];

describe('encrypted outputs open again, and OpenSSL (node:crypto) reads the PEM ones', () => {
  it.each(KEYS)('%s: OpenSSH with a passphrase (1 bcrypt_pbkdf round here; ssh-keygen reads 16 — checked by hand)', async (_name, text) => {
    const { privateKey } = await loadKey(text);
    const written = await writeOpenSsh(privateKey!, 'note', 'pass phrase', undefined, 1);
    expect(written).toMatch(/^-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAACmFlczI1Ni1jdHIAAAAGYmNyeXB0/);
    const back = await loadKey(written, 'pass phrase');
    expect(back.privateKey).toEqual(privateKey);
    expect(back.comment).toBe('note');
    expect(await errorKey(() => loadKey(written, 'wrong'))).toBe('wrongPassphrase');
    expect(await errorKey(() => loadKey(written, ''))).toBe('passphraseNeeded');
  });

  it.each(KEYS)('%s: PKCS#8, plain and encrypted (PBES2, AES-256-CBC)', async (_name, text) => {
    const { privateKey } = await loadKey(text);
    const jwk = (pem: string, passphrase?: string) => createPrivateKey(passphrase ? { key: pem, passphrase } : pem).export({ format: 'jwk' });
    const plain = await writePrivatePem(privateKey!, 'pkcs8', '');
    const encrypted = await writePrivatePem(privateKey!, 'pkcs8', 'pass phrase');
    expect(encrypted.startsWith('-----BEGIN ENCRYPTED PRIVATE KEY-----\n')).toBe(true);
    expect(jwk(encrypted, 'pass phrase')).toEqual(jwk(plain));
    expect((await loadKey(encrypted, 'pass phrase')).privateKey).toEqual(privateKey);
    expect(await errorKey(() => loadKey(encrypted, 'wrong'))).toBe('wrongPassphrase');
  });

  it.each(KEYS.slice(1))('%s: traditional PEM encrypted as ssh-keygen -m PEM does (AES-128-CBC)', async (_name, text) => {
    const { privateKey } = await loadKey(text);
    const encrypted = await writePrivatePem(privateKey!, 'traditional', 'pass phrase');
    expect(encrypted).toMatch(/^-----BEGIN (RSA|EC) PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,[0-9A-F]{32}\n\n/);
    const fromOpenSsl = createPrivateKey({ key: encrypted, passphrase: 'pass phrase' });
    expect(createPublicKey(fromOpenSsl).export({ format: 'jwk' })).toEqual(createPublicKey(await writePrivatePem(privateKey!, 'pkcs8', '')).export({ format: 'jwk' }));
    expect((await loadKey(encrypted, 'pass phrase')).privateKey).toEqual(privateKey);
  });

  it('PuTTY v3 encrypted with Argon2id opens again (puttygen reads it — checked by hand)', async () => {
    const { privateKey } = await loadKey(V.P256);
    const written = await writePpk(privateKey!, 'p256', 'pass phrase');
    expect(written).toMatch(/^PuTTY-User-Key-File-3: ecdsa-sha2-nistp256\nEncryption: aes256-cbc\nComment: p256\n[\s\S]*Key-Derivation: Argon2id\nArgon2-Memory: 8192\n/);
    expect((await loadKey(written, 'pass phrase')).privateKey).toEqual(privateKey);
  });
});

describe('generating', () => {
  it.each(['ed25519', 'ecdsa-p256', 'ecdsa-p384', 'ecdsa-p521'] as const)('%s: the files read back, a fresh key each time', async (kind) => {
    const files = await generateKeyFiles(kind, { comment: 'me@host', passphrase: '', format: 'openssh' });
    const [privateFile, publicFile] = files.map((file) => new TextDecoder().decode(file.bytes));
    expect(files.map((file) => file.name)).toEqual(kind === 'ed25519' ? ['id_ed25519', 'id_ed25519.pub'] : ['id_ecdsa', 'id_ecdsa.pub']);
    const loaded = await loadKey(privateFile!);
    expect(publicFile).toBe(`${(await convertKey(privateFile!, { ...NO_OPTIONS, to: 'public' }))}\n`);
    expect(publicFile!.endsWith(' me@host\n')).toBe(true);
    // OpenSSL agrees that the public key belongs to the private key.
    const pkcs8 = await writePrivatePem(loaded.privateKey!, 'pkcs8', '');
    const spki = await convertKey(publicFile!, { ...NO_OPTIONS, to: 'spki' });
    expect(createPublicKey(createPrivateKey(pkcs8)).export({ format: 'pem', type: 'spki' })).toBe(spki);
    const again = await generatePrivateKey(kind);
    expect(publicOf(again)).not.toEqual(loaded.publicKey);
  });

  it('RSA 2048 from Web Crypto: e = 65537, the CRT numbers consistent (OpenSSL imports the PKCS#1)', async () => {
    const key = (await generatePrivateKey('rsa-2048')) as Extract<PrivateKey, { type: 'rsa' }>;
    expect(hex(key.e)).toBe('010001');
    const pkcs1 = await writePrivatePem(key, 'traditional', '');
    const imported = createPrivateKey({ key: pkcs1, format: 'pem', type: 'pkcs1' });
    expect(imported.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(await inspectKey(pkcs1)).toMatch(/^2048 SHA256:[A-Za-z0-9+/]{43} no comment \(RSA\)$/);
  });

  it('the same randomness gives the same key (the operation’s examples rely on it)', async () => {
    const random = () => sequenceRandom([7, 1, 99, 250]);
    expect(await generatePrivateKey('ecdsa-p384', random())).toEqual(await generatePrivateKey('ecdsa-p384', random()));
  });
});

describe('bad input: a message for the field, never a crash', () => {
  const truncated = V.ED.replace(/\n[^\n]+\n-----END/, '\n-----END');
  it.each([
    ['empty', '', {}, 'emptyKey'],
    ['not a key', 'hello world', {}, 'unknownKeyFormat'],
    ['a certificate', '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n', {}, 'unknownKeyFormat'],
    ['PEM with broken Base64', '-----BEGIN PRIVATE KEY-----\nMIG*HAgEA\n-----END PRIVATE KEY-----\n', {}, 'brokenKey'],
    ['PEM without its END line', V.RSA_PKCS1.slice(0, 200), {}, 'brokenKey'],
    ['PKCS#8 cut short', V.RSA_PKCS8.replace(/\n[^\n]+\n-----END/, '\n-----END'), {}, 'brokenKey'],
    ['OpenSSH key cut short', truncated, {}, 'brokenKey'],
    ['a public line with broken Base64', 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAht77yAuu!!', {}, 'brokenKey'],
    ['a public line whose key is another type', `ssh-rsa ${V.ED_PUB.split(' ')[1]!}`, {}, 'brokenKey'],
    ['a DSA key', 'ssh-dss AAAAB3NzaC1kc3MAAACBAP1/U4EddRIpUt9KnC7s5Of2EbdSPO9EAMMeP4C2USZpRV1AIlH7WT2NWPq/xfW6MPbLm1Vs14E7gB00b/JmYLdrmVClpJ+f6AR7ECLCT7up1/63xhv4O1fnxqimFQ8E+4P208UewwI1VBNaFpEy9nXzrith1yrv8iIDGZ3RSAHHAAAAFQCXYFCPFSMLzLKSuYKi64QL8Fgc9QAAAIEA9+GghdabPd7LvKtcNrhXuXmUr7v6OuqC+VdMCz0HgmdRWVeOutRZT+ZxBxCBgLRJFnEj6EwoFhO3zwkyjMim4TwWeotUfI0o4KOuHiuzpnWRbqN/C/ohNWLx+2J6ASQ7zKTxvqhRkImog9/hWuWfBpKLZl6Ae1UlZAFMO/7PSSoAAACBAPRe2u7umfewidOcR4M2eTxZ14tvlNwRM1/9tkcPi7/TtXzB0E5lMrOUb+Jh7cOsyk4ZrDBqPiWXc2HOJ4d8lObY6XOA8k97eWhgJ4g2I6VA1wrBmv5Cz0VqQ4QbNqt5T5+jwQvfD8N2LMFyyVL2UfYNM0/lxkdRq0s04EDrMRxU', {}, 'unsupportedKeyType'],
    ['encrypted, no passphrase', V.RSA_PKCS8_ENCRYPTED, {}, 'passphraseNeeded'],
    ['encrypted, wrong passphrase', V.P256_SEC1_ENCRYPTED, { passphrase: 'nope' }, 'wrongPassphrase'],
    ['encrypted .ppk, wrong passphrase', V.ED_PPK_ENCRYPTED, { passphrase: 'nope', to: 'openssh' }, 'wrongPassphrase'],
    ['a public key asked for a private format', V.ED_PUB, { to: 'openssh' }, 'publicOnly'],
    ['Ed25519 as traditional PEM', V.ED, { to: 'pem' }, 'noTraditionalPem'],
    ['a .ppk whose MAC does not match', V.ED_PPK.replace('Comment: alice@example', 'Comment: mallory'), { to: 'openssh' }, 'brokenKey'],
  ] as const)('%s → %s', async (_name, input, options, key) => {
    expect(await errorKey(() => convertKey(input, { ...NO_OPTIONS, to: 'public', ...options }))).toBe(key);
  });
});
