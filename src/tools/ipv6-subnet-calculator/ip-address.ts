/**
 * IPv4 and IPv6 addresses as BigInt, for both families at once: strict parsing with a reason for
 * every refusal (so a screen can say what is wrong), RFC 5952 canonical text, and the block
 * arithmetic of the CIDR tools (range → minimal blocks, merge, exclude). Light and pure: the smart
 * paste declaration imports the parser too.
 */
import { parseDottedQuad } from '../../lib/ipv4/ipv4';

export type Family = 4 | 6;

/** Bits in an address of each family. */
export const BITS: Record<Family, number> = { 4: 32, 6: 128 };

export interface IpBlock {
  family: Family;
  /** The first address of the block (host bits cleared). */
  network: bigint;
  prefix: number;
}

/** An inclusive range of addresses of one family. */
export interface IpRange {
  family: Family;
  first: bigint;
  last: bigint;
}

/** Why a text is not an address or a block: a key of the tool's `problems` strings and its values. */
export interface IpProblem {
  key: IpProblemKey;
  params?: Record<string, string | number>;
}

export type IpProblemKey =
  | 'empty'
  | 'badGroup'
  | 'groupTooLong'
  | 'tooManyGroups'
  | 'tooFewGroups'
  | 'doubleColonTwice'
  | 'tripleColon'
  | 'strayColon'
  | 'badIpv4Tail'
  | 'badIpv4'
  | 'badZone'
  | 'badPrefix'
  | 'prefixTooLong'
  | 'notAnAddress';

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: IpProblem };

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const fail = <T>(key: IpProblemKey, params?: Record<string, string | number>): Parsed<T> => ({ ok: false, problem: params ? { key, params } : { key } });

export const maxValue = (family: Family): bigint => (1n << BigInt(BITS[family])) - 1n;

/** The netmask of a prefix length as a number of the family's width (`/24` IPv4 → 0xffffff00). */
export function prefixMask(family: Family, prefix: number): bigint {
  const bits = BigInt(BITS[family]);
  return maxValue(family) ^ ((1n << (bits - BigInt(prefix))) - 1n);
}

export function blockLast(block: IpBlock): bigint {
  return block.network | (maxValue(block.family) ^ prefixMask(block.family, block.prefix));
}

/** 2^(bits − prefix) addresses. */
export function blockSize(family: Family, prefix: number): bigint {
  return 1n << BigInt(BITS[family] - prefix);
}

const HEX_GROUP = /^[0-9a-fA-F]{1,4}$/;

/**
 * An IPv6 address (RFC 4291 §2.2): eight groups of 1–4 hex digits, `::` once for one or more groups
 * of zeros, the last 32 bits optionally as a dotted quad (`::ffff:192.0.2.1`), a zone (`%eth0`)
 * allowed and returned apart. Surrounding brackets (`[2001:db8::1]`) are accepted.
 */
export function parseIpv6(input: string): Parsed<{ value: bigint; zone?: string }> {
  let text = input.trim();
  if (text === '') return fail('empty');
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1);
  let zone: string | undefined;
  const percent = text.indexOf('%');
  if (percent >= 0) {
    zone = text.slice(percent + 1);
    text = text.slice(0, percent);
    if (!/^[\w.-]{1,64}$/.test(zone)) return fail('badZone', { zone });
  }
  if (text.includes(':::')) return fail('tripleColon', { text });
  const first = text.indexOf('::');
  if (first >= 0 && text.indexOf('::', first + 1) >= 0) return fail('doubleColonTwice', { text });
  if (first < 0 && !text.includes(':')) return fail('notAnAddress', { text });

  const halves = first >= 0 ? [text.slice(0, first), text.slice(first + 2)] : [text];
  const groupLists = halves.map((half) => (half === '' ? [] : half.split(':')));
  const all = groupLists.flat();
  // An empty group where "::" is not: a single colon at an end, or "1:2::3:" and the like.
  if (all.some((group) => group === '')) return fail('strayColon', { text });

  // The last group may be a dotted quad (32 bits, two groups).
  const lastList = groupLists[groupLists.length - 1]!;
  let tail: number | undefined;
  const lastGroup = lastList[lastList.length - 1];
  if (lastGroup !== undefined && lastGroup.includes('.')) {
    tail = parseDottedQuad(lastGroup);
    if (tail === undefined) return fail('badIpv4Tail', { tail: lastGroup });
    lastList.pop();
  }
  for (const group of all) {
    if (group.includes('.') && group !== lastGroup) return fail('badIpv4Tail', { tail: group });
  }
  for (const group of groupLists.flat()) {
    if (HEX_GROUP.test(group)) continue;
    if (/^[0-9a-fA-F]+$/.test(group)) return fail('groupTooLong', { group });
    return fail('badGroup', { group: group.length > 24 ? `${group.slice(0, 24)}…` : group });
  }
  const explicit = groupLists.reduce((count, list) => count + list.length, 0) + (tail === undefined ? 0 : 2);
  if (first < 0 && explicit < 8) return fail('tooFewGroups', { count: explicit });
  if (explicit > 8 || (first >= 0 && explicit > 7)) return fail('tooManyGroups', { count: explicit });

  const head = groupLists[0]!.map((group) => Number.parseInt(group, 16));
  const rest = first >= 0 ? groupLists[1]!.map((group) => Number.parseInt(group, 16)) : [];
  const tailGroups = tail === undefined ? [] : [tail >>> 16, tail & 0xffff];
  const zeros = first >= 0 ? 8 - head.length - rest.length - tailGroups.length : 0;
  const groups = [...head, ...new Array<number>(zeros).fill(0), ...rest, ...tailGroups];
  let value = 0n;
  for (const group of groups) value = (value << 16n) | BigInt(group);
  return ok(zone === undefined ? { value } : { value, zone });
}

