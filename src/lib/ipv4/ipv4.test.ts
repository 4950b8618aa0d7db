import { describe, expect, it } from 'vitest';
import {
  blockSize,
  commonPrefixLength,
  coveringBlock,
  formatCidr,
  formatIpv4,
  lastAddress,
  maskToPrefix,
  networkAddress,
  parseDottedQuad,
  prefixToMask,
  rangeToCidrs,
  toBinary32,
} from './ipv4';

const ip = (text: string) => {
  const value = parseDottedQuad(text);
  if (value === undefined) throw new Error(`bad test address ${text}`);
  return value;
};

describe('parseDottedQuad', () => {
  it.each([
    ['0.0.0.0', 0],
    ['192.168.1.1', 3232235777],
    ['10.0.0.1', 167772161],
    ['255.255.255.255', 4294967295],
    ['1.2.3.4', 16909060],
  ])('%s → %i', (text, value) => {
    expect(parseDottedQuad(text)).toBe(value);
  });

  it.each(['', ' ', '192.168.0', '192.168.0.1.2', '192.168.0.1.', '.192.168.0.1', '192.168.0.a', '256.168.0.1', '010.0.0.1', '1.2.3.04', '+1.2.3.4', '1.2.3.-4', '1..2.3', '0x1.2.3.4', ' 1.2.3.4', '1.2.3.4 ', '1.2.3.4/24', '١.٢.٣.٤', '1e2.0.0.1'])(
    'rejects %j',
    (text) => {
      expect(parseDottedQuad(text)).toBeUndefined();
    },
  );
});

describe('masks', () => {
  it.each([
    [0, 0, '0.0.0.0'],
    [1, 0x80000000, '128.0.0.0'],
    [8, 0xff000000, '255.0.0.0'],
    [20, 0xfffff000, '255.255.240.0'],
    [24, 0xffffff00, '255.255.255.0'],
    [31, 0xfffffffe, '255.255.255.254'],
    [32, 0xffffffff, '255.255.255.255'],
  ])('/%i ↔ %i (%s)', (prefix, mask, dotted) => {
    expect(prefixToMask(prefix)).toBe(mask);
    expect(formatIpv4(prefixToMask(prefix))).toBe(dotted);
    expect(maskToPrefix(mask)).toBe(prefix);
  });

  it.each(['255.0.255.0', '0.255.255.255', '255.255.255.253', '254.255.255.255', '128.0.0.1'])('%s is not contiguous', (mask) => {
    expect(maskToPrefix(ip(mask))).toBeUndefined();
  });

  it.each([-1, 33, 1.5, Number.NaN])('prefixToMask(%d) throws', (prefix) => {
    expect(() => prefixToMask(prefix)).toThrow(RangeError);
  });
});

describe('block arithmetic', () => {
  it.each([
    ['192.168.0.1', 24, '192.168.0.0', '192.168.0.255', 256],
    ['192.168.0.1', 0, '0.0.0.0', '255.255.255.255', 4294967296],
    ['255.255.255.255', 1, '128.0.0.0', '255.255.255.255', 2147483648],
    ['10.1.2.3', 8, '10.0.0.0', '10.255.255.255', 16777216],
    ['172.16.35.4', 20, '172.16.32.0', '172.16.47.255', 4096],
    ['10.0.0.7', 31, '10.0.0.6', '10.0.0.7', 2],
    ['10.0.0.7', 32, '10.0.0.7', '10.0.0.7', 1],
  ])('%s/%i: %s – %s (%i)', (address, prefix, network, last, size) => {
    expect(formatIpv4(networkAddress(ip(address), prefix))).toBe(network);
    expect(formatIpv4(lastAddress(ip(address), prefix))).toBe(last);
    expect(blockSize(prefix)).toBe(size);
  });

  it('writes 32 binary digits', () => {
    expect(toBinary32(ip('10.0.0.1'))).toBe('00001010000000000000000000000001');
    expect(toBinary32(0)).toBe('0'.repeat(32));
    expect(toBinary32(ip('255.255.255.255'))).toBe('1'.repeat(32));
  });

  it('counts common leading bits', () => {
    expect(commonPrefixLength(ip('1.2.3.4'), ip('1.2.3.4'))).toBe(32);
    expect(commonPrefixLength(ip('0.0.0.0'), ip('255.255.255.255'))).toBe(0);
    expect(commonPrefixLength(ip('192.168.1.1'), ip('192.168.7.255'))).toBe(21);
  });
});

