/**
 * JWT signer and verifier. Signing builds the compact JWS (RFC 7515 §7.1) from the header and
 * payload texts — minified, or byte for byte as written (`raw`, so that RFC vectors with CRLF
 * line breaks reproduce exactly) — and signs it with Web Crypto as RFC 7518 §3 says (HMAC,
 * RSASSA-PKCS1-v1_5, RSASSA-PSS with a salt as long as the hash, ECDSA with raw r‖s, Ed25519);
 * jose re-serialises a protected header, so it cannot sign a header text as written. Keys are
 * read and imported with jose (PKCS#8, SPKI, X.509, JWK, JWK sets); PKCS#1 and SEC1 PEM keys are
 * wrapped into PKCS#8 / SPKI with asn1js first. Verification is jose's `compactVerify`, then the
 * `exp` and `nbf` claims are checked here against `now`, so that every check is reported, not
 * only the first that fails. Pure TypeScript over Web Crypto: runs in Node, the page and workers.
 */
import * as asn1js from 'asn1js';
import { compactVerify, errors, exportJWK, exportPKCS8, exportSPKI, generateKeyPair, importJWK, importPKCS8, importSPKI, importX509, type JWK } from 'jose';
import { bytesToBase64 } from '../../lib/base64/base64';
import { base64ToBytes, toPem, utf8DecodeStrict, utf8Encode } from '../../lib/crypto-encoding';
import { ToolInputError } from '../../lib/errors';
import { readStrictJson, StrictJsonSyntaxError, type StrictJsonBuilder } from '../../lib/json/strict-json';
import { cryptoRandom, type RandomSource } from '../../lib/random';
import { hashBits, isHmac, JWT_ALGORITHMS, type ExpectedAlgorithm, type JwtAlgorithm, type SecretEncoding } from './jwt-signer.algorithms';

const base64url = (bytes: Uint8Array) => bytesToBase64(bytes, { urlSafe: true });

// ---------------------------------------------------------------------------------------------
// JSON texts

/** A builder that builds nothing: the strict reader is only asked where a text stops being JSON. */
const NOTHING: StrictJsonBuilder<null, null, null> = {
  object: () => null,
  set: () => {},
  endObject: () => null,
  array: () => null,
  push: () => {},
  endArray: () => null,
  string: () => null,
  number: () => null,
  constant: () => null,
};

/** "Line 2, column 5: Expected ',' or '}'" for a text JSON.parse refused. */
function jsonErrorDetail(text: string, fallback: string): string {
  try {
    readStrictJson(text, NOTHING);
  } catch (error) {
    if (error instanceof StrictJsonSyntaxError) {
      const before = text.slice(0, error.position);
      const line = before.split('\n').length;
      const column = error.position - before.lastIndexOf('\n');
      return `Line ${line}, column ${column}: ${error.message.replace(/ at position \d+$/, '')}`;
    }
  }
  return fallback;
}

