import { createHash, createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../../lib/errors';
import {
  formatKeyPair,
  generateRawKeyPair,
  parseBits,
  pkcs8ToPkcs1,
  privateKeyPemToPkcs1,
  publicKeyPemToOpenSsh,
  sshEd25519Blob,
  sshFingerprint,
  sshRsaBlob,
  type RawKeyPair,
} from './rsa-key-pair-generator.service';

/** A throwaway 1024-bit test key made with `openssl genpkey -algorithm RSA` (PKCS#1 DER, Base64). */
const TEST_KEY_DER = 'MIICXwIBAAKBgQDSEv6gGCX6r0YvWLt5F3b+TAHNDp0gf3Sy/YtVoFUM4L9y49wKaMGhu9gr8ZCVcMQx0gpaqoaHSEWJkq+VbLcDoFpGUzdF9SPtEgh9eA1RKHCIFm5dW2AeC4ARWdOkRLoJNAaTyxcHCecRxPHdBKFila7uAm6KK368WlU4r/tV9QIDAQABAoGBALKPxrMaE55DwaqZB7FkCpcY0CcWluR6sh06embsA58Qomrr16tZY80vuA2SJU2BLqMSYA61B+iRu9m2P10JrXzyCmX3EjeC/xHzQCjqSC6FytfNIg8nHlojLcWUl6+CcCAyAsmbd4L1AaLa3XysLBZtEAQnvLW8chPeIKnpaA75AkEA+9GNdy7FKT4MAkR+MezwwaAMF2pZKFlf+n38ozxjdJDGSc8mH8womLZOd6t1wrtvTKWQv045+sjmL2WIZxPzqwJBANWP/gQPRjdIww9xg++3PrUGQ28l21SKFjrPSY96EiiSeBgTXT5RSEjbbup8xVkvXb2a+4/UzS8e//VxC0t6PN8CQQD6gCkECIilUE3N66jFrXiKhNXCbU6n7tCldLLfB3HAQUyfm+vG8ebok2JXdT8+Kgq76m+lfwH6UeN5/rzEHXrlAkEArt2uYmiXV+EuRtDt9TSYFeXBBZt70ecXeKQOWXrcr3fu+dexO7uWcoGqejob5YDRQtVKMmVOdMzvTGt5kh3PBQJBANSsMBx4wsol3FHPurazXYO0QuA4dqf5DJOeFmFsK/yVrzIXRQpAYAu76nD/YU7u/thyoQqewbqnMpZjIVNjl80=';

function errorKey(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    return isToolInputError(error) ? error.messageKey : `other: ${String(error)}`;
  }
  return undefined;
}

/** Checks PEM framing: label lines, Base64 body in lines of exactly 64 characters (the last ≤ 64), final newline. */
function expectPem(pem: string, label: string) {
  expect(pem.startsWith(`-----BEGIN ${label}-----\n`)).toBe(true);
  expect(pem.endsWith(`\n-----END ${label}-----\n`)).toBe(true);
  const body = pem.split('\n').slice(1, -2);
  expect(body.length).toBeGreaterThan(0);
  body.forEach((line, index) => {
    expect(line).toMatch(/^[A-Za-z0-9+/=]+$/);
    if (index < body.length - 1) expect(line).toHaveLength(64);
    else expect(line.length).toBeLessThanOrEqual(64);
  });
}

/** An independent reader of the OpenSSH wire format (RFC 4251 §5). */
function readSshFields(blob: Buffer): Buffer[] {
  const fields: Buffer[] = [];
  let offset = 0;
  while (offset < blob.length) {
    const length = blob.readUInt32BE(offset);
    fields.push(blob.subarray(offset + 4, offset + 4 + length));
    offset += 4 + length;
  }
  return fields;
}

