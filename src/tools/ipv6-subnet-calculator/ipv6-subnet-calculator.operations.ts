import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import {
  ADDRESS_TYPE_NAMES,
  convertMask,
  describeIpv6,
  excludeCidrs,
  joinBlocks,
  mergeCidrs,
  MULTICAST_SCOPE_NAMES,
  parseIndex,
  rangeToCidrs,
  reverseZones,
  SEPARATORS,
  subdivide,
} from './ipv6-subnet-calculator.service';
import { ToolInputError } from '../../lib/errors';

const separator = z._default(z.enum(SEPARATORS), 'newline');

/**
 * An IPv6 prefix described. Expected values by hand from RFC 4291 (the block is the address with
 * its last 128 − N bits cleared, 2^(128 − N) addresses), RFC 5952 (canonical text), RFC 3849 and
 * the IANA special-purpose registry (types) and RFC 3596 (ip6.arpa nibble labels).
 */
export const ipv6SubnetCalculator = defineOperation({
  id: 'ipv6-subnet-calculator',
  toolId: 'ipv6-subnet-calculator',
  input: 'text',
  output: 'data',
  options: z.object({}),
  run: (input) => {
    const info = describeIpv6(input);
    return {
      ...info,
      type: ADDRESS_TYPE_NAMES[info.type],
      multicastScope: info.multicastScope === undefined ? undefined : MULTICAST_SCOPE_NAMES[info.multicastScope],
    };
  },
  examples: [
    {
      description: 'A documentation /48 (RFC 3849): 2^80 addresses, 65536 /64 networks, one ip6.arpa zone',
      input: '2001:db8:abcd::/48',
      output: {
        prefix: '2001:db8:abcd::/48',
        prefixLength: 48,
        address: '2001:db8:abcd::',
        addressExpanded: '2001:0db8:abcd:0000:0000:0000:0000:0000',
        hostBitsSet: false,
        network: '2001:db8:abcd::',
        networkExpanded: '2001:0db8:abcd:0000:0000:0000:0000:0000',
        netmask: 'ffff:ffff:ffff::',
        first: '2001:db8:abcd::',
        last: '2001:db8:abcd:ffff:ffff:ffff:ffff:ffff',
        lastExpanded: '2001:0db8:abcd:ffff:ffff:ffff:ffff:ffff',
        size: '1208925819614629174706176',
        sizePower: '2^80',
        subnets64: '65536',
        type: 'Documentation (RFC 3849, RFC 9637)',
        multicastScope: undefined,
        embeddedIpv4: undefined,
        zone: undefined,
        reverseZones: ['d.c.b.a.8.b.d.0.1.0.0.2.ip6.arpa'],
        ptr: '0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.d.c.b.a.8.b.d.0.1.0.0.2.ip6.arpa',
      },
    },
    {
      description: 'A link-local address with host bits and a zone, on a /63: two /64 reverse zones',
      input: 'FE80::0202:B3FF:FE1E:8329%eth0/63',
      output: {
        prefix: 'fe80::/63',
        prefixLength: 63,
        address: 'fe80::202:b3ff:fe1e:8329',
        addressExpanded: 'fe80:0000:0000:0000:0202:b3ff:fe1e:8329',
        hostBitsSet: true,
        network: 'fe80::',
        networkExpanded: 'fe80:0000:0000:0000:0000:0000:0000:0000',
        netmask: 'ffff:ffff:ffff:fffe::',
        first: 'fe80::',
        last: 'fe80::1:ffff:ffff:ffff:ffff',
        lastExpanded: 'fe80:0000:0000:0001:ffff:ffff:ffff:ffff',
        size: '36893488147419103232',
        sizePower: '2^65',
        subnets64: '2',
        type: 'Link-local unicast (RFC 4291)',
        multicastScope: undefined,
        embeddedIpv4: undefined,
        zone: 'eth0',
        reverseZones: ['0.0.0.0.0.0.0.0.0.0.0.0.0.8.e.f.ip6.arpa', '1.0.0.0.0.0.0.0.0.0.0.0.0.8.e.f.ip6.arpa'],
        ptr: '9.2.3.8.e.1.e.f.f.f.3.b.2.0.2.0.0.0.0.0.0.0.0.0.0.0.0.0.0.8.e.f.ip6.arpa',
      },
    },
  ],
});

