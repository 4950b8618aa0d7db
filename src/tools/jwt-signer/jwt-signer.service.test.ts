import { createHmac, createPrivateKey, createPublicKey, generateKeyPairSync, sign as nodeSign, verify as nodeVerify, constants } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../../lib/errors';
import { sequenceRandom } from '../../lib/random';
import type { JwtAlgorithm } from './jwt-signer.algorithms';
import { generateKey, minifyJson, parseToken, signJwt, verifyJwt, type SignOptions, type Warning } from './jwt-signer.service';
import {
  JWT_IO_PAYLOAD,
  JWT_IO_SECRET,
  JWT_IO_TOKEN,
  RFC7515_EC_PRIVATE_JWK,
  RFC7515_EC_PUBLIC_JWK,
  RFC7515_ES256_TOKEN,
  RFC7515_HS256_HEADER,
  RFC7515_HS256_KEY,
  RFC7515_HS256_TOKEN,
  RFC7515_PAYLOAD,
  RFC7515_RS256_HEADER,
  RFC7515_RS256_TOKEN,
  RFC7515_RSA_PRIVATE_JWK,
  RFC8037_HEADER,
  RFC8037_PAYLOAD,
  RFC8037_PRIVATE_JWK,
  RFC8037_PUBLIC_JWK,
  RFC8037_TOKEN,
} from './jwt-signer.vectors';

/*
 * Expected values: the RFC 7515 Appendix A and RFC 8037 A.4 vectors (jwt-signer.vectors.ts), the
 * jwt.io sample, and Node's crypto (OpenSSL) as the independent implementation: HMAC digests,
 * RSA/EC/Ed25519 signatures made or checked by node:crypto, and the RFC keys converted by it to
 * PKCS#1, SEC1, PKCS#8 and SPKI PEM.
 */

const b64url = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const options = (overrides: Partial<SignOptions>): SignOptions => ({ algorithm: 'HS256', key: '', secretEncoding: 'text', header: '{"typ":"JWT"}', raw: false, ...overrides });
const verifyOptions = (key: string, overrides: Partial<Parameters<typeof verifyJwt>[1]> = {}) => ({ key, secretEncoding: 'text' as const, expectedAlgorithm: 'any' as const, now: new Date('2026-01-01T00:00:00Z'), clockTolerance: 0, ...overrides });

const rsaKey = createPrivateKey({ key: JSON.parse(RFC7515_RSA_PRIVATE_JWK) as never, format: 'jwk' });
const RSA_PKCS1 = rsaKey.export({ type: 'pkcs1', format: 'pem' }) as string;
const RSA_PKCS8 = rsaKey.export({ type: 'pkcs8', format: 'pem' }) as string;
const RSA_SPKI = createPublicKey(rsaKey).export({ type: 'spki', format: 'pem' }) as string;
const RSA_PKCS1_PUBLIC = createPublicKey(rsaKey).export({ type: 'pkcs1', format: 'pem' }) as string;
const ecKey = createPrivateKey({ key: JSON.parse(RFC7515_EC_PRIVATE_JWK) as never, format: 'jwk' });
const EC_SEC1 = ecKey.export({ type: 'sec1', format: 'pem' }) as string;
const EC_SPKI = createPublicKey(ecKey).export({ type: 'spki', format: 'pem' }) as string;
const edKey = createPrivateKey({ key: JSON.parse(RFC8037_PRIVATE_JWK) as never, format: 'jwk' });
const ED_PKCS8 = edKey.export({ type: 'pkcs8', format: 'pem' }) as string;

async function errorKey(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
  } catch (error) {
    return isToolInputError(error) ? error.messageKey.replace(/^errors\./, '') : `other: ${String(error)}`;
  }
  return undefined;
}

