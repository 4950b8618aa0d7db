import { describe, expect, it } from 'vitest';
import { takeSample } from '../../engine/detect';
import { ToolInputError } from '../../lib/errors';
import { expandIpv6, formatIpv6, parseIpv6 } from './ip-address';
import detect from './ipv6-subnet-calculator.detect';
import {
  addressType,
  convertMask,
  describeIpv6,
  excludeCidrs,
  joinBlocks,
  mergeCidrs,
  parseIpv6Prefix,
  rangeToCidrs,
  reverseZones,
  subdivide,
  type AddressType,
} from './ipv6-subnet-calculator.service';

const value = (text: string) => {
  const parsed = parseIpv6(text);
  if (!parsed.ok) throw new Error(parsed.problem.key);
  return parsed.value.value;
};
const canonical = (text: string) => formatIpv6(value(text));
const problemOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ToolInputError);
    return { key: (error as ToolInputError).messageKey, params: (error as ToolInputError).params };
  }
  throw new Error('no error');
};

describe('RFC 5952 canonical text', () => {
  // RFC 5952 §2.1–2.2: eight spellings of one address, and its §4 recommendation.
  it.each([
    '2001:db8:0:0:1:0:0:1',
    '2001:0db8:0:0:1:0:0:1',
    '2001:db8::1:0:0:1',
    '2001:db8::0:1:0:0:1',
    '2001:0db8::1:0:0:1',
    '2001:db8:0:0:1::1',
    '2001:db8:0000:0:1::1',
    '2001:DB8:0:0:1::1',
  ])('%s → 2001:db8::1:0:0:1 (§2, §4.2.3: the first of equal runs)', (text) => expect(canonical(text)).toBe('2001:db8::1:0:0:1'));

  it.each([
    ['2001:0db8::0001', '2001:db8::1', '§4.1 leading zeros suppressed'],
    ['2001:db8::0:1', '2001:db8::1', '§4.2.1 "::" as long as possible'],
    ['2001:db8:0:0:0:0:2:1', '2001:db8::2:1', '§4.2.1'],
    ['2001:db8:0:1:1:1:1:1', '2001:db8:0:1:1:1:1:1', '§4.2.2 one zero group is not compressed'],
    ['2001:0:0:1:0:0:0:1', '2001:0:0:1::1', '§4.2.3 the longest run'],
    ['2001:DB8:AAAA:BBBB:CCCC:DDDD:EEEE:0001', '2001:db8:aaaa:bbbb:cccc:dddd:eeee:1', '§4.3 lower case'],
    ['0:0:0:0:0:0:0:0', '::', 'unspecified'],
    ['0:0:0:0:0:0:0:1', '::1', 'loopback'],
    ['1:0:0:0:0:0:0:0', '1::', 'trailing run'],
    ['::ffff:c000:0201', '::ffff:192.0.2.1', '§5 mixed notation for IPv4-mapped (RFC 4291)'],
    ['::ffff:0:c000:0201', '::ffff:0:192.0.2.1', '§5 IPv4-translated (RFC 2765)'],
    ['64:ff9b::192.0.2.33', '64:ff9b::c000:221', 'NAT64 stays hexadecimal (no well-known mixed form in RFC 5952)'],
    ['[2001:db8::1]', '2001:db8::1', 'brackets as in URLs'],
  ])('%s → %s (%s)', (text, expected) => expect(canonical(text)).toBe(expected));

  it('expands every group to four digits', () => {
    expect(expandIpv6(value('2001:db8::1'))).toBe('2001:0db8:0000:0000:0000:0000:0000:0001');
    expect(expandIpv6(value('::'))).toBe('0000:0000:0000:0000:0000:0000:0000:0000');
  });
});