/** A JSON text → its value; `ToolInputError(errors.<field>Json)` with the line and column otherwise. */
export function parseJsonField(text: string, field: 'header' | 'payload'): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ToolInputError(`errors.${field}Json`, { detail: jsonErrorDetail(text, error instanceof Error ? error.message : String(error)) });
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The JSON text without the whitespace between tokens; strings and number literals stay as written. */
export function minifyJson(text: string): string {
  let out = '';
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (inString) {
      out += char;
      if (char === '\\') out += text[++index] ?? '';
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
      out += char;
    } else if (char !== ' ' && char !== '\n' && char !== '\r' && char !== '\t') out += char;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Keys

/** What a key is, in JWK terms. */
export type KeyShape = { kty: 'oct'; bytes: number } | { kty: 'RSA' } | { kty: 'EC'; crv: string } | { kty: 'OKP'; crv: string };

const OID_RSA = '1.2.840.113549.1.1.1';
const OID_RSA_PSS = '1.2.840.113549.1.1.10';
const OID_EC = '1.2.840.10045.2.1';
const CURVE_OIDS: Readonly<Record<string, string>> = {
  '1.2.840.10045.3.1.7': 'P-256',
  '1.3.132.0.34': 'P-384',
  '1.3.132.0.35': 'P-521',
  '1.3.132.0.10': 'secp256k1',
};
const OKP_OIDS: Readonly<Record<string, string>> = { '1.3.101.112': 'Ed25519', '1.3.101.113': 'Ed448', '1.3.101.110': 'X25519', '1.3.101.111': 'X448' };

/** "RSA", "EC P-256", "Ed25519", "HMAC secret": how a key is named in messages. */
export function describeShape(shape: KeyShape): string {
  if (shape.kty === 'oct') return 'HMAC secret';
  if (shape.kty === 'RSA') return 'RSA';
  return shape.kty === 'EC' ? `EC ${shape.crv}` : shape.crv;
}

/** Whether a key of this shape signs or verifies `algorithm` (RFC 7518 §3.1, RFC 8037 §3.1). */
export function fits(algorithm: string, shape: KeyShape): boolean {
  if (isHmac(algorithm)) return shape.kty === 'oct';
  if (algorithm.startsWith('RS') || algorithm.startsWith('PS')) return shape.kty === 'RSA';
  if (algorithm === 'ES256') return shape.kty === 'EC' && shape.crv === 'P-256';
  if (algorithm === 'ES384') return shape.kty === 'EC' && shape.crv === 'P-384';
  if (algorithm === 'ES512') return shape.kty === 'EC' && shape.crv === 'P-521';
  if (algorithm === 'EdDSA') return shape.kty === 'OKP' && shape.crv === 'Ed25519';
  return false;
}

interface PemKey {
  label: string;
  der: Uint8Array<ArrayBuffer>;
}

/** The first PEM block of a key text; `keyPem` when its Base64 or END line is broken. */
function readPemKey(text: string): PemKey {
  const begin = /-----BEGIN ([A-Z0-9 ]+)-----/.exec(text);
  if (!begin) throw new ToolInputError('errors.keyUnreadable');
  const label = begin[1]!;
  const endMarker = `-----END ${label}-----`;
  const end = text.indexOf(endMarker, begin.index);
  if (end < 0) throw new ToolInputError('errors.keyPem', { params: { label }, detail: `No "${endMarker}" line` });
  const body = text
    .slice(begin.index + begin[0].length, end)
    .split(/\r?\n/)
    .filter((line) => !/^[A-Za-z-]+:/.test(line.trim()))
    .join('')
    .replace(/\s+/g, '');
  try {
    if (body === '' || !/^[A-Za-z0-9+/=]+$/.test(body)) throw new RangeError('Bad Base64');
    const der = base64ToBytes(body);
    const parsed = asn1js.fromBER(der);
    if (parsed.offset === -1) throw new RangeError(parsed.result.error || 'Not DER');
    return { label, der };
  } catch (error) {
    throw new ToolInputError('errors.keyPem', { params: { label }, detail: error instanceof Error ? error.message : String(error) });
  }
}

function sequenceOf(der: Uint8Array): asn1js.AsnType[] {
  const parsed = asn1js.fromBER(der);
  if (parsed.offset === -1 || !(parsed.result instanceof asn1js.Sequence)) throw new ToolInputError('errors.keyUnreadable', { detail: 'Not a DER SEQUENCE' });
  return parsed.result.valueBlock.value;
}

function oidOf(block: asn1js.AsnType | undefined): string | undefined {
  return block instanceof asn1js.ObjectIdentifier ? block.valueBlock.toString() : undefined;
}

/** The shape named by an AlgorithmIdentifier (of a SubjectPublicKeyInfo or a PrivateKeyInfo). */
function shapeOfAlgorithm(algorithm: asn1js.AsnType | undefined): KeyShape {
  const fields = algorithm instanceof asn1js.Sequence ? algorithm.valueBlock.value : [];
  const oid = oidOf(fields[0]);
  if (oid === OID_RSA || oid === OID_RSA_PSS) return { kty: 'RSA' };
  if (oid === OID_EC) return { kty: 'EC', crv: CURVE_OIDS[oidOf(fields[1]) ?? ''] ?? (oidOf(fields[1]) ?? 'unknown curve') };
  if (oid && OKP_OIDS[oid]) return { kty: 'OKP', crv: OKP_OIDS[oid] };
  throw new ToolInputError('errors.keyUnsupported', { params: { type: oid ?? '?' } });
}

function der(block: asn1js.AsnType): Uint8Array<ArrayBuffer> {
  return new Uint8Array(block.toBER(false));
}

/** A PKCS#1 RSAPrivateKey wrapped into PKCS#8 (RFC 5208) with the rsaEncryption algorithm. */
function pkcs1ToPkcs8(pkcs1: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  return der(
    new asn1js.Sequence({
      value: [
        new asn1js.Integer({ value: 0 }),
        new asn1js.Sequence({ value: [new asn1js.ObjectIdentifier({ value: OID_RSA }), new asn1js.Null()] }),
        new asn1js.OctetString({ valueHex: pkcs1.buffer }),
      ],
    }),
  );
}

/** A SEC1 ECPrivateKey (RFC 5915) wrapped into PKCS#8, with the curve its parameters name. */
function sec1ToPkcs8(sec1: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const parameters = sequenceOf(sec1).find((field) => field.idBlock.tagClass === 3 && field.idBlock.tagNumber === 0);
  const curve = parameters instanceof asn1js.Constructed ? oidOf(parameters.valueBlock.value[0]) : undefined;
  if (!curve) throw new ToolInputError('errors.keyUnreadable', { detail: 'The EC private key does not name its curve' });
  return der(
    new asn1js.Sequence({
      value: [
        new asn1js.Integer({ value: 0 }),
        new asn1js.Sequence({ value: [new asn1js.ObjectIdentifier({ value: OID_EC }), new asn1js.ObjectIdentifier({ value: curve })] }),
        new asn1js.OctetString({ valueHex: sec1.buffer }),
      ],
    }),
  );
}

/** A PKCS#1 RSAPublicKey wrapped into a SubjectPublicKeyInfo (RFC 5280). */
function pkcs1PublicToSpki(pkcs1: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  return der(
    new asn1js.Sequence({
      value: [new asn1js.Sequence({ value: [new asn1js.ObjectIdentifier({ value: OID_RSA }), new asn1js.Null()] }), new asn1js.BitString({ valueHex: pkcs1.buffer })],
    }),
  );
}

/** The SubjectPublicKeyInfo of an X.509 certificate's TBS structure. */
function certificateSpki(certificate: Uint8Array): asn1js.AsnType | undefined {
  const tbs = sequenceOf(certificate)[0];
  const fields = tbs instanceof asn1js.Sequence ? tbs.valueBlock.value : [];
  const offset = fields[0]?.idBlock.tagClass === 3 ? 1 : 0;
  return fields[offset + 5];
}

/** The private key of a PEM text as PKCS#8 DER, with its shape. */
function privateKeyOfPem(pem: PemKey): { pkcs8: Uint8Array<ArrayBuffer>; shape: KeyShape } {
  switch (pem.label) {
    case 'PRIVATE KEY':
      return { pkcs8: pem.der, shape: shapeOfAlgorithm(sequenceOf(pem.der)[1]) };
    case 'RSA PRIVATE KEY':
      return { pkcs8: pkcs1ToPkcs8(pem.der), shape: { kty: 'RSA' } };
    case 'EC PRIVATE KEY': {
      const pkcs8 = sec1ToPkcs8(pem.der);
      return { pkcs8, shape: shapeOfAlgorithm(sequenceOf(pkcs8)[1]) };
    }
    case 'ENCRYPTED PRIVATE KEY':
      throw new ToolInputError('errors.keyEncrypted');
    case 'OPENSSH PRIVATE KEY':
      throw new ToolInputError('errors.keyOpenSsh');
    default:
      throw new ToolInputError('errors.keyUnreadable', { detail: `-----BEGIN ${pem.label}-----` });
  }
}

const PRIVATE_JWK_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'];

function jwkShape(jwk: Record<string, unknown>): KeyShape {
  switch (jwk.kty) {
    case 'oct': {
      const k = typeof jwk.k === 'string' ? jwk.k : '';
      let bytes: Uint8Array;
      try {
        bytes = base64ToBytes(k);
      } catch {
        throw new ToolInputError('errors.keyJwk', { detail: 'k is not Base64url' });
      }
      if (bytes.length === 0) throw new ToolInputError('errors.keyJwk', { detail: 'k is empty' });
      return { kty: 'oct', bytes: bytes.length };
    }
    case 'RSA':
      return { kty: 'RSA' };
    case 'EC':
      return { kty: 'EC', crv: String(jwk.crv) };
    case 'OKP':
      return { kty: 'OKP', crv: String(jwk.crv) };
    default:
      throw new ToolInputError('errors.keyJwk', { detail: `Unknown kty ${JSON.stringify(jwk.kty)}` });
  }
}

function isJsonText(text: string): boolean {
  return text.startsWith('{');
}

function parseJwkText(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ToolInputError('errors.keyJwk', { detail: jsonErrorDetail(text, error instanceof Error ? error.message : String(error)) });
  }
  if (!isObject(value)) throw new ToolInputError('errors.keyJwk', { detail: 'Not a JSON object' });
  return value;
}

