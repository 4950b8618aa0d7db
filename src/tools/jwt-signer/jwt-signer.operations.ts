import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { DEFAULT_HEADER, EXPECTED_ALGORITHMS, JWT_ALGORITHMS, SECRET_ENCODINGS } from './jwt-signer.algorithms';
import {
  JWT_IO_PAYLOAD,
  JWT_IO_SECRET,
  JWT_IO_TOKEN,
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

/** jose and asn1js load with the first run (in the worker or the command line), never with the screen. */
const service = () => import('./jwt-signer.service');

/** The payload (JSON claims, or any text with `raw`) → a signed compact JWT/JWS. */
export const jwtSigner = defineOperation({
  id: 'jwt-signer',
  toolId: 'jwt-signer',
  input: 'text',
  output: 'text',
  options: z.object({
    algorithm: z._default(z.enum(JWT_ALGORITHMS), 'HS256'),
    /** The HMAC secret, or the private key: PEM (PKCS#8, PKCS#1, SEC1) or JWK. */
    key: z._default(z.string(), ''),
    secretEncoding: z._default(z.enum(SECRET_ENCODINGS), 'text'),
    /** The JOSE header as JSON; `alg` is added first when absent. */
    header: z._default(z.string(), DEFAULT_HEADER),
    /** Sign the header and payload texts exactly as written, and any payload text (a JWS). */
    raw: z._default(z.boolean(), false),
  }),
  run: async (input, options, { warn }) => (await service()).signJwt(input, options, warn),
  examples: [
    { description: 'The jwt.io sample (HS256, secret "your-256-bit-secret": shorter than 256 bits, so a warning)', input: JWT_IO_PAYLOAD, options: { key: JWT_IO_SECRET }, output: JWT_IO_TOKEN },
    {
      description: 'RFC 7515 A.1: HS256 with the JWK of the RFC, header and payload signed as written (CRLF)',
      input: RFC7515_PAYLOAD,
      options: { key: RFC7515_HS256_KEY, header: RFC7515_HS256_HEADER, raw: true },
      output: RFC7515_HS256_TOKEN,
    },
    {
      description: 'RFC 7515 A.2: RS256 (RSASSA-PKCS1-v1_5 is deterministic)',
      input: RFC7515_PAYLOAD,
      options: { algorithm: 'RS256', key: RFC7515_RSA_PRIVATE_JWK, header: RFC7515_RS256_HEADER, raw: true },
      output: RFC7515_RS256_TOKEN,
    },
    {
      description: 'RFC 8037 A.4: EdDSA (Ed25519) over a text payload',
      input: RFC8037_PAYLOAD,
      options: { algorithm: 'EdDSA', key: RFC8037_PRIVATE_JWK, header: RFC8037_HEADER, raw: true },
      output: RFC8037_TOKEN,
    },
  ],
});

const RFC7515_CLAIMS = { iss: 'joe', exp: 1300819380, 'http://example.com/is_root': true };
/** 18:00 UTC on 22 March 2011, before the RFC token's exp (18:43). */
const BEFORE_EXPIRY = '2011-03-22T18:00:00Z';

/** A token and a key (secret, PEM, JWK or JWK set) → every check: signature, algorithm, exp, nbf. */
export const jwtSignerVerify = defineOperation({
  id: 'jwt-signer-verify',
  toolId: 'jwt-signer',
  input: 'text',
  output: 'data',
  options: z.object({
    /** The HMAC secret, or the public key: PEM (SPKI, PKCS#1, certificate), JWK or JWK set. */
    key: z._default(z.string(), ''),
    secretEncoding: z._default(z.enum(SECRET_ENCODINGS), 'text'),
    expectedAlgorithm: z._default(z.enum(EXPECTED_ALGORITHMS), 'any'),
    /** The time exp and nbf are checked at: ISO 8601 or Unix seconds; absent or empty: now. */
    now: z.optional(z.string()),
    clockTolerance: z._default(z.int().check(z.minimum(0), z.maximum(86_400)), 0),
  }),
  run: async (input, { now, ...options }) => {
    const { parseNow, verifyJwt } = await service();
    return verifyJwt(input, { ...options, now: parseNow(now) });
  },
  examples: [
    {
      description: 'RFC 7515 A.1 (HS256) with its JWK, before the token expired',
      input: RFC7515_HS256_TOKEN,
      options: { key: RFC7515_HS256_KEY, now: BEFORE_EXPIRY },
      output: {
        valid: true,
        failed: [],
        signature: 'valid',
        algorithm: 'ok',
        expiry: 'ok',
        notBefore: 'absent',
        alg: 'HS256',
        keyUsed: 'HMAC secret (64 bytes)',
        expiresAt: '2011-03-22T18:43:00Z',
        header: { typ: 'JWT', alg: 'HS256' },
        payload: RFC7515_CLAIMS,
      },
    },
    {
      description: 'RFC 7515 A.3 (ES256) with the public JWK of the RFC',
      input: RFC7515_ES256_TOKEN,
      options: { key: RFC7515_EC_PUBLIC_JWK, now: BEFORE_EXPIRY },
      output: {
        valid: true,
        failed: [],
        signature: 'valid',
        algorithm: 'ok',
        expiry: 'ok',
        notBefore: 'absent',
        alg: 'ES256',
        keyUsed: 'EC P-256 public key',
        expiresAt: '2011-03-22T18:43:00Z',
        header: { alg: 'ES256' },
        payload: RFC7515_CLAIMS,
      },
    },
    {
      description: 'RFC 7515 A.2 (RS256) today: the signature holds, the token has expired',
      input: RFC7515_RS256_TOKEN,
      options: { key: RFC7515_RSA_PRIVATE_JWK, now: '2026-01-01T00:00:00Z' },
      output: {
        valid: false,
        failed: ['exp'],
        signature: 'valid',
        algorithm: 'ok',
        expiry: 'expired',
        notBefore: 'absent',
        alg: 'RS256',
        keyUsed: 'RSA public key',
        expiresAt: '2011-03-22T18:43:00Z',
        header: { alg: 'RS256' },
        payload: RFC7515_CLAIMS,
      },
    },
    {
      description: 'RFC 8037 A.4 (EdDSA) with the public JWK: a JWS whose payload is text',
      input: RFC8037_TOKEN,
      options: { key: RFC8037_PUBLIC_JWK },
      output: { valid: true, failed: [], signature: 'valid', algorithm: 'ok', expiry: 'absent', notBefore: 'absent', alg: 'EdDSA', keyUsed: 'Ed25519 public key', header: { alg: 'EdDSA' }, payload: RFC8037_PAYLOAD },
    },
    {
      description: 'The jwt.io sample with the wrong secret',
      input: JWT_IO_TOKEN,
      options: { key: 'not-the-secret' },
      output: {
        valid: false,
        failed: ['signature'],
        signature: 'invalid',
        algorithm: 'ok',
        expiry: 'absent',
        notBefore: 'absent',
        alg: 'HS256',
        keyUsed: 'HMAC secret (14 bytes)',
        issuedAt: '2018-01-18T01:30:22Z',
        header: { alg: 'HS256', typ: 'JWT' },
        payload: { sub: '1234567890', name: 'John Doe', iat: 1516239022 },
      },
    },
  ],
});

export default [jwtSigner, jwtSignerVerify];
