import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { ADDRESS_TYPE_NAMES, calculateSubnet } from './ipv4-subnet-calculator.service';

/**
 * Everything about an IPv4 address or CIDR block. Expected values are hand-computed from the
 * block arithmetic (network = address AND mask, size 2^(32−N)), RFC 3021 for /31 and the IANA
 * special-purpose registry for the address type.
 */
export default [
  defineOperation({
    id: 'ipv4-subnet-calculator',
    toolId: 'ipv4-subnet-calculator',
    input: 'text',
    output: 'data',
    options: z.object({}),
    run: (input) => {
      const info = calculateSubnet(input);
      return { ...info, addressType: ADDRESS_TYPE_NAMES[info.addressType] };
    },
    examples: [
      {
        description: 'A private /24 (RFC 1918)',
        input: '192.168.0.1/24',
        output: {
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
          addressType: 'Private (RFC 1918)',
          previousBlock: '192.167.255.0/24',
          nextBlock: '192.168.1.0/24',
        },
      },
      {
        description: 'A dotted netmask after a space; /31 is a point-to-point link without broadcast (RFC 3021)',
        input: '198.51.100.9 255.255.255.254',
        output: {
          cidrBlock: '198.51.100.8/31',
          networkAddress: '198.51.100.8',
          netmask: '255.255.255.254',
          netmaskBinary: '11111111.11111111.11111111.11111110',
          cidrNotation: '/31',
          wildcardMask: '0.0.0.1',
          networkSize: '2',
          usableHosts: '2',
          firstUsable: '198.51.100.8',
          lastUsable: '198.51.100.9',
          broadcast: undefined,
          ipClass: 'C',
          addressType: 'Documentation (RFC 5737)',
          previousBlock: '198.51.100.6/31',
          nextBlock: '198.51.100.10/31',
        },
      },
    ],
  }),
];
