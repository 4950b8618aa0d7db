import { ToolInputError } from '../../lib/errors';
import { parseMac48 } from '../../lib/mac/mac';

export const DEFAULT_MAC = '20:37:06:12:34:56';
export const DEFAULT_SUBNET_ID = '1';

/** Seconds from the NTP epoch (1900-01-01) to the Unix epoch (1970-01-01). */
const NTP_UNIX_OFFSET = 2_208_988_800;

/**
 * EUI-64 from a 48-bit MAC (RFC 4291 appendix A): FF FE inserted in the middle, and the
 * universal/local bit (0x02 of the first byte) inverted.
 */
export function macToEui64(mac: Uint8Array): Uint8Array {
  if (mac.length !== 6) throw new RangeError('A MAC address has 6 bytes');
  return Uint8Array.of((mac[0] as number) ^ 0x02, mac[1] as number, mac[2] as number, 0xff, 0xfe, mac[3] as number, mac[4] as number, mac[5] as number);
}

/** `2237:06ff:fe12:3456`: an EUI-64 as four lower-case groups of four digits. */
export function formatEui64(eui: Uint8Array): string {
  const hex = Array.from(eui, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return hex.match(/.{4}/g)?.join(':') ?? '';
}

/**
 * The 64-bit NTP timestamp (RFC 5905) of a Unix time in milliseconds: 32 bits of seconds since
 * 1900 (modulo 2^32, the NTP era) then 32 bits of fraction of a second, big-endian.
 */
export function ntpTimestamp(unixMs: number): Uint8Array {
  const seconds = (Math.floor(unixMs / 1000) + NTP_UNIX_OFFSET) % 2 ** 32;
  const milliseconds = unixMs - Math.floor(unixMs / 1000) * 1000;
  const fraction = Math.floor((milliseconds * 2 ** 32) / 1000);
  const bytes = new Uint8Array(8);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, seconds);
  view.setUint32(4, fraction);
  return bytes;
}

export type Sha1 = (data: Uint8Array<ArrayBuffer>) => Promise<ArrayBuffer>;
const webCryptoSha1: Sha1 = (data) => crypto.subtle.digest('SHA-1', data);

/**
 * The 40-bit Global ID of RFC 4193 §3.2.2: SHA-1 of the NTP time of day ‖ an EUI-64, keeping the
 * least significant 40 bits (the last 5 bytes of the digest).
 */
export async function computeGlobalId(mac: Uint8Array, unixMs: number, sha1: Sha1 = webCryptoSha1): Promise<Uint8Array> {
  const key = new Uint8Array(16);
  key.set(ntpTimestamp(unixMs), 0);
  key.set(macToEui64(mac), 8);
  const digest = new Uint8Array(await sha1(key));
  return digest.slice(digest.length - 5);
}

/** `fdXX:XXXX:XXXX`: fd then the Global ID, lower case, every group with all its digits. */
export function formatUlaPrefix(globalId: Uint8Array): string {
  if (globalId.length !== 5) throw new RangeError('A Global ID has 5 bytes');
  const hex = Array.from(globalId, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `fd${hex.slice(0, 2)}:${hex.slice(2, 6)}:${hex.slice(6, 10)}`;
}

/** 1–4 hex digits → the subnet ID in lower case without leading zeros (`002A` → `2a`); throws `invalidSubnetId`. */
export function parseSubnetId(text: string): string {
  const value = text.trim();
  if (!/^[0-9a-f]{1,4}$/i.test(value)) throw new ToolInputError('invalidSubnetId');
  return Number.parseInt(value, 16).toString(16);
}

/** Parses an exactly-6-byte MAC address; throws `invalidMac`. */
export function parseUlaMac(text: string): Uint8Array {
  const mac = parseMac48(text);
  if (!mac) throw new ToolInputError('invalidMac');
  return mac;
}

export interface UlaBlocks {
  ula: string;
  firstBlock: string;
  lastBlock: string;
}

export function ulaBlocks(prefix: string): UlaBlocks {
  return { ula: `${prefix}::/48`, firstBlock: `${prefix}:0::/64`, lastBlock: `${prefix}:ffff::/64` };
}

/** `P:<subnet>::/64` for a subnet ID as typed (throws `invalidSubnetId`). */
export function chosenSubnet(prefix: string, subnetId: string): string {
  return `${prefix}:${parseSubnetId(subnetId)}::/64`;
}
