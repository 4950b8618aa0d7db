/**
 * X.509 decoder: certificates, chains, certificate signing requests (PKCS#10), CRLs and public
 * keys, read from PEM (one block or many, with or without their BEGIN/END lines), Base64 or hex
 * DER, or DER bytes; a PKCS#7 bundle's certificates too. Each item is described as OpenSSL 3
 * prints it (`openssl x509 -text`, `-nameopt utf8,sep_comma_plus_space,sname,esc_2253`,
 * `-fingerprint`): names, validity with a countdown, key type and size, extensions, fingerprints.
 * Several certificates are put in chain order (leaf → root) by checking which signs which.
 *
 * The ASN.1 structures are read with @peculiar/asn1-x509 / asn1-csr (schemas over asn1js),
 * signatures checked with @peculiar/x509 over Web Crypto. Pure TypeScript: runs in Node, the page
 * and the operation worker.
 */
import '../../lib/crypto-encoding/reflect-metadata';
import { CertificationRequest } from '@peculiar/asn1-csr';
import { AsnConvert } from '@peculiar/asn1-schema';
import {
  AuthorityInfoAccessSyntax,
  AuthorityKeyIdentifier,
  BasicConstraints,
  Certificate,
  CertificateList,
  CertificatePolicies,
  CRLDistributionPoints,
  ExtendedKeyUsage,
  Extensions,
  GeneralNames,
  KeyUsage,
  Name,
  SubjectKeyIdentifier,
  SubjectPublicKeyInfo,
  UserNotice,
  type AlgorithmIdentifier,
  type DisplayText,
  type Extension,
  type GeneralName,
} from '@peculiar/asn1-x509';
import { Pkcs10CertificateRequest, X509Certificate } from '@peculiar/x509';
import * as asn1js from 'asn1js';
import { bytesToBase64 } from '../../lib/base64/base64';
import { base64ToBytes, toPem, utf8DecodeStrict } from '../../lib/crypto-encoding';
import { ToolInputError } from '../../lib/errors';
import {
  ACCESS_METHODS,
  CRL_REASONS,
  CURVES,
  EXTENDED_KEY_USAGES,
  EXTENSION_NAMES,
  FIXED_KEY_ALGORITHMS,
  HASH_ALGORITHMS,
  KEY_USAGES,
  NAME_ATTRIBUTES,
  OID,
  OTHER_NAMES,
  POLICY_NAMES,
  SIGNATURE_ALGORITHMS,
} from './x509-decoder.names';
import type { X509Kind } from './x509-decoder.format';

export type { X509Kind };

/** One DER structure found in the input, with the PEM label it came under (if any). */
export interface RawItem {
  kind: X509Kind;
  der: Uint8Array<ArrayBuffer>;
}

/** The PEM label each kind is written under. */
export const PEM_LABELS: Readonly<Record<X509Kind, string>> = {
  certificate: 'CERTIFICATE',
  csr: 'CERTIFICATE REQUEST',
  crl: 'X509 CRL',
  publicKey: 'PUBLIC KEY',
};

const LABEL_KINDS: Readonly<Record<string, X509Kind | 'pkcs7'>> = {
  CERTIFICATE: 'certificate',
  'X509 CERTIFICATE': 'certificate',
  'TRUSTED CERTIFICATE': 'certificate',
  'CERTIFICATE REQUEST': 'csr',
  'NEW CERTIFICATE REQUEST': 'csr',
  'X509 CRL': 'crl',
  'PUBLIC KEY': 'publicKey',
  PKCS7: 'pkcs7',
  CMS: 'pkcs7',
};

const PRIVATE_LABELS = /PRIVATE KEY/;
const OID_SIGNED_DATA = '1.2.840.113549.1.7.2';

// ---------------------------------------------------------------------------------------------
// Reading the input

/**
 * The structures in an input: PEM blocks in order (text around them ignored), else Base64 or hex
 * DER, else DER bytes. Throws `ToolInputError` with the problem: `empty`, `missingEnd`,
 * `labelMismatch`, `privateKey`, `wrongLabel`, `badBase64`, `notRecognised`, `truncated`, `badDer`,
 * `unknownStructure`, `wrongContent`.
 */
export function readItems(input: string | Uint8Array): RawItem[] {
  if (typeof input !== 'string') {
    if (input.length > 0 && input[0] === 0x30 && derLength(input) === input.length) return identifyAll(new Uint8Array(input));
    let text: string;
    try {
      text = utf8DecodeStrict(input);
    } catch {
      // Binary, yet not a whole DER structure: say what is wrong with it as DER.
      return identifyAll(new Uint8Array(input));
    }
    return readItems(text);
  }
  const text = input.replace(/^\uFEFF/, '').trim();
  if (text === '') throw new ToolInputError('errors.empty');
  if (text.includes('-----BEGIN') || text.includes('-----END')) return readPem(text);
  const compact = text.replace(/\s+/g, '');
  // Hex DER (as `xxd -p` or a colon-separated dump writes it): starts with a SEQUENCE, 30.
  const hex = compact.replace(/:/g, '');
  if (/^30[0-9a-f]{2}/i.test(hex) && /^[0-9a-f]+$/i.test(hex) && /[a-f]/i.test(hex) && hex.length % 2 === 0) return identifyAll(hexBytes(hex));
  if (!/^[A-Za-z0-9+/_=-]+$/.test(compact)) throw new ToolInputError('errors.notRecognised');
  let der: Uint8Array<ArrayBuffer>;
  try {
    der = base64ToBytes(compact);
  } catch {
    throw new ToolInputError('errors.badBase64', { params: { label: 'Base64' } });
  }
  if (der[0] !== 0x30) throw new ToolInputError('errors.notRecognised');
  return identifyAll(der);
}

function hexBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index++) bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