function secretBytes(key: string, encoding: SecretEncoding): Uint8Array<ArrayBuffer> {
  if (encoding === 'text') return utf8Encode(key);
  try {
    return base64ToBytes(key.trim());
  } catch {
    throw new ToolInputError('errors.secretBase64');
  }
}

function rsaBits(key: CryptoKey): number | undefined {
  const algorithm = key.algorithm as Partial<RsaHashedKeyAlgorithm>;
  return typeof algorithm.modulusLength === 'number' ? algorithm.modulusLength : undefined;
}

/** RFC 7518 §3.3 and §3.5: RSA keys of 2048 bits or more (jose refuses smaller ones too). */
function checkRsaSize(key: CryptoKey): void {
  const bits = rsaBits(key);
  if (bits !== undefined && bits < 2048) throw new ToolInputError('errors.rsaTooShort', { params: { bits } });
}

async function importing<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ToolInputError) throw error;
    throw new ToolInputError('errors.keyUnreadable', { detail: error instanceof Error ? error.message : String(error) });
  }
}

// ---------------------------------------------------------------------------------------------
// Signing

export interface SignOptions {
  algorithm: JwtAlgorithm;
  /** An HMAC secret (text or Base64), or a private key: PEM (PKCS#8, PKCS#1, SEC1) or JWK. */
  key: string;
  secretEncoding: SecretEncoding;
  /** The JOSE header as JSON; `alg` is added (first) when absent and must match when present. */
  header: string;
  /** Sign the header and payload texts exactly as written (any payload text: a JWS); else minified JSON. */
  raw: boolean;
}

