/**
 * PDF signature checker: finds every signature of a PDF (each `/ByteRange [a b c d]` with the
 * `/Contents <hex>` between its two ranges), reads it as CMS SignedData (pkijs + asn1js), checks the
 * message digest over the signed bytes and the signature over the signed attributes with Web Crypto
 * (RSA PKCS#1 v1.5 and PSS, ECDSA; SHA-1/256/384/512), and describes the certificates
 * (@peculiar/x509). Trust in the chain is not checked: there is no root store offline.
 * Pure TypeScript over Web Crypto: runs in Node (unit tests) and in the worker.
 */
import '../../lib/crypto-encoding/reflect-metadata';
import { X509Certificate } from '@peculiar/x509';
import * as asn1js from 'asn1js';
import { Certificate, ContentInfo, SignedData, TSTInfo } from 'pkijs';
import { toPem } from '../../lib/crypto-encoding';
import { ToolInputError } from '../../lib/errors';

export interface NameFields {
  commonName?: string;
  organizationName?: string;
  organizationalUnitName?: string;
  countryName?: string;
  localityName?: string;
  stateOrProvinceName?: string;
}

export interface CertificateInfo {
  issuedTo: NameFields;
  issuedBy: NameFields;
  notBefore: string;
  notAfter: string;
  pem: string;
}

export interface SignatureDetails {
  signerName?: string;
  /** ISO 8601. */
  signingTime?: string;
  reason?: string;
  location?: string;
  contactInfo?: string;
}

export interface TimestampInfo {
  time: string;
  authority?: string;
}

export type SignatureReport =
  | {
      readable: true;
      subFilter?: string;
      signatureValid: boolean;
      coversWholeDocument: boolean;
      signerExpired: boolean;
      details: SignatureDetails;
      certificates: CertificateInfo[];
      timestamp?: TimestampInfo;
    }
  | { readable: false };

const OID_SIGNING_TIME = '1.2.840.113549.1.9.5';
const OID_TIMESTAMP_TOKEN = '1.2.840.113549.1.9.16.2.14';
const NAME_OIDS: Record<string, keyof NameFields> = {
  '2.5.4.3': 'commonName',
  '2.5.4.10': 'organizationName',
  '2.5.4.11': 'organizationalUnitName',
  '2.5.4.6': 'countryName',
  '2.5.4.7': 'localityName',
  '2.5.4.8': 'stateOrProvinceName',
};

/** True when `%PDF-` appears in the first 1024 bytes. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  return latin1(bytes.subarray(0, 1024)).includes('%PDF-');
}

function latin1(bytes: Uint8Array): string {
  // One character per byte, whatever the byte: indexes in the text are offsets in the file.
  let text = '';
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk) text += String.fromCharCode(...bytes.subarray(index, index + chunk));
  return text;
}

/** The length of the DER value at the start of `bytes` (header included), or undefined. */
function derLength(bytes: Uint8Array): number | undefined {
  const first = bytes[1];
  if (bytes[0] === undefined || first === undefined) return undefined;
  if (first < 0x80) return 2 + first;
  const count = first & 0x7f;
  if (count === 0 || count > 4) return undefined;
  let length = 0;
  for (let index = 0; index < count; index += 1) length = length * 256 + (bytes[2 + index] ?? 0);
  return 2 + count + length;
}

/** Bytes of a PDF hex string body; whitespace ignored, an odd final digit padded with 0 (ISO 32000 §7.3.4.3). */
function hexBody(text: string): Uint8Array {
  const digits = text.replace(/\s+/g, '');
  if (!/^[0-9a-fA-F]*$/.test(digits)) throw new RangeError('Not hexadecimal');
  const even = digits.length % 2 === 0 ? digits : `${digits}0`;
  const bytes = new Uint8Array(even.length / 2);
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = parseInt(even.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

/** A PDF text string's bytes as text: UTF-16BE after a FE FF mark, UTF-8 after EF BB BF, else PDFDocEncoding (≈ Latin-1). */
function decodePdfText(bytes: Uint8Array): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  return latin1(bytes);
}

/** Reads the string value of `/Key` in a dictionary's text: literal `( … )` with escapes, or hex `< … >`. */
export function readPdfString(dictionary: string, key: string): string | undefined {
  const match = new RegExp(`/${key}\\s*([(<])`).exec(dictionary);
  if (!match) return undefined;
  let index = match.index + match[0].length;
  if (match[1] === '<') {
    const end = dictionary.indexOf('>', index);
    if (end < 0) return undefined;
    try {
      return decodePdfText(hexBody(dictionary.slice(index, end)));
    } catch {
      return undefined;
    }
  }
  const bytes: number[] = [];
  let depth = 1;
  const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12, '(': 40, ')': 41, '\\': 92 };
  while (index < dictionary.length) {
    const char = dictionary[index] as string;
    if (char === '\\') {
      const next = dictionary[index + 1] ?? '';
      const octal = /^[0-7]{1,3}/.exec(dictionary.slice(index + 1, index + 4));
      if (octal) {
        bytes.push(parseInt(octal[0], 8) & 255);
        index += 1 + octal[0].length;
        continue;
      }
      if (next === '\r' || next === '\n') {
        index += dictionary[index + 2] === '\n' && next === '\r' ? 3 : 2;
        continue;
      }
      bytes.push(escapes[next] ?? next.charCodeAt(0));
      index += 2;
      continue;
    }
    if (char === '(') depth += 1;
    if (char === ')') {
      depth -= 1;
      if (depth === 0) break;
    }
    bytes.push(char.charCodeAt(0) & 255);
    index += 1;
  }
  return decodePdfText(Uint8Array.from(bytes));
}