describe('coveringBlock', () => {
  it.each([
    ['192.168.1.1', '192.168.7.255', '192.168.0.0/21', '192.168.7.255', 2048],
    ['192.168.1.1', '192.168.6.255', '192.168.0.0/21', '192.168.7.255', 2048],
    ['10.0.0.1', '10.0.0.17', '10.0.0.0/27', '10.0.0.31', 32],
    ['10.0.0.5', '10.0.0.5', '10.0.0.5/32', '10.0.0.5', 1],
    ['0.0.0.0', '255.255.255.255', '0.0.0.0/0', '255.255.255.255', 4294967296],
  ])('%s – %s → %s', (start, end, cidr, last, size) => {
    const block = coveringBlock(ip(start), ip(end));
    expect(formatCidr(block)).toBe(cidr);
    expect(formatIpv4(block.last)).toBe(last);
    expect(block.size).toBe(size);
  });
});

describe('rangeToCidrs', () => {
  const cidrs = (start: string, end: string) => rangeToCidrs(ip(start), ip(end)).map(formatCidr);

  it.each<[string, string, string[]]>([
    ['10.0.0.1', '10.0.0.17', ['10.0.0.1/32', '10.0.0.2/31', '10.0.0.4/30', '10.0.0.8/29', '10.0.0.16/31']],
    ['192.168.1.1', '192.168.7.255', ['192.168.1.1/32', '192.168.1.2/31', '192.168.1.4/30', '192.168.1.8/29', '192.168.1.16/28', '192.168.1.32/27', '192.168.1.64/26', '192.168.1.128/25', '192.168.2.0/23', '192.168.4.0/22']],
    ['0.0.0.0', '255.255.255.255', ['0.0.0.0/0']],
    ['0.0.0.1', '255.255.255.255', ['0.0.0.1/32', '0.0.0.2/31', '0.0.0.4/30', '0.0.0.8/29', '0.0.0.16/28', '0.0.0.32/27', '0.0.0.64/26', '0.0.0.128/25', '0.0.1.0/24', '0.0.2.0/23', '0.0.4.0/22', '0.0.8.0/21', '0.0.16.0/20', '0.0.32.0/19', '0.0.64.0/18', '0.0.128.0/17', '0.1.0.0/16', '0.2.0.0/15', '0.4.0.0/14', '0.8.0.0/13', '0.16.0.0/12', '0.32.0.0/11', '0.64.0.0/10', '0.128.0.0/9', '1.0.0.0/8', '2.0.0.0/7', '4.0.0.0/6', '8.0.0.0/5', '16.0.0.0/4', '32.0.0.0/3', '64.0.0.0/2', '128.0.0.0/1']],
    ['255.255.255.255', '255.255.255.255', ['255.255.255.255/32']],
    ['128.0.0.0', '255.255.255.255', ['128.0.0.0/1']],
    ['10.0.0.0', '10.0.0.255', ['10.0.0.0/24']],
  ])('%s – %s', (start, end, expected) => {
    expect(cidrs(start, end)).toEqual(expected);
  });

  it('needs at most 62 blocks (worst case 0.0.0.1 – 255.255.255.254)', () => {
    const blocks = rangeToCidrs(1, 0xfffffffe);
    expect(blocks).toHaveLength(62);
    // The blocks tile the range exactly: contiguous, summing to its size.
    let next = 1;
    for (const block of blocks) {
      expect(block.network).toBe(next);
      next += blockSize(block.prefix);
    }
    expect(next).toBe(0xffffffff);
  });

  it('refuses a reversed range', () => {
    expect(() => rangeToCidrs(2, 1)).toThrow(RangeError);
  });
});