export interface Warning {
  key: string;
  message: string;
  data?: unknown;
}

/** The header and payload parts exactly as they are signed (before Base64url). */
export function signingTexts(payload: string, { algorithm, header, raw }: Pick<SignOptions, 'algorithm' | 'header' | 'raw'>): { header: string; payload: string } {
  const headerValue = parseJsonField(header.trim() === '' ? '{}' : header, 'header');
  if (!isObject(headerValue)) throw new ToolInputError('errors.headerNotObject');
  const declared = headerValue.alg;
  if (declared !== undefined && declared !== algorithm) throw new ToolInputError('errors.headerAlgMismatch', { params: { header: String(declared), algorithm } });
  if (raw) {
    if (declared === undefined) throw new ToolInputError('errors.headerAlgMissing', { params: { algorithm } });
    return { header, payload };
  }
  const payloadValue = parseJsonField(payload, 'payload');
  if (!isObject(payloadValue)) throw new ToolInputError('errors.payloadNotObject');
  const compact = minifyJson(header.trim() === '' ? '{}' : header);
  const headerText = declared !== undefined ? compact : compact === '{}' ? `{"alg":"${algorithm}"}` : `{"alg":"${algorithm}",${compact.slice(1)}`;
  return { header: headerText, payload: minifyJson(payload) };
}

const HASHES: Readonly<Record<string, string>> = { '256': 'SHA-256', '384': 'SHA-384', '512': 'SHA-512' };

/** The Web Crypto parameters of a JWS algorithm's signature (RFC 7518 §3.3–3.5, RFC 8037 §3.1). */
function signatureParameters(algorithm: JwtAlgorithm): AlgorithmIdentifier | RsaPssParams | EcdsaParams {
  const hash = HASHES[algorithm.slice(2)] ?? 'SHA-256';
  if (algorithm.startsWith('PS')) return { name: 'RSA-PSS', saltLength: hashBits(algorithm) / 8 };
  if (algorithm.startsWith('ES')) return { name: 'ECDSA', hash };
  if (algorithm.startsWith('RS')) return { name: 'RSASSA-PKCS1-v1_5' };
  if (algorithm === 'EdDSA') return { name: 'Ed25519' };
  return { name: 'HMAC' };
}

