import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../../lib/errors';
import { convertIpv4, formatIpv6Short, parseIpv4Any } from './ipv4-address-converter.service';

describe('parseIpv4Any', () => {
  it.each([
    ['192.168.1.1', 3232235777],
    ['  192.168.1.1\t', 3232235777],
    ['3232235777', 3232235777],
    ['0xC0A80101', 3232235777],
    ['0xc0a80101', 3232235777],
    ['0XC0A80101', 3232235777],
    ['0', 0],
    ['0x0', 0],
    ['4294967295', 4294967295],
    ['0xFFFFFFFF', 4294967295],
    ['0x1', 1],
    ['167772161', 167772161],
  ])('%j → %i', (text, value) => {
    expect(parseIpv4Any(text)).toBe(value);
  });

  it.each(['-1', '4294967296', '99999999999', '192.168.0', '192.168.0.1.2', '192.168.0.1.', '.192.168.0.1', '192.168.0.a', '256.168.0.1', '', '   ', '0x', '0x123456789', '0xG', '1e3', '1.5', '+1', '010.0.0.1', '0b101', '１２３', '🙂'])(
    'rejects %j with invalidIpv4',
    (text) => {
      let caught: unknown;
      try {
        parseIpv4Any(text);
      } catch (error) {
        caught = error;
      }
      expect(isToolInputError(caught) && caught.messageKey).toBe('invalidIpv4');
    },
  );
});

describe('convertIpv4', () => {
  it.each([
    ['192.168.1.1', '192.168.1.1', '3232235777', 'C0A80101', '11000000101010000000000100000001', '0000:0000:0000:0000:0000:ffff:c0a8:0101', '::ffff:c0a8:101'],
    ['10.0.0.1', '10.0.0.1', '167772161', '0A000001', '00001010000000000000000000000001', '0000:0000:0000:0000:0000:ffff:0a00:0001', '::ffff:a00:1'],
    ['0.0.0.0', '0.0.0.0', '0', '00000000', '00000000000000000000000000000000', '0000:0000:0000:0000:0000:ffff:0000:0000', '::ffff:0:0'],
    ['255.255.255.255', '255.255.255.255', '4294967295', 'FFFFFFFF', '11111111111111111111111111111111', '0000:0000:0000:0000:0000:ffff:ffff:ffff', '::ffff:ffff:ffff'],
  ])('%s in every format', (input, dotted, decimal, hexadecimal, binary, ipv6, ipv6Short) => {
    expect(convertIpv4(input)).toEqual({ dotted, decimal, hexadecimal, binary, ipv6, ipv6Short });
  });

  it('converts back from a decimal or hexadecimal integer', () => {
    expect(convertIpv4('3232235777').dotted).toBe('192.168.1.1');
    expect(convertIpv4('0xC0A80101').dotted).toBe('192.168.1.1');
  });
});

describe('formatIpv6Short (RFC 5952 §4.2)', () => {
  it.each<[number[], string]>([
    [[0x2001, 0xdb8, 0, 0, 0, 0, 0, 1], '2001:db8::1'],
    [[0x2001, 0xdb8, 0, 1, 1, 1, 1, 1], '2001:db8:0:1:1:1:1:1'],
    [[0x2001, 0, 0, 1, 0, 0, 0, 1], '2001:0:0:1::1'],
    [[0x2001, 0xdb8, 0, 0, 1, 0, 0, 1], '2001:db8::1:0:0:1'],
    [[0, 0, 0, 0, 0, 0, 0, 0], '::'],
    [[0, 0, 0, 0, 0, 0, 0, 1], '::1'],
    [[1, 0, 0, 0, 0, 0, 0, 0], '1::'],
  ])('%j → %s', (groups, text) => {
    expect(formatIpv6Short(groups)).toBe(text);
  });
});
