import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { expandRangeText, splitRangeText } from './ipv4-range-expander.service';

/**
 * An IPv4 range "start - end": its covering block and the exact list of CIDR blocks. Expected
 * values by hand: 10.0.0.1 and 10.0.0.17 share 27 leading bits (they differ in bit 4), so the
 * covering block is 10.0.0.0/27; the exact list takes the largest aligned block at each step.
 */
export default [
  defineOperation({
    id: 'ipv4-range-expander',
    toolId: 'ipv4-range-expander',
    input: 'text',
    output: 'data',
    options: z.object({}),
    run: (input) => expandRangeText(...splitRangeText(input)),
    examples: [
      {
        description: 'The spec example 10.0.0.1 – 10.0.0.17',
        input: '10.0.0.1 - 10.0.0.17',
        output: {
          subnetStart: '10.0.0.0',
          subnetEnd: '10.0.0.31',
          addressesInRange: '17',
          addressesInSubnet: '32',
          cidr: '10.0.0.0/27',
          exactCidrs: ['10.0.0.1/32', '10.0.0.2/31', '10.0.0.4/30', '10.0.0.8/29', '10.0.0.16/31'],
        },
      },
      {
        description: 'The whole address space is one /0',
        input: '0.0.0.0-255.255.255.255',
        output: {
          subnetStart: '0.0.0.0',
          subnetEnd: '255.255.255.255',
          addressesInRange: '4294967296',
          addressesInSubnet: '4294967296',
          cidr: '0.0.0.0/0',
          exactCidrs: ['0.0.0.0/0'],
        },
      },
    ],
  }),
];