/** The signing key: an HMAC CryptoKey of the secret, or the imported private key. Warnings go to `warn`. */
export async function readSigningKey(algorithm: JwtAlgorithm, text: string, encoding: SecretEncoding, warn?: (warning: Warning) => void): Promise<CryptoKey> {
  if (text.trim() === '') throw new ToolInputError(isHmac(algorithm) ? 'errors.secretEmpty' : 'errors.keyEmpty');
  const trimmed = text.trim();
  if (isHmac(algorithm)) {
    let secret: Uint8Array<ArrayBuffer>;
    if (isJsonText(trimmed)) {
      const jwk = parseJwkText(trimmed);
      const shape = jwkShape(jwk);
      if (shape.kty !== 'oct') throw new ToolInputError('errors.keyAlgMismatch', { params: { algorithm, key: describeShape(shape) } });
      if (typeof jwk.alg === 'string' && jwk.alg !== algorithm) throw new ToolInputError('errors.keyAlgMismatch', { params: { algorithm, key: `JWK for ${jwk.alg}` } });
      secret = base64ToBytes(String(jwk.k));
    } else if (trimmed.startsWith('-----BEGIN')) {
      throw new ToolInputError('errors.pemForHmac', { params: { algorithm } });
    } else {
      secret = secretBytes(text, encoding);
      if (secret.length === 0) throw new ToolInputError('errors.secretEmpty');
    }
    const minimum = hashBits(algorithm);
    if (secret.length * 8 < minimum) {
      warn?.({ key: 'shortSecret', message: `The secret has ${secret.length * 8} bits; ${algorithm} wants at least ${minimum} (RFC 7518 §3.2).`, data: { bits: secret.length * 8, minimum } });
    }
    return crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: HASHES[algorithm.slice(2)]! }, false, ['sign']);
  }
  let key: CryptoKey;
  if (isJsonText(trimmed)) {
    const jwk = parseJwkText(trimmed);
    if (Array.isArray(jwk.keys)) throw new ToolInputError('errors.jwkSetForSigning');
    const shape = jwkShape(jwk);
    if (!fits(algorithm, shape)) throw new ToolInputError('errors.keyAlgMismatch', { params: { algorithm, key: describeShape(shape) } });
    if (typeof jwk.alg === 'string' && jwk.alg !== algorithm) throw new ToolInputError('errors.keyAlgMismatch', { params: { algorithm, key: `JWK for ${jwk.alg}` } });
    if (typeof jwk.d !== 'string') throw new ToolInputError('errors.needPrivateKey');
    key = await importing(async () => (await importJWK(jwk as JWK, algorithm)) as CryptoKey);
  } else {
    const pem = readPemKey(trimmed);
    if (pem.label === 'PUBLIC KEY' || pem.label === 'RSA PUBLIC KEY' || pem.label === 'CERTIFICATE') throw new ToolInputError('errors.needPrivateKey');
    const { pkcs8, shape } = privateKeyOfPem(pem);
    if (!fits(algorithm, shape)) throw new ToolInputError('errors.keyAlgMismatch', { params: { algorithm, key: describeShape(shape) } });
    key = await importing(() => importPKCS8(toPem('PRIVATE KEY', pkcs8), algorithm));
  }
  checkRsaSize(key);
  return key;
}

/** A signed compact JWS / JWT of `payload` (RFC 7515 §7.1). */
export async function signJwt(payload: string, options: SignOptions, warn?: (warning: Warning) => void): Promise<string> {
  const texts = signingTexts(payload, options);
  const key = await readSigningKey(options.algorithm, options.key, options.secretEncoding, warn);
  const input = `${base64url(utf8Encode(texts.header))}.${base64url(utf8Encode(texts.payload))}`;
  const signature = await crypto.subtle.sign(signatureParameters(options.algorithm), key, utf8Encode(input));
  return `${input}.${base64url(new Uint8Array(signature))}`;
}

// ---------------------------------------------------------------------------------------------
// Verifying

export interface VerifyOptions {
  /** An HMAC secret, a public key (PEM SPKI, PKCS#1, X.509 certificate; JWK) or a JWK set; a private key works too. */
  key: string;
  secretEncoding: SecretEncoding;
  /** `any`: the token's own `alg` (the key must still fit it); else the token must use this one. */
  expectedAlgorithm: ExpectedAlgorithm;
  now: Date;
  /** Seconds of leeway for exp and nbf. */
  clockTolerance: number;
}