describe('signing: exact tokens', () => {
  it.each([
    ['jwt.io sample (HS256, secret as text)', JWT_IO_PAYLOAD, options({ key: JWT_IO_SECRET }), JWT_IO_TOKEN],
    ['RFC 7515 A.1 (HS256, oct JWK, CRLF kept)', RFC7515_PAYLOAD, options({ key: RFC7515_HS256_KEY, header: RFC7515_HS256_HEADER, raw: true }), RFC7515_HS256_TOKEN],
    ['RFC 7515 A.2 (RS256, RSA JWK)', RFC7515_PAYLOAD, options({ algorithm: 'RS256', key: RFC7515_RSA_PRIVATE_JWK, header: RFC7515_RS256_HEADER, raw: true }), RFC7515_RS256_TOKEN],
    ['RFC 7515 A.2 with the key as PKCS#1 PEM', RFC7515_PAYLOAD, options({ algorithm: 'RS256', key: RSA_PKCS1, header: RFC7515_RS256_HEADER, raw: true }), RFC7515_RS256_TOKEN],
    ['RFC 7515 A.2 with the key as PKCS#8 PEM', RFC7515_PAYLOAD, options({ algorithm: 'RS256', key: RSA_PKCS8, header: RFC7515_RS256_HEADER, raw: true }), RFC7515_RS256_TOKEN],
    ['RFC 8037 A.4 (EdDSA, OKP JWK, text payload)', RFC8037_PAYLOAD, options({ algorithm: 'EdDSA', key: RFC8037_PRIVATE_JWK, header: RFC8037_HEADER, raw: true }), RFC8037_TOKEN],
    ['RFC 8037 A.4 with the key as PKCS#8 PEM', RFC8037_PAYLOAD, options({ algorithm: 'EdDSA', key: ED_PKCS8, header: RFC8037_HEADER, raw: true }), RFC8037_TOKEN],
  ])('%s', async (_name, payload, signOptions, token) => {
    expect(await signJwt(payload, signOptions)).toBe(token);
  });

  it.each(['HS256', 'HS384', 'HS512'] as const)('%s equals HMAC by node:crypto, Base64 secrets too', async (algorithm) => {
    const secret = Buffer.alloc(Number(algorithm.slice(2)) / 8, 7);
    const token = await signJwt('{ "sub": "1", "n": 1.50 }', options({ algorithm, key: secret.toString('base64'), secretEncoding: 'base64' }));
    const input = `${b64url({ alg: algorithm, typ: 'JWT' })}.${b64url('{"sub":"1","n":1.50}')}`;
    expect(token).toBe(`${input}.${createHmac(`sha${algorithm.slice(2)}`, secret).update(input).digest('base64url')}`);
  });
});

describe('signing: randomised signatures checked by node:crypto', () => {
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const curves = { ES256: 'prime256v1', ES384: 'secp384r1', ES512: 'secp521r1' } as const;
  it.each(['PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512'] as const)('%s', async (algorithm) => {
    const pair = algorithm.startsWith('PS') ? rsa : generateKeyPairSync('ec', { namedCurve: curves[algorithm as keyof typeof curves] });
    const token = await signJwt('{"sub":"x"}', options({ algorithm, key: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string }));
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const hash = `sha${algorithm.slice(2)}`;
    const ok = algorithm.startsWith('PS')
      ? nodeVerify(hash, Buffer.from(`${header}.${payload}`), { key: pair.publicKey, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: Number(algorithm.slice(2)) / 8 }, Buffer.from(signature, 'base64url'))
      : nodeVerify(hash, Buffer.from(`${header}.${payload}`), { key: pair.publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
    expect(ok).toBe(true);
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: algorithm, typ: 'JWT' });
  });

  it('ES256 with the RFC key as SEC1 PEM verifies with the RFC public JWK', async () => {
    const token = await signJwt(RFC7515_PAYLOAD, options({ algorithm: 'ES256', key: EC_SEC1, header: '{"alg":"ES256"}', raw: true }));
    expect((await verifyJwt(token, verifyOptions(RFC7515_EC_PUBLIC_JWK))).signature).toBe('valid');
  });
});