describe('what is wrong with an address', () => {
  it.each([
    ['2001:db8::/129', 'problems.prefixTooLong', { prefix: 129, max: 128, family: 6 }],
    ['2001:db8::g1/64', 'problems.badGroup', { group: 'g1' }],
    ['2001:db8:12345::', 'problems.groupTooLong', { group: '12345' }],
    ['2001:db8::1::1', 'problems.doubleColonTwice', undefined],
    ['2001:db8:::1', 'problems.tripleColon', undefined],
    ['1:2:3:4:5:6:7:8:9', 'problems.tooManyGroups', { count: 9 }],
    ['1:2:3:4:5:6:7::8', 'problems.tooManyGroups', { count: 8 }],
    ['2001:db8:1:2', 'problems.tooFewGroups', { count: 4 }],
    [':1::', 'problems.strayColon', undefined],
    ['2001:db8::1:', 'problems.strayColon', undefined],
    ['::ffff:1.2.3.400', 'problems.badIpv4Tail', { tail: '1.2.3.400' }],
    ['::1.2.3.4:5', 'problems.badIpv4Tail', { tail: '1.2.3.4' }],
    ['fe80::1%', 'problems.badZone', { zone: '' }],
    ['2001:db8::/x', 'problems.badPrefix', { prefix: 'x' }],
    ['2001:db8::/', 'problems.badPrefix', { prefix: '' }],
    ['', 'problems.empty', undefined],
    ['10.0.0.0/8', 'problems.ipv4Given', { text: '10.0.0.0/8' }],
    ['10.0.0.0/40', 'problems.prefixTooLong', { prefix: 40, max: 32, family: 4 }],
    ['hello', 'problems.notAnAddress', { text: 'hello' }],
  ])('%j: %s', (text, key, params) => {
    const problem = problemOf(() => describeIpv6(text));
    expect(problem.key).toBe(key);
    if (params) expect(problem.params).toMatchObject(params);
  });

  it('stays fast on long junk', () => {
    expect(problemOf(() => describeIpv6(`${'1:'.repeat(50_000)}1`)).key).toBe('problems.tooManyGroups');
    expect(problemOf(() => describeIpv6(`::/${'9'.repeat(100_000)}`)).key).toBe('problems.badPrefix');
  });
});

describe('address types (RFC 4291 §2.4 and the IANA IPv6 special-purpose registry)', () => {
  it.each<[string, AddressType]>([
    ['::/128', 'unspecified'],
    ['::1', 'loopback'],
    ['::ffff:192.0.2.1', 'ipv4Mapped'],
    ['::ffff:0:0/96', 'ipv4Mapped'],
    ['::192.0.2.1', 'ipv4Compatible'],
    ['64:ff9b::192.0.2.1', 'nat64'],
    ['64:ff9b:1::/48', 'nat64Local'],
    ['100::/64', 'discard'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'teredo'],
    ['2001:2::/48', 'benchmarking'],
    ['2001:20::/28', 'orchid'],
    ['2001:db8::/32', 'documentation'],
    ['3fff::/20', 'documentation'],
    ['2002:c000:204::/48', 'sixToFour'],
    ['5f00::/16', 'srv6'],
    ['fd12:3456:789a::/48', 'uniqueLocal'],
    ['fc00::/7', 'uniqueLocal'],
    ['fe80::1', 'linkLocal'],
    ['fec0::/10', 'siteLocal'],
    ['ff02::1', 'multicast'],
    ['2606:4700:4700::1111', 'globalUnicast'],
    ['2000::/3', 'globalUnicast'],
    ['8000::/3', 'reserved'],
    ['4000::/3', 'several'], // holds SRv6's 5f00::/16
    ['::/0', 'several'],
    ['2001::/16', 'globalUnicast'],
  ])('%s is %s', (text, expected) => {
    expect(addressType(parseIpv6Prefix(text).block)).toBe(expected);
  });

  it('reads the multicast scope and embedded IPv4 addresses', () => {
    expect(describeIpv6('ff02::1').multicastScope).toBe('linkLocal');
    expect(describeIpv6('ff0e::101').multicastScope).toBe('global');
    expect(describeIpv6('ff00::/8').multicastScope).toBeUndefined();
    expect(describeIpv6('::ffff:192.0.2.1').embeddedIpv4).toBe('192.0.2.1');
    expect(describeIpv6('::ffff:10.0.0.0/104').embeddedIpv4).toBe('10.0.0.0/8');
    expect(describeIpv6('64:ff9b::/96').embeddedIpv4).toBeUndefined();
    expect(describeIpv6('2002:c000:204::/48').embeddedIpv4).toBe('192.0.2.4');
    // RFC 4380 §4 / Wikipedia's Teredo example: client 192.0.2.45, obfuscated as 3fff:fdd2.
    expect(describeIpv6('2001:0:4136:e378:8000:63bf:3fff:fdd2').embeddedIpv4).toBe('192.0.2.45');
  });
});

