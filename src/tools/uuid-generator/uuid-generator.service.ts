/**
 * UUIDs of every RFC 9562 version (uuid library), with injectable randomness and clock so that
 * tests and examples are reproducible; output formats; decoding of any UUID.
 */
import { MAX, NIL, v1, v3, v4, v5, v6, v7 } from 'uuid';
import { bytesToHex, hexToBytes, utf8Encode } from '../../lib/crypto-encoding';
import { ToolInputError } from '../../lib/errors';
import { cryptoRandom, type RandomSource } from '../../lib/random';

export const UUID_VERSIONS = ['NIL', 'v1', 'v3', 'v4', 'v5', 'v6', 'v7', 'v8', 'Max'] as const;
export type UuidVersion = (typeof UUID_VERSIONS)[number];

/** The RFC 9562 §6.6 namespaces. */
export const NAMESPACES = {
  DNS: '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
  URL: '6ba7b811-9dad-11d1-80b4-00c04fd430c8',
  OID: '6ba7b812-9dad-11d1-80b4-00c04fd430c8',
  X500: '6ba7b814-9dad-11d1-80b4-00c04fd430c8',
} as const;
export type NamespaceName = keyof typeof NAMESPACES;

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 50;
export const DEFAULT_QUANTITY = 1;

/** Versions that give one fixed value for their inputs: the quantity does not apply. */
export function isSingleValueVersion(version: UuidVersion): boolean {
  return version === 'NIL' || version === 'Max' || version === 'v3' || version === 'v5';
}

/** Versions whose values change on "Refresh". */
export function isRandomVersion(version: UuidVersion): boolean {
  return version === 'v1' || version === 'v4' || version === 'v6' || version === 'v7' || version === 'v8';
}

const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The 16 bytes of a UUID written 8-4-4-4-12 (any case, any version); throws `invalidUuid` otherwise. */
export function parseNamespace(text: string): Uint8Array<ArrayBuffer> {
  if (!UUID_TEXT.test(text)) throw new ToolInputError('invalidUuid');
  return hexToBytes(text.replace(/-/g, ''));
}

/** Which preset a namespace field shows, if any (case-insensitive). */
export function presetOf(namespace: string): NamespaceName | undefined {
  const lower = namespace.toLowerCase();
  return (Object.keys(NAMESPACES) as NamespaceName[]).find((name) => NAMESPACES[name] === lower);
}

export interface GenerateOptions {
  version: UuidVersion;
  quantity?: number;
  namespace?: string;
  name?: string;
}

export interface GenerateContext {
  random?: RandomSource;
  /** Unix time in milliseconds for v1/v6/v7 (default: now). */
  now?: number;
}

function randomBytes(random: RandomSource): Uint8Array<ArrayBuffer> {
  return random.getRandomValues(new Uint8Array(16));
}