describe('header and payload texts', () => {
  it('adds alg first, keeps the rest as written, minified; number literals and strings untouched', async () => {
    const token = await signJwt('{\n  "id": 12345678901234567890,\n  "note": "a  b",\n  "x": 1e3\n}', options({ key: 'k'.repeat(32), header: '{ "typ": "JWT", "kid": "k1" }' }));
    const [header, payload] = token.split('.') as [string, string];
    expect(Buffer.from(header, 'base64url').toString()).toBe('{"alg":"HS256","typ":"JWT","kid":"k1"}');
    expect(Buffer.from(payload, 'base64url').toString()).toBe('{"id":12345678901234567890,"note":"a  b","x":1e3}');
  });

  it('minifies escapes inside strings correctly', () => {
    expect(minifyJson('{ "a" : "x \\" y" , "b" : [ 1 , 2 ] }')).toBe('{"a":"x \\" y","b":[1,2]}');
  });

  it('warns when an HMAC secret is shorter than the hash (RFC 7518 §3.2)', async () => {
    const warnings: Warning[] = [];
    await signJwt('{}', options({ algorithm: 'HS512', key: 'short' }), (warning) => warnings.push(warning));
    expect(warnings.map((warning) => [warning.key, warning.data])).toEqual([['shortSecret', { bits: 40, minimum: 512 }]]);
    const none: Warning[] = [];
    await signJwt('{}', options({ key: 'x'.repeat(32) }), (warning) => none.push(warning));
    expect(none).toEqual([]);
  });
});

describe('bad input to the signer: a message for its field', () => {
  const rsa1024 = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
  it.each([
    ['payload not JSON', '{"a": 1,}', options({ key: 'secret' }), 'payloadJson'],
    ['payload an array', '[1]', options({ key: 'secret' }), 'payloadNotObject'],
    ['header not JSON', '{}', options({ key: 'secret', header: '{"typ":"JWT"' }), 'headerJson'],
    ['header alg differs', '{}', options({ key: 'secret', header: '{"alg":"RS256"}' }), 'headerAlgMismatch'],
    ['raw header without alg', '{}', options({ key: 'secret', raw: true }), 'headerAlgMissing'],
    ['empty secret', '{}', options({}), 'secretEmpty'],
    ['bad Base64 secret', '{}', options({ key: 'a*b', secretEncoding: 'base64' }), 'secretBase64'],
    ['a PEM key for HS256', '{}', options({ key: RSA_PKCS8 }), 'pemForHmac'],
    ['no key for RS256', '{}', options({ algorithm: 'RS256' }), 'keyEmpty'],
    ['a public key to sign', '{}', options({ algorithm: 'RS256', key: RSA_SPKI }), 'needPrivateKey'],
    ['a public JWK to sign', '{}', options({ algorithm: 'ES256', key: RFC7515_EC_PUBLIC_JWK }), 'needPrivateKey'],
    ['an EC key for RS256', '{}', options({ algorithm: 'RS256', key: EC_SEC1 }), 'keyAlgMismatch'],
    ['a P-256 key for ES384', '{}', options({ algorithm: 'ES384', key: RFC7515_EC_PRIVATE_JWK }), 'keyAlgMismatch'],
    ['broken PEM Base64', '{}', options({ algorithm: 'RS256', key: RSA_PKCS8.replace(/\n(.)/, '\n*$1') }), 'keyPem'],
    ['PEM without END', '{}', options({ algorithm: 'RS256', key: RSA_PKCS8.split('-----END')[0]! }), 'keyPem'],
    ['JWK not JSON', '{}', options({ algorithm: 'ES256', key: '{"kty":"EC",' }), 'keyJwk'],
    ['an encrypted key', '{}', options({ algorithm: 'RS256', key: '-----BEGIN ENCRYPTED PRIVATE KEY-----\nMAA=\n-----END ENCRYPTED PRIVATE KEY-----' }), 'keyEncrypted'],
    ['RSA 1024', '{}', options({ algorithm: 'RS256', key: rsa1024 }), 'rsaTooShort'],
    ['a JWK set to sign', '{}', options({ algorithm: 'ES256', key: `{"keys":[${RFC7515_EC_PRIVATE_JWK}]}` }), 'jwkSetForSigning'],
  ])('%s', async (_name, payload, signOptions, key) => {
    expect(await errorKey(() => signJwt(payload, signOptions))).toBe(key);
  });

  it('says where the JSON breaks', async () => {
    const error: unknown = await signJwt('{\n  "a": 1\n  "b": 2\n}', options({ key: 'secret' })).catch((thrown: unknown) => thrown);
    expect(isToolInputError(error) && error.detail).toMatch(/^Line 3, column 3: /);
  });
});