describe('a prefix', () => {
  it('describes 2001:db8:abcd::/48', () => {
    expect(describeIpv6('2001:db8:abcd::/48')).toMatchObject({
      prefix: '2001:db8:abcd::/48',
      first: '2001:db8:abcd::',
      last: '2001:db8:abcd:ffff:ffff:ffff:ffff:ffff',
      netmask: 'ffff:ffff:ffff::',
      size: (2n ** 80n).toString(),
      sizePower: '2^80',
      subnets64: '65536',
      reverseZones: ['d.c.b.a.8.b.d.0.1.0.0.2.ip6.arpa'],
    });
  });

  it('sizes /0 and /128 exactly', () => {
    expect(describeIpv6('::/0').size).toBe('340282366920938463463374607431768211456');
    expect(describeIpv6('::/0').subnets64).toBe('18446744073709551616');
    expect(describeIpv6('2001:db8::1').size).toBe('1');
    expect(describeIpv6('2001:db8::1').subnets64).toBeUndefined();
  });

  it('clears host bits and keeps the address and zone', () => {
    const info = describeIpv6('fe80::1%eth0/64');
    expect(info).toMatchObject({ prefix: 'fe80::/64', address: 'fe80::1', hostBitsSet: true, zone: 'eth0' });
  });
});

describe('subdivision', () => {
  it('lists the first /64s of a /48 without listing the 65536', () => {
    const { total, items } = subdivide('2001:db8:abcd::/48', 64, 0n, 3);
    expect(total).toBe(65536n);
    expect(items.map((item) => item.prefix)).toEqual(['2001:db8:abcd::/64', '2001:db8:abcd:1::/64', '2001:db8:abcd:2::/64']);
    expect(items[1]).toMatchObject({ first: '2001:db8:abcd:1::', last: '2001:db8:abcd:1:ffff:ffff:ffff:ffff' });
  });

  it('pages through 2^64 /64s of ::/0 by BigInt index', () => {
    const { total, items } = subdivide('::/0', 64, 2n ** 64n - 1n, 16);
    expect(total).toBe(2n ** 64n);
    expect(items.map((item) => item.prefix)).toEqual(['ffff:ffff:ffff:ffff::/64']);
  });

  it('refuses a shorter prefix and an index past the end', () => {
    expect(problemOf(() => subdivide('2001:db8::/48', 40, 0n, 1)).key).toBe('problems.newPrefixRange');
    expect(problemOf(() => subdivide('2001:db8::/48', 50, 4n, 1)).key).toBe('problems.startBeyond');
  });
});