export type SignatureCheck = 'valid' | 'invalid' | 'unchecked';
export type AlgorithmCheck = 'ok' | 'mismatch' | 'keyMismatch' | 'unsecured' | 'unsupported' | 'missing';
export type ExpiryCheck = 'ok' | 'expired' | 'absent' | 'invalid';
export type NotBeforeCheck = 'ok' | 'notYetValid' | 'absent' | 'invalid';
export type FailedCheck = 'signature' | 'alg' | 'kid' | 'exp' | 'nbf';

export interface Verdict {
  /** The signature checks with the key, the algorithm is the expected one, and exp/nbf hold at `now`. */
  valid: boolean;
  /** The checks that failed, in this order: signature, alg, kid, exp, nbf (empty when none). */
  failed: FailedCheck[];
  signature: SignatureCheck;
  algorithm: AlgorithmCheck;
  expiry: ExpiryCheck;
  notBefore: NotBeforeCheck;
  alg: string | null;
  kid?: string;
  /** The key that checked the signature (or was tried): "RSA public key", "HMAC secret (64 bytes)", "JWK kid …". */
  keyUsed?: string;
  /** When a JWK set has no key with the token's kid. */
  noKeyForKid?: boolean;
  expiresAt?: string;
  notBeforeAt?: string;
  issuedAt?: string;
  header: Record<string, unknown>;
  /** The claims, or the payload's text when it is not a JSON object (a JWS of another content). */
  payload: unknown;
}

