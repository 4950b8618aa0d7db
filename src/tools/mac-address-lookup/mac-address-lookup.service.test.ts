import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../../lib/errors';
import { decodeVendorDatabase, findVendor, lookupMac, type VendorSource } from './mac-address-lookup.service';

/** A tiny registry: an MA-L block owned by the IEEE RA with an MA-M and an MA-S block inside. */
const FAKE: Record<string, string> = {
  '203706': 'Cisco Systems, Inc\n80 West Tasman Drive\nSan Jose CA 94568\nUnited States',
  '001BC5': 'IEEE Registration Authority\n445 Hoes Lane\nPiscataway NJ 08554\nUnited States',
  '001BC50': 'Medium Block Owner\nSomewhere',
  '001BC5001': 'OpenRB.com, Direct SIA\nE. Birznieka-Upisha\nRiga LV-1050\nLatvia',
};
const fake: VendorSource = (prefix) => FAKE[prefix];

const keyOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return isToolInputError(error) ? error.messageKey : 'other';
  }
  return undefined;
};

describe('findVendor (longest prefix first)', () => {
  it.each([
    ['001BC5001ABC', 'OpenRB.com, Direct SIA'],
    ['001BC5002ABC', 'Medium Block Owner'],
    ['001BC5FFFFFF', 'IEEE Registration Authority'],
    ['001BC5001', 'OpenRB.com, Direct SIA'],
    ['001BC50', 'Medium Block Owner'],
    ['001BC5', 'IEEE Registration Authority'],
    ['203706123456', 'Cisco Systems, Inc'],
  ])('%s → %s', (hex, name) => {
    expect(findVendor(hex, fake)?.split('\n')[0]).toBe(name);
  });

  it('asks 9, then 7, then 6 digits', () => {
    const asked: string[] = [];
    findVendor('AABBCCDDEEFF', (prefix) => {
      asked.push(prefix);
      return undefined;
    });
    expect(asked).toEqual(['AABBCCDDE', 'AABBCCD', 'AABBCC']);
  });

  it('is undefined for an unknown prefix', () => {
    expect(findVendor('AABBCCDDEEFF', fake)).toBeUndefined();
  });
});

describe('lookupMac', () => {
  it.each([
    ['20:37:06:12:34:56', '203706123456'],
    ['20-37-06-12-34-56', '203706123456'],
    ['2037.0612.3456', '203706123456'],
    ['203706123456', '203706123456'],
    ['20:37:06', '203706'],
  ])('normalises %j', (text, hex) => {
    const result = lookupMac(text, fake);
    expect(result.hex).toBe(hex);
    expect(result.vendor?.split('\n')[0]).toBe('Cisco Systems, Inc');
    expect(result.type).toBe('universalUnicast');
  });

  it('gives the full registry entry, one item per line', () => {
    expect(lookupMac('00:1B:C5:00:1A:BC', fake).vendor).toBe('OpenRB.com, Direct SIA\nE. Birznieka-Upisha\nRiga LV-1050\nLatvia');
  });

  it.each([
    ['02:00:00:00:00:01', 'localUnicast'],
    ['01:00:5E:00:00:FB', 'universalMulticast'],
    ['FF:FF:FF:FF:FF:FF', 'broadcast'],
  ])('%s is %s', (text, type) => {
    expect(lookupMac(text, fake).type).toBe(type);
  });

  it.each(['20:37:0G:12:34:56', '2037', '20:37:06:12:34:56:78', '', 'hello'])('%j → invalidMac', (text) => {
    expect(keyOf(() => lookupMac(text, fake))).toBe('invalidMac');
  });
});

describe('decodeVendorDatabase', () => {
  it('decodes a hand-written database', () => {
    const text = [
      'oui-vendors 1\toui-data 0.0.1\t2024-01-02\t3\t4',
      'Alpha\nBeta\nGamma',
      'Street A\n\n',
      'City A\nCity B\n',
      'France\t2\n-\t1',
      ':1,:2\n4:0\n:0',
    ].join('\u001e');
    const database = decodeVendorDatabase(text);
    expect(database).toMatchObject({ source: 'oui-data 0.0.1', date: '2024-01-02', entryCount: 3, prefixCount: 4 });
    expect(database.lookup('000000')).toBe('Beta\nCity B\nFrance');
    expect(database.lookup('000001')).toBe('Gamma');
    expect(database.lookup('0000003')).toBe('Alpha\nStreet A\nCity A\nFrance');
    expect(database.lookup('000000000')).toBe('Alpha\nStreet A\nCity A\nFrance');
    expect(database.lookup('000002')).toBeUndefined();
  });

  it('refuses another file', () => {
    expect(() => decodeVendorDatabase('<!doctype html><html></html>')).toThrow();
  });
});
