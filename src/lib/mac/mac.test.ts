import { describe, expect, it } from 'vitest';
import { macAddressType, normaliseMacAddress, parseMac48, type MacAddressType } from './mac';

describe('normaliseMacAddress', () => {
  it.each([
    ['20:37:06:12:34:56', '203706123456'],
    ['20:37:06', '203706'],
    ['20:37:06:12', '20370612'],
    ['00-0C-29-AB-CD-EF', '000C29ABCDEF'],
    ['00-0c-29-ab-cd-ef', '000C29ABCDEF'],
    ['  aa:bb:cc:dd:ee:ff \n', 'AABBCCDDEEFF'],
    ['0011.2233.4455', '001122334455'],
    ['abcd.EF01.2345', 'ABCDEF012345'],
    ['203706', '203706'],
    ['2037061', '2037061'],
    ['001BC5001ABC', '001BC5001ABC'],
    ['00:1B:C5:00:1A:BC', '001BC5001ABC'],
  ])('%j → %s', (text, hex) => {
    expect(normaliseMacAddress(text)).toBe(hex);
  });

  it.each(['', '   ', '20:37:0G:12:34:56', '2037', '20370', '20:37', '20:37:06:12:34:56:78', '2037061234567', '20:37:06:12:34:5', '20:37:06:', ':20:37:06', '2037.0612.3456.7890', '2037.0612', '20 37 06', '20::37:06', 'g0:37:06', '🙂🙂🙂', 'x'.repeat(200_000)])(
    'rejects %j',
    (text) => {
      expect(normaliseMacAddress(text)).toBeUndefined();
    },
  );
});

describe('parseMac48', () => {
  it('needs exactly 6 bytes', () => {
    expect(Array.from(parseMac48('20:37:06:12:34:56') ?? [])).toEqual([0x20, 0x37, 0x06, 0x12, 0x34, 0x56]);
    expect(Array.from(parseMac48('2037.0612.3456') ?? [])).toEqual([0x20, 0x37, 0x06, 0x12, 0x34, 0x56]);
    expect(parseMac48('20:37:06')).toBeUndefined();
    expect(parseMac48('2037061234')).toBeUndefined();
  });
});

describe('macAddressType', () => {
  it.each<[string, MacAddressType]>([
    ['203706123456', 'universalUnicast'],
    ['02AABBCCDDEE', 'localUnicast'],
    ['DA0000000000', 'localUnicast'],
    ['01005E000001', 'universalMulticast'],
    ['333300000001', 'localMulticast'],
    ['030000000001', 'localMulticast'],
    ['FFFFFFFFFFFF', 'broadcast'],
    ['FFFFFF', 'localMulticast'],
  ])('%s is %s', (hex, type) => {
    expect(macAddressType(hex)).toBe(type);
  });
});