/** Prefixes of a new length inside a prefix, a page at a time (never the whole list of 2^n). */
export const ipv6SubnetCalculatorSubnets = defineOperation({
  id: 'ipv6-subnet-calculator-subnets',
  toolId: 'ipv6-subnet-calculator',
  input: 'text',
  output: 'text',
  options: z.object({
    newPrefix: z._default(z.int().check(z.minimum(0), z.maximum(128)), 64),
    count: z._default(z.int().check(z.minimum(1), z.maximum(4096)), 16),
    start: z._default(z.string().check(z.regex(/^\s*\d{1,40}\s*$/)), '0'),
  }),
  run: (input, { newPrefix, count, start }) => {
    const from = parseIndex(start);
    if (from === undefined) throw new ToolInputError('problems.badStart', { params: { start } });
    return subdivide(input, newPrefix, from, count)
      .items.map((item) => item.prefix)
      .join('\n');
  },
  examples: [
    {
      description: 'The first four /64s of a /48',
      input: '2001:db8:abcd::/48',
      options: { count: 4 },
      output: '2001:db8:abcd::/64\n2001:db8:abcd:1::/64\n2001:db8:abcd:2::/64\n2001:db8:abcd:3::/64',
    },
    {
      description: 'The last two of the 2^64 /64s of a /0, by index (18446744073709551614)',
      input: '::/0',
      options: { count: 2, start: '18446744073709551614' },
      output: 'ffff:ffff:ffff:fffe::/64\nffff:ffff:ffff:ffff::/64',
      detect: false,
    },
  ],
});

/** The reverse DNS zones of a block (ip6.arpa nibbles, in-addr.arpa octets), or an address's PTR name. */
export const ipv6SubnetCalculatorReverseDns = defineOperation({
  id: 'ipv6-subnet-calculator-reverse-dns',
  toolId: 'ipv6-subnet-calculator',
  input: 'text',
  output: 'text',
  options: z.object({}),
  run: (input) => reverseZones(input).join('\n'),
  examples: [
    {
      description: 'RFC 3596 §2.5: the PTR name of 2001:db8::567:89ab',
      input: '2001:db8::567:89ab',
      output: 'b.a.9.8.7.6.5.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.8.b.d.0.1.0.0.2.ip6.arpa',
    },
    {
      description: 'A /46 is delegated as four /48 zones',
      input: '2001:db8:abcc::/46',
      output: 'c.c.b.a.8.b.d.0.1.0.0.2.ip6.arpa\nd.c.b.a.8.b.d.0.1.0.0.2.ip6.arpa\ne.c.b.a.8.b.d.0.1.0.0.2.ip6.arpa\nf.c.b.a.8.b.d.0.1.0.0.2.ip6.arpa',
    },
    { description: 'IPv4: a /23 is two /24 zones', input: '192.0.2.0/23', output: '2.0.192.in-addr.arpa\n3.0.192.in-addr.arpa', detect: false },
  ],
});

/** Netmask ⇄ prefix length for both families. */
export const ipv6SubnetCalculatorMask = defineOperation({
  id: 'ipv6-subnet-calculator-mask',
  toolId: 'ipv6-subnet-calculator',
  input: 'text',
  output: 'data',
  options: z.object({}),
  run: (input) => convertMask(input),
  examples: [
    {
      description: 'A dotted IPv4 netmask',
      input: '255.255.255.0',
      output: {
        inputKind: 'ipv4Netmask',
        prefixLength: 24,
        ipv4Netmask: '255.255.255.0',
        ipv4Wildcard: '0.0.0.255',
        ipv4Addresses: '256',
        ipv6Netmask: 'ffff:ff00::',
        ipv6Addresses: '20282409603651670423947251286016',
      },
      detect: false,
    },
    {
      description: 'A prefix length beyond IPv4',
      input: '/64',
      output: {
        inputKind: 'prefixLength',
        prefixLength: 64,
        ipv4Netmask: undefined,
        ipv4Wildcard: undefined,
        ipv4Addresses: undefined,
        ipv6Netmask: 'ffff:ffff:ffff:ffff::',
        ipv6Addresses: '18446744073709551616',
      },
      detect: false,
    },
  ],
});

