import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeVendorDatabase, findVendor } from './mac-address-lookup.service';

/**
 * The bundled compact database against the installed oui-data package: every prefix decodes to
 * exactly the package's entry. Fails after an update of oui-data until the file is regenerated:
 *   node src/tools/mac-address-lookup/generate-oui-data.mjs
 */
const require = createRequire(import.meta.url);
const registryFile = require.resolve('oui-data');
const registry = JSON.parse(readFileSync(registryFile, 'utf8')) as Record<string, string>;
const { version } = JSON.parse(readFileSync(join(dirname(registryFile), 'package.json'), 'utf8')) as { version: string };
const database = decodeVendorDatabase(readFileSync(new URL('./data/oui-vendors.txt', import.meta.url), 'utf8'));

describe('the bundled vendor database', () => {
  it('was generated from the installed oui-data version', () => {
    expect(database.source).toBe(`oui-data ${version}`);
    expect(database.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('holds every prefix of oui-data with exactly its entry', () => {
    const keys = Object.keys(registry);
    expect(database.prefixCount).toBe(keys.length);
    const wrong = keys.filter((key) => database.lookup(key) !== registry[key]);
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('knows nothing oui-data does not', () => {
    expect(database.lookup('FFFFFF')).toBe(registry.FFFFFF);
    expect(database.lookup('XYZ')).toBeUndefined();
  });

  it('answers with the longest prefix (MA-S before the IEEE MA-L block)', () => {
    expect(findVendor('001BC5001ABC', database.lookup)?.split('\n')[0]).toBe('OpenRB.com, Direct SIA');
    expect(findVendor('001BC5FFFFFF', database.lookup)?.split('\n')[0]).toBe(registry['001BC5']?.split('\n')[0]);
    expect(findVendor('00000C123456', database.lookup)?.split('\n')[0]).toBe('Cisco Systems, Inc');
  });
});