interface ParsedToken {
  compact: string;
  header: Record<string, unknown>;
  payload: unknown;
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;

function decodePart(part: string): string | undefined {
  if (!BASE64URL.test(part) || part.length % 4 === 1) return undefined;
  try {
    return utf8DecodeStrict(base64ToBytes(part));
  } catch {
    return undefined;
  }
}

/** The token's parts: `tokenEmpty`, `tokenParts`, `tokenJwe`, `tokenHeader`, `tokenPayload`, `tokenSignature` when it is not a JWS. */
export function parseToken(token: string): ParsedToken {
  const compact = token.trim().replace(/^bearer\s+/i, '');
  if (compact === '') throw new ToolInputError('errors.tokenEmpty');
  const parts = compact.split('.');
  if (parts.length === 5) throw new ToolInputError('errors.tokenJwe');
  if (parts.length !== 3) throw new ToolInputError('errors.tokenParts', { params: { count: parts.length } });
  const headerText = decodePart(parts[0]!);
  let header: unknown;
  try {
    header = headerText === undefined ? undefined : JSON.parse(headerText);
  } catch {
    header = undefined;
  }
  if (!isObject(header)) throw new ToolInputError('errors.tokenHeader');
  const payloadText = decodePart(parts[1]!);
  if (payloadText === undefined) throw new ToolInputError('errors.tokenPayload');
  let payload: unknown = payloadText;
  try {
    const value: unknown = JSON.parse(payloadText);
    if (isObject(value)) payload = value;
  } catch {
    // not JSON: a JWS of another content, checked all the same
  }
  const signature = parts[2]!;
  // An unsecured token (alg none) has an empty signature; any other needs a Base64url one.
  if (header.alg !== 'none' && (signature === '' || !BASE64URL.test(signature) || signature.length % 4 === 1)) throw new ToolInputError('errors.tokenSignature');
  return { compact, header, payload };
}

interface VerificationKey {
  shape: KeyShape;
  kid?: string;
  alg?: string;
  /** From a JWK set. */
  inSet: boolean;
  describe: string;
  importFor: (algorithm: JwtAlgorithm) => Promise<CryptoKey | Uint8Array>;
}

function publicJwk(jwk: Record<string, unknown>): JWK {
  const copy: Record<string, unknown> = { ...jwk };
  if (copy.kty !== 'oct') for (const member of PRIVATE_JWK_MEMBERS) delete copy[member];
  delete copy.key_ops;
  return copy as JWK;
}

function jwkKey(jwk: Record<string, unknown>, inSet: boolean): VerificationKey {
  const shape = jwkShape(jwk);
  const kid = typeof jwk.kid === 'string' ? jwk.kid : undefined;
  const describe = shape.kty === 'oct' ? `HMAC secret (${shape.bytes} bytes)` : `${describeShape(shape)} public key`;
  return {
    shape,
    ...(kid !== undefined ? { kid } : {}),
    ...(typeof jwk.alg === 'string' ? { alg: jwk.alg } : {}),
    inSet,
    describe: kid !== undefined ? `${describe}, kid "${kid}"` : describe,
    importFor: (algorithm) => importing(() => importJWK(shape.kty === 'oct' ? jwk : publicJwk(jwk), algorithm) as Promise<CryptoKey | Uint8Array>),
  };
}

/** What a verification key text holds: one key, a JWK set's keys, a secret, or nothing. */
export function readVerificationKeys(text: string, encoding: SecretEncoding): VerificationKey[] {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  if (isJsonText(trimmed)) {
    const jwk = parseJwkText(trimmed);
    if (Array.isArray(jwk.keys)) {
      const keys = jwk.keys.filter(isObject);
      if (keys.length === 0) throw new ToolInputError('errors.keyJwk', { detail: 'The JWK set has no keys' });
      return keys.map((entry) => jwkKey(entry, true));
    }
    return [jwkKey(jwk, false)];
  }
  if (trimmed.startsWith('-----BEGIN')) {
    const pem = readPemKey(trimmed);
    if (pem.label === 'PUBLIC KEY' || pem.label === 'RSA PUBLIC KEY') {
      const spki = pem.label === 'PUBLIC KEY' ? pem.der : pkcs1PublicToSpki(pem.der);
      const shape = shapeOfAlgorithm(sequenceOf(spki)[0]);
      return [{ shape, inSet: false, describe: `${describeShape(shape)} public key`, importFor: (algorithm) => importing(() => importSPKI(toPem('PUBLIC KEY', spki), algorithm)) }];
    }
    if (pem.label === 'CERTIFICATE') {
      const spki = certificateSpki(pem.der);
      const shape = shapeOfAlgorithm(spki instanceof asn1js.Sequence ? spki.valueBlock.value[0] : undefined);
      return [{ shape, inSet: false, describe: `${describeShape(shape)} certificate`, importFor: (algorithm) => importing(() => importX509(toPem('CERTIFICATE', pem.der), algorithm)) }];
    }
    // A private key verifies too: its public half is taken.
    const { pkcs8, shape } = privateKeyOfPem(pem);
    return [
      {
        shape,
        inSet: false,
        describe: `${describeShape(shape)} key (public half of the private key)`,
        importFor: (algorithm) =>
          importing(async () => {
            const privateKey = await importPKCS8(toPem('PRIVATE KEY', pkcs8), algorithm, { extractable: true });
            return importJWK(publicJwk((await exportJWK(privateKey)) as Record<string, unknown>), algorithm) as Promise<CryptoKey>;
          }),
      },
    ];
  }
  const secret = secretBytes(text, encoding);
  if (secret.length === 0) return [];
  return [{ shape: { kty: 'oct', bytes: secret.length }, inSet: false, describe: `HMAC secret (${secret.length} bytes)`, importFor: () => Promise.resolve(secret) }];
}

const SUPPORTED = new Set<string>(JWT_ALGORITHMS);

function isoSeconds(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace(/\.000Z$/, 'Z');
}

/** Every check of a token with a key, as data: which passed, which failed. */
export async function verifyJwt(token: string, options: VerifyOptions): Promise<Verdict> {
  const parsed = parseToken(token);
  const { header, payload } = parsed;
  const alg = typeof header.alg === 'string' ? header.alg : null;
  const kid = typeof header.kid === 'string' ? header.kid : undefined;
  const keys = readVerificationKeys(options.key, options.secretEncoding);

  let algorithm: AlgorithmCheck = 'ok';
  if (alg === null) algorithm = 'missing';
  else if (alg === 'none') algorithm = 'unsecured';
  else if (!SUPPORTED.has(alg)) algorithm = 'unsupported';
  else if (options.expectedAlgorithm !== 'any' && options.expectedAlgorithm !== alg) algorithm = 'mismatch';

  let signature: SignatureCheck = 'unchecked';
  let keyUsed: string | undefined;
  let noKeyForKid = false;
  if (algorithm === 'ok' && keys.length > 0) {
    const jwsAlgorithm = alg as JwtAlgorithm;
    const inSet = keys.some((key) => key.inSet);
    const byKid = inSet && kid !== undefined ? keys.filter((key) => key.kid === kid) : keys;
    if (byKid.length === 0) noKeyForKid = true;
    const fitting = byKid.filter((key) => fits(jwsAlgorithm, key.shape) && (key.alg === undefined || key.alg === jwsAlgorithm));
    if (byKid.length > 0 && fitting.length === 0) {
      algorithm = 'keyMismatch';
      keyUsed = byKid[0]!.describe;
    }
    for (const key of fitting) {
      keyUsed = key.describe;
      const material = await key.importFor(jwsAlgorithm);
      if (!(material instanceof Uint8Array)) checkRsaSize(material);
      try {
        await compactVerify(parsed.compact, material, { algorithms: [jwsAlgorithm] });
        signature = 'valid';
        break;
      } catch (error) {
        if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWSInvalid) signature = 'invalid';
        else throw new ToolInputError('errors.keyUnreadable', { detail: error instanceof Error ? error.message : String(error) });
      }
    }
  }