/** A range of addresses of either family → the fewest CIDR blocks covering exactly it. */
export const ipv6SubnetCalculatorRangeToCidr = defineOperation({
  id: 'ipv6-subnet-calculator-range-to-cidr',
  toolId: 'ipv6-subnet-calculator',
  input: 'text',
  output: 'text',
  options: z.object({ separator }),
  run: (input, { separator: joiner }) => joinBlocks(rangeToCidrs(input), joiner),
  examples: [
    {
      description: '2001:db8::1 to 2001:db8::ff: eight aligned blocks',
      input: '2001:db8::1 - 2001:db8::ff',
      output: '2001:db8::1/128\n2001:db8::2/127\n2001:db8::4/126\n2001:db8::8/125\n2001:db8::10/124\n2001:db8::20/123\n2001:db8::40/122\n2001:db8::80/121',
    },
    {
      description: 'IPv4, comma-separated',
      input: '192.168.0.10-192.168.0.20',
      options: { separator: 'comma' },
      output: '192.168.0.10/31, 192.168.0.12/30, 192.168.0.16/30, 192.168.0.20/32',
      detect: false,
    },
  ],
});

/** Merge (aggregate) a list of blocks of both families. */
export const ipv6SubnetCalculatorMerge = defineOperation({
  id: 'ipv6-subnet-calculator-merge',
  toolId: 'ipv6-subnet-calculator',
  input: 'text',
  output: 'text',
  options: z.object({ separator }),
  run: (input, { separator: joiner }) => joinBlocks(mergeCidrs(input), joiner),
  examples: [
    {
      description: 'Neighbours and overlaps joined, IPv4 first',
      input: '10.0.1.0/24\n10.0.0.0/24\n10.0.2.0/23\n10.0.3.7\n2001:db8:8000::/33\n2001:db8::/33',
      output: '10.0.0.0/22\n2001:db8::/32',
    },
    {
      description: 'WireGuard AllowedIPs, comma-separated',
      input: 'AllowedIPs = 192.168.0.0/25, 192.168.0.128/25, fd00::/9, fd80::/9',
      options: { separator: 'comma' },
      output: '192.168.0.0/24, fd00::/8',
    },
  ],
});

/** The addresses of some blocks without those of others: a full tunnel minus the local networks. */
export const ipv6SubnetCalculatorExclude = defineOperation({
  id: 'ipv6-subnet-calculator-exclude',
  toolId: 'ipv6-subnet-calculator',
  input: 'text',
  output: 'text',
  options: z.object({ exclude: z._default(z.string(), ''), separator }),
  run: (input, { exclude, separator: joiner }) => joinBlocks(excludeCidrs(input, exclude), joiner),
  examples: [
    {
      description: 'A /24 without one address',
      input: '192.168.1.0/24',
      options: { exclude: '192.168.1.1' },
      output: '192.168.1.0/32\n192.168.1.2/31\n192.168.1.4/30\n192.168.1.8/29\n192.168.1.16/28\n192.168.1.32/27\n192.168.1.64/26\n192.168.1.128/25',
    },
    {
      description: 'WireGuard "Exclude private IPs" (wireguard-android DEFAULT_ROUTE_MOD_RFC1918_V4): 0.0.0.0/0 minus RFC 1918 and 224.0.0.0/3',
      input: '0.0.0.0/0',
      options: { exclude: '10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, 224.0.0.0/3', separator: 'comma' },
      output:
        '0.0.0.0/5, 8.0.0.0/7, 11.0.0.0/8, 12.0.0.0/6, 16.0.0.0/4, 32.0.0.0/3, 64.0.0.0/2, 128.0.0.0/3, 160.0.0.0/5, 168.0.0.0/6, 172.0.0.0/12, 172.32.0.0/11, 172.64.0.0/10, 172.128.0.0/9, 173.0.0.0/8, 174.0.0.0/7, 176.0.0.0/4, 192.0.0.0/9, 192.128.0.0/11, 192.160.0.0/13, 192.169.0.0/16, 192.170.0.0/15, 192.172.0.0/14, 192.176.0.0/12, 192.192.0.0/10, 193.0.0.0/8, 194.0.0.0/7, 196.0.0.0/6, 200.0.0.0/5, 208.0.0.0/4',
    },
    {
      description: '::/0 without unique local and link-local addresses',
      input: '::/0',
      options: { exclude: 'fc00::/7, fe80::/10' },
      output: '::/1\n8000::/2\nc000::/3\ne000::/4\nf000::/5\nf800::/6\nfe00::/9\nfec0::/10\nff00::/8',
    },
  ],
});

export default [
  ipv6SubnetCalculator,
  ipv6SubnetCalculatorSubnets,
  ipv6SubnetCalculatorReverseDns,
  ipv6SubnetCalculatorMask,
  ipv6SubnetCalculatorRangeToCidr,
  ipv6SubnetCalculatorMerge,
  ipv6SubnetCalculatorExclude,
];