export function parseIpv4(text: string): Parsed<bigint> {
  const value = parseDottedQuad(text.trim());
  return value === undefined ? fail('badIpv4', { text: text.trim() }) : ok(BigInt(value));
}

/** The family a text means, from its shape: a colon is IPv6, a dotted quad IPv4. */
export function familyOf(text: string): Family | undefined {
  if (text.includes(':')) return 6;
  if (/^\d{1,3}(?:\.\d{1,3}){3}$/.test(text.trim())) return 4;
  return undefined;
}

export interface ParsedAddress {
  family: Family;
  value: bigint;
  zone?: string;
}

export function parseAddress(text: string): Parsed<ParsedAddress> {
  const trimmed = text.trim();
  if (trimmed === '') return fail('empty');
  if (trimmed.includes(':') || trimmed.startsWith('[')) {
    const parsed = parseIpv6(trimmed);
    return parsed.ok ? ok({ family: 6, ...parsed.value }) : parsed;
  }
  if (/^[\d.]+$/.test(trimmed)) {
    const parsed = parseIpv4(trimmed);
    return parsed.ok ? ok({ family: 4, value: parsed.value }) : parsed;
  }
  return fail('notAnAddress', { text: trimmed.length > 40 ? `${trimmed.slice(0, 40)}…` : trimmed });
}

/** An address with an optional prefix length (`2001:db8::1/64`, `10.0.0.0/8`); no prefix: a single address. */
export interface ParsedCidr {
  family: Family;
  /** The address as written (host bits kept). */
  address: bigint;
  prefix: number;
  zone?: string;
  /** True when the text had a prefix length. */
  hadPrefix: boolean;
}

function parsePrefixLength(text: string, family: Family): Parsed<number> {
  if (!/^\d{1,3}$/.test(text)) return fail('badPrefix', { prefix: text.length > 12 ? `${text.slice(0, 12)}…` : text });
  const prefix = Number(text);
  if (prefix > BITS[family]) return fail('prefixTooLong', { prefix, max: BITS[family], family });
  return ok(prefix);
}

/**
 * `address[/prefix]` of either family; an IPv4 address also takes a dotted netmask after the slash
 * (`10.0.0.0/255.0.0.0`).
 */
export function parseCidr(input: string): Parsed<ParsedCidr> {
  const text = input.trim();
  if (text === '') return fail('empty');
  const slash = text.indexOf('/');
  const addressText = slash < 0 ? text : text.slice(0, slash);
  const prefixText = slash < 0 ? undefined : text.slice(slash + 1).trim();
  const address = parseAddress(addressText);
  if (!address.ok) return address;
  const { family, value, zone } = address.value;
  if (prefixText === undefined) return ok({ family, address: value, prefix: BITS[family], hadPrefix: false, ...(zone === undefined ? {} : { zone }) });
  let prefix: Parsed<number>;
  if (family === 4 && prefixText.includes('.')) {
    const mask = parseDottedQuad(prefixText);
    const length = mask === undefined ? undefined : maskPrefixLength(4, BigInt(mask));
    prefix = length === undefined ? fail('badPrefix', { prefix: prefixText }) : ok(length);
  } else {
    prefix = parsePrefixLength(prefixText, family);
  }
  if (!prefix.ok) return prefix;
  return ok({ family, address: value, prefix: prefix.value, hadPrefix: true, ...(zone === undefined ? {} : { zone }) });
}

/** The block a CIDR names (host bits cleared). */
export function cidrBlock(cidr: ParsedCidr): IpBlock {
  return { family: cidr.family, network: cidr.address & prefixMask(cidr.family, cidr.prefix), prefix: cidr.prefix };
}

/** The prefix length of a contiguous mask (ones then zeros), or undefined. */
export function maskPrefixLength(family: Family, mask: bigint): number | undefined {
  const inverted = maxValue(family) ^ mask;
  if ((inverted & (inverted + 1n)) !== 0n) return undefined;
  return BITS[family] - bitLength(inverted);
}

function bitLength(value: bigint): number {
  return value === 0n ? 0 : value.toString(2).length;
}

/* ---------- Text ---------- */

export function formatIpv4(value: bigint): string {
  const v = Number(value);
  return [v >>> 24, (v >>> 16) & 0xff, (v >>> 8) & 0xff, v & 0xff].join('.');
}

function groupsOf(value: bigint): number[] {
  const groups: number[] = [];
  for (let shift = 112n; shift >= 0n; shift -= 16n) groups.push(Number((value >> shift) & 0xffffn));
  return groups;
}