  const now = options.now.getTime() / 1000;
  const tolerance = options.clockTolerance;
  const claims = isObject(payload) ? payload : {};
  const expiry: ExpiryCheck = claims.exp === undefined ? 'absent' : typeof claims.exp !== 'number' || !Number.isFinite(claims.exp) ? 'invalid' : now > claims.exp + tolerance ? 'expired' : 'ok';
  const notBefore: NotBeforeCheck = claims.nbf === undefined ? 'absent' : typeof claims.nbf !== 'number' || !Number.isFinite(claims.nbf) ? 'invalid' : now < claims.nbf - tolerance ? 'notYetValid' : 'ok';

  const failed: FailedCheck[] = [];
  if (signature === 'invalid') failed.push('signature');
  if (algorithm !== 'ok') failed.push('alg');
  if (noKeyForKid) failed.push('kid');
  if (expiry === 'expired' || expiry === 'invalid') failed.push('exp');
  if (notBefore === 'notYetValid' || notBefore === 'invalid') failed.push('nbf');

  return {
    valid: signature === 'valid' && failed.length === 0,
    failed,
    signature,
    algorithm,
    expiry,
    notBefore,
    alg,
    ...(kid !== undefined ? { kid } : {}),
    ...(keyUsed !== undefined ? { keyUsed } : {}),
    ...(noKeyForKid ? { noKeyForKid } : {}),
    ...(typeof claims.exp === 'number' && Number.isFinite(claims.exp) ? { expiresAt: isoSeconds(claims.exp) } : {}),
    ...(typeof claims.nbf === 'number' && Number.isFinite(claims.nbf) ? { notBeforeAt: isoSeconds(claims.nbf) } : {}),
    ...(typeof claims.iat === 'number' && Number.isFinite(claims.iat) ? { issuedAt: isoSeconds(claims.iat) } : {}),
    header,
    payload,
  };
}

// ---------------------------------------------------------------------------------------------
// Keys made on the page

export interface GeneratedKey {
  /** The HMAC secret (Base64url) or the PKCS#8 PEM private key. */
  signingKey: string;
  /** What verifies: the same secret, or the SPKI PEM public key. */
  verificationKey: string;
  secretEncoding: SecretEncoding;
}

/** A new key for `algorithm`: a random secret as long as the hash, or a key pair (RSA 2048). */
export async function generateKey(algorithm: JwtAlgorithm, random: RandomSource = cryptoRandom): Promise<GeneratedKey> {
  if (isHmac(algorithm)) {
    const secret = base64url(random.getRandomValues(new Uint8Array(hashBits(algorithm) / 8)));
    return { signingKey: secret, verificationKey: secret, secretEncoding: 'base64' };
  }
  const pair = await generateKeyPair(algorithm, { extractable: true, modulusLength: 2048 });
  return { signingKey: await exportPKCS8(pair.privateKey), verificationKey: await exportSPKI(pair.publicKey), secretEncoding: 'text' };
}

/** "now" from an option: empty or absent is the current time; else ISO 8601 or Unix seconds. */
export function parseNow(value: string | undefined): Date {
  if (value === undefined || value.trim() === '') return new Date();
  const text = value.trim();
  const date = /^\d+$/.test(text) ? new Date(Number(text) * 1000) : new Date(text);
  if (Number.isNaN(date.getTime())) throw new ToolInputError('errors.badNow', { params: { value: text } });
  return date;
}
