/**
 * CSR generator: a PKCS#10 certificate signing request signed with Web Crypto, for a new RSA or
 * ECDSA key or a pasted private key (PKCS#8, PKCS#1 or SEC1), with a subject and subject
 * alternative names validated field by field. @peculiar/x509 builds and parses the request;
 * @peculiar/asn1-* wrap PKCS#1/SEC1 keys into PKCS#8 for Web Crypto. Pure TypeScript over
 * `crypto.subtle`: runs in Node (unit tests) and in the page (key generation is asynchronous and
 * native, so even RSA 4096 never blocks the page).
 */
import '../../lib/crypto-encoding/reflect-metadata';
import { ECParameters, ECPrivateKey } from '@peculiar/asn1-ecc';
import * as asn1 from 'asn1js';
import { PrivateKeyInfo } from '@peculiar/asn1-pkcs8';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import { AlgorithmIdentifier } from '@peculiar/asn1-x509';
import {
  type GeneralName,
  Name,
  Pkcs10CertificateRequest,
  Pkcs10CertificateRequestGenerator,
  SubjectAlternativeNameExtension,
  type JsonAttributeObject,
  type JsonNameParams,
} from '@peculiar/x509';
import { parsePemBlocks, toPem } from '../../lib/crypto-encoding';
import { ToolInputError } from '../../lib/errors';

export const KEY_TYPES = ['rsa2048', 'rsa4096', 'p256', 'p384'] as const;
export type KeyType = (typeof KEY_TYPES)[number];

/** A key's kind as shown in "Key type": one of the four, or another RSA size. */
export type DetectedKeyType = { kind: 'rsa'; bits: number } | { kind: 'ec'; curve: 'P-256' | 'P-384' };

const OID_RSA = '1.2.840.113549.1.1.1';
const OID_EC = '1.2.840.10045.2.1';
const CURVE_OIDS: Record<string, 'P-256' | 'P-384'> = { '1.2.840.10045.3.1.7': 'P-256', '1.3.132.0.34': 'P-384' };

// ---------------------------------------------------------------------------------------------
// Subject fields

export interface SubjectFields {
  commonName: string;
  organization: string;
  organizationalUnit: string;
  locality: string;
  state: string;
  country: string;
  email: string;
}

export type FieldError = { key: string; params?: Record<string, string | number> };
export type FieldErrors = Partial<Record<keyof SubjectFields | 'sans' | 'privateKey', FieldError>>;

