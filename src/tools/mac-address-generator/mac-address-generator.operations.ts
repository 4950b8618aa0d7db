import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { DEFAULT_PREFIX, generateMacAddresses, MAC_CASES, MAC_SEPARATORS, MAX_QUANTITY, MIN_QUANTITY, parseMacPrefix } from './mac-address-generator.service';

/**
 * Random MAC addresses. Expected values follow IEEE 802 addressing: with no prefix the first byte
 * is forced unicast (bit 0x01 cleared) and, when asked, locally administered ((r & 0xFC) | 0x02);
 * Cisco notation is three dot-separated groups of four hex digits.
 */
export const macAddressGenerator = defineOperation({
  id: 'mac-address-generator',
  toolId: 'mac-address-generator',
  input: 'none',
  output: 'text',
  options: z.object({
    quantity: z._default(z.int().check(z.minimum(MIN_QUANTITY), z.maximum(MAX_QUANTITY)), 1),
    prefix: z._default(z.string(), DEFAULT_PREFIX),
    separator: z._default(z.enum(MAC_SEPARATORS), 'colon'),
    letterCase: z._default(z.enum(MAC_CASES), 'uppercase'),
    locallyAdministered: z._default(z.boolean(), true),
  }),
  run: (_input, { prefix, ...options }, { random }) => generateMacAddresses({ ...options, prefix: parseMacPrefix(prefix) }, random),
  examples: [
    {
      description: 'Injected bytes 00 01 02 03 04 05, no prefix, universal: the first byte stays 00',
      options: { prefix: '', locallyAdministered: false },
      random: [0, 1, 2, 3, 4, 5],
      output: '00:01:02:03:04:05',
    },
    {
      description: 'No prefix, locally administered: first byte 0xFF becomes (0xFF & 0xFC) | 0x02 = 0xFE',
      options: { prefix: '' },
      random: [0xff, 0x01, 0x02, 0x03, 0x04, 0x05],
      output: 'FE:01:02:03:04:05',
    },
    {
      description: 'The default prefix 64:16:7F, Cisco dotted, lower case, two addresses',
      options: { quantity: 2, separator: 'dot', letterCase: 'lowercase' },
      random: [0x12, 0xab, 0x9c],
      output: '6416.7f12.ab9c\n6416.7f12.ab9c',
    },
    {
      description: 'A bare prefix split into pairs from the left (0123456 → 01:23:45:06), hyphens',
      options: { prefix: '0123456', separator: 'hyphen' },
      random: [0xee, 0xff],
      output: '01-23-45-06-EE-FF',
    },
  ],
});

export default [macAddressGenerator];
