import { ToolInputError } from '../../lib/errors';
import {
  aggregate,
  BITS,
  blockLast,
  blockRange,
  blockSize,
  cidrBlock,
  excludeRanges,
  expandIpv6,
  formatAddress,
  formatBlock,
  formatIpv4,
  formatIpv6,
  maskPrefixLength,
  maxValue,
  parseAddress,
  parseCidr,
  prefixMask,
  type Family,
  type IpBlock,
  type IpProblem,
  type IpRange,
  type Parsed,
} from './ip-address';

export const DEFAULT_PREFIX = '2001:db8:abcd::/48';
export const DEFAULT_RANGE = '2001:db8::1 - 2001:db8::ff';
export const DEFAULT_MERGE = '10.0.0.0/24\n10.0.1.0/24\n10.0.2.0/23\n2001:db8::/33\n2001:db8:8000::/33';
export const DEFAULT_BASE = '0.0.0.0/0, ::/0';
export const DEFAULT_MASK = '255.255.255.0';

/** Presets for "exclude": what people keep out of a full tunnel. */
export const EXCLUDE_PRESETS = {
  /** RFC 1918 private IPv4 ranges. */
  privateIpv4: '10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16',
  /** RFC 4193 unique local and RFC 4291 link-local IPv6. */
  privateIpv6: 'fc00::/7, fe80::/10',
  /** Multicast and the reserved 240/4 (the WireGuard apps leave out 224.0.0.0/3 too), and IPv6 multicast. */
  multicast: '224.0.0.0/4, 240.0.0.0/4, ff00::/8',
} as const;

export const SEPARATORS = ['newline', 'comma'] as const;
export type Separator = (typeof SEPARATORS)[number];

/** Throws the parser's refusal as the tool's message (`problems.<key>`), with where in a list it was. */
function unwrap<T>(parsed: Parsed<T>, where?: { item: string; line: number }): T {
  if (parsed.ok) return parsed.value;
  throw problemError(parsed.problem, where);
}

function problemError(problem: IpProblem, where?: { item: string; line: number }): ToolInputError {
  const params = { ...problem.params, ...(where ? { item: where.item, line: where.line } : {}) };
  return new ToolInputError(`problems.${problem.key}`, { params, ...(where ? { detail: `line ${where.line}: ${where.item}` } : {}) });
}

/* ---------- Address types (RFC 4291 and the IANA special-purpose registry) ---------- */