/** The subject attributes in encoding order, with their short names and maximum lengths. */
export const SUBJECT_ORDER = [
  ['country', 'C', 2],
  ['state', 'ST', 128],
  ['locality', 'L', 128],
  ['organization', 'O', 64],
  ['organizationalUnit', 'OU', 64],
  ['commonName', 'CN', 64],
  ['email', 'E', 128],
] as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The PrintableString alphabet (X.680 §41.4). */
const PRINTABLE = /^[A-Za-z0-9 '()+,\-./:=?]*$/;

/** Every message under the subject fields at once (empty when valid). Values are trimmed first. */
export function validateSubject(fields: SubjectFields): FieldErrors {
  const errors: FieldErrors = {};
  const value = (key: keyof SubjectFields) => fields[key].trim();
  if (value('commonName') === '') errors.commonName = { key: 'cnRequired' };
  for (const [key, , max] of SUBJECT_ORDER) {
    if (key === 'country' || key === 'email' || errors[key]) continue;
    if ([...value(key)].length > max) errors[key] = { key: 'tooLong', params: { max } };
  }
  if (value('country') !== '' && !/^[A-Za-z]{2}$/.test(value('country'))) errors.country = { key: 'invalidCountry' };
  if (value('email') !== '' && (!EMAIL.test(value('email')) || !/^[\x20-\x7e]+$/.test(value('email')))) errors.email = { key: 'invalidEmail' };
  return errors;
}

/** RFC 4514 escaping of an attribute value: `, + " \ < > ;` get a backslash. */
export function escapeDnValue(value: string): string {
  return value.replace(/[,+"\\<>;]/g, '\\$&');
}

/** The subject written `C=FR, O=Acme, CN=example.com` (encoding order, `E=` for emailAddress). */
export function formatSubject(fields: SubjectFields): string {
  return SUBJECT_ORDER.map(([key, short]) => [short, normaliseField(key, fields[key])] as const)
    .filter(([, value]) => value !== '')
    .map(([short, value]) => `${short}=${escapeDnValue(value)}`)
    .join(', ');
}

function normaliseField(key: keyof SubjectFields, value: string): string {
  return key === 'country' ? value.trim().toUpperCase() : value.trim();
}

/** x509 name parameters: PrintableString when possible, else UTF8String; C PrintableString; E IA5String. */
export function subjectName(fields: SubjectFields): JsonNameParams {
  const name: JsonNameParams = [];
  for (const [key, short] of SUBJECT_ORDER) {
    const value = normaliseField(key, fields[key]);
    if (value === '') continue;
    const typed: JsonAttributeObject =
      short === 'E' ? { ia5String: value } : short === 'C' || PRINTABLE.test(value) ? { printableString: value } : { utf8String: value };
    name.push({ [short]: [typed] });
  }
  return name;
}

// ---------------------------------------------------------------------------------------------
// Subject alternative names

export type SanType = 'dns' | 'ip' | 'email' | 'url';
export interface San {
  type: SanType;
  value: string;
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

function normaliseIpv6(value: string): string | undefined {
  if (!value.includes(':') || !/^[0-9a-fA-F:.]+$/.test(value)) return undefined;
  try {
    return new URL(`http://[${value}]/`).hostname.slice(1, -1);
  } catch {
    return undefined;
  }
}

/** A DNS name in ASCII (Unicode converted to punycode), or undefined when not a valid name. */
export function normaliseDnsName(value: string): string | undefined {
  const wildcard = value.startsWith('*.');
  const rest = wildcard ? value.slice(2) : value;
  if (rest === '' || rest.includes('*')) return undefined;
  let ascii = rest;
  if (/[^\x20-\x7e]/.test(rest)) {
    try {
      ascii = new URL(`http://${rest}/`).hostname;
    } catch {
      return undefined;
    }
  }
  ascii = ascii.toLowerCase().replace(/\.$/, '');
  const labels = ascii.split('.');
  if (ascii.length > 253 || labels.some((label) => !/^[a-z0-9-]{1,63}$/.test(label))) return undefined;
  return (wildcard ? '*.' : '') + ascii;
}

function parseOneSan(entry: string): San | undefined {
  const prefixed = /^(dns|ip|email|uri):(.*)$/i.exec(entry);
  const prefix = prefixed?.[1]?.toLowerCase();
  const value = prefixed ? (prefixed[2] ?? '') : entry;
  if (value === '') return undefined;
  const asIp = () => (IPV4.test(value) ? value : normaliseIpv6(value));
  const asEmail = () => (EMAIL.test(value) && /^[\x21-\x7e]+$/.test(value) ? value : undefined);
  const asUri = () => (/^[a-z][a-z0-9+.-]*:\/\/[^\s]+$/i.test(value) ? value : undefined);
  const make = (type: SanType, normalised: string | undefined): San | undefined => (normalised === undefined ? undefined : { type, value: normalised });
  switch (prefix) {
    case 'dns':
      return make('dns', normaliseDnsName(value));
    case 'ip':
      return make('ip', asIp());
    case 'email':
      return make('email', asEmail());
    case 'uri':
      return make('url', asUri());
  }
  if (asIp()) return make('ip', asIp());
  if (value.includes('@')) return make('email', asEmail());
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return make('url', asUri());
  return make('dns', normaliseDnsName(value));
}

/**
 * The SAN list: entries separated by new lines or commas, each optionally prefixed `DNS:`, `IP:`,
 * `email:` or `URI:` (else detected), duplicates removed. Throws `invalidSan` naming the first bad entry.
 */
export function parseSans(text: string): San[] {
  const sans: San[] = [];
  const seen = new Set<string>();
  for (const raw of text.split(/[\n,]/)) {
    const entry = raw.trim();
    if (entry === '') continue;
    const san = /\s/.test(entry) ? undefined : parseOneSan(entry);
    if (!san) throw new ToolInputError('invalidSan', { params: { entry } });
    const key = `${san.type}:${san.value.toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    sans.push(san);
  }
  return sans;
}

/** The SANs with the CN first when it is a valid DNS name or IP address not already listed. */
export function withCommonName(sans: San[], commonName: string): San[] {
  const cn = commonName.trim();
  if (cn === '') return sans;
  const ip = IPV4.test(cn) ? cn : normaliseIpv6(cn);
  const san: San | undefined = ip ? { type: 'ip', value: ip } : normaliseDnsName(cn) ? { type: 'dns', value: normaliseDnsName(cn) as string } : undefined;
  if (!san || sans.some((existing) => existing.type === san.type && existing.value.toLowerCase() === san.value.toLowerCase())) return sans;
  return [san, ...sans];
}

const SAN_LABELS: Record<SanType, string> = { dns: 'DNS', ip: 'IP Address', email: 'email', url: 'URI' };

/** `DNS:example.com, IP Address:192.0.2.1, email:…, URI:…` (empty when none). */
export function formatSans(sans: readonly San[]): string {
  return sans.map((san) => `${SAN_LABELS[san.type]}:${san.value}`).join(', ');
}

// ---------------------------------------------------------------------------------------------
// Keys

export interface KeyMaterial {
  keys: CryptoKeyPair;
  type: DetectedKeyType;
  /** PKCS#8 DER of a generated key (undefined for a pasted key). */
  generatedPkcs8?: Uint8Array;
}

function algorithmOf(type: DetectedKeyType): RsaHashedImportParams | EcKeyImportParams {
  return type.kind === 'rsa' ? { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } : { name: 'ECDSA', namedCurve: type.curve };
}

export function detectedTypeOf(keyType: KeyType): DetectedKeyType {
  switch (keyType) {
    case 'rsa2048':
      return { kind: 'rsa', bits: 2048 };
    case 'rsa4096':
      return { kind: 'rsa', bits: 4096 };
    case 'p256':
      return { kind: 'ec', curve: 'P-256' };
    case 'p384':
      return { kind: 'ec', curve: 'P-384' };
  }
}

/** A new extractable key pair from Web Crypto (RSA with exponent 65537, or ECDSA). */
export async function generateKeys(keyType: KeyType, subtle: SubtleCrypto = crypto.subtle): Promise<KeyMaterial> {
  const type = detectedTypeOf(keyType);
  const keys =
    type.kind === 'rsa'
      ? await subtle.generateKey({ name: 'RSASSA-PKCS1-v1_5', modulusLength: type.bits, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, ['sign', 'verify'])
      : await subtle.generateKey({ name: 'ECDSA', namedCurve: type.curve }, true, ['sign', 'verify']);
  return { keys, type, generatedPkcs8: new Uint8Array(await subtle.exportKey('pkcs8', keys.privateKey)) };
}

const RSA_NULL_PARAMETERS = new Uint8Array([0x05, 0x00]).buffer;

function wrapPkcs8(algorithm: string, parameters: ArrayBuffer | null, privateKey: Uint8Array): Uint8Array<ArrayBuffer> {
  const info = new PrivateKeyInfo({
    version: 0,
    privateKeyAlgorithm: new AlgorithmIdentifier({ algorithm, parameters }),
    privateKey: new OctetString(privateKey),
  });
  return new Uint8Array(AsnConvert.serialize(info));
}

/** The key type and PKCS#8 DER of a pasted PEM key; messages `pasteKey`, `encryptedKey`, `invalidKey`. */
export function readPrivateKeyPem(pem: string): { pkcs8: Uint8Array<ArrayBuffer>; type: DetectedKeyType | { kind: 'ec'; curve: undefined } | { kind: 'rsa'; bits: undefined } } {
  if (pem.trim() === '') throw new ToolInputError('pasteKey');
  if (/-----BEGIN ENCRYPTED PRIVATE KEY-----/.test(pem)) throw new ToolInputError('encryptedKey');
  const block = parsePemBlocks(pem).find((candidate) => ['PRIVATE KEY', 'RSA PRIVATE KEY', 'EC PRIVATE KEY'].includes(candidate.label));
  if (!block) throw new ToolInputError('invalidKey');
  if (/ENCRYPTED/i.test(block.headers['proc-type'] ?? '') || block.headers['dek-info']) throw new ToolInputError('encryptedKey');
  try {
    if (block.label === 'RSA PRIVATE KEY') return { pkcs8: wrapPkcs8(OID_RSA, RSA_NULL_PARAMETERS, block.der), type: { kind: 'rsa', bits: undefined } };
    if (block.label === 'EC PRIVATE KEY') {
      const ec = AsnConvert.parse(block.der, ECPrivateKey);
      const curve = ec.parameters?.namedCurve ? CURVE_OIDS[ec.parameters.namedCurve] : undefined;
      if (!curve || !ec.parameters?.namedCurve) throw new ToolInputError('invalidKey');
      const parameters = AsnConvert.serialize(new ECParameters({ namedCurve: ec.parameters.namedCurve }));
      return { pkcs8: wrapPkcs8(OID_EC, parameters, block.der), type: { kind: 'ec', curve } };
    }
    const info = AsnConvert.parse(block.der, PrivateKeyInfo);
    const oid = info.privateKeyAlgorithm.algorithm;
    if (oid === OID_RSA) return { pkcs8: block.der, type: { kind: 'rsa', bits: undefined } };
    if (oid === OID_EC && info.privateKeyAlgorithm.parameters) {
      const parameters = AsnConvert.parse(info.privateKeyAlgorithm.parameters, ECParameters);
      const curve = parameters.namedCurve ? CURVE_OIDS[parameters.namedCurve] : undefined;
      if (curve) return { pkcs8: block.der, type: { kind: 'ec', curve } };
    }
  } catch (error) {
    if (error instanceof ToolInputError) throw error;
  }
  throw new ToolInputError('invalidKey');
}

/** Imports a pasted key into Web Crypto; its public key is derived through a JWK export. */
export async function importPrivateKey(pem: string, subtle: SubtleCrypto = crypto.subtle): Promise<KeyMaterial> {
  const { pkcs8, type } = readPrivateKeyPem(pem);
  try {
    const algorithm = type.kind === 'rsa' ? algorithmOf({ kind: 'rsa', bits: 0 }) : algorithmOf({ kind: 'ec', curve: type.curve ?? 'P-256' });
    const privateKey = await subtle.importKey('pkcs8', pkcs8, algorithm, true, ['sign']);
    const jwk = await subtle.exportKey('jwk', privateKey);
    const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, key_ops: _ops, ...publicJwk } = jwk;
    const publicKey = await subtle.importKey('jwk', { ...publicJwk, key_ops: ['verify'] }, algorithm, true, ['verify']);
    const detected: DetectedKeyType =
      type.kind === 'rsa' ? { kind: 'rsa', bits: Math.round(((jwk.n ?? '').replace(/=+$/, '').length * 6) / 8) * 8 } : { kind: 'ec', curve: type.curve ?? 'P-256' };
    if (detected.kind === 'rsa') detected.bits = bitLength(jwk.n ?? '');
    return { keys: { privateKey, publicKey }, type: detected };
  } catch {
    throw new ToolInputError('invalidKey');
  }
}

/** Bit length of a Base64url big-endian modulus. */
function bitLength(base64url: string): number {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '='));
  let start = 0;
  while (start < binary.length && binary.charCodeAt(start) === 0) start += 1;
  const top = binary.charCodeAt(start);
  return (binary.length - start - 1) * 8 + (top > 0 ? Math.floor(Math.log2(top)) + 1 : 0);
}

// ---------------------------------------------------------------------------------------------
// The request

export interface CsrResult {
  csrPem: string;
  privateKeyPem?: string;
  publicKeyPem: string;
  subject: string;
  sans: string;
}

/** Signs the request: sha256WithRSAEncryption, ecdsa-with-SHA256 (P-256) or ecdsa-with-SHA384 (P-384). */
export async function createCsr(
  fields: SubjectFields,
  sans: San[],
  material: KeyMaterial,
  subtle: SubtleCrypto = crypto.subtle,
  passphrase = '',
): Promise<CsrResult> {
  const signingAlgorithm =
    material.type.kind === 'rsa' ? { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } : { name: 'ECDSA', hash: material.type.curve === 'P-384' ? 'SHA-384' : 'SHA-256' };
  const extensions = sans.length > 0 ? [new SubjectAlternativeNameExtension(sans.map((san) => ({ type: san.type, value: san.value })), false)] : [];
  const csr = await Pkcs10CertificateRequestGenerator.create({ name: new Name(subjectName(fields)), keys: material.keys, signingAlgorithm, extensions });
  const spki = new Uint8Array(await subtle.exportKey('spki', material.keys.publicKey));
  return {
    csrPem: toPem('CERTIFICATE REQUEST', new Uint8Array(csr.rawData)),
    privateKeyPem: material.generatedPkcs8
      ? passphrase !== ''
        ? await encryptPrivateKey(material.generatedPkcs8, passphrase, { subtle })
        : toPem('PRIVATE KEY', material.generatedPkcs8)
      : undefined,
    publicKeyPem: toPem('PUBLIC KEY', spki),
    subject: formatSubject(fields),
    sans: formatSans(sans),
  };
}

/** Quotes a value for a POSIX shell. */
function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** The equivalent `openssl req` command (OpenSSL 1.1.1+ for -addext). */
export function opensslCommand(fields: SubjectFields, sans: readonly San[], keyType: KeyType | 'pasted'): string {
  const subject = SUBJECT_ORDER.map(([key, short]) => [short === 'E' ? 'emailAddress' : short, normaliseField(key, fields[key])] as const)
    .filter(([, value]) => value !== '')
    .map(([short, value]) => `/${short}=${value.replace(/[/\\]/g, '\\$&')}`)
    .join('');
  const key =
    keyType === 'pasted'
      ? '-key private.key'
      : keyType === 'rsa2048' || keyType === 'rsa4096'
        ? `-newkey rsa:${keyType === 'rsa2048' ? 2048 : 4096} -nodes -keyout private.key`
        : `-newkey ec -pkeyopt ec_paramgen_curve:${keyType === 'p256' ? 'P-256' : 'P-384'} -nodes -keyout private.key`;
  const digest = keyType === 'p384' ? '-sha384' : '-sha256';
  const addext = sans.length > 0 ? ` -addext ${shellQuote(`subjectAltName=${sans.map((san) => `${san.type === 'ip' ? 'IP' : san.type === 'url' ? 'URI' : san.type === 'dns' ? 'DNS' : 'email'}:${san.value}`).join(',')}`)}` : '';
  return `openssl req -new ${key} ${digest} -out request.csr -subj ${shellQuote(subject || '/')}${addext}`;
}

// ---------------------------------------------------------------------------------------------
// Decoding

export interface DecodedCsr {
  subject: string;
  sans: string;
  keyType: string;
  signatureValid: boolean;
}

/** Reads a PEM (or Base64 DER) CSR: subject, SANs, key type and whether its signature verifies. */
export async function decodeCsr(text: string): Promise<DecodedCsr> {
  let csr: Pkcs10CertificateRequest;
  try {
    csr = new Pkcs10CertificateRequest(text.trim());
  } catch {
    throw new ToolInputError('invalidCsr');
  }
  const raw = csr.getExtension('2.5.29.17');
  const extension = raw ? new SubjectAlternativeNameExtension(raw.rawData) : undefined;
  const sans = (extension?.names.items ?? []).map((name: GeneralName) => {
    const label = name.type === 'ip' ? 'IP Address' : name.type === 'url' ? 'URI' : name.type === 'dns' ? 'DNS' : name.type;
    return `${label}:${name.value}`;
  });
  const algorithm = csr.publicKey.algorithm as RsaHashedKeyAlgorithm & EcKeyAlgorithm;
  const keyType = algorithm.name === 'ECDSA' || algorithm.name === 'ECDH' ? `ECDSA ${algorithm.namedCurve}` : algorithm.modulusLength ? `RSA ${algorithm.modulusLength}` : algorithm.name;
  let signatureValid = false;
  try {
    signatureValid = await csr.verify();
  } catch {
    signatureValid = false;
  }
  return { subject: csr.subject, sans: sans.join(', '), keyType, signatureValid };
}

// ---------------------------------------------------------------------------------------------
// Encrypted private key output (PKCS#8 EncryptedPrivateKeyInfo, RFC 5958 / RFC 8018 PBES2)

const OID_PBES2 = '1.2.840.113549.1.5.13';
const OID_PBKDF2 = '1.2.840.113549.1.5.12';
const OID_HMAC_SHA256 = '1.2.840.113549.2.9';
const OID_AES256_CBC = '2.16.840.1.101.3.4.1.42';
/** PBKDF2-SHA256 iterations for the encrypted key (OWASP's 2023 figure for PBKDF2-HMAC-SHA256). */
export const PBKDF2_ITERATIONS = 600_000;

/**
 * The PKCS#8 key encrypted with a passphrase: PBES2 with PBKDF2-HMAC-SHA256 and AES-256-CBC, random
 * 16-byte salt and IV (`-----BEGIN ENCRYPTED PRIVATE KEY-----`, readable by OpenSSL).
 */
export async function encryptPrivateKey(
  pkcs8: Uint8Array,
  passphrase: string,
  { iterations = PBKDF2_ITERATIONS, random = (bytes: Uint8Array<ArrayBuffer>) => crypto.getRandomValues(bytes), subtle = crypto.subtle } = {},
): Promise<string> {
  const salt = random(new Uint8Array(16));
  const iv = random(new Uint8Array(16));
  const material = await subtle.importKey('raw', new TextEncoder().encode(passphrase), 'PBKDF2', false, ['deriveKey']);
  const key = await subtle.deriveKey({ name: 'PBKDF2', salt, iterations, hash: 'SHA-256' }, material, { name: 'AES-CBC', length: 256 }, false, ['encrypt']);
  const encrypted = new Uint8Array(await subtle.encrypt({ name: 'AES-CBC', iv }, key, pkcs8 as Uint8Array<ArrayBuffer>));
  const info = new asn1.Sequence({
    value: [
      new asn1.Sequence({
        value: [
          new asn1.ObjectIdentifier({ value: OID_PBES2 }),
          new asn1.Sequence({
            value: [
              new asn1.Sequence({
                value: [
                  new asn1.ObjectIdentifier({ value: OID_PBKDF2 }),
                  new asn1.Sequence({
                    value: [
                      new asn1.OctetString({ valueHex: salt }),
                      new asn1.Integer({ value: iterations }),
                      new asn1.Sequence({ value: [new asn1.ObjectIdentifier({ value: OID_HMAC_SHA256 }), new asn1.Null()] }),
                    ],
                  }),
                ],
              }),
              new asn1.Sequence({ value: [new asn1.ObjectIdentifier({ value: OID_AES256_CBC }), new asn1.OctetString({ valueHex: iv })] }),
            ],
          }),
        ],
      }),
      new asn1.OctetString({ valueHex: encrypted }),
    ],
  });
  return toPem('ENCRYPTED PRIVATE KEY', new Uint8Array(info.toBER(false)));
}
