import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { loadVendorDatabase } from './mac-address-lookup.data';
import { lookupMac, MAC_ADDRESS_TYPE_NAMES } from './mac-address-lookup.service';

/**
 * The IEEE registry entry (longest prefix: MA-S, MA-M, then MA-L) and the address type of a MAC
 * address. Expected entries are those of the IEEE registries (MA-L 00-00-0C Cisco; MA-S
 * 00-1B-C5-00-1 in the IEEE-RA block 00-1B-C5); the type follows IEEE 802 bits 0x01 and 0x02.
 */
export const macAddressLookup = defineOperation({
  id: 'mac-address-lookup',
  toolId: 'mac-address-lookup',
  input: 'text',
  output: 'data',
  options: z.object({}),
  run: async (input) => {
    const { vendor, type } = lookupMac(input, (await loadVendorDatabase()).lookup);
    return { vendor: vendor ?? null, addressType: MAC_ADDRESS_TYPE_NAMES[type] };
  },
  examples: [
    {
      description: 'An MA-S block inside an IEEE Registration Authority MA-L block',
      input: '00:1B:C5:00:1A:BC',
      output: { vendor: 'OpenRB.com, Direct SIA\nE. Birznieka-Upisha\nRiga LV-1050\nLatvia', addressType: 'Universally administered unicast' },
    },
    {
      description: 'Cisco dotted notation, OUI 00-00-0C',
      input: '0000.0c12.3456',
      output: { vendor: 'Cisco Systems, Inc\n170 WEST TASMAN DRIVE\nSAN JOSE CA 95134-1706\nUnited States', addressType: 'Universally administered unicast' },
    },
    {
      description: 'A locally administered (randomised) address has no vendor',
      input: '02-00-00-00-00-01',
      output: { vendor: null, addressType: 'Locally administered unicast' },
    },
    { description: 'The broadcast address', input: 'ff:ff:ff:ff:ff:ff', output: { vendor: null, addressType: 'Broadcast' } },
  ],
});

/**
 * Which registry the lookups use: its source, publication date and number of prefixes (loading
 * it, once: the screen runs this as it opens, so the first lookup finds the registry ready).
 * Expected: the header of the bundled data/oui-vendors.txt.
 */
export const macAddressLookupDatabase = defineOperation({
  id: 'mac-address-lookup-database',
  toolId: 'mac-address-lookup',
  input: 'none',
  output: 'data',
  options: z.object({}),
  run: async () => {
    const { source, date, prefixCount } = await loadVendorDatabase();
    return { source, date, prefixCount };
  },
  examples: [{ description: 'The bundled registry', output: { source: 'oui-data 2.1.9', date: '2026-08-26', prefixCount: 53730 } }],
});

export default [macAddressLookup, macAddressLookupDatabase];
