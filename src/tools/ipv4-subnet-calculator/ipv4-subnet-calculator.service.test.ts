import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../lib/errors';
import { addressClass, addressType, calculateSubnet, parseSubnetInput, type AddressType } from './ipv4-subnet-calculator.service';
import { parseDottedQuad } from '../../lib/ipv4/ipv4';

const ip = (text: string) => parseDottedQuad(text) as number;

describe('parseSubnetInput', () => {
  it.each([
    ['192.168.0.1', 'address only = /32', 32],
    ['192.168.0.1/24', 'prefix', 24],
    ['  192.168.0.1/24 \n', 'surrounding whitespace', 24],
    ['192.168.0.1/0', '/0', 0],
    ['192.168.0.1/32', '/32', 32],
    ['192.168.0.1/255.255.255.0', 'slash and dotted mask', 24],
    ['192.168.0.1 255.255.240.0', 'space and dotted mask', 20],
    ['192.168.0.1   255.255.255.255', 'several spaces', 32],
    ['192.168.0.1/0.0.0.0', 'empty mask', 0],
    ['10.0.0.1/255.255.255.254', '/31 mask', 31],
  ])('%j (%s) → /%i', (text, _what, prefix) => {
    const address = text.includes('10.0.0.1') ? ip('10.0.0.1') : ip('192.168.0.1');
    expect(parseSubnetInput(text)).toEqual({ address, prefix });
  });

  it.each(['192.168.1.300/24', '10.0.0.0/33', '010.0.0.1', '192.168.0.1/255.0.255.0', '192.168.0.1 255.0.255.0', '', '   ', '192.168.0.1/', '192.168.0.1/-1', '192.168.0.1/24/8', '192.168.0.1 /24', '192.168.0', 'abc', '192.168.0.1 24', '192.168.0.1/2 4', '1.2.3.4/1.5', '🙂'])(
    'rejects %j',
    (text) => {
      expect(() => parseSubnetInput(text)).toThrow(ToolInputError);
      try {
        parseSubnetInput(text);
      } catch (error) {
        expect((error as ToolInputError).messageKey).toBe('invalidAddress');
      }
    },
  );

  it('stays fast and safe on 200,000 characters of junk', () => {
    expect(() => parseSubnetInput('1.'.repeat(100_000))).toThrow(ToolInputError);
    expect(() => parseSubnetInput(`1.2.3.4/${'9'.repeat(200_000)}`)).toThrow(ToolInputError);
  });
});

describe('calculateSubnet', () => {
  it('describes the default /24 as the spec shows it', () => {
    expect(calculateSubnet('192.168.0.1/24')).toEqual({
      cidrBlock: '192.168.0.0/24',
      networkAddress: '192.168.0.0',
      netmask: '255.255.255.0',
      netmaskBinary: '11111111.11111111.11111111.00000000',
      cidrNotation: '/24',
      wildcardMask: '0.0.0.255',
      networkSize: '256',
      usableHosts: '254',
      firstUsable: '192.168.0.1',
      lastUsable: '192.168.0.254',
      broadcast: '192.168.0.255',
      ipClass: 'C',
      addressType: 'private',
      previousBlock: '192.167.255.0/24',
      nextBlock: '192.168.1.0/24',
    });
  });

  it('handles /0 without overflow', () => {
    expect(calculateSubnet('8.8.8.8/0')).toEqual({
      cidrBlock: '0.0.0.0/0',
      networkAddress: '0.0.0.0',
      netmask: '0.0.0.0',
      netmaskBinary: '00000000.00000000.00000000.00000000',
      cidrNotation: '/0',
      wildcardMask: '255.255.255.255',
      networkSize: '4294967296',
      usableHosts: '4294967294',
      firstUsable: '0.0.0.1',
      lastUsable: '255.255.255.254',
      broadcast: '255.255.255.255',
      ipClass: 'A',
      addressType: 'public',
      previousBlock: undefined,
      nextBlock: undefined,
    });
  });

  it('handles /8', () => {
    expect(calculateSubnet('10.20.30.40/8')).toMatchObject({
      cidrBlock: '10.0.0.0/8',
      netmask: '255.0.0.0',
      netmaskBinary: '11111111.00000000.00000000.00000000',
      wildcardMask: '0.255.255.255',
      networkSize: '16777216',
      usableHosts: '16777214',
      firstUsable: '10.0.0.1',
      lastUsable: '10.255.255.254',
      broadcast: '10.255.255.255',
      ipClass: 'A',
      previousBlock: '9.0.0.0/8',
      nextBlock: '11.0.0.0/8',
    });
  });

  it('handles /20 (172.16.35.4)', () => {
    expect(calculateSubnet('172.16.35.4/20')).toMatchObject({
      cidrBlock: '172.16.32.0/20',
      networkAddress: '172.16.32.0',
      netmask: '255.255.240.0',
      netmaskBinary: '11111111.11111111.11110000.00000000',
      cidrNotation: '/20',
      wildcardMask: '0.0.15.255',
      networkSize: '4096',
      usableHosts: '4094',
      firstUsable: '172.16.32.1',
      lastUsable: '172.16.47.254',
      broadcast: '172.16.47.255',
      ipClass: 'B',
      addressType: 'private',
      previousBlock: '172.16.16.0/20',
      nextBlock: '172.16.48.0/20',
    });
  });

  it('handles /31 as a point-to-point link (RFC 3021)', () => {
    expect(calculateSubnet('10.0.0.7/31')).toMatchObject({
      cidrBlock: '10.0.0.6/31',
      netmask: '255.255.255.254',
      wildcardMask: '0.0.0.1',
      networkSize: '2',
      usableHosts: '2',
      firstUsable: '10.0.0.6',
      lastUsable: '10.0.0.7',
      broadcast: undefined,
      previousBlock: '10.0.0.4/31',
      nextBlock: '10.0.0.8/31',
    });
  });

  it('handles /32 as a single host', () => {
    expect(calculateSubnet('10.0.0.7')).toMatchObject({
      cidrBlock: '10.0.0.7/32',
      netmask: '255.255.255.255',
      netmaskBinary: '11111111.11111111.11111111.11111111',
      wildcardMask: '0.0.0.0',
      networkSize: '1',
      usableHosts: '1',
      firstUsable: '10.0.0.7',
      lastUsable: '10.0.0.7',
      broadcast: undefined,
      previousBlock: '10.0.0.6/32',
      nextBlock: '10.0.0.8/32',
    });
  });
});