describe('verifying', () => {
  const nodeToken = (header: object, payload: object, key = rsaKey) => {
    const input = `${b64url(header)}.${b64url(payload)}`;
    return `${input}.${nodeSign('sha256', Buffer.from(input), key).toString('base64url')}`;
  };
  const hsToken = (payload: object, secret: string, header: object = { alg: 'HS256', typ: 'JWT' }) => {
    const input = `${b64url(header)}.${b64url(payload)}`;
    return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
  };
  const now = Date.parse('2026-01-01T00:00:00Z') / 1000;

  it.each([
    ['RS256 by node:crypto, SPKI PEM', nodeToken({ alg: 'RS256' }, { sub: '1' }), RSA_SPKI, { valid: true, signature: 'valid', keyUsed: 'RSA public key' }],
    ['RS256, PKCS#1 public PEM', nodeToken({ alg: 'RS256' }, { sub: '1' }), RSA_PKCS1_PUBLIC, { valid: true, signature: 'valid' }],
    ['RS256, the private key PEM', nodeToken({ alg: 'RS256' }, { sub: '1' }), RSA_PKCS1, { valid: true, keyUsed: 'RSA key (public half of the private key)' }],
    ['RFC 7515 A.3 ES256, SPKI PEM', RFC7515_ES256_TOKEN, EC_SPKI, { signature: 'valid', expiry: 'expired', failed: ['exp'], valid: false }],
    ['RFC 8037 EdDSA', RFC8037_TOKEN, RFC8037_PUBLIC_JWK, { valid: true, payload: RFC8037_PAYLOAD }],
    ['a Bearer prefix', `Bearer ${JWT_IO_TOKEN}`, JWT_IO_SECRET, { valid: true }],
    ['wrong secret', JWT_IO_TOKEN, 'nope', { valid: false, signature: 'invalid', failed: ['signature'] }],
    ['tampered payload', `${JWT_IO_TOKEN.split('.')[0]}.${b64url({ sub: 'admin' })}.${JWT_IO_TOKEN.split('.')[2]}`, JWT_IO_SECRET, { signature: 'invalid' }],
    ['expired', hsToken({ exp: now - 10 }, 's'), 's', { valid: false, expiry: 'expired', failed: ['exp'], expiresAt: '2025-12-31T23:59:50Z' }],
    ['not yet valid', hsToken({ nbf: now + 3600 }, 's'), 's', { valid: false, notBefore: 'notYetValid', failed: ['nbf'] }],
    ['exp not a number', hsToken({ exp: 'tomorrow' }, 's'), 's', { expiry: 'invalid', failed: ['exp'] }],
    ['no key: nothing checked but the claims', JWT_IO_TOKEN, '', { valid: false, signature: 'unchecked', failed: [] }],
    ['alg confusion: HS256 signed with the RSA public key text', hsToken({ sub: 'x' }, RSA_SPKI), RSA_SPKI, { valid: false, algorithm: 'keyMismatch', signature: 'unchecked', failed: ['alg'] }],
    ['an RSA key for an ES256 token', RFC7515_ES256_TOKEN, RSA_SPKI, { algorithm: 'keyMismatch', failed: ['alg', 'exp'] }],
    ['unsecured (alg none)', `${b64url({ alg: 'none' })}.${b64url({ sub: 'x' })}.`, 's', { valid: false, algorithm: 'unsecured', failed: ['alg'] }],
  ] as const)('%s', async (_name, token, key, expected) => {
    expect(await verifyJwt(token, verifyOptions(key))).toMatchObject(expected);
  });

  it('an expected algorithm the token does not use is a mismatch', async () => {
    expect(await verifyJwt(JWT_IO_TOKEN, verifyOptions(JWT_IO_SECRET, { expectedAlgorithm: 'HS512' }))).toMatchObject({ valid: false, algorithm: 'mismatch', signature: 'unchecked', failed: ['alg'] });
  });

  it('clock tolerance', async () => {
    const token = hsToken({ exp: now - 30 }, 's');
    expect((await verifyJwt(token, verifyOptions('s', { clockTolerance: 60 }))).valid).toBe(true);
  });

  it('a JWK set: the key with the token kid is chosen', async () => {
    const rsaJwk = { ...(createPublicKey(rsaKey).export({ format: 'jwk' }) as object), kid: 'rsa-1' };
    const set = JSON.stringify({ keys: [{ ...JSON.parse(RFC7515_EC_PUBLIC_JWK), kid: 'ec-1' }, rsaJwk] });
    expect(await verifyJwt(nodeToken({ alg: 'RS256', kid: 'rsa-1' }, {}), verifyOptions(set))).toMatchObject({ valid: true, kid: 'rsa-1', keyUsed: 'RSA public key, kid "rsa-1"' });
    expect(await verifyJwt(nodeToken({ alg: 'RS256', kid: 'gone' }, {}), verifyOptions(set))).toMatchObject({ valid: false, noKeyForKid: true, failed: ['kid'] });
    // Without a kid, every key that fits the algorithm is tried.
    expect((await verifyJwt(nodeToken({ alg: 'RS256' }, {}), verifyOptions(set))).valid).toBe(true);
  });

  it.each([
    ['two parts', 'eyJhbGciOiJIUzI1NiJ9.e30', 'tokenParts'],
    ['a JWE (five parts)', 'eyJhbGciOiJSU0EtT0FFUCJ9.a.b.c.d', 'tokenJwe'],
    ['header not JSON', `${b64url('nope')}.e30.c2ln`, 'tokenHeader'],
    ['payload not Base64url', `${b64url({ alg: 'HS256' })}.e*30.c2ln`, 'tokenPayload'],
    ['empty', '  ', 'tokenEmpty'],
    ['a broken signature part (standard Base64)', `${JWT_IO_TOKEN.slice(0, -4)}+/==`, 'tokenSignature'],
    ['an empty signature part', `${JWT_IO_TOKEN.split('.').slice(0, 2).join('.')}.`, 'tokenSignature'],
  ])('bad token: %s', async (_name, token, key) => {
    expect(await errorKey(() => verifyJwt(token, verifyOptions('s')))).toBe(key);
  });

  it.each([
    ['broken PEM', RSA_SPKI.replace(/\n(.)/, '\n#$1'), 'keyPem'],
    ['broken JWK', '{"kty":"RSA"', 'keyJwk'],
    ['a JWK with an unknown kty', '{"kty":"XYZ"}', 'keyJwk'],
  ])('bad key: %s', async (_name, key, expected) => {
    expect(await errorKey(() => verifyJwt(JWT_IO_TOKEN, verifyOptions(key)))).toBe(expected);
  });

  it('parseToken keeps a non-JSON payload as text', () => {
    expect(parseToken(RFC8037_TOKEN).payload).toBe(RFC8037_PAYLOAD);
  });
});

describe('keys made on the page', () => {
  it('an HMAC secret as long as the hash, from the random source', async () => {
    expect(await generateKey('HS256', sequenceRandom([0]))).toEqual({ signingKey: 'A'.repeat(43), verificationKey: 'A'.repeat(43), secretEncoding: 'base64' });
    expect((await generateKey('HS512')).signingKey).toHaveLength(86);
  });

  it.each(['ES256', 'EdDSA'] as JwtAlgorithm[])('%s: a key pair that signs and verifies', async (algorithm) => {
    const pair = await generateKey(algorithm);
    expect(pair.signingKey).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    const token = await signJwt('{"a":1}', options({ algorithm, key: pair.signingKey }));
    expect((await verifyJwt(token, verifyOptions(pair.verificationKey))).valid).toBe(true);
  });
});