describe('reverse DNS (RFC 3596 §2.5, RFC 1035 §3.5)', () => {
  it.each([
    ['2001:db8::567:89ab', ['b.a.9.8.7.6.5.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.8.b.d.0.1.0.0.2.ip6.arpa']],
    ['2001:db8::/32', ['8.b.d.0.1.0.0.2.ip6.arpa']],
    ['2001:db8::/31', ['8.b.d.0.1.0.0.2.ip6.arpa', '9.b.d.0.1.0.0.2.ip6.arpa']],
    [
      '2001:db8::/29',
      [
        '8.b.d.0.1.0.0.2.ip6.arpa',
        '9.b.d.0.1.0.0.2.ip6.arpa',
        'a.b.d.0.1.0.0.2.ip6.arpa',
        'b.b.d.0.1.0.0.2.ip6.arpa',
        'c.b.d.0.1.0.0.2.ip6.arpa',
        'd.b.d.0.1.0.0.2.ip6.arpa',
        'e.b.d.0.1.0.0.2.ip6.arpa',
        'f.b.d.0.1.0.0.2.ip6.arpa',
      ],
    ],
    ['::/0', ['ip6.arpa']],
    ['192.0.2.0/24', ['2.0.192.in-addr.arpa']],
    ['192.0.2.1', ['1.2.0.192.in-addr.arpa']],
    ['192.0.2.128/25', ['2.0.192.in-addr.arpa']],
    ['10.0.0.0/8', ['10.in-addr.arpa']],
    ['172.16.0.0/12', Array.from({ length: 16 }, (_, index) => `${16 + index}.172.in-addr.arpa`)],
  ])('%s', (text, zones) => expect(reverseZones(text)).toEqual(zones));
});