/** RFC 5952 §4: lower case, no leading zeros, the longest run (first on a tie) of two or more zero groups as `::`. */
function compressGroups(groups: readonly number[]): string {
  let bestStart = -1;
  let bestLength = 1;
  for (let index = 0; index < groups.length;) {
    if (groups[index] !== 0) {
      index++;
      continue;
    }
    let end = index;
    while (end < groups.length && groups[end] === 0) end++;
    if (end - index > bestLength) {
      bestStart = index;
      bestLength = end - index;
    }
    index = end;
  }
  const hex = groups.map((group) => group.toString(16));
  if (bestStart < 0) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}

const MAPPED_PREFIX = 0xffffn << 32n; // ::ffff:0:0/96
const TRANSLATED_PREFIX = 0xffffn << 48n; // ::ffff:0:0:0/96

/**
 * The canonical text of an IPv6 address (RFC 5952): §4's compression, and §5's mixed notation for
 * the well-known IPv4-embedding prefixes of RFC 4291 (IPv4-mapped `::ffff:192.0.2.1`) and RFC 2765
 * (IPv4-translated `::ffff:0:192.0.2.1`).
 */
export function formatIpv6(value: bigint): string {
  const high = value >> 32n;
  if (high === MAPPED_PREFIX >> 32n || high === TRANSLATED_PREFIX >> 32n) {
    const head = compressGroups(groupsOf(value).slice(0, 6));
    return `${head}${head.endsWith('::') ? '' : ':'}${formatIpv4(value & 0xffffffffn)}`;
  }
  return compressGroups(groupsOf(value));
}

/** All eight groups with all four digits: `2001:0db8:0000:…`. */
export function expandIpv6(value: bigint): string {
  return groupsOf(value)
    .map((group) => group.toString(16).padStart(4, '0'))
    .join(':');
}

export function formatAddress(family: Family, value: bigint): string {
  return family === 4 ? formatIpv4(value) : formatIpv6(value);
}

export function formatBlock(block: IpBlock): string {
  return `${formatAddress(block.family, block.network)}/${block.prefix}`;
}

/* ---------- Blocks ---------- */

function trailingZeros(value: bigint, max: number): number {
  if (value === 0n) return max;
  let count = 0;
  while (((value >> BigInt(count)) & 1n) === 0n) count++;
  return count;
}

/**
 * The minimal list of aligned blocks covering exactly first..last, ascending: each step takes the
 * largest block aligned at the current address that does not pass the end (at most 2 × bits blocks).
 */
export function rangeToBlocks({ family, first, last }: IpRange): IpBlock[] {
  const bits = BITS[family];
  const blocks: IpBlock[] = [];
  let current = first;
  while (current <= last) {
    let size = trailingZeros(current, bits);
    while (size > 0 && current + (1n << BigInt(size)) - 1n > last) size--;
    blocks.push({ family, network: current, prefix: bits - size });
    current += 1n << BigInt(size);
  }
  return blocks;
}

const compare = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

/** Sorted, non-overlapping, non-adjacent ranges of one family covering the same addresses. */
function unionRanges(ranges: readonly IpRange[]): IpRange[] {
  const sorted = [...ranges].sort((a, b) => compare(a.first, b.first) || compare(a.last, b.last));
  const merged: IpRange[] = [];
  for (const range of sorted) {
    const previous = merged[merged.length - 1];
    if (previous && range.first <= previous.last + 1n) {
      if (range.last > previous.last) previous.last = range.last;
    } else {
      merged.push({ ...range });
    }
  }
  return merged;
}

export const blockRange = (block: IpBlock): IpRange => ({ family: block.family, first: block.network, last: blockLast(block) });

const byFamily = <T extends { family: Family }>(items: readonly T[], family: Family) => items.filter((item) => item.family === family);

/** The smallest list of blocks covering the same addresses as `ranges`, IPv4 first, each family ascending. */
export function aggregate(ranges: readonly IpRange[]): IpBlock[] {
  return ([4, 6] as const).flatMap((family) => unionRanges(byFamily(ranges, family)).flatMap(rangeToBlocks));
}

/** The addresses of `base` without those of `excluded`, as the fewest blocks, IPv4 first. */
export function excludeRanges(base: readonly IpRange[], excluded: readonly IpRange[]): IpBlock[] {
  return ([4, 6] as const).flatMap((family) => {
    const holes = unionRanges(byFamily(excluded, family));
    const kept: IpRange[] = [];
    let from = 0;
    for (const range of unionRanges(byFamily(base, family))) {
      let start = range.first;
      while (from < holes.length && holes[from]!.last < start) from++;
      for (let index = from; index < holes.length && start <= range.last; index++) {
        const hole = holes[index]!;
        if (hole.first > range.last) break;
        if (hole.first > start) kept.push({ family, first: start, last: hole.first - 1n });
        if (hole.last + 1n > start) start = hole.last + 1n;
      }
      if (start <= range.last) kept.push({ family, first: start, last: range.last });
    }
    return kept.flatMap(rangeToBlocks);
  });
}