describe('previous and next blocks', () => {
  it('walks as the spec shows: Next from 192.168.0.1/24, then Previous twice', () => {
    const next = calculateSubnet('192.168.0.1/24').nextBlock as string;
    expect(next).toBe('192.168.1.0/24');
    const back = calculateSubnet(next).previousBlock as string;
    expect(back).toBe('192.168.0.0/24');
    expect(calculateSubnet(back).previousBlock).toBe('192.167.255.0/24');
  });

  it.each([
    ['0.0.0.0/24', undefined, '0.0.1.0/24'],
    ['0.0.0.0', undefined, '0.0.0.1/32'],
    ['0.0.0.5/32', '0.0.0.4/32', '0.0.0.6/32'],
    ['255.255.255.0/24', '255.255.254.0/24', undefined],
    ['255.255.255.255', '255.255.255.254/32', undefined],
    ['128.0.0.0/1', '0.0.0.0/1', undefined],
    ['1.2.3.4/1', undefined, '128.0.0.0/1'],
    ['1.2.3.4/0', undefined, undefined],
  ])('%s: previous %s, next %s (disabled at the edges)', (input, previous, next) => {
    const info = calculateSubnet(input);
    expect(info.previousBlock).toBe(previous);
    expect(info.nextBlock).toBe(next);
  });
});

describe('address class and type', () => {
  it.each([
    ['0.0.0.0', 'A'],
    ['127.255.255.255', 'A'],
    ['128.0.0.0', 'B'],
    ['191.255.0.1', 'B'],
    ['192.0.0.0', 'C'],
    ['223.1.1.1', 'C'],
    ['224.0.0.1', 'D'],
    ['239.255.255.255', 'D'],
    ['240.0.0.0', 'E'],
    ['255.255.255.255', 'E'],
  ])('%s is class %s', (address, expected) => {
    expect(addressClass(ip(address))).toBe(expected);
  });

  it.each<[string, AddressType]>([
    ['0.1.2.3', 'thisNetwork'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['172.32.0.1', 'public'],
    ['192.168.10.1', 'private'],
    ['100.64.0.1', 'shared'],
    ['100.127.255.255', 'shared'],
    ['100.128.0.0', 'public'],
    ['127.0.0.1', 'loopback'],
    ['169.254.1.1', 'linkLocal'],
    ['192.0.2.10', 'documentation'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.255', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.255', 'benchmarking'],
    ['198.20.0.0', 'public'],
    ['224.0.0.251', 'multicast'],
    ['239.1.1.1', 'multicast'],
    ['255.255.255.255', 'limitedBroadcast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.254', 'reserved'],
    ['8.8.8.8', 'public'],
    ['1.1.1.1', 'public'],
  ])('%s is %s', (address, expected) => {
    expect(addressType(ip(address))).toBe(expected);
  });
});