describe('parseBits', () => {
  it.each<[number | string, string | undefined]>([
    [2048, undefined],
    [1024, undefined],
    [16384, undefined],
    [4096, undefined],
    [1032, undefined],
    ['3072', undefined],
    [1000, 'invalidBits'],
    [1016, 'invalidBits'],
    [2050, 'invalidBits'],
    [16392, 'invalidBits'],
    [20000, 'invalidBits'],
    ['', 'invalidBits'],
    ['  ', 'invalidBits'],
    ['abc', 'invalidBits'],
    [2048.5, 'invalidBits'],
    [Number.NaN, 'invalidBits'],
    [-2048, 'invalidBits'],
  ])('%j → %s', (bits, key) => {
    expect(errorKey(() => parseBits(bits))).toBe(key);
  });
});

describe('RSA 2048 key pair', async () => {
  const pair = await generateRawKeyPair('RSA', 2048);
  const formatted = formatKeyPair(pair, 'pkcs8', 'me@example');

  it('writes SPKI and PKCS#8 PEM in 64-character lines', () => {
    expectPem(formatted.publicKeyPem, 'PUBLIC KEY');
    expectPem(formatted.privateKeyPem, 'PRIVATE KEY');
    expect(formatted.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8A/);
  });

  it('imports back with OpenSSL (node:crypto) as a 2048-bit RSA pair with exponent 65537 that signs and verifies', () => {
    const privateKey = createPrivateKey(formatted.privateKeyPem);
    const publicKey = createPublicKey(formatted.publicKeyPem);
    expect(privateKey.asymmetricKeyType).toBe('rsa');
    expect(privateKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(privateKey.asymmetricKeyDetails?.publicExponent).toBe(65537n);
    const data = Buffer.from('signed by the generated key');
    const signature = sign('sha256', data, privateKey);
    expect(verify('sha256', data, publicKey, signature)).toBe(true);
    expect(verify('sha256', Buffer.from('something else'), publicKey, signature)).toBe(false);
  });

  it('writes the same key as PKCS#1 (BEGIN RSA PRIVATE KEY)', () => {
    const pkcs1 = formatKeyPair(pair, 'pkcs1').privateKeyPem;
    expectPem(pkcs1, 'RSA PRIVATE KEY');
    const fromPkcs1 = createPrivateKey({ key: pkcs1, format: 'pem', type: 'pkcs1' });
    const fromPkcs8 = createPrivateKey(formatted.privateKeyPem);
    expect(fromPkcs1.export({ format: 'jwk' })).toEqual(fromPkcs8.export({ format: 'jwk' }));
    expect(Buffer.from(pkcs8ToPkcs1(pair.pkcs8))).toEqual(fromPkcs8.export({ format: 'der', type: 'pkcs1' }));
  });

  it('gives the OpenSSH public key line and its SHA-256 fingerprint', () => {
    const [algorithm, base64, comment] = formatted.openSshPublicKey.split(' ');
    expect(algorithm).toBe('ssh-rsa');
    expect(comment).toBe('me@example');
    const blob = Buffer.from(base64 ?? '', 'base64');
    const [name, exponent, modulus] = readSshFields(blob);
    const jwk = createPublicKey(formatted.publicKeyPem).export({ format: 'jwk' });
    expect(name?.toString()).toBe('ssh-rsa');
    expect(exponent?.toString('hex')).toBe('010001');
    // mpint: a leading zero byte because the modulus' top bit is set.
    expect(modulus?.[0]).toBe(0);
    expect(modulus?.subarray(1).toString('base64url')).toBe(jwk.n);
    expect(formatted.fingerprint).toBe(`SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`);
  });

  it('leaves the comment out when empty', () => {
    expect(formatKeyPair(pair).openSshPublicKey).toMatch(/^ssh-rsa [A-Za-z0-9+/=]+$/);
  });
});

describe('other sizes', () => {
  it('makes a 1032-bit key (a multiple of 8 that is not a power of two)', async () => {
    const pair = await generateRawKeyPair('RSA', 1032);
    expect(createPublicKey(formatKeyPair(pair).publicKeyPem).asymmetricKeyDetails?.modulusLength).toBe(1032);
  });

  it('refuses an invalid size before generating', async () => {
    await expect(generateRawKeyPair('RSA', 1000)).rejects.toMatchObject({ messageKey: 'invalidBits' });
  });

  it('maps a size the platform refuses to "unsupportedSize"', async () => {
    const refusing = { generateKey: () => Promise.reject(new DOMException('too big', 'OperationError')) } as unknown as SubtleCrypto;
    await expect(generateRawKeyPair('RSA', 16384, refusing)).rejects.toMatchObject({ messageKey: 'unsupportedSize' });
  });
});

describe('Ed25519', () => {
  it('makes a pair OpenSSL reads, with an ssh-ed25519 line', async () => {
    const pair: RawKeyPair = await generateRawKeyPair('Ed25519', 0);
    const formatted = formatKeyPair(pair, 'pkcs1');
    // PKCS#1 is RSA only: an Ed25519 key stays PKCS#8.
    expectPem(formatted.privateKeyPem, 'PRIVATE KEY');
    const privateKey = createPrivateKey(formatted.privateKeyPem);
    const publicKey = createPublicKey(formatted.publicKeyPem);
    expect(privateKey.asymmetricKeyType).toBe('ed25519');
    const signature = sign(null, Buffer.from('x'), privateKey);
    expect(verify(null, Buffer.from('x'), publicKey, signature)).toBe(true);
    const [algorithm, base64] = formatted.openSshPublicKey.split(' ');
    expect(algorithm).toBe('ssh-ed25519');
    const [name, raw] = readSshFields(Buffer.from(base64 ?? '', 'base64'));
    expect(name?.toString()).toBe('ssh-ed25519');
    expect(raw?.toString('base64url')).toBe(publicKey.export({ format: 'jwk' }).x);
  });
});

describe('SSH encoding', () => {
  it('drops leading zeros of an mpint and adds one before a set top bit', () => {
    expect(Buffer.from(sshRsaBlob(new Uint8Array([0, 1, 0, 1]), new Uint8Array([0x80, 0x01]))).toString('hex')).toBe(
      '000000077373682d727361' + '00000003010001' + '00000003008001',
    );
  });

  it('encodes an Ed25519 key as two strings', () => {
    expect(Buffer.from(sshEd25519Blob(new Uint8Array(32).fill(7))).toString('hex')).toBe(`0000000b7373682d65643235353139${'00000020'}${'07'.repeat(32)}`);
  });

  it('fingerprints like ssh-keygen -l (SHA256:, unpadded Base64)', () => {
    const blob = new Uint8Array([1, 2, 3]);
    expect(sshFingerprint(blob)).toBe(`SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`);
  });
});

describe('conversions of a key made by OpenSSL', () => {
  const privateKey = createPrivateKey({ key: Buffer.from(TEST_KEY_DER, 'base64'), format: 'der', type: 'pkcs1' });
  const pkcs8Pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  const publicPem = createPublicKey(privateKey).export({ format: 'pem', type: 'spki' }).toString();

  it('rewrites PKCS#8 as the PKCS#1 OpenSSL writes', () => {
    expect(privateKeyPemToPkcs1(pkcs8Pem)).toBe(privateKey.export({ format: 'pem', type: 'pkcs1' }).toString());
  });

  it('writes the OpenSSH line whose key OpenSSL reads back', async () => {
    const line = await publicKeyPemToOpenSsh(publicPem, 'c');
    const [, modulus] = readSshFields(Buffer.from(line.split(' ')[1] ?? '', 'base64')).slice(1);
    expect(modulus?.subarray(1).toString('base64url')).toBe(createPublicKey(publicPem).export({ format: 'jwk' }).n);
    expect(line.endsWith(' c')).toBe(true);
  });

  it.each([
    ['', 'invalidPrivateKey'],
    ['-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----', 'invalidPrivateKey'],
    [publicPem, 'invalidPrivateKey'],
  ])('private key %#: message %s', (pem, key) => {
    expect(errorKey(() => privateKeyPemToPkcs1(pem))).toBe(key);
  });

  it('rejects a public key that is not one', async () => {
    await expect(publicKeyPemToOpenSsh('junk')).rejects.toMatchObject({ messageKey: 'invalidPublicKey' });
    await expect(publicKeyPemToOpenSsh('-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----')).rejects.toMatchObject({ messageKey: 'invalidPublicKey' });
  });
});

