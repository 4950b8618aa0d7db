import { ToolInputError } from '../../lib/errors';
import {
  blockSize,
  formatCidr,
  formatIpv4,
  IPV4_MAX,
  ipv4Octets,
  lastAddress,
  maskToPrefix,
  networkAddress,
  parseDottedQuad,
  prefixToMask,
  toBinary32,
} from '../../lib/ipv4/ipv4';

export const DEFAULT_SUBNET_INPUT = '192.168.0.1/24';

export type Ipv4Class = 'A' | 'B' | 'C' | 'D' | 'E';

/** Special-purpose ranges, first match wins (RFC 1122, 1918, 6598, 3927, 5737, 2544, 5771, 919, 1112). */
export const ADDRESS_TYPES = [
  'thisNetwork',
  'private',
  'shared',
  'loopback',
  'linkLocal',
  'documentation',
  'benchmarking',
  'multicast',
  'limitedBroadcast',
  'reserved',
  'public',
] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** English names of the address types (the screen shows translated ones). */
export const ADDRESS_TYPE_NAMES: Record<AddressType, string> = {
  thisNetwork: 'This network',
  private: 'Private (RFC 1918)',
  shared: 'Shared address space (RFC 6598)',
  loopback: 'Loopback',
  linkLocal: 'Link-local',
  documentation: 'Documentation (RFC 5737)',
  benchmarking: 'Benchmarking (RFC 2544)',
  multicast: 'Multicast',
  limitedBroadcast: 'Limited broadcast',
  reserved: 'Reserved',
  public: 'Public',
};

const RANGES: readonly [string, number, AddressType][] = [
  ['0.0.0.0', 8, 'thisNetwork'],
  ['10.0.0.0', 8, 'private'],
  ['172.16.0.0', 12, 'private'],
  ['192.168.0.0', 16, 'private'],
  ['100.64.0.0', 10, 'shared'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'linkLocal'],
  ['192.0.2.0', 24, 'documentation'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['224.0.0.0', 4, 'multicast'],
  ['255.255.255.255', 32, 'limitedBroadcast'],
  ['240.0.0.0', 4, 'reserved'],
];

export function addressType(address: number): AddressType {
  for (const [network, prefix, type] of RANGES) {
    if (networkAddress(address, prefix) === parseDottedQuad(network)) return type;
  }
  return 'public';
}

/** Classful class from the first octet: A 0–127, B 128–191, C 192–223, D 224–239, E 240–255. */
export function addressClass(address: number): Ipv4Class {
  const first = ipv4Octets(address)[0];
  if (first < 128) return 'A';
  if (first < 192) return 'B';
  if (first < 224) return 'C';
  if (first < 240) return 'D';
  return 'E';
}

export interface ParsedSubnet {
  address: number;
  prefix: number;
}

const PREFIX = /^(?:\d|[12]\d|3[0-2])$/;

/**
 * `A.B.C.D`, `A.B.C.D/N` (N 0–32), `A.B.C.D/M.M.M.M` or `A.B.C.D M.M.M.M` (contiguous dotted
 * netmask), after trimming. No mask means /32. Throws `invalidAddress` for anything else.
 */
export function parseSubnetInput(text: string): ParsedSubnet {
  const trimmed = text.trim();
  const match = /^([^\s/]+)(?:\/([^\s/]+)|\s+([^\s/]+))?$/.exec(trimmed);
  const address = match ? parseDottedQuad(match[1] as string) : undefined;
  if (!match || address === undefined) throw new ToolInputError('invalidAddress');
  const slashPart = match[2];
  const spacePart = match[3];
  if (slashPart === undefined && spacePart === undefined) return { address, prefix: 32 };
  if (slashPart !== undefined && PREFIX.test(slashPart)) return { address, prefix: Number(slashPart) };
  const mask = parseDottedQuad((slashPart ?? spacePart) as string);
  const prefix = mask === undefined ? undefined : maskToPrefix(mask);
  if (prefix === undefined) throw new ToolInputError('invalidAddress');
  return { address, prefix };
}

export interface SubnetInfo {
  cidrBlock: string;
  networkAddress: string;
  netmask: string;
  netmaskBinary: string;
  cidrNotation: string;
  wildcardMask: string;
  /** 2^(32−N) as plain digits. */
  networkSize: string;
  usableHosts: string;
  firstUsable: string;
  lastUsable: string;
  /** Undefined for /31 and /32 (no broadcast address). */
  broadcast: string | undefined;
  ipClass: Ipv4Class;
  addressType: AddressType;
  /** The adjacent blocks of the same size, undefined at the edges of the address space. */
  previousBlock: string | undefined;
  nextBlock: string | undefined;
}

export function describeSubnet({ address, prefix }: ParsedSubnet): SubnetInfo {
  const mask = prefixToMask(prefix);
  const network = networkAddress(address, prefix);
  const last = lastAddress(address, prefix);
  const size = blockSize(prefix);
  const point = prefix >= 31;
  const usable = prefix === 32 ? 1 : prefix === 31 ? 2 : size - 2;
  return {
    cidrBlock: formatCidr({ network, prefix }),
    networkAddress: formatIpv4(network),
    netmask: formatIpv4(mask),
    netmaskBinary: toBinary32(mask).replace(/(.{8})(?=.)/g, '$1.'),
    cidrNotation: `/${prefix}`,
    wildcardMask: formatIpv4(~mask >>> 0),
    networkSize: String(size),
    usableHosts: String(usable),
    firstUsable: formatIpv4(point ? network : network + 1),
    lastUsable: formatIpv4(point ? last : last - 1),
    broadcast: point ? undefined : formatIpv4(last),
    ipClass: addressClass(address),
    addressType: addressType(address),
    previousBlock: network === 0 ? undefined : formatCidr({ network: networkAddress(network - 1, prefix), prefix }),
    nextBlock: last === IPV4_MAX ? undefined : formatCidr({ network: last + 1, prefix }),
  };
}

/** Parses then describes; throws `invalidAddress` like parseSubnetInput. */
export function calculateSubnet(text: string): SubnetInfo {
  return describeSubnet(parseSubnetInput(text));
}