/** The length a DER SEQUENCE says it has (header included), or -1 when its header is unreadable. */
function derLength(bytes: Uint8Array): number {
  if (bytes.length < 2) return -1;
  const first = bytes[1]!;
  if (first < 0x80) return 2 + first;
  const count = first & 0x7f;
  if (count === 0 || count > 4 || bytes.length < 2 + count) return -1;
  let length = 0;
  for (let index = 0; index < count; index++) length = length * 256 + bytes[2 + index]!;
  return 2 + count + length;
}

/** PEM blocks, line by line, so that a missing END or a mismatched label is named precisely. */
function readPem(text: string): RawItem[] {
  const items: RawItem[] = [];
  let label: string | undefined;
  let body: string[] = [];
  let index = 0;
  for (const rawLine of text.split(/\r\n|\r|\n/)) {
    const line = rawLine.trim();
    const begin = /^-----BEGIN ([^-]*)-----/.exec(line);
    if (begin) {
      if (label !== undefined) throw new ToolInputError('errors.missingEnd', { params: { label } });
      label = begin[1]!.trim();
      body = [];
      index += 1;
      if (PRIVATE_LABELS.test(label)) throw new ToolInputError('errors.privateKey', { params: { label } });
      if (!LABEL_KINDS[label]) throw new ToolInputError('errors.wrongLabel', { params: { label } });
      continue;
    }
    const end = /^-----END ([^-]*)-----/.exec(line);
    if (end) {
      const endLabel = end[1]!.trim();
      if (label === undefined) throw new ToolInputError('errors.missingBegin', { params: { label: endLabel } });
      if (endLabel !== label) throw new ToolInputError('errors.labelMismatch', { params: { begin: label, end: endLabel } });
      items.push(...blockItems(label, body.join(''), index));
      label = undefined;
      continue;
    }
    // RFC 1421 headers (Proc-Type, DEK-Info) are not part of the Base64.
    if (label !== undefined && !/^[A-Za-z-]+:/.test(line)) body.push(line);
  }
  if (label !== undefined) throw new ToolInputError('errors.missingEnd', { params: { label } });
  return items;
}

function blockItems(label: string, base64: string, index: number): RawItem[] {
  let der: Uint8Array<ArrayBuffer>;
  try {
    if (base64 === '' || !/^[A-Za-z0-9+/=]+$/.test(base64)) throw new RangeError('Bad Base64');
    der = base64ToBytes(base64);
  } catch {
    throw new ToolInputError('errors.badBase64', { params: { label }, detail: `Block ${index}` });
  }
  const expected = LABEL_KINDS[label]!;
  // A TRUSTED CERTIFICATE is a certificate followed by OpenSSL's trust settings: the certificate is read.
  const items = identifyAll(der, `Block ${index}`, label === 'TRUSTED CERTIFICATE');
  if (expected === 'pkcs7') return items;
  const found = items[0]!.kind;
  if (found !== expected || items.length > 1) throw new ToolInputError('errors.wrongContent', { params: { label, found: PEM_LABELS[found] } });
  return items;
}

function isTime(block: asn1js.AsnType): boolean {
  return block instanceof asn1js.UTCTime || block instanceof asn1js.GeneralizedTime;
}

function isContext(block: asn1js.AsnType | undefined, tag: number): boolean {
  return block !== undefined && block.idBlock.tagClass === 3 && block.idBlock.tagNumber === tag;
}

/**
 * The DER structure(s) of one decoded block: itself, or the certificates of a PKCS#7 bundle. Bytes
 * after the structure are refused, except after a TRUSTED CERTIFICATE (OpenSSL's trust settings).
 */
function identifyAll(der: Uint8Array<ArrayBuffer>, where?: string, trailingAllowed = false): RawItem[] {
  const parsed = asn1js.fromBER(der);
  const at = (message: string) => [where, message].filter(Boolean).join(': ');
  if (parsed.offset === -1) {
    const message = parsed.result.error || 'unreadable';
    const truncated = /end of input|too short|not enough|fully decoded/i.test(message) || derLength(der) > der.length;
    throw new ToolInputError(truncated ? 'errors.truncated' : 'errors.badDer', { detail: at(message) });
  }
  const root = parsed.result;
  if (!(root instanceof asn1js.Sequence)) throw new ToolInputError('errors.unknownStructure', { ...(where ? { detail: where } : {}) });
  if (parsed.offset < der.length && !trailingAllowed) throw new ToolInputError('errors.badDer', { detail: at(`${der.length - parsed.offset} bytes after the end of the structure`) });
  const children = root.valueBlock.value;
  if (children.length === 2 && children[0] instanceof asn1js.ObjectIdentifier && children[0].valueBlock.toString() === OID_SIGNED_DATA) {
    return pkcs7Certificates(children[1]!, where);
  }
  const kind = kindOf(children);
  if (!kind) throw new ToolInputError('errors.unknownStructure', { ...(where ? { detail: where } : {}) });
  return [{ kind, der: new Uint8Array(der.subarray(0, parsed.offset)) }];
}

function kindOf(children: asn1js.AsnType[]): X509Kind | undefined {
  if (children.length === 2 && children[0] instanceof asn1js.Sequence && children[1] instanceof asn1js.BitString) return 'publicKey';
  if (children.length !== 3 || !(children[0] instanceof asn1js.Sequence) || !(children[1] instanceof asn1js.Sequence) || !(children[2] instanceof asn1js.BitString)) return undefined;
  const tbs = children[0].valueBlock.value;
  if (tbs.some(isTime)) return 'crl';
  if (isContext(tbs[0], 0)) return 'certificate';
  if (tbs[0] instanceof asn1js.Integer && tbs[1] instanceof asn1js.Sequence && tbs[2] instanceof asn1js.Sequence && isContext(tbs[3], 0)) return 'csr';
  if (tbs[0] instanceof asn1js.Integer && tbs[1] instanceof asn1js.Sequence && tbs[3] instanceof asn1js.Sequence) return 'certificate';
  return undefined;
}

