import { ToolInputError } from '../../lib/errors';
import { formatIpv4, IPV4_MAX, parseDottedQuad, toBinary32 } from '../../lib/ipv4/ipv4';

export const DEFAULT_IPV4 = '192.168.1.1';

/**
 * An IPv4 address written as a dotted quad (strict), a decimal integer 0–4294967295 (digits only)
 * or `0x`/`0X` followed by 1–8 hex digits; whitespace around it is ignored. Throws `invalidIpv4`.
 */
export function parseIpv4Any(text: string): number {
  const value = text.trim();
  if (/^\d{1,10}$/.test(value)) {
    const number = Number(value);
    if (number <= IPV4_MAX) return number;
  } else if (/^0[xX][0-9a-fA-F]{1,8}$/.test(value)) {
    return Number.parseInt(value.slice(2), 16) >>> 0;
  } else if (value.includes('.')) {
    const dotted = parseDottedQuad(value);
    if (dotted !== undefined) return dotted;
  }
  throw new ToolInputError('invalidIpv4');
}

/** Eight 16-bit groups → RFC 5952 text: lower case, no leading zeros, longest run (≥ 2) of zero groups as `::`. */
export function formatIpv6Short(groups: readonly number[]): string {
  let bestStart = -1;
  let bestLength = 0;
  for (let index = 0; index < groups.length; ) {
    if (groups[index] !== 0) {
      index += 1;
      continue;
    }
    let end = index;
    while (end < groups.length && groups[end] === 0) end += 1;
    if (end - index > bestLength) {
      bestStart = index;
      bestLength = end - index;
    }
    index = end;
  }
  const hex = groups.map((group) => group.toString(16));
  if (bestLength < 2) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}

/** The IPv4-mapped IPv6 groups ::ffff:a.b.c.d (RFC 4291 §2.5.5.2). */
export function ipv4MappedGroups(value: number): number[] {
  const v = value >>> 0;
  return [0, 0, 0, 0, 0, 0xffff, v >>> 16, v & 0xffff];
}

export interface Ipv4Formats {
  dotted: string;
  decimal: string;
  hexadecimal: string;
  binary: string;
  ipv6: string;
  ipv6Short: string;
}

export function ipv4Formats(value: number): Ipv4Formats {
  const v = value >>> 0;
  const groups = ipv4MappedGroups(v);
  return {
    dotted: formatIpv4(v),
    decimal: String(v),
    hexadecimal: v.toString(16).toUpperCase().padStart(8, '0'),
    binary: toBinary32(v),
    ipv6: groups.map((group) => group.toString(16).padStart(4, '0')).join(':'),
    ipv6Short: formatIpv6Short(groups),
  };
}

/** Parses any accepted form and gives every format; throws `invalidIpv4`. */
export function convertIpv4(text: string): Ipv4Formats {
  return ipv4Formats(parseIpv4Any(text));
}
