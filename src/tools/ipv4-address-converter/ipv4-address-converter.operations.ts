import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { convertIpv4 } from './ipv4-address-converter.service';

/**
 * An IPv4 address in every notation. Expected values computed by hand: 192.168.1.1 =
 * 192·2^24 + 168·2^16 + 1·2^8 + 1 = 3232235777 = 0xC0A80101; IPv4-mapped IPv6 per RFC 4291
 * §2.5.5.2, short form per RFC 5952.
 */
export default [
  defineOperation({
    id: 'ipv4-address-converter',
    toolId: 'ipv4-address-converter',
    input: 'text',
    output: 'data',
    options: z.object({}),
    run: (input) => convertIpv4(input),
    examples: [
      {
        description: 'A dotted quad',
        input: '192.168.1.1',
        output: {
          dotted: '192.168.1.1',
          decimal: '3232235777',
          hexadecimal: 'C0A80101',
          binary: '11000000101010000000000100000001',
          ipv6: '0000:0000:0000:0000:0000:ffff:c0a8:0101',
          ipv6Short: '::ffff:c0a8:101',
        },
      },
      {
        description: 'Back from a hexadecimal integer: 0x0A000001 = 10.0.0.1 (leading zero kept in hex and binary)',
        input: '0x0A000001',
        output: {
          dotted: '10.0.0.1',
          decimal: '167772161',
          hexadecimal: '0A000001',
          binary: '00001010000000000000000000000001',
          ipv6: '0000:0000:0000:0000:0000:ffff:0a00:0001',
          ipv6Short: '::ffff:a00:1',
        },
      },
    ],
  }),
];