/** The certificates of a PKCS#7 / CMS SignedData (a .p7b bundle), in order. */
function pkcs7Certificates(content: asn1js.AsnType, where?: string): RawItem[] {
  const signedData = content instanceof asn1js.Constructed ? content.valueBlock.value[0] : undefined;
  const fields = signedData instanceof asn1js.Sequence ? signedData.valueBlock.value : [];
  const certificates = fields.find((field) => isContext(field, 0));
  const items: RawItem[] = [];
  if (certificates instanceof asn1js.Constructed) {
    for (const certificate of certificates.valueBlock.value) {
      if (certificate instanceof asn1js.Sequence) items.push({ kind: 'certificate', der: new Uint8Array(certificate.toBER(false)) });
    }
  }
  if (items.length === 0) throw new ToolInputError('errors.emptyBundle', { ...(where ? { detail: where } : {}) });
  return items;
}

// ---------------------------------------------------------------------------------------------
// Formatting helpers

/** Bytes as colon-separated upper-case hexadecimal (OpenSSL's fingerprints and key identifiers). */
export function colonHex(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  return Array.from(view, (byte) => byte.toString(16).toUpperCase().padStart(2, '0')).join(':');
}

/** An INTEGER's bytes without its sign-padding zeros, as upper-case hex (`openssl x509 -serial`). */
export function serialHex(bytes: ArrayBuffer | Uint8Array): string {
  let view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  while (view.length > 1 && view[0] === 0) view = view.subarray(1);
  return Array.from(view, (byte) => byte.toString(16).toUpperCase().padStart(2, '0')).join('');
}

function integerValue(bytes: ArrayBuffer | Uint8Array): bigint {
  const hex = serialHex(bytes);
  return hex === '' ? 0n : BigInt(`0x${hex}`);
}

/** ISO 8601 without milliseconds. */
export function isoTime(date: Date): string {
  return date.toISOString().replace(/\.000Z$/, 'Z');
}