describe('netmask ⇄ prefix length', () => {
  it.each([
    ['255.255.255.0', 'ipv4Netmask', 24, '255.255.255.0', 'ffff:ff00::'],
    ['/24', 'prefixLength', 24, '255.255.255.0', 'ffff:ff00::'],
    ['0.0.0.255', 'ipv4Wildcard', 24, '255.255.255.0', 'ffff:ff00::'],
    ['0.0.0.0', 'ipv4Netmask', 0, '0.0.0.0', '::'],
    ['255.255.255.255', 'ipv4Netmask', 32, '255.255.255.255', 'ffff:ffff::'],
    ['ffff:ffff:ffff:ffff::', 'ipv6Netmask', 64, undefined, 'ffff:ffff:ffff:ffff::'],
    ['128', 'prefixLength', 128, undefined, 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'],
  ])('%s', (text, inputKind, prefixLength, ipv4Netmask, ipv6Netmask) => {
    expect(convertMask(text)).toMatchObject({ inputKind, prefixLength, ipv4Netmask, ipv6Netmask });
  });

  it.each([
    ['255.0.255.0', 'problems.notContiguous'],
    ['ffff::ffff', 'problems.notContiguous'],
    ['/129', 'problems.prefixTooLong'],
    ['', 'problems.emptyMask'],
  ])('refuses %j', (text, key) => expect(problemOf(() => convertMask(text)).key).toBe(key));
});

const blocks = (list: ReturnType<typeof mergeCidrs>) => joinBlocks(list, 'newline').split('\n');

describe('range → CIDR blocks', () => {
  it.each([
    ['10.0.0.0 - 10.0.0.255', ['10.0.0.0/24']],
    ['10.0.0.1-10.0.0.6', ['10.0.0.1/32', '10.0.0.2/31', '10.0.0.4/31', '10.0.0.6/32']],
    ['0.0.0.0 – 255.255.255.255', ['0.0.0.0/0']],
    ['2001:db8::1 to 2001:db8::2', ['2001:db8::1/128', '2001:db8::2/128']],
    [':: ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', ['::/0']],
    ['2001:db8:: - 2001:db8:1::', ['2001:db8::/48', '2001:db8:1::/128']],
  ])('%s', (text, expected) => expect(blocks(rangeToCidrs(text))).toEqual(expected));

  it.each([
    ['10.0.0.9 - 10.0.0.1', 'problems.rangeReversed'],
    ['10.0.0.1 - ::1', 'problems.familyMismatch'],
    ['10.0.0.1', 'problems.notARange'],
    ['10.0.0.1 - 10.0.0.300', 'problems.badIpv4'],
  ])('refuses %j', (text, key) => expect(problemOf(() => rangeToCidrs(text)).key).toBe(key));
});

describe('merge', () => {
  it.each([
    ['192.168.0.0/24\n192.168.1.0/24', ['192.168.0.0/23']],
    ['192.168.1.0/24, 192.168.0.0/24, 192.168.0.128/25', ['192.168.0.0/23']],
    ['10.0.0.0/8 10.1.2.3', ['10.0.0.0/8']],
    ['192.168.1.0/24 192.168.2.0/24', ['192.168.1.0/24', '192.168.2.0/24']],
    ['::/1, 8000::/1, 0.0.0.0/1, 128.0.0.0/1', ['0.0.0.0/0', '::/0']],
    ['10.0.0.1-10.0.0.6 10.0.0.0 10.0.0.7', ['10.0.0.0/29']],
    ['# home\n10.0.0.0/25 # first half\n10.0.0.128/25', ['10.0.0.0/24']],
    ['10.0.0.5/8', ['10.0.0.0/8']],
  ])('%j', (text, expected) => expect(blocks(mergeCidrs(text))).toEqual(expected));

  it('says which item of which line is wrong', () => {
    const problem = problemOf(() => mergeCidrs('10.0.0.0/8\n10.0.0.0/40, 10.1.0.0/16'));
    expect(problem).toEqual({ key: 'problems.prefixTooLong', params: { prefix: 40, max: 32, family: 4, item: '10.0.0.0/40', line: 2 } });
    expect(problemOf(() => mergeCidrs('  \n ')).key).toBe('problems.emptyList');
  });

  it('merges 20,000 blocks quickly', () => {
    const list = Array.from({ length: 20_000 }, (_, index) => `10.${index >> 8}.${index & 255}.0/24`).join('\n');
    // 20,000 /24s from 10.0.0.0: 78 whole /16s and 32 /24s of 10.78.
    expect(blocks(mergeCidrs(list))).toEqual(['10.0.0.0/10', '10.64.0.0/13', '10.72.0.0/14', '10.76.0.0/15', '10.78.0.0/19']);
  });
});

describe('exclude', () => {
  // wireguard-android's DEFAULT_ROUTE_MOD_RFC1918_V4, the "Exclude private IPs" AllowedIPs list.
  const WIREGUARD =
    '0.0.0.0/5, 8.0.0.0/7, 11.0.0.0/8, 12.0.0.0/6, 16.0.0.0/4, 32.0.0.0/3, 64.0.0.0/2, 128.0.0.0/3, 160.0.0.0/5, 168.0.0.0/6, 172.0.0.0/12, 172.32.0.0/11, 172.64.0.0/10, 172.128.0.0/9, 173.0.0.0/8, 174.0.0.0/7, 176.0.0.0/4, 192.0.0.0/9, 192.128.0.0/11, 192.160.0.0/13, 192.169.0.0/16, 192.170.0.0/15, 192.172.0.0/14, 192.176.0.0/12, 192.192.0.0/10, 193.0.0.0/8, 194.0.0.0/7, 196.0.0.0/6, 200.0.0.0/5, 208.0.0.0/4';

  it('gives WireGuard’s "exclude private IPs" list', () => {
    expect(joinBlocks(excludeCidrs('0.0.0.0/0', '10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, 224.0.0.0/4, 240.0.0.0/4'), 'comma')).toBe(WIREGUARD);
  });

  it('keeps ::/0 beside it, and leaves out ULA and link-local', () => {
    const result = blocks(excludeCidrs('0.0.0.0/0, ::/0', '10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, 224.0.0.0/3, fc00::/7, fe80::/10'));
    expect(result.slice(0, 30).join(', ')).toBe(WIREGUARD);
    expect(result.slice(30)).toEqual(['::/1', '8000::/2', 'c000::/3', 'e000::/4', 'f000::/5', 'f800::/6', 'fe00::/9', 'fec0::/10', 'ff00::/8']);
  });

  it('merging the result with what was excluded gives the whole space back', () => {
    const kept = joinBlocks(excludeCidrs('0.0.0.0/0', '10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, 100.64.0.0/10'), 'comma');
    expect(blocks(mergeCidrs(`${kept}, 10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, 100.64.0.0/10`))).toEqual(['0.0.0.0/0']);
  });

  it.each([
    ['10.0.0.0/24', '10.0.0.0/24', []],
    ['10.0.0.0/24', '', ['10.0.0.0/24']],
    ['10.0.0.0/24', '10.0.0.0/23', []],
    ['10.0.0.0/24', '10.0.0.128/25, 10.0.0.0/26', ['10.0.0.64/26']],
    ['10.0.0.0/24, 10.0.2.0/24', '10.0.0.0/16', []],
    ['10.0.0.0/24, 2001:db8::/32', '2001:db8::/33', ['10.0.0.0/24', '2001:db8:8000::/33']],
    ['::/0', '::/0', []],
  ])('%s minus %s', (base, excluded, expected) => {
    const result = joinBlocks(excludeCidrs(base, excluded), 'newline');
    expect(result === '' ? [] : result.split('\n')).toEqual(expected);
  });

  it('says when the exclusions are wrong', () => {
    expect(problemOf(() => excludeCidrs('0.0.0.0/0', '10.0.0.0/33')).params).toMatchObject({ field: 'exclude', line: 1, item: '10.0.0.0/33' });
  });
});

describe('smart paste', () => {
  const score = (op: keyof typeof detect, text: string) => {
    const sample = takeSample(text);
    const pre = detect[op].pre as { maxLines?: number; maxLength?: number; minLength?: number };
    if (
      (pre.maxLines !== undefined && sample.stats.lines > pre.maxLines) ||
      (pre.maxLength !== undefined && sample.stats.length > pre.maxLength) ||
      (pre.minLength !== undefined && sample.stats.length < pre.minLength)
    )
      return 0;
    const result = detect[op].score!(sample);
    return typeof result === 'object' && result ? result.confidence : (result ?? 0);
  };

  it.each([
    ['2001:db8:abcd::/48', 0.95],
    ['fe80::1%eth0', 0.85],
    ['2001:db8::/129', 0.55],
    ['2001:db8::g1/64', 0.55],
    ['2001:db8:::1', 0.55],
    ['2001:0db8:85a3:0000:0000:8a2e:0370:7334:1', 0.55],
  ])('offers the prefix calculator for %j', (text, confidence) => expect(score('ipv6-subnet-calculator', text)).toBe(confidence));

  it.each(['00:0c:29:ab:cd:ef', '12:30:45', 'std::vector<int>', 'http://[::1]:8080/', '10.0.0.0/8', '10.0.0.0/40', 'a::b::c', 'a:b', 'Note: see::this'])('does not read %j as an IPv6 prefix', (text) =>
    expect(score('ipv6-subnet-calculator', text)).toBe(0),
  );

  it('offers ranges and lists', () => {
    expect(score('ipv6-subnet-calculator-range-to-cidr', '2001:db8::1 - 2001:db8::ff')).toBe(0.9);
    expect(score('ipv6-subnet-calculator-range-to-cidr', '10.0.0.1 - 10.0.0.9')).toBe(0.45);
    expect(score('ipv6-subnet-calculator-merge', '10.0.0.0/24\n10.0.1.0/24')).toBe(0.85);
    expect(score('ipv6-subnet-calculator-merge', 'AllowedIPs = 0.0.0.0/0, ::/0')).toBe(0.92);
    expect(score('ipv6-subnet-calculator-merge', '10.0.0.0/24')).toBe(0);
    expect(score('ipv6-subnet-calculator-merge', '10.0.0.0/24 and more')).toBe(0);
  });
});
