import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { chosenSubnet, computeGlobalId, DEFAULT_MAC, DEFAULT_SUBNET_ID, formatUlaPrefix, parseUlaMac, ulaBlocks } from './ipv6-ula-generator.service';

/**
 * An RFC 4193 unique local IPv6 prefix. The Global ID is SHA-1(64-bit NTP time ‖ EUI-64 of the
 * MAC), last 40 bits; `time` (ISO 8601) fixes the time of day, otherwise now. Expected values were
 * computed independently with Python's hashlib and struct.
 */
export const ipv6UlaGenerator = defineOperation({
  id: 'ipv6-ula-generator',
  toolId: 'ipv6-ula-generator',
  input: 'none',
  output: 'data',
  options: z.object({
    mac: z._default(z.string(), DEFAULT_MAC),
    subnetId: z._default(z.string(), DEFAULT_SUBNET_ID),
    time: z.optional(z.iso.datetime()),
  }),
  run: async (_input, { mac, subnetId, time }) => {
    const prefix = formatUlaPrefix(await computeGlobalId(parseUlaMac(mac), time === undefined ? Date.now() : Date.parse(time)));
    return { ...ulaBlocks(prefix), chosenSubnet: chosenSubnet(prefix, subnetId) };
  },
  examples: [
    {
      description: 'NTP time BC17C200 00000000 (2000-01-01), EUI-64 2237:06ff:fe12:3456: SHA-1 ends in 77d8b71dcd',
      options: { time: '2000-01-01T00:00:00Z' },
      output: { ula: 'fd77:d8b7:1dcd::/48', firstBlock: 'fd77:d8b7:1dcd:0::/64', lastBlock: 'fd77:d8b7:1dcd:ffff::/64', chosenSubnet: 'fd77:d8b7:1dcd:1::/64' },
    },
    {
      description: 'Another MAC and time (fraction 1F7CED91 for 123 ms), subnet 002A written as 2a',
      options: { mac: '00:0c:29:ab:cd:ef', subnetId: '002A', time: '2009-02-13T23:31:30.123Z' },
      output: { ula: 'fdb9:8c1b:9331::/48', firstBlock: 'fdb9:8c1b:9331:0::/64', lastBlock: 'fdb9:8c1b:9331:ffff::/64', chosenSubnet: 'fdb9:8c1b:9331:2a::/64' },
    },
  ],
});

export default [ipv6UlaGenerator];
