import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../../lib/errors';
import { expandRangeText, splitRangeText } from './ipv4-range-expander.service';

const messageKeyOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return isToolInputError(error) ? error.messageKey : 'not a ToolInputError';
  }
  return undefined;
};

describe('expandRangeText', () => {
  it('192.168.1.1 – 192.168.7.255 → 192.168.0.0/21, 1791 / 2048', () => {
    expect(expandRangeText('192.168.1.1', '192.168.7.255')).toEqual({
      subnetStart: '192.168.0.0',
      subnetEnd: '192.168.7.255',
      addressesInRange: '1791',
      addressesInSubnet: '2048',
      cidr: '192.168.0.0/21',
      exactCidrs: ['192.168.1.1/32', '192.168.1.2/31', '192.168.1.4/30', '192.168.1.8/29', '192.168.1.16/28', '192.168.1.32/27', '192.168.1.64/26', '192.168.1.128/25', '192.168.2.0/23', '192.168.4.0/22'],
    });
  });

  it('the defaults 192.168.1.1 – 192.168.6.255 → 192.168.0.0/21, 1535 / 2048', () => {
    const result = expandRangeText('192.168.1.1', '192.168.6.255');
    expect(result).toMatchObject({ cidr: '192.168.0.0/21', addressesInRange: '1535', addressesInSubnet: '2048' });
    expect(result.exactCidrs.slice(-2)).toEqual(['192.168.4.0/23', '192.168.6.0/24']);
  });

  it('10.0.0.1 – 10.0.0.17 → 10.0.0.0/27, 17 / 32', () => {
    expect(expandRangeText('10.0.0.1', '10.0.0.17')).toEqual({
      subnetStart: '10.0.0.0',
      subnetEnd: '10.0.0.31',
      addressesInRange: '17',
      addressesInSubnet: '32',
      cidr: '10.0.0.0/27',
      exactCidrs: ['10.0.0.1/32', '10.0.0.2/31', '10.0.0.4/30', '10.0.0.8/29', '10.0.0.16/31'],
    });
  });

  it('equal start and end give a /32 of one address', () => {
    expect(expandRangeText('10.1.2.3', ' 10.1.2.3 ')).toEqual({
      subnetStart: '10.1.2.3',
      subnetEnd: '10.1.2.3',
      addressesInRange: '1',
      addressesInSubnet: '1',
      cidr: '10.1.2.3/32',
      exactCidrs: ['10.1.2.3/32'],
    });
  });

  it('the full range is 0.0.0.0/0 without overflow', () => {
    expect(expandRangeText('0.0.0.0', '255.255.255.255')).toEqual({
      subnetStart: '0.0.0.0',
      subnetEnd: '255.255.255.255',
      addressesInRange: '4294967296',
      addressesInSubnet: '4294967296',
      cidr: '0.0.0.0/0',
      exactCidrs: ['0.0.0.0/0'],
    });
  });

  it.each([
    ['192.168.1.300', '192.168.1.1', 'invalidStart'],
    ['', '192.168.1.1', 'invalidStart'],
    ['010.0.0.1', '10.0.0.2', 'invalidStart'],
    ['192.168.1.1', '192.168.1', 'invalidEnd'],
    ['192.168.1.1', '3232235777', 'invalidEnd'],
    ['192.168.1.2', '192.168.1.1', 'reversedRange'],
    ['255.255.255.255', '0.0.0.0', 'reversedRange'],
  ])('%j – %j → %s', (start, end, key) => {
    expect(messageKeyOf(() => expandRangeText(start, end))).toBe(key);
  });
});

describe('splitRangeText', () => {
  it.each([
    ['10.0.0.1-10.0.0.17', ['10.0.0.1', '10.0.0.17']],
    [' 10.0.0.1 - 10.0.0.17 ', ['10.0.0.1', '10.0.0.17']],
    ['10.0.0.1 10.0.0.17', ['10.0.0.1', '10.0.0.17']],
    ['10.0.0.1,10.0.0.17', ['10.0.0.1', '10.0.0.17']],
  ])('%j', (text, parts) => {
    expect(splitRangeText(text)).toEqual(parts);
  });

  it('refuses anything but two parts', () => {
    expect(messageKeyOf(() => splitRangeText('10.0.0.1'))).toBe('invalidRange');
    expect(messageKeyOf(() => splitRangeText('1 - 2 - 3'))).toBe('invalidRange');
  });
});
