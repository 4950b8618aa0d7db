/**
 * IPv4 addresses as unsigned 32-bit integers (always normalised with `>>> 0`), shared by the IPv4
 * subnet calculator, address converter and range expander. Pure functions; no octal, hex or
 * shortened forms are accepted where a dotted quad is expected.
 */

export const IPV4_MAX = 0xffffffff;
/** 2^32, the number of IPv4 addresses (not representable as a uint32: a plain number). */
export const IPV4_SPACE = 2 ** 32;

const OCTET = /^(?:0|[1-9]\d{0,2})$/;

/**
 * A strict dotted quad: exactly four decimal octets 0–255, no leading zeros (`010` is ambiguous
 * octal), no signs, spaces or empty parts. Surrounding whitespace must be trimmed by the caller.
 */
export function parseDottedQuad(text: string): number | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  let value = 0;
  for (const part of parts) {
    if (!OCTET.test(part)) return undefined;
    const octet = Number(part);
    if (octet > 255) return undefined;
    value = value * 256 + octet;
  }
  return value >>> 0;
}

/** `3232235777` → `192.168.1.1`. */
export function formatIpv4(value: number): string {
  const v = value >>> 0;
  return [v >>> 24, (v >>> 16) & 0xff, (v >>> 8) & 0xff, v & 0xff].join('.');
}

/** The four octets, most significant first. */
export function ipv4Octets(value: number): [number, number, number, number] {
  const v = value >>> 0;
  return [v >>> 24, (v >>> 16) & 0xff, (v >>> 8) & 0xff, v & 0xff];
}

/** The netmask of a prefix length 0–32 (`/24` → 0xFFFFFF00; `/0` → 0). */
export function prefixToMask(prefix: number): number {
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > 32) throw new RangeError(`Invalid prefix length ${prefix}`);
  return prefix === 0 ? 0 : (IPV4_MAX << (32 - prefix)) >>> 0;
}

/** The prefix length of a contiguous mask (ones then zeros), or undefined for `255.0.255.0` and the like. */
export function maskToPrefix(mask: number): number | undefined {
  const m = mask >>> 0;
  const inverted = ~m >>> 0;
  // Contiguous ones then zeros ⇔ the inverted mask is 2^k − 1 ⇔ (inverted + 1) is a power of two.
  if ((inverted & (inverted + 1)) !== 0) return undefined;
  let prefix = 0;
  for (let bit = 31; bit >= 0 && (m >>> bit) & 1; bit -= 1) prefix += 1;
  return prefix;
}

/** Number of addresses in a block of this prefix: 2^(32 − N), up to 4294967296 for /0. */
export function blockSize(prefix: number): number {
  return 2 ** (32 - prefix);
}

/** The network (first) address of the block of `prefix` bits containing `address`. */
export function networkAddress(address: number, prefix: number): number {
  return (address & prefixToMask(prefix)) >>> 0;
}

/** The last address of the block of `prefix` bits containing `address`. */
export function lastAddress(address: number, prefix: number): number {
  return (networkAddress(address, prefix) | ~prefixToMask(prefix)) >>> 0;
}

/** The 32 bits of a value, most significant first. */
export function toBinary32(value: number): string {
  return (value >>> 0).toString(2).padStart(32, '0');
}

/** Number of leading bits two addresses have in common (32 when equal). */
export function commonPrefixLength(a: number, b: number): number {
  const diff = ((a >>> 0) ^ (b >>> 0)) >>> 0;
  return diff === 0 ? 32 : Math.clz32(diff);
}

export interface Ipv4Block {
  network: number;
  prefix: number;
}

/** `192.168.0.0/24`. */
export function formatCidr({ network, prefix }: Ipv4Block): string {
  return `${formatIpv4(network)}/${prefix}`;
}

/**
 * The smallest single block that contains both addresses: the shared leading bits of start and
 * end, the others cleared (network) or set (last).
 */
export function coveringBlock(start: number, end: number): Ipv4Block & { last: number; size: number } {
  const prefix = commonPrefixLength(start, end);
  const network = networkAddress(start, prefix);
  return { network, prefix, last: lastAddress(network, prefix), size: blockSize(prefix) };
}

/**
 * The minimal list of aligned CIDR blocks covering exactly start..end (inclusive), ascending: each
 * step takes the largest block aligned at the current address that does not pass the end. At most
 * 62 blocks; never enumerates addresses. Start must not exceed end.
 */
export function rangeToCidrs(start: number, end: number): Ipv4Block[] {
  let current = start >>> 0;
  const last = end >>> 0;
  if (current > last) throw new RangeError('The start of the range is after its end');
  const blocks: Ipv4Block[] = [];
  // Plain numbers (not uint32) so that current can reach 2^32 and stop the loop.
  while (current <= last) {
    // Largest power of two dividing current (2^32 for 0.0.0.0).
    let size = current === 0 ? IPV4_SPACE : 2 ** Math.min(32, countTrailingZeros(current));
    while (current + size - 1 > last) size /= 2;
    blocks.push({ network: current >>> 0, prefix: 32 - Math.log2(size) });
    current += size;
  }
  return blocks;
}

function countTrailingZeros(value: number): number {
  const v = value >>> 0;
  if (v === 0) return 32;
  return 31 - Math.clz32((v & -v) >>> 0);
}