/** RFC 4514 escaping as OpenSSL's esc_2253 does it (UTF-8 kept). */
function escapeValue(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is escaped
  let escaped = value.replace(/[,+"\\<>;]/g, '\\$&').replace(/[\x00-\x1f\x7f]/g, (char) => `\\${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  if (/^[ #]/.test(escaped)) escaped = `\\${escaped}`;
  if (/ $/.test(escaped) && escaped.length > 1) escaped = `${escaped.slice(0, -1)}\\ `;
  return escaped;
}

function attributeValue(value: Name[number][number]['value']): string {
  const text = value.ia5String ?? value.utf8String ?? value.printableString ?? value.teletexString ?? value.bmpString ?? value.universalString;
  if (text !== undefined) return text;
  return value.anyValue ? `#${serialHexRaw(value.anyValue)}` : '';
}

function serialHexRaw(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A distinguished name as `openssl … -nameopt utf8,sep_comma_plus_space,sname,esc_2253` writes it. */
export function formatName(name: Name): string {
  return name
    .map((rdn) => rdn.map((attribute) => `${NAME_ATTRIBUTES[attribute.type] ?? attribute.type}=${escapeValue(attributeValue(attribute.value))}`).join(' + '))
    .join(', ');
}

/** OpenSSL's one-line form (`/C=FR/O=Acme/CN=…`), used for directory names inside extensions. */
function slashName(name: Name): string {
  return name.map((rdn) => rdn.map((attribute) => `/${NAME_ATTRIBUTES[attribute.type] ?? attribute.type}=${attributeValue(attribute.value)}`).join('+')).join('');
}

function ipAddress(text: string | undefined): string {
  if (text === undefined) return '';
  if (!text.includes(':')) return text;
  // OpenSSL writes IPv6 addresses in full: eight upper-case groups without leading zeros.
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((group) => Number.parseInt(group, 16).toString(16).toUpperCase()).join(':');
}

/** A GeneralName as OpenSSL prints it in SANs and access descriptions. */
export function formatGeneralName(name: GeneralName): string {
  if (name.dNSName !== undefined) return `DNS:${name.dNSName}`;
  if (name.iPAddress !== undefined) return `IP Address:${ipAddress(name.iPAddress)}`;
  if (name.rfc822Name !== undefined) return `email:${name.rfc822Name}`;
  if (name.uniformResourceIdentifier !== undefined) return `URI:${name.uniformResourceIdentifier}`;
  if (name.directoryName !== undefined) return `DirName:${slashName(name.directoryName)}`;
  if (name.registeredID !== undefined) return `Registered ID:${name.registeredID}`;
  if (name.otherName !== undefined) {
    const known = OTHER_NAMES[name.otherName.typeId];
    const value = stringOf(name.otherName.value);
    return known && value !== undefined ? `othername: ${known}:${value}` : `othername: ${name.otherName.typeId}:<unsupported>`;
  }
  return '<unsupported>';
}

/** The text of a DER string value (UTF8String, IA5String, PrintableString, BMPString…), if it is one. */
function stringOf(der: ArrayBuffer): string | undefined {
  const parsed = asn1js.fromBER(der);
  if (parsed.offset === -1) return undefined;
  const block = parsed.result;
  if (block instanceof asn1js.Utf8String || block instanceof asn1js.IA5String || block instanceof asn1js.PrintableString || block instanceof asn1js.VisibleString || block instanceof asn1js.BmpString || block instanceof asn1js.UniversalString || block instanceof asn1js.TeletexString) {
    return block.valueBlock.value;
  }
  return undefined;
}

function algorithmName(algorithm: AlgorithmIdentifier): string {
  const name = SIGNATURE_ALGORITHMS[algorithm.algorithm] ?? algorithm.algorithm;
  if (algorithm.algorithm !== OID.rsassaPss || !algorithm.parameters) return name;
  return `${name} (${pssParameters(algorithm.parameters)})`;
}

/** RSASSA-PSS parameters (RFC 4055 §3.1): hash, MGF1 hash, salt length; SHA-1 and 20 by default. */
function pssParameters(parameters: ArrayBuffer): string {
  const parsed = asn1js.fromBER(parameters);
  let hash = 'SHA-1';
  let salt = 20;
  if (parsed.offset !== -1 && parsed.result instanceof asn1js.Sequence) {
    for (const field of parsed.result.valueBlock.value) {
      const inner = field instanceof asn1js.Constructed ? field.valueBlock.value[0] : undefined;
      if (isContext(field, 0) && inner instanceof asn1js.Sequence) {
        const oid = inner.valueBlock.value[0];
        if (oid instanceof asn1js.ObjectIdentifier) hash = HASH_ALGORITHMS[oid.valueBlock.toString()] ?? oid.valueBlock.toString();
      }
      if (isContext(field, 2) && inner instanceof asn1js.Integer) salt = inner.valueBlock.valueDec;
    }
  }
  return `${hash}, salt ${salt}`;
}

// ---------------------------------------------------------------------------------------------
// Public keys

export interface PublicKeyInfo {
  /** RSA, RSA-PSS, EC, DSA, Ed25519, Ed448, X25519, X448, or the algorithm's OID. */
  algorithm: string;
  /** Bits: the modulus (RSA), the curve (EC), the prime (DSA); absent for Ed25519 and the like, or when unknown. */
  size?: number;
  curve?: string;
  /** RSA only. */
  exponent?: number;
  /** "RSA 2048", "EC P-256", "Ed25519". */
  summary: string;
  /** Base64 SHA-256 of the SubjectPublicKeyInfo (an HPKP / `pin-sha256` pin). */
  pinSha256: string;
}

function bitLength(bytes: Uint8Array): number {
  let index = 0;
  while (index < bytes.length && bytes[index] === 0) index++;
  if (index === bytes.length) return 0;
  return (bytes.length - index - 1) * 8 + (32 - Math.clz32(bytes[index]!));
}

function integerBytes(block: asn1js.AsnType | undefined): Uint8Array {
  return block instanceof asn1js.Integer ? block.valueBlock.valueHexView : new Uint8Array();
}

async function describeKey(spki: SubjectPublicKeyInfo, spkiDer: ArrayBuffer): Promise<PublicKeyInfo> {
  const oid = spki.algorithm.algorithm;
  const pinSha256 = bytesToBase64(new Uint8Array(await crypto.subtle.digest('SHA-256', spkiDer)));
  const fixed = FIXED_KEY_ALGORITHMS[oid];
  if (fixed) return { algorithm: fixed, summary: fixed, pinSha256 };
  if (oid === OID.rsaEncryption || oid === OID.rsassaPss) {
    const algorithm = oid === OID.rsaEncryption ? 'RSA' : 'RSA-PSS';
    const parsed = asn1js.fromBER(spki.subjectPublicKey);
    const fields = parsed.offset !== -1 && parsed.result instanceof asn1js.Sequence ? parsed.result.valueBlock.value : [];
    const size = bitLength(integerBytes(fields[0]));
    const exponent = Number(integerValue(integerBytes(fields[1])));
    return size > 0 ? { algorithm, size, exponent, summary: `${algorithm} ${size}`, pinSha256 } : { algorithm, summary: algorithm, pinSha256 };
  }
  if (oid === OID.ecPublicKey) {
    const parameters = spki.algorithm.parameters ? asn1js.fromBER(spki.algorithm.parameters) : undefined;
    const curveOid = parameters && parameters.offset !== -1 && parameters.result instanceof asn1js.ObjectIdentifier ? parameters.result.valueBlock.toString() : undefined;
    const curve = curveOid ? CURVES[curveOid] : undefined;
    if (curve) return { algorithm: 'EC', size: curve.bits, curve: curve.name, summary: `EC ${curve.name}`, pinSha256 };
    return { algorithm: 'EC', ...(curveOid ? { curve: curveOid } : {}), summary: curveOid ? `EC ${curveOid}` : 'EC', pinSha256 };
  }
  if (oid === OID.dsa && spki.algorithm.parameters) {
    const parameters = asn1js.fromBER(spki.algorithm.parameters);
    const fields = parameters.offset !== -1 && parameters.result instanceof asn1js.Sequence ? parameters.result.valueBlock.value : [];
    const size = bitLength(integerBytes(fields[0]));
    return { algorithm: 'DSA', size, summary: `DSA ${size}`, pinSha256 };
  }
  return { algorithm: oid, summary: oid, pinSha256 };
}

// ---------------------------------------------------------------------------------------------
// Extensions

export interface ExtensionInfo {
  /** OpenSSL's name, or the OID for an extension it does not name. */
  name: string;
  oid: string;
  critical: boolean;
  /** As OpenSSL prints it; lines separated by "\n". Unknown extensions: their value's DER in hex. */
  value: string;
}

function parseAs<T>(bytes: ArrayBuffer, type: new () => T): T {
  return AsnConvert.parse(bytes, type);
}

function names(list: readonly GeneralName[]): string {
  return list.map(formatGeneralName).join(', ');
}

function displayText(text: DisplayText | undefined): string {
  return text?.utf8String ?? text?.ia5String ?? text?.visibleString ?? text?.bmpString ?? '';
}

function formatPolicies(bytes: ArrayBuffer): string {
  const lines: string[] = [];
  for (const policy of parseAs(bytes, CertificatePolicies)) {
    const known = POLICY_NAMES[policy.policyIdentifier];
    lines.push(`Policy: ${policy.policyIdentifier}${known ? ` (${known})` : ''}`);
    for (const qualifier of policy.policyQualifiers ?? []) {
      if (qualifier.policyQualifierId === '1.3.6.1.5.5.7.2.1') lines.push(`  CPS: ${stringOf(qualifier.qualifier) ?? ''}`);
      else if (qualifier.policyQualifierId === '1.3.6.1.5.5.7.2.2') {
        const notice = parseAs(qualifier.qualifier, UserNotice);
        lines.push(`  User Notice: ${displayText(notice.explicitText)}`);
      }
    }
  }
  return lines.join('\n');
}

function formatAccess(bytes: ArrayBuffer): string {
  return parseAs(bytes, AuthorityInfoAccessSyntax)
    .map((access) => `${ACCESS_METHODS[access.accessMethod] ?? access.accessMethod} - ${formatGeneralName(access.accessLocation)}`)
    .join('\n');
}

function formatDistributionPoints(bytes: ArrayBuffer): string {
  const lines: string[] = [];
  for (const point of parseAs(bytes, CRLDistributionPoints)) {
    const name = point.distributionPoint;
    if (name?.fullName) lines.push(`Full Name: ${names(name.fullName)}`);
    if (name?.nameRelativeToCRLIssuer) lines.push(`Relative Name: ${formatName(new Name([name.nameRelativeToCRLIssuer]))}`);
    if (point.cRLIssuer) lines.push(`CRL Issuer: ${names(point.cRLIssuer)}`);
  }
  return lines.join('\n');
}

function formatKeyUsage(bytes: ArrayBuffer): string {
  const usage = parseAs(bytes, KeyUsage);
  const flags = usage.toNumber();
  return KEY_USAGES.filter((_word, bit) => (flags & (1 << bit)) !== 0).join(', ');
}

function formatAuthorityKeyId(bytes: ArrayBuffer): string {
  const aki = parseAs(bytes, AuthorityKeyIdentifier);
  const lines: string[] = [];
  if (aki.keyIdentifier) lines.push(colonHex(aki.keyIdentifier.buffer));
  if (aki.authorityCertIssuer) lines.push(names(aki.authorityCertIssuer));
  if (aki.authorityCertSerialNumber) lines.push(`serial:${colonHex(new Uint8Array(aki.authorityCertSerialNumber))}`);
  return lines.join('\n');
}

/** An INTEGER or ENUMERATED extension value, in decimal. */
function integerText(bytes: ArrayBuffer): string | undefined {
  const parsed = asn1js.fromBER(bytes);
  if (parsed.offset === -1) return undefined;
  const block = parsed.result;
  if (block instanceof asn1js.Integer || block instanceof asn1js.Enumerated) return integerValue(block.valueBlock.valueHexView).toString();
  return undefined;
}

const NETSCAPE_CERT_TYPES = ['SSL Client', 'SSL Server', 'S/MIME', 'Object Signing', 'Unused', 'SSL CA', 'S/MIME CA', 'Object Signing CA'];
const TLS_FEATURES: Readonly<Record<string, string>> = { '5': 'status_request', '17': 'status_request_v2' };

function formatSignedTimestamps(bytes: ArrayBuffer): string {
  const parsed = asn1js.fromBER(bytes);
  if (parsed.offset === -1 || !(parsed.result instanceof asn1js.OctetString)) return colonHex(bytes);
  const list = parsed.result.valueBlock.valueHexView;
  const lines: string[] = [];
  let offset = 2;
  while (offset + 2 <= list.length) {
    const length = (list[offset]! << 8) | list[offset + 1]!;
    const sct = list.subarray(offset + 2, offset + 2 + length);
    if (sct.length >= 41) {
      const view = new DataView(sct.buffer, sct.byteOffset, sct.byteLength);
      const millis = view.getUint32(33) * 2 ** 32 + view.getUint32(37);
      lines.push(`v${sct[0]! + 1}, Log ID: ${colonHex(sct.subarray(1, 33))}, Timestamp: ${isoTime(new Date(millis))}`);
    }
    offset += 2 + length;
  }
  return lines.join('\n');
}

function bitFlags(bytes: ArrayBuffer, words: readonly string[]): string | undefined {
  const parsed = asn1js.fromBER(bytes);
  if (parsed.offset === -1 || !(parsed.result instanceof asn1js.BitString)) return undefined;
  const view = parsed.result.valueBlock.valueHexView;
  return words.filter((_word, bit) => ((view[bit >> 3] ?? 0) & (0x80 >> (bit & 7))) !== 0).join(', ');
}

function formatPolicyConstraints(bytes: ArrayBuffer): string | undefined {
  const parsed = asn1js.fromBER(bytes);
  if (parsed.offset === -1 || !(parsed.result instanceof asn1js.Sequence)) return undefined;
  return parsed.result.valueBlock.value
    .map((field) => {
      const value = integerValue((field as asn1js.Primitive).valueBlock.valueHexView).toString();
      return isContext(field, 0) ? `Require Explicit Policy:${value}` : `Inhibit Policy Mapping:${value}`;
    })
    .join(', ');
}

function formatTlsFeature(bytes: ArrayBuffer): string | undefined {
  const parsed = asn1js.fromBER(bytes);
  if (parsed.offset === -1 || !(parsed.result instanceof asn1js.Sequence)) return undefined;
  return parsed.result.valueBlock.value
    .map((field) => {
      const value = field instanceof asn1js.Integer ? field.valueBlock.valueDec.toString() : '?';
      return TLS_FEATURES[value] ?? value;
    })
    .join(', ');
}

/** A value OpenSSL does not interpret: its string, NULL, or its DER in hex. */
function rawValue(bytes: ArrayBuffer): string {
  const text = stringOf(bytes);
  if (text !== undefined) return text;
  const parsed = asn1js.fromBER(bytes);
  if (parsed.offset !== -1 && parsed.result instanceof asn1js.Null) return 'NULL';
  return colonHex(bytes);
}

function extensionValue(oid: string, bytes: ArrayBuffer): string | undefined {
  switch (oid) {
    case '2.5.29.14':
      return colonHex(parseAs(bytes, SubjectKeyIdentifier).buffer);
    case '2.5.29.15':
      return formatKeyUsage(bytes);
    case '2.5.29.17':
    case '2.5.29.18':
    case '2.5.29.29':
      return names(parseAs(bytes, GeneralNames));
    case '2.5.29.19': {
      const constraints = parseAs(bytes, BasicConstraints);
      return constraints.cA ? `CA:TRUE${constraints.pathLenConstraint !== undefined ? `, pathlen:${constraints.pathLenConstraint}` : ''}` : 'CA:FALSE';
    }
    case '2.5.29.20':
    case '2.5.29.27':
    case '2.5.29.54':
      return integerText(bytes);
    case '2.5.29.21': {
      const code = integerText(bytes);
      return code === undefined ? undefined : (CRL_REASONS[Number(code)] ?? code);
    }
    case '2.5.29.24': {
      const parsed = asn1js.fromBER(bytes);
      return parsed.offset !== -1 && parsed.result instanceof asn1js.GeneralizedTime ? isoTime(parsed.result.toDate()) : undefined;
    }
    case '2.5.29.31':
    case '2.5.29.46':
      return formatDistributionPoints(bytes);
    case '2.5.29.32':
      return formatPolicies(bytes);
    case '2.5.29.35':
      return formatAuthorityKeyId(bytes);
    case '2.5.29.36':
      return formatPolicyConstraints(bytes);
    case '2.5.29.37':
      return parseAs(bytes, ExtendedKeyUsage)
        .map((usage) => EXTENDED_KEY_USAGES[usage] ?? usage)
        .join(', ');
    case '1.3.6.1.5.5.7.1.1':
    case '1.3.6.1.5.5.7.1.11':
      return formatAccess(bytes);
    case '1.3.6.1.5.5.7.1.24':
      return formatTlsFeature(bytes);
    case '1.3.6.1.4.1.11129.2.4.2':
      return formatSignedTimestamps(bytes);
    case '2.16.840.1.113730.1.1':
      return bitFlags(bytes, NETSCAPE_CERT_TYPES);
    default:
      return undefined;
  }
}

export function describeExtension(extension: Extension): ExtensionInfo {
  const oid = extension.extnID;
  const bytes = extension.extnValue.buffer;
  let value: string | undefined;
  try {
    value = extensionValue(oid, bytes);
  } catch {
    value = undefined;
  }
  return { name: EXTENSION_NAMES[oid] ?? oid, oid, critical: extension.critical, value: value ?? rawValue(bytes) };
}

// ---------------------------------------------------------------------------------------------
// Validity and countdowns

export type ValidityStatus = 'valid' | 'expired' | 'notYetValid';
export type CountdownUnit = 'day' | 'hour' | 'minute';

export interface Countdown {
  status: ValidityStatus;
  /** Whole units to the end (valid), since the end (expired) or to the start (not yet valid). */
  amount: number;
  unit: CountdownUnit;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Where `now` stands between `start` and `end`, in whole days (hours, minutes under a day). */
export function countdown(start: Date | undefined, end: Date | undefined, now: Date): Countdown {
  const time = now.getTime();
  const status: ValidityStatus = end && time > end.getTime() ? 'expired' : start && time < start.getTime() ? 'notYetValid' : 'valid';
  const span = status === 'expired' ? time - end!.getTime() : status === 'notYetValid' ? start!.getTime() - time : end ? end.getTime() - time : 0;
  const unit: CountdownUnit = span >= DAY ? 'day' : span >= HOUR ? 'hour' : 'minute';
  return { status, amount: Math.floor(span / (unit === 'day' ? DAY : unit === 'hour' ? HOUR : MINUTE)), unit };
}

function plural(amount: number, unit: CountdownUnit): string {
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/** "expires in 42 days", "expired 3 days ago", "valid in 5 days" (English, for the data output). */
export function countdownText(value: Countdown): string {
  const span = plural(value.amount, value.unit);
  return value.status === 'valid' ? `expires in ${span}` : value.status === 'expired' ? `expired ${span} ago` : `valid in ${span}`;
}

/** "next update in 7 days", "next update overdue by 2 days", "issued in 1 hour" (a CRL). */
export function crlCountdownText(value: Countdown, hasNextUpdate: boolean): string {
  const span = plural(value.amount, value.unit);
  if (value.status === 'notYetValid') return `issued in ${span}`;
  if (!hasNextUpdate) return 'no next update';
  return value.status === 'valid' ? `next update in ${span}` : `next update overdue by ${span}`;
}

// ---------------------------------------------------------------------------------------------
// The items

export interface Validity extends Countdown {
  notBefore: string;
  notAfter: string;
  /** English: "expires in 42 days", "expired 3 days ago", "valid in 5 days". */
  countdown: string;
}

export interface CertificateReport {
  kind: 'certificate';
  version: number;
  subject: string;
  issuer: string;
  /** Subject and issuer are the same name and the certificate's own key checks its signature. */
  selfSigned: boolean;
  serialNumber: string;
  validity: Validity;
  subjectAltNames: string[];
  publicKey: PublicKeyInfo;
  signatureAlgorithm: string;
  extensions: ExtensionInfo[];
  fingerprints: { sha1: string; sha256: string };
}

export interface CsrReport {
  kind: 'csr';
  version: number;
  subject: string;
  subjectAltNames: string[];
  publicKey: PublicKeyInfo;
  signatureAlgorithm: string;
  /** The request's self-signature checks with its own key (undefined: an algorithm Web Crypto lacks). */
  signatureValid?: boolean;
  /** The extensions requested (PKCS#9 extensionRequest). */
  extensions: ExtensionInfo[];
  /** Other attributes (challengePassword, unstructuredName…), as name → value. */
  attributes: { name: string; value: string }[];
}

export interface RevokedEntry {
  serialNumber: string;
  revocationDate: string;
  reason?: string;
}

export interface CrlReport {
  kind: 'crl';
  version: number;
  issuer: string;
  thisUpdate: string;
  nextUpdate?: string;
  status: ValidityStatus;
  amount: number;
  unit: CountdownUnit;
  /** English: "next update in 7 days", "next update overdue by 2 days". */
  countdown: string;
  crlNumber?: string;
  signatureAlgorithm: string;
  extensions: ExtensionInfo[];
  revoked: RevokedEntry[];
}

export interface PublicKeyReport {
  kind: 'publicKey';
  publicKey: PublicKeyInfo;
  /** Of the SubjectPublicKeyInfo DER. */
  fingerprints: { sha1: string; sha256: string };
}

export type ItemReport = CertificateReport | CsrReport | CrlReport | PublicKeyReport;

export interface ChainEntry {
  /** 1-based position of the certificate in the input. */
  certificate: number;
  subject: string;
  /** The position of the certificate whose key checks this one's signature, `itself` for a root, null when not given. */
  issuedBy: number | 'itself' | null;
  /** When issuedBy is null and the certificate is not self-signed: the issuer's name (a gap, or the root left out). */
  missingIssuer?: string;
  /** When issuedBy names a certificate with the right name whose key does not check the signature. */
  signatureValid?: boolean;
}

export interface ChainReport {
  /** Leaf → root; certificates from separate chains follow each other. */
  order: ChainEntry[];
  /** One unbroken path ending at a self-signed root, every signature checked. */
  complete: boolean;
  /** The input was already in this order. */
  inputOrder: boolean;
  /** Places where an issuer is missing before another certificate of the input follows. */
  gaps: number;
}

export interface X509Report {
  items: ItemReport[];
  chain?: ChainReport;
}

async function fingerprints(der: BufferSource): Promise<{ sha1: string; sha256: string }> {
  const [sha1, sha256] = await Promise.all([crypto.subtle.digest('SHA-1', der), crypto.subtle.digest('SHA-256', der)]);
  return { sha1: colonHex(sha1), sha256: colonHex(sha256) };
}

function parseStructure<T>(der: Uint8Array<ArrayBuffer>, type: new () => T): T {
  try {
    return AsnConvert.parse(der, type);
  } catch (error) {
    throw new ToolInputError('errors.badDer', { detail: error instanceof Error ? error.message : String(error) });
  }
}

function sanList(extensions: readonly ExtensionInfo[]): string[] {
  const san = extensions.find((extension) => extension.oid === '2.5.29.17');
  return san ? san.value.split(', ').filter((entry) => entry !== '') : [];
}

async function safely<T>(run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run();
  } catch {
    return undefined;
  }
}

async function describeCertificate(der: Uint8Array<ArrayBuffer>, now: Date): Promise<CertificateReport> {
  const certificate = parseStructure(der, Certificate);
  const tbs = certificate.tbsCertificate;
  const extensions = (tbs.extensions ?? []).map(describeExtension);
  const notBefore = tbs.validity.notBefore.getTime();
  const notAfter = tbs.validity.notAfter.getTime();
  const left = countdown(notBefore, notAfter, now);
  const subject = formatName(tbs.subject);
  const issuer = formatName(tbs.issuer);
  const selfSigned = subject === issuer && (await safely(() => new X509Certificate(der).verify({ signatureOnly: true }))) === true;
  return {
    kind: 'certificate',
    version: tbs.version + 1,
    subject,
    issuer,
    selfSigned,
    serialNumber: serialHex(tbs.serialNumber),
    validity: { notBefore: isoTime(notBefore), notAfter: isoTime(notAfter), ...left, countdown: countdownText(left) },
    subjectAltNames: sanList(extensions),
    publicKey: await describeKey(tbs.subjectPublicKeyInfo, AsnConvert.serialize(tbs.subjectPublicKeyInfo)),
    signatureAlgorithm: algorithmName(certificate.signatureAlgorithm),
    extensions,
    fingerprints: await fingerprints(der),
  };
}

async function describeCsr(der: Uint8Array<ArrayBuffer>): Promise<CsrReport> {
  const request = parseStructure(der, CertificationRequest);
  const info = request.certificationRequestInfo;
  const extensions: ExtensionInfo[] = [];
  const attributes: { name: string; value: string }[] = [];
  for (const attribute of info.attributes) {
    if (attribute.type === OID.extensionRequest) {
      for (const value of attribute.values) extensions.push(...parseStructure(new Uint8Array(value), Extensions).map(describeExtension));
    } else {
      const name = attribute.type === OID.challengePassword ? 'challengePassword' : attribute.type === OID.unstructuredName ? 'unstructuredName' : attribute.type;
      attributes.push({ name, value: attribute.values.map(rawValue).join(', ') });
    }
  }
  const signatureValid = await safely(() => new Pkcs10CertificateRequest(der).verify());
  return {
    kind: 'csr',
    version: info.version + 1,
    subject: formatName(info.subject),
    subjectAltNames: sanList(extensions),
    publicKey: await describeKey(info.subjectPKInfo, AsnConvert.serialize(info.subjectPKInfo)),
    signatureAlgorithm: algorithmName(request.signatureAlgorithm),
    ...(signatureValid === undefined ? {} : { signatureValid }),
    extensions,
    attributes,
  };
}

function describeCrl(der: Uint8Array<ArrayBuffer>, now: Date): CrlReport {
  const list = parseStructure(der, CertificateList);
  const tbs = list.tbsCertList;
  const thisUpdate = tbs.thisUpdate.getTime();
  const nextUpdate = tbs.nextUpdate?.getTime();
  const extensions = (tbs.crlExtensions ?? []).map(describeExtension);
  const left = countdown(thisUpdate, nextUpdate, now);
  const crlNumber = extensions.find((extension) => extension.oid === '2.5.29.20')?.value;
  return {
    kind: 'crl',
    version: (tbs.version ?? 0) + 1,
    issuer: formatName(tbs.issuer),
    thisUpdate: isoTime(thisUpdate),
    ...(nextUpdate ? { nextUpdate: isoTime(nextUpdate) } : {}),
    ...left,
    countdown: crlCountdownText(left, nextUpdate !== undefined),
    ...(crlNumber !== undefined ? { crlNumber } : {}),
    signatureAlgorithm: algorithmName(list.signatureAlgorithm),
    extensions,
    revoked: (tbs.revokedCertificates ?? []).map((entry) => {
      const reason = entry.crlEntryExtensions?.map(describeExtension).find((extension) => extension.oid === '2.5.29.21')?.value;
      return { serialNumber: serialHex(entry.userCertificate), revocationDate: isoTime(entry.revocationDate.getTime()), ...(reason ? { reason } : {}) };
    }),
  };
}

async function describePublicKey(der: Uint8Array<ArrayBuffer>): Promise<PublicKeyReport> {
  const spki = parseStructure(der, SubjectPublicKeyInfo);
  return { kind: 'publicKey', publicKey: await describeKey(spki, der.buffer), fingerprints: await fingerprints(der) };
}

// ---------------------------------------------------------------------------------------------
// Chains

async function signs(issuer: X509Certificate, subject: X509Certificate): Promise<boolean | undefined> {
  return safely(() => subject.verify({ publicKey: issuer.publicKey, signatureOnly: true }));
}

function keyIds(extensions: readonly ExtensionInfo[]): { ski?: string; aki?: string } {
  const ski = extensions.find((extension) => extension.oid === '2.5.29.14')?.value;
  const aki = extensions.find((extension) => extension.oid === '2.5.29.35')?.value.split('\n')[0];
  return { ...(ski ? { ski } : {}), ...(aki && /^[0-9A-F:]+$/.test(aki) ? { aki } : {}) };
}

/** Which certificate signs which, and the order leaf → root (positions are 1-based). */
export async function analyseChain(certificates: readonly { der: Uint8Array<ArrayBuffer>; report: CertificateReport }[]): Promise<ChainReport> {
  const parsed = certificates.map(({ der }) => new X509Certificate(der));
  const ids = certificates.map(({ report }) => keyIds(report.extensions));
  const issuerOf: ({ index: number; valid: boolean } | undefined)[] = [];
  for (const [index, { report }] of certificates.entries()) {
    if (report.selfSigned) {
      issuerOf.push(undefined);
      continue;
    }
    let found: { index: number; valid: boolean } | undefined;
    for (const [candidate, { report: other }] of certificates.entries()) {
      if (candidate === index || other.subject !== report.issuer) continue;
      const { aki } = ids[index]!;
      const { ski } = ids[candidate]!;
      if (aki && ski && aki !== ski) continue;
      const valid = (await signs(parsed[candidate]!, parsed[index]!)) === true;
      if (valid) {
        found = { index: candidate, valid };
        break;
      }
      found ??= { index: candidate, valid };
    }
    issuerOf.push(found);
  }
  const issuesOthers = new Set(issuerOf.filter((link) => link !== undefined).map((link) => link.index));
  const order: number[] = [];
  const visit = (start: number) => {
    for (let current: number | undefined = start; current !== undefined && !order.includes(current); current = issuerOf[current]?.index) order.push(current);
  };
  for (let index = 0; index < certificates.length; index++) if (!issuesOthers.has(index)) visit(index);
  for (let index = 0; index < certificates.length; index++) if (!order.includes(index)) visit(index);

  let gaps = 0;
  const entries = order.map((index, position): ChainEntry => {
    const { report } = certificates[index]!;
    const link = issuerOf[index];
    const entry: ChainEntry = { certificate: index + 1, subject: report.subject, issuedBy: report.selfSigned ? 'itself' : link ? link.index + 1 : null };
    if (link && !link.valid) entry.signatureValid = false;
    if (!report.selfSigned && !link) {
      entry.missingIssuer = report.issuer;
      if (position < order.length - 1) gaps += 1;
    }
    return entry;
  });
  const last = entries[entries.length - 1];
  const linked = entries.every((entry, position) => position === entries.length - 1 || (typeof entry.issuedBy === 'number' && entry.issuedBy === entries[position + 1]!.certificate && entry.signatureValid !== false));
  return {
    order: entries,
    complete: linked && last?.issuedBy === 'itself',
    inputOrder: order.every((index, position) => index === position),
    gaps,
  };
}

// ---------------------------------------------------------------------------------------------
// Entry points

/** "now" from an option: empty or absent is the current time; else ISO 8601 or Unix seconds. */
export function parseNow(value: string | undefined): Date {
  if (value === undefined || value.trim() === '') return new Date();
  const text = value.trim();
  const date = /^\d+$/.test(text) ? new Date(Number(text) * 1000) : new Date(text);
  if (Number.isNaN(date.getTime())) throw new ToolInputError('errors.badNow', { params: { value: text } });
  return date;
}

/** Everything about every item of the input, and the chain order when it holds several certificates. */
export async function decodeX509(input: string | Uint8Array, now: Date = new Date()): Promise<X509Report> {
  const raw = readItems(input);
  const items: ItemReport[] = [];
  const certificates: { der: Uint8Array<ArrayBuffer>; report: CertificateReport }[] = [];
  for (const item of raw) {
    switch (item.kind) {
      case 'certificate': {
        const report = await describeCertificate(item.der, now);
        certificates.push({ der: item.der, report });
        items.push(report);
        break;
      }
      case 'csr':
        items.push(await describeCsr(item.der));
        break;
      case 'crl':
        items.push(describeCrl(item.der, now));
        break;
      case 'publicKey':
        items.push(await describePublicKey(item.der));
        break;
    }
  }
  return certificates.length > 1 ? { items, chain: await analyseChain(certificates) } : { items };
}

/** The DER of the input's first item (a PEM block, Base64 or DER), and how many items there were. */
export function toDer(input: string | Uint8Array): { der: Uint8Array<ArrayBuffer>; kind: X509Kind; count: number } {
  const items = readItems(input);
  const first = items[0]!;
  validate(first);
  return { der: first.der, kind: first.kind, count: items.length };
}

/** Every item of the input as PEM, each under its label (CERTIFICATE, CERTIFICATE REQUEST, X509 CRL, PUBLIC KEY). */
export function toPemText(input: string | Uint8Array): string {
  return readItems(input)
    .map((item) => {
      validate(item);
      return toPem(PEM_LABELS[item.kind], item.der);
    })
    .join('');
}

/** Parses an item with its schema so that a conversion never hands on a structure the decoder would refuse. */
function validate(item: RawItem): void {
  const schema = item.kind === 'certificate' ? Certificate : item.kind === 'csr' ? CertificationRequest : item.kind === 'crl' ? CertificateList : SubjectPublicKeyInfo;
  parseStructure(item.der, schema as new () => unknown);
}