export const ADDRESS_TYPES = [
  'unspecified',
  'loopback',
  'ipv4Mapped',
  'ipv4Translated',
  'ipv4Compatible',
  'nat64',
  'nat64Local',
  'discard',
  'teredo',
  'benchmarking',
  'orchid',
  'documentation',
  'sixToFour',
  'srv6',
  'uniqueLocal',
  'linkLocal',
  'siteLocal',
  'multicast',
  'globalUnicast',
  'reserved',
  'several',
] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** English names (the operation's output; the screen shows translated ones). */
export const ADDRESS_TYPE_NAMES: Record<AddressType, string> = {
  unspecified: 'Unspecified address (RFC 4291)',
  loopback: 'Loopback (RFC 4291)',
  ipv4Mapped: 'IPv4-mapped (RFC 4291)',
  ipv4Translated: 'IPv4-translated (RFC 2765)',
  ipv4Compatible: 'IPv4-compatible, deprecated (RFC 4291)',
  nat64: 'NAT64 well-known prefix (RFC 6052)',
  nat64Local: 'NAT64 local use (RFC 8215)',
  discard: 'Discard-only (RFC 6666)',
  teredo: 'Teredo (RFC 4380)',
  benchmarking: 'Benchmarking (RFC 5180)',
  orchid: 'ORCHIDv2 (RFC 7343)',
  documentation: 'Documentation (RFC 3849, RFC 9637)',
  sixToFour: '6to4 (RFC 3056)',
  srv6: 'SRv6 SIDs (RFC 9602)',
  uniqueLocal: 'Unique local address, ULA (RFC 4193)',
  linkLocal: 'Link-local unicast (RFC 4291)',
  siteLocal: 'Site-local, deprecated (RFC 3879)',
  multicast: 'Multicast (RFC 4291)',
  globalUnicast: 'Global unicast (RFC 4291)',
  reserved: 'Reserved by the IETF',
  several: 'Several address types',
};

const v6 = (text: string): bigint => {
  const parsed = parseAddress(text);
  if (!parsed.ok) throw new Error(`bad constant ${text}`);
  return parsed.value.value;
};

/** The registry's ranges: [network, prefix, type]. */
const TYPE_RANGES: readonly [bigint, number, AddressType][] = (
  [
    ['::', 128, 'unspecified'],
    ['::1', 128, 'loopback'],
    ['::ffff:0:0', 96, 'ipv4Mapped'],
    ['::ffff:0:0:0', 96, 'ipv4Translated'],
    ['::', 96, 'ipv4Compatible'],
    ['64:ff9b::', 96, 'nat64'],
    ['64:ff9b:1::', 48, 'nat64Local'],
    ['100::', 64, 'discard'],
    ['2001::', 32, 'teredo'],
    ['2001:2::', 48, 'benchmarking'],
    ['2001:20::', 28, 'orchid'],
    ['2001:db8::', 32, 'documentation'],
    ['3fff::', 20, 'documentation'],
    ['2002::', 16, 'sixToFour'],
    ['5f00::', 16, 'srv6'],
    ['fc00::', 7, 'uniqueLocal'],
    ['fe80::', 10, 'linkLocal'],
    ['fec0::', 10, 'siteLocal'],
    ['ff00::', 8, 'multicast'],
    ['2000::', 3, 'globalUnicast'],
  ] as const
).map(([network, prefix, type]) => [v6(network), prefix, type]);

const contains = (outer: IpBlock, inner: IpBlock) => outer.prefix <= inner.prefix && (inner.network & prefixMask(6, outer.prefix)) === outer.network;

/**
 * The type of a whole IPv6 block: the most specific registered range holding all of it; a block
 * holding registered ranges without being inside one spans several types; else it is reserved space.
 */
export function addressType(block: IpBlock): AddressType {
  let best: [number, AddressType] | undefined;
  for (const [network, prefix, type] of TYPE_RANGES) {
    if (contains({ family: 6, network, prefix }, block) && (!best || prefix > best[0])) best = [prefix, type];
  }
  if (best) return best[1];
  if (TYPE_RANGES.some(([network, prefix]) => contains(block, { family: 6, network, prefix }))) return 'several';
  return 'reserved';
}

export const MULTICAST_SCOPES = ['interfaceLocal', 'linkLocal', 'realmLocal', 'adminLocal', 'siteLocal', 'organizationLocal', 'global', 'reserved'] as const;
export type MulticastScope = (typeof MULTICAST_SCOPES)[number];
export const MULTICAST_SCOPE_NAMES: Record<MulticastScope, string> = {
  interfaceLocal: 'Interface-local (1)',
  linkLocal: 'Link-local (2)',
  realmLocal: 'Realm-local (3)',
  adminLocal: 'Admin-local (4)',
  siteLocal: 'Site-local (5)',
  organizationLocal: 'Organization-local (8)',
  global: 'Global (e)',
  reserved: 'Reserved or unassigned',
};

/** The scope nibble of a multicast address (RFC 4291 §2.7, RFC 7346), once the prefix fixes it. */
function multicastScope(block: IpBlock): MulticastScope | undefined {
  if (addressType(block) !== 'multicast' || block.prefix < 16) return undefined;
  const scope = Number((block.network >> 112n) & 0xfn);
  const byNibble: Partial<Record<number, MulticastScope>> = {
    1: 'interfaceLocal',
    2: 'linkLocal',
    3: 'realmLocal',
    4: 'adminLocal',
    5: 'siteLocal',
    8: 'organizationLocal',
    14: 'global',
  };
  return byNibble[scope] ?? 'reserved';
}

/**
 * The IPv4 address or block carried in the address (IPv4-mapped, -translated, -compatible, NAT64
 * in the last 32 bits; 6to4 in bits 16–47; a Teredo client, inverted, in the last 32 bits).
 */
function embeddedIpv4(block: IpBlock, type: AddressType): string | undefined {
  const at = (offset: number, invert = false) => {
    const bits = block.prefix - offset;
    if (bits <= 0) return undefined;
    let value = (block.network >> BigInt(96 - offset)) & 0xffffffffn;
    if (invert) value ^= 0xffffffffn;
    return bits >= 32 ? formatIpv4(value) : `${formatIpv4(value & prefixMask(4, bits))}/${bits}`;
  };
  switch (type) {
    case 'ipv4Mapped':
    case 'ipv4Translated':
    case 'nat64':
      return at(96);
    case 'ipv4Compatible':
      return block.prefix === 128 && block.network > 1n ? at(96) : undefined;
    case 'sixToFour':
      return at(16);
    case 'teredo':
      return block.prefix === 128 ? at(96, true) : undefined;
    default:
      return undefined;
  }
}

/* ---------- Reverse DNS ---------- */

/**
 * The reverse zones of a block: ip6.arpa on nibble (4-bit) boundaries, in-addr.arpa on octet
 * boundaries. A prefix between boundaries is delegated as the zones of the next boundary down (a
 * /47 is two /48 zones); an IPv4 block longer than /24 lives in its /24's zone (RFC 2317 classless
 * delegation is the zone owner's choice). A whole address gives its PTR name.
 */
export function reverseZonesOf(block: IpBlock): string[] {
  const { family, network, prefix } = block;
  const unit = family === 6 ? 4 : 8;
  const bits = BITS[family];
  let boundary = Math.ceil(prefix / unit) * unit;
  if (family === 4 && prefix > 24 && prefix < 32) boundary = 24;
  const count = boundary > prefix ? 1 << (boundary - prefix) : 1;
  const base = boundary < prefix ? network & prefixMask(family, boundary) : network;
  const zones: string[] = [];
  for (let index = 0; index < count; index++) {
    const value = base + (BigInt(index) << BigInt(bits - boundary));
    const labels: string[] = [];
    for (let position = 0; position < boundary / unit; position++) {
      const shift = BigInt(bits - unit * (position + 1));
      const label = (value >> shift) & BigInt((1 << unit) - 1);
      labels.unshift(family === 6 ? label.toString(16) : label.toString(10));
    }
    zones.push([...labels, family === 6 ? 'ip6.arpa' : 'in-addr.arpa'].join('.'));
  }
  return zones;
}

/* ---------- The IPv6 prefix ---------- */

export interface Ipv6Info {
  /** The block in canonical text (host bits cleared). */
  prefix: string;
  prefixLength: number;
  /** The address as given (canonical), and all its digits. */
  address: string;
  addressExpanded: string;
  /** True when the address had host bits set (it is not the network address). */
  hostBitsSet: boolean;
  network: string;
  networkExpanded: string;
  netmask: string;
  first: string;
  last: string;
  lastExpanded: string;
  /** The number of addresses, exact, and as a power of two. */
  size: string;
  sizePower: string;
  /** How many /64 networks the block holds (prefixes up to /64). */
  subnets64: string | undefined;
  type: AddressType;
  multicastScope: MulticastScope | undefined;
  embeddedIpv4: string | undefined;
  zone: string | undefined;
  reverseZones: string[];
  /** The PTR name of the address. */
  ptr: string;
}

/** An IPv6 address or prefix; throws `problems.*` (an IPv4 value: `problems.ipv4Given`). */
export function parseIpv6Prefix(text: string): { block: IpBlock; address: bigint; zone?: string } {
  const cidr = unwrap(parseCidr(text));
  if (cidr.family === 4) throw new ToolInputError('problems.ipv4Given', { params: { text: text.trim() } });
  return { block: cidrBlock(cidr), address: cidr.address, ...(cidr.zone === undefined ? {} : { zone: cidr.zone }) };
}

export function describeIpv6(text: string): Ipv6Info {
  const { block, address, zone } = parseIpv6Prefix(text);
  const last = blockLast(block);
  const type = addressType(block);
  return {
    prefix: formatBlock(block),
    prefixLength: block.prefix,
    address: formatIpv6(address),
    addressExpanded: expandIpv6(address),
    hostBitsSet: address !== block.network,
    network: formatIpv6(block.network),
    networkExpanded: expandIpv6(block.network),
    netmask: formatIpv6(prefixMask(6, block.prefix)),
    first: formatIpv6(block.network),
    last: formatIpv6(last),
    lastExpanded: expandIpv6(last),
    size: blockSize(6, block.prefix).toString(),
    sizePower: `2^${128 - block.prefix}`,
    subnets64: block.prefix <= 64 ? (1n << BigInt(64 - block.prefix)).toString() : undefined,
    type,
    multicastScope: multicastScope(block),
    embeddedIpv4: embeddedIpv4(block, type),
    zone,
    reverseZones: reverseZonesOf(block),
    ptr: reverseZonesOf({ family: 6, network: address, prefix: 128 })[0]!,
  };
}

/* ---------- Subdivision ---------- */

export interface Subdivision {
  /** How many blocks of the new length the prefix holds. */
  total: bigint;
  newPrefix: number;
  /** The listed blocks, from `start`, with their index. */
  items: { index: bigint; prefix: string; first: string; last: string }[];
}

/**
 * Blocks of `newPrefix` inside the prefix of `text`, `count` of them from index `start` — never
 * more than asked, whatever the total (2^64 /64s in a /0).
 */
export function subdivide(text: string, newPrefix: number, start: bigint, count: number): Subdivision {
  const { block } = parseIpv6Prefix(text);
  if (!Number.isInteger(newPrefix) || newPrefix < block.prefix || newPrefix > 128) {
    throw new ToolInputError('problems.newPrefixRange', { params: { min: block.prefix, max: 128, newPrefix } });
  }
  const total = 1n << BigInt(newPrefix - block.prefix);
  if (start < 0n || start >= total) throw new ToolInputError('problems.startBeyond', { params: { start: start.toString(), total: total.toString() } });
  const step = 1n << BigInt(128 - newPrefix);
  const items: Subdivision['items'] = [];
  for (let index = start; index < total && items.length < count; index++) {
    const sub: IpBlock = { family: 6, network: block.network + index * step, prefix: newPrefix };
    items.push({ index, prefix: formatBlock(sub), first: formatIpv6(sub.network), last: formatIpv6(blockLast(sub)) });
  }
  return { total, newPrefix, items };
}

/** A subnet index typed as decimal digits (BigInt), or undefined. */
export function parseIndex(text: string): bigint | undefined {
  const trimmed = text.trim().replace(/[\s_,]/g, '');
  return /^\d{1,40}$/.test(trimmed) ? BigInt(trimmed) : undefined;
}

/* ---------- Reverse DNS of either family ---------- */

export function reverseZones(text: string): string[] {
  return reverseZonesOf(cidrBlock(unwrap(parseCidr(text))));
}

/* ---------- Netmask ⇄ prefix length ---------- */

export type MaskInputKind = 'prefixLength' | 'ipv4Netmask' | 'ipv4Wildcard' | 'ipv6Netmask';

export interface MaskInfo {
  inputKind: MaskInputKind;
  prefixLength: number;
  /** IPv4 forms, for lengths up to 32. */
  ipv4Netmask: string | undefined;
  ipv4Wildcard: string | undefined;
  ipv4Addresses: string | undefined;
  ipv6Netmask: string;
  ipv6Addresses: string;
}

/**
 * A prefix length (`24`, `/24`), an IPv4 netmask (`255.255.255.0`) or wildcard mask (`0.0.0.255`,
 * Cisco ACLs), or an IPv6 netmask (`ffff:ffff:ffff:ffff::`), to all the others.
 */
export function convertMask(text: string): MaskInfo {
  const trimmed = text.trim();
  if (trimmed === '') throw new ToolInputError('problems.emptyMask');
  let inputKind: MaskInputKind;
  let prefixLength: number;
  const length = /^\/?\s*(\d{1,3})$/.exec(trimmed);
  if (length) {
    prefixLength = Number(length[1]);
    if (prefixLength > 128) throw new ToolInputError('problems.prefixTooLong', { params: { prefix: prefixLength, max: 128, family: 6 } });
    inputKind = 'prefixLength';
  } else {
    const address = unwrap(parseAddress(trimmed));
    const asMask = maskPrefixLength(address.family, address.value);
    const asWildcard = address.family === 4 ? maskPrefixLength(4, maxValue(4) ^ address.value) : undefined;
    if (asMask !== undefined) {
      prefixLength = asMask;
      inputKind = address.family === 4 ? 'ipv4Netmask' : 'ipv6Netmask';
    } else if (asWildcard !== undefined) {
      prefixLength = asWildcard;
      inputKind = 'ipv4Wildcard';
    } else {
      throw new ToolInputError('problems.notContiguous', { params: { mask: trimmed } });
    }
  }
  const ipv4 = prefixLength <= 32;
  return {
    inputKind,
    prefixLength,
    ipv4Netmask: ipv4 ? formatIpv4(prefixMask(4, prefixLength)) : undefined,
    ipv4Wildcard: ipv4 ? formatIpv4(maxValue(4) ^ prefixMask(4, prefixLength)) : undefined,
    ipv4Addresses: ipv4 ? blockSize(4, prefixLength).toString() : undefined,
    ipv6Netmask: formatIpv6(prefixMask(6, prefixLength)),
    ipv6Addresses: blockSize(6, prefixLength).toString(),
  };
}

/* ---------- Range → CIDR ---------- */

const RANGE_SPLIT = /^(\S+?)\s*(?:\s-\s|[–—]|\s+to\s+|-|\s*,\s*|\s+)\s*(\S+)$/i;

/** `first - last` (dash, en dash, "to", a comma or spaces between), both of one family, first ≤ last. */
export function parseRange(text: string): IpRange {
  const trimmed = text.trim();
  if (trimmed === '') throw new ToolInputError('problems.emptyRange');
  const match = RANGE_SPLIT.exec(trimmed);
  if (!match) throw new ToolInputError('problems.notARange', { params: { text: trimmed.length > 60 ? `${trimmed.slice(0, 60)}…` : trimmed } });
  const first = unwrap(parseAddress(match[1]!));
  const last = unwrap(parseAddress(match[2]!));
  if (first.family !== last.family) throw new ToolInputError('problems.familyMismatch', { params: { first: match[1]!, last: match[2]! } });
  if (first.value > last.value) throw new ToolInputError('problems.rangeReversed', { params: { first: match[1]!, last: match[2]! } });
  return { family: first.family, first: first.value, last: last.value };
}

export function rangeToCidrs(text: string): IpBlock[] {
  return aggregate([parseRange(text)]);
}

/* ---------- Lists: merge and exclude ---------- */

/**
 * A list of blocks, addresses and ranges (`a-b`) of both families, separated by line breaks, commas,
 * semicolons or spaces; `#` starts a comment, and a WireGuard `AllowedIPs =` in front is skipped.
 * Host bits are ignored (`10.0.0.1/8` is 10.0.0.0/8).
 */
export function parseList(text: string): IpRange[] {
  const ranges: IpRange[] = [];
  const lines = text.split(/\r\n?|\n/);
  for (let lineIndex = 0; lineIndex < lines.length; lineIndex++) {
    const line = lines[lineIndex]!.replace(/#.*$/, '')
      .replace(/^\s*allowed-?ips\s*[=:]\s*/i, '')
      .replace(/\s*[-–—]\s*/g, '-');
    for (const item of line.split(/[\s,;]+/)) {
      if (item === '') continue;
      const where = { item, line: lineIndex + 1 };
      const dash = item.indexOf('-');
      if (dash > 0) {
        try {
          ranges.push(parseRange(`${item.slice(0, dash)} - ${item.slice(dash + 1)}`));
        } catch (error) {
          if (error instanceof ToolInputError) throw new ToolInputError(error.messageKey, { params: { ...error.params, ...where }, detail: `line ${where.line}: ${item}` });
          throw error;
        }
        continue;
      }
      ranges.push(blockRange(cidrBlock(unwrap(parseCidr(item), where))));
    }
  }
  return ranges;
}

export function joinBlocks(blocks: readonly IpBlock[], separator: Separator): string {
  return blocks.map(formatBlock).join(separator === 'comma' ? ', ' : '\n');
}

/** The fewest blocks covering the list's addresses (overlaps and neighbours joined), IPv4 first. */
export function mergeCidrs(text: string): IpBlock[] {
  const ranges = parseList(text);
  if (ranges.length === 0) throw new ToolInputError('problems.emptyList');
  return aggregate(ranges);
}

/** The addresses of `text` without those of `excluded`, as the fewest blocks (e.g. WireGuard's AllowedIPs). */
export function excludeCidrs(text: string, excluded: string): IpBlock[] {
  const base = parseList(text);
  if (base.length === 0) throw new ToolInputError('problems.emptyList');
  let holes: IpRange[];
  try {
    holes = parseList(excluded);
  } catch (error) {
    if (error instanceof ToolInputError) throw new ToolInputError(error.messageKey, { params: { ...error.params, field: 'exclude' }, detail: error.detail });
    throw error;
  }
  return excludeRanges(base, holes);
}

/** How many addresses a list of blocks covers, per family. */
export function countAddresses(blocks: readonly IpBlock[], family: Family): bigint {
  return blocks.filter((block) => block.family === family).reduce((sum, block) => sum + blockSize(family, block.prefix), 0n);
}

export { formatAddress, formatBlock };