/** A PDF date `D:YYYYMMDDHHmmSS+HH'mm'` as ISO 8601 (missing parts default as the standard says). */
export function parsePdfDate(text: string): string | undefined {
  const match = /^(?:D:)?(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(?:([Zz+-])(\d{2})?'?(\d{2})?'?)?/.exec(text.trim());
  if (!match) return undefined;
  const [, year, month = '01', day = '01', hour = '00', minute = '00', second = '00', sign, offsetHours = '00', offsetMinutes = '00'] = match;
  const offset = !sign || sign.toUpperCase() === 'Z' ? 'Z' : `${sign}${offsetHours}:${offsetMinutes}`;
  const date = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}${offset}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function nameFields(name: { typesAndValues: { type: string; value: { valueBlock: { value: unknown } } }[] }): NameFields {
  const fields: NameFields = {};
  for (const item of name.typesAndValues) {
    const key = NAME_OIDS[item.type];
    const value = item.value.valueBlock.value;
    if (key && typeof value === 'string' && value !== '' && fields[key] === undefined) fields[key] = value;
  }
  return fields;
}

function describeCertificate(certificate: Certificate): CertificateInfo {
  const der = new Uint8Array(certificate.toSchema().toBER(false));
  const x509 = new X509Certificate(der);
  return {
    issuedTo: nameFields(certificate.subject as never),
    issuedBy: nameFields(certificate.issuer as never),
    notBefore: x509.notBefore.toISOString(),
    notAfter: x509.notAfter.toISOString(),
    pem: toPem('CERTIFICATE', der),
  };
}

const sameBytes = (a: ArrayBuffer, b: ArrayBuffer) => a.byteLength === b.byteLength && new Uint8Array(a).every((byte, index) => byte === new Uint8Array(b)[index]);

/** The signer certificate first, then its issuers as far as the bag goes, then any others. */
function orderCertificates(certificates: Certificate[], signer: Certificate | undefined): Certificate[] {
  if (!signer) return certificates;
  const ordered = [signer];
  const rest = certificates.filter((certificate) => certificate !== signer);
  let current = signer;
  for (;;) {
    const issuer = rest.find(
      (candidate) => !ordered.includes(candidate) && sameBytes(candidate.subject.toSchema().toBER(false), current.issuer.toSchema().toBER(false)) && candidate !== current,
    );
    if (!issuer || sameBytes(current.subject.toSchema().toBER(false), current.issuer.toSchema().toBER(false))) break;
    ordered.push(issuer);
    current = issuer;
  }
  return [...ordered, ...rest.filter((certificate) => !ordered.includes(certificate))];
}

function findSigner(signed: SignedData): Certificate | undefined {
  const sid = signed.signerInfos[0]?.sid as { issuer?: { toSchema(): asn1js.BaseBlock }; serialNumber?: asn1js.Integer } | undefined;
  const certificates = (signed.certificates ?? []).filter((item): item is Certificate => item instanceof Certificate);
  if (!sid?.serialNumber || !sid.issuer) return certificates[0];
  const serial = sid.serialNumber;
  const issuer = sid.issuer.toSchema().toBER(false);
  return certificates.find((certificate) => certificate.serialNumber.isEqual(serial) && sameBytes(certificate.issuer.toSchema().toBER(false), issuer)) ?? certificates[0];
}

function attributeTime(value: unknown): string | undefined {
  if (value instanceof asn1js.UTCTime || value instanceof asn1js.GeneralizedTime) return value.toDate().toISOString();
  return undefined;
}

function readTimestamp(token: unknown): TimestampInfo | undefined {
  try {
    const info = new ContentInfo({ schema: token as asn1js.Sequence });
    const signed = new SignedData({ schema: info.content });
    const content = signed.encapContentInfo.eContent;
    if (!content) return undefined;
    const tst = new TSTInfo({ schema: asn1js.fromBER(content.getValue()).result });
    const signer = findSigner(signed);
    const tsa = tst.tsa?.value;
    const authority =
      (signer ? nameFields(signer.subject as never).commonName : undefined) ??
      (tsa && typeof tsa === 'object' && 'typesAndValues' in tsa ? nameFields(tsa as never).commonName : undefined);
    return { time: tst.genTime.toISOString(), authority };
  } catch {
    return undefined;
  }
}

/** Reads and checks one signature. `signedBytes` are the two /ByteRange ranges joined. */
export async function checkSignature(der: Uint8Array, signedBytes: Uint8Array, now: Date = new Date()): Promise<Omit<Extract<SignatureReport, { readable: true }>, 'coversWholeDocument' | 'subFilter' | 'details'> & { details: SignatureDetails }> {
  const asn1 = asn1js.fromBER(der);
  if (asn1.offset === -1) throw new ToolInputError('unreadableSignature');
  const contentInfo = new ContentInfo({ schema: asn1.result });
  if (contentInfo.contentType !== '1.2.840.113549.1.7.2') throw new ToolInputError('unreadableSignature');
  const signed = new SignedData({ schema: contentInfo.content });
  const signerInfo = signed.signerInfos[0];
  if (!signerInfo) throw new ToolInputError('unreadableSignature');

  let signatureValid = false;
  try {
    const data = signedBytes.buffer.slice(signedBytes.byteOffset, signedBytes.byteOffset + signedBytes.byteLength) as ArrayBuffer;
    const result = await signed.verify({ signer: 0, data, extendedMode: true, checkChain: false });
    signatureValid = result.signatureVerified === true;
  } catch {
    signatureValid = false;
  }

  const signer = findSigner(signed);
  const certificates = orderCertificates(
    (signed.certificates ?? []).filter((item): item is Certificate => item instanceof Certificate),
    signer,
  ).map(describeCertificate);
  const signingTimeAttribute = signerInfo.signedAttrs?.attributes.find((attribute) => attribute.type === OID_SIGNING_TIME);
  const tokenAttribute = signerInfo.unsignedAttrs?.attributes.find((attribute) => attribute.type === OID_TIMESTAMP_TOKEN);
  const signerInfoCertificate = certificates[0];
  return {
    readable: true,
    signatureValid,
    signerExpired: signerInfoCertificate ? new Date(signerInfoCertificate.notAfter).getTime() < now.getTime() : false,
    certificates,
    details: {
      signerName: signer ? nameFields(signer.subject as never).commonName : undefined,
      signingTime: attributeTime(signingTimeAttribute?.values[0]),
    },
    timestamp: tokenAttribute ? readTimestamp(tokenAttribute.values[0]) : undefined,
  };
}

/** The dictionary text around a /ByteRange: from the enclosing `obj` to its `endobj` (at most 64 KB each way). */
function enclosingDictionary(text: string, at: number): string {
  const from = Math.max(0, at - 65536);
  const start = text.lastIndexOf(' obj', at);
  const end = text.indexOf('endobj', at);
  return text.slice(start >= from ? start : from, end >= 0 && end - at < 65536 ? end : Math.min(text.length, at + 65536));
}

/**
 * Every signature of a PDF in file order. Throws `notPdf` when `%PDF-` is not in the first 1024
 * bytes and `noSignatures` when there is none. An unreadable signature is reported as such; the
 * others are still checked.
 */
export async function checkPdfSignatures(bytes: Uint8Array, now: Date = new Date()): Promise<SignatureReport[]> {
  if (!looksLikePdf(bytes)) throw new ToolInputError('notPdf');
  const text = latin1(bytes);
  const reports: SignatureReport[] = [];
  const trailing = /[\s\0]*$/.exec(text.slice(-64))?.[0].length ?? 0;
  for (const match of text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)) {
    const [a, b, c, d] = match.slice(1, 5).map(Number) as [number, number, number, number];
    const dictionary = enclosingDictionary(text, match.index);
    try {
      if (a + b > c || c + d > bytes.length || a !== 0) throw new ToolInputError('unreadableSignature');
      const between = text.slice(a + b, c);
      const hex = /^\s*<([0-9a-fA-F\s]*)>\s*$/.exec(between);
      if (!hex) throw new ToolInputError('unreadableSignature');
      const raw = hexBody(hex[1] ?? '');
      const length = derLength(raw);
      if (length === undefined || length > raw.length) throw new ToolInputError('unreadableSignature');
      const signed = new Uint8Array(b + d);
      signed.set(bytes.subarray(a, a + b), 0);
      signed.set(bytes.subarray(c, c + d), b);
      const checked = await checkSignature(raw.subarray(0, length), signed, now);
      reports.push({
        ...checked,
        subFilter: /\/SubFilter\s*\/([A-Za-z0-9.#_-]+)/.exec(dictionary)?.[1],
        coversWholeDocument: c + d >= bytes.length - trailing,
        details: {
          signerName: readPdfString(dictionary, 'Name') ?? checked.details.signerName,
          signingTime: checked.details.signingTime ?? parsePdfDate(readPdfString(dictionary, 'M') ?? ''),
          reason: readPdfString(dictionary, 'Reason') || undefined,
          location: readPdfString(dictionary, 'Location') || undefined,
          contactInfo: readPdfString(dictionary, 'ContactInfo') || undefined,
        },
      });
    } catch {
      reports.push({ readable: false });
    }
  }
  if (reports.length === 0) throw new ToolInputError('noSignatures');
  return reports;
}