function toUuidString(bytes: Uint8Array): string {
  const hex = bytesToHex(bytes);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A batch of lowercase UUIDs. v1/v6: one random node (multicast bit set, never a real MAC) and
 * clock sequence per batch, the 100-ns counter advancing within the millisecond. v7: the 32-bit
 * counter of RFC 9562 §6.2 (method 1) starts at a random value and increments, so a batch is
 * strictly increasing. v8: 122 random bits with the version and variant set (its layout is
 * application-defined). v3/v5, NIL and Max give one value.
 */
export function generateUuids({ version, quantity = 1, namespace = NAMESPACES.URL, name = '' }: GenerateOptions, context: GenerateContext = {}): string[] {
  const random = context.random ?? cryptoRandom;
  const now = context.now ?? Date.now();
  const count = isSingleValueVersion(version) ? 1 : Math.max(MIN_QUANTITY, Math.min(MAX_QUANTITY, Math.round(quantity)));
  switch (version) {
    case 'NIL':
      return [NIL];
    case 'Max':
      return [MAX];
    case 'v3':
      return [v3(utf8Encode(name), parseNamespace(namespace))];
    case 'v5':
      return [v5(utf8Encode(name), parseNamespace(namespace))];
    case 'v4':
      return Array.from({ length: count }, () => v4({ random: randomBytes(random) }));
    case 'v8':
      return Array.from({ length: count }, () => {
        const bytes = randomBytes(random);
        bytes[6] = ((bytes[6] as number) & 0x0f) | 0x80;
        bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
        return toUuidString(bytes);
      });
    case 'v1':
    case 'v6': {
      const seed = randomBytes(random);
      const generate = version === 'v1' ? v1 : v6;
      return Array.from({ length: count }, (_, index) => generate({ random: seed, msecs: now, nsecs: index }));
    }
    case 'v7': {
      const seed = randomBytes(random);
      // 31 random bits, as the uuid library draws them: room for the batch without wrapping.
      const start = (((seed[6] as number) & 0x7f) << 24) | ((seed[7] as number) << 16) | ((seed[8] as number) << 8) | (seed[9] as number);
      return Array.from({ length: count }, (_, index) => v7({ random: index === 0 ? seed : randomBytes(random), msecs: now, seq: start + index }));
    }
  }
}

export interface UuidFormat {
  uppercase: boolean;
  hyphens: boolean;
  wrapper: 'none' | 'braces' | 'urn';
}

export const DEFAULT_FORMAT: UuidFormat = { uppercase: false, hyphens: true, wrapper: 'none' };

/** Writes a lowercase UUID in the chosen format (`urn:uuid:` stays lowercase, as RFC 9562 writes it). */
export function formatUuid(uuid: string, { uppercase, hyphens, wrapper }: UuidFormat): string {
  let value = hyphens ? uuid : uuid.replace(/-/g, '');
  if (uppercase) value = value.toUpperCase();
  if (wrapper === 'braces') return `{${value}}`;
  if (wrapper === 'urn') return `urn:uuid:${value}`;
  return value;
}

export type UuidVariant = 'ncs' | 'rfc9562' | 'microsoft' | 'future';

export interface DecodedUuid {
  /** Lowercase 8-4-4-4-12 form. */
  uuid: string;
  /** 'nil', 'max', or the version number (1–15 from the version nibble). */
  kind: 'nil' | 'max' | number;
  variant: UuidVariant;
  /** Embedded time for v1, v6 and v7 (RFC 9562 variant only). */
  timestamp?: Date;
  /** v1/v6: the 14-bit clock sequence and the 48-bit node in hex. */
  clockSequence?: number;
  node?: string;
}

const GREGORIAN_OFFSET_MS = 12_219_292_800_000;

/**
 * Decodes a UUID written in any usual form: 32 hex digits with or without hyphens, any case,
 * in `{braces}` or after `urn:uuid:`; surrounding spaces ignored. Throws `invalidUuid` otherwise.
 */
export function decodeUuid(text: string): DecodedUuid {
  const trimmed = text.trim();
  const compact = /^urn:uuid:/i.test(trimmed) ? trimmed.slice(9) : trimmed.replace(/^\{(.*)\}$/, '$1');
  const hex = /^[0-9a-f]{32}$/i.test(compact) ? compact : UUID_TEXT.test(compact) ? compact.replace(/-/g, '') : undefined;
  if (hex === undefined) throw new ToolInputError('invalidUuid');
  const bytes = hexToBytes(hex);
  const uuid = toUuidString(bytes);
  const variantBits = (bytes[8] as number) >> 5;
  const variant: UuidVariant = variantBits < 4 ? 'ncs' : variantBits < 6 ? 'rfc9562' : variantBits === 6 ? 'microsoft' : 'future';
  if (/^0{32}$/.test(hex)) return { uuid, kind: 'nil', variant };
  if (/^f{32}$/i.test(hex)) return { uuid, kind: 'max', variant };
  const version = (bytes[6] as number) >> 4;
  const decoded: DecodedUuid = { uuid, kind: version, variant };
  if (variant !== 'rfc9562') return decoded;
  const nibbles = hex.toLowerCase();
  if (version === 1 || version === 6) {
    // 60-bit count of 100-ns intervals since 1582-10-15, split differently by v1 and v6.
    const timeHex = version === 1 ? nibbles.slice(13, 16) + nibbles.slice(8, 12) + nibbles.slice(0, 8) : nibbles.slice(0, 12) + nibbles.slice(13, 16);
    const ticks = BigInt(`0x${timeHex}`);
    decoded.timestamp = new Date(Number(ticks / 10_000n) - GREGORIAN_OFFSET_MS);
    decoded.clockSequence = (((bytes[8] as number) & 0x3f) << 8) | (bytes[9] as number);
    decoded.node = nibbles.slice(20);
  } else if (version === 7) {
    decoded.timestamp = new Date(parseInt(nibbles.slice(0, 12), 16));
  }
  return decoded;
}
