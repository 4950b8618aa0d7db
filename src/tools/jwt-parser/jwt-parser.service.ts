import { ToolInputError } from '../../lib/errors';
import { ALGORITHMS, DATE_CLAIMS, HEADER_PARAMETERS, PAYLOAD_CLAIMS } from './jwt-claims';

export const DEFAULT_JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

export type JsonObject = Record<string, unknown>;

export interface DecodedJwt {
  header: JsonObject;
  payload: JsonObject;
  /** `part1.part2`, the bytes the signature covers. */
  signingInput: string;
  signature: Uint8Array;
}

/** Base64url (RFC 4648 §5) with optional padding → bytes; undefined for anything else. */
export function base64UrlToBytes(text: string): Uint8Array | undefined {
  const match = /^([A-Za-z0-9_-]*)(={0,2})$/.exec(text);
  if (!match) return undefined;
  const body = match[1] as string;
  const padding = (match[2] as string).length;
  if (body.length % 4 === 1) return undefined;
  if (padding > 0 && (body.length + padding) % 4 !== 0) return undefined;
  const binary = atob(body.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (body.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function decodeJsonPart(part: string): JsonObject {
  const bytes = base64UrlToBytes(part);
  if (!bytes || bytes.length === 0) throw new ToolInputError('invalidJwt', { detail: 'not base64url' });
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch (error) {
    throw new ToolInputError('invalidJwt', { detail: error instanceof Error ? error.message : String(error) });
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new ToolInputError('invalidJwt', { detail: 'not a JSON object' });
  return value as JsonObject;
}

/** Trims the input and drops a leading `Bearer ` (any case), as pasted from an Authorization header. */
export function cleanToken(text: string): string {
  return text.trim().replace(/^bearer(\s+|$)/i, '').trim();
}

/**
 * Decodes a JWS compact token: three dot-separated parts, the first two base64url JSON objects,
 * the third the signature (empty only with `alg: none`). Undefined for an empty input;
 * `invalidJwt` for anything else.
 */
export function decodeJwt(text: string): DecodedJwt | undefined {
  const token = cleanToken(text);
  if (token === '') return undefined;
  const parts = token.split('.');
  if (parts.length !== 3) throw new ToolInputError('invalidJwt', { detail: `${parts.length} parts` });
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodeJsonPart(headerPart);
  const payload = decodeJsonPart(payloadPart);
  const signature = base64UrlToBytes(signaturePart);
  if (!signature || (signature.length === 0 && header.alg !== 'none')) throw new ToolInputError('invalidJwt', { detail: 'bad signature part' });
  return { header, payload, signingInput: `${headerPart}.${payloadPart}`, signature };
}

/** Strings raw; numbers, booleans and null as JSON; objects and arrays as pretty JSON (2 spaces). */
export function displayValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value !== null && typeof value === 'object') return JSON.stringify(value, null, 2);
  return JSON.stringify(value) ?? String(value);
}

/** `2018-01-18T01:30:22.000Z / <local date-time>` for a NumericDate, undefined when out of range. */
export function friendlyDate(seconds: number, formatLocal: (date: Date) => string = (date) => date.toLocaleString()): string | undefined {
  const date = new Date(seconds * 1000);
  if (!Number.isFinite(seconds) || Number.isNaN(date.getTime())) return undefined;
  return `${date.toISOString()} / ${formatLocal(date)}`;
}

export interface ClaimRow {
  claim: string;
  description: string | undefined;
  value: string;
  friendly: string | undefined;
}

function rowsOf(object: JsonObject, descriptions: Readonly<Record<string, string>>, formatLocal?: (date: Date) => string): ClaimRow[] {
  return Object.entries(object).map(([claim, value]) => {
    let friendly: string | undefined;
    if (claim === 'alg' && typeof value === 'string') friendly = ALGORITHMS[value];
    else if (DATE_CLAIMS.has(claim) && typeof value === 'number') friendly = friendlyDate(value, formatLocal);
    return { claim, description: Object.hasOwn(descriptions, claim) ? descriptions[claim] : undefined, value: displayValue(value), friendly };
  });
}

/** The table rows: header parameters and payload claims, with registry names and readable values. */
export function claimRows(jwt: DecodedJwt, formatLocal?: (date: Date) => string): { header: ClaimRow[]; payload: ClaimRow[] } {
  return { header: rowsOf(jwt.header, HEADER_PARAMETERS, formatLocal), payload: rowsOf(jwt.payload, PAYLOAD_CLAIMS, formatLocal) };
}

export type TokenStatus = 'expired' | 'notYetValid' | 'notExpired';

/** Expired if exp ≤ now; else not yet valid if nbf > now; else "not expired" when exp exists. */
export function tokenStatus(payload: JsonObject, nowSeconds: number): TokenStatus | undefined {
  const { exp, nbf } = payload;
  if (typeof exp === 'number' && exp <= nowSeconds) return 'expired';
  if (typeof nbf === 'number' && nbf > nowSeconds) return 'notYetValid';
  if (typeof exp === 'number') return 'notExpired';
  return undefined;
}

const HMAC_HASHES: Record<string, string> = { HS256: 'SHA-256', HS384: 'SHA-384', HS512: 'SHA-512' };

export type SignatureCheck = 'verified' | 'invalid' | 'unsupported';

function equalInConstantTime(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let index = 0; index < length; index += 1) difference |= (a[index % Math.max(a.length, 1)] ?? 0) ^ (b[index % Math.max(b.length, 1)] ?? 0);
  return difference === 0;
}

/** HMAC (Web Crypto) over `part1.part2` with the UTF-8 secret, compared in constant time. */
export async function verifyHmac(jwt: DecodedJwt, secret: string): Promise<SignatureCheck> {
  const alg = typeof jwt.header.alg === 'string' ? jwt.header.alg : '';
  const hash = HMAC_HASHES[alg];
  if (!hash) return 'unsupported';
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash }, false, ['sign']);
  const expected = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(jwt.signingInput)));
  return equalInConstantTime(expected, jwt.signature) ? 'verified' : 'invalid';
}
