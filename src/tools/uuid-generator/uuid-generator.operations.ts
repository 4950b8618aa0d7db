import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { decodeUuid, DEFAULT_QUANTITY, formatUuid, generateUuids, MAX_QUANTITY, MIN_QUANTITY, NAMESPACES, UUID_VERSIONS } from './uuid-generator.service';

/** RFC 9562 Appendix A: the instant of its examples, and random bytes carrying its clock sequence and node. */
const RFC_TIME = Date.UTC(2022, 1, 22, 19, 22, 22);
const RFC_SEED = [0, 0, 0, 0, 0, 0, 0, 0, 0x33, 0xc8, 0x9f, 0x6b, 0xde, 0xce, 0xd8, 0x46];

export const uuidGenerator = defineOperation({
  id: 'uuid-generator',
  toolId: 'uuid-generator',
  input: 'none',
  output: 'text',
  options: z.object({
    version: z._default(z.enum(UUID_VERSIONS), 'v4'),
    quantity: z._default(z.int().check(z.minimum(MIN_QUANTITY), z.maximum(MAX_QUANTITY)), DEFAULT_QUANTITY),
    namespace: z._default(z.string(), NAMESPACES.URL),
    name: z._default(z.string(), ''),
    uppercase: z._default(z.boolean(), false),
    hyphens: z._default(z.boolean(), true),
    wrapper: z._default(z.enum(['none', 'braces', 'urn']), 'none'),
    /** Unix milliseconds for v1/v6/v7; omitted = now. */
    msecs: z.optional(z.int().check(z.minimum(0))),
  }),
  run: (_input, options, { random }) =>
    generateUuids(options, { random, now: options.msecs })
      .map((uuid) => formatUuid(uuid, options))
      .join('\n'),
  examples: [
    { description: 'RFC 9562 A.2: v3, DNS namespace, "www.example.com"', options: { version: 'v3', namespace: NAMESPACES.DNS, name: 'www.example.com' }, output: '5df41881-3aed-3515-88a7-2f4a814cf09e' },
    { description: 'RFC 9562 A.4: v5, DNS namespace, "www.example.com"', options: { version: 'v5', namespace: NAMESPACES.DNS, name: 'www.example.com' }, output: '2ed6657d-e927-568b-95e1-2665a8aea6a2' },
    {
      description: 'RFC 9562 A.3: v4 from its random bits',
      options: { version: 'v4' },
      random: [0x91, 0x91, 0x08, 0xf7, 0x52, 0xd1, 0x33, 0x20, 0x9b, 0xac, 0xf8, 0x47, 0xdb, 0x41, 0x48, 0xa8],
      output: '919108f7-52d1-4320-9bac-f847db4148a8',
    },
    { description: 'RFC 9562 A.1: v1', options: { version: 'v1', msecs: RFC_TIME }, random: RFC_SEED, output: 'c232ab00-9414-11ec-b3c8-9f6bdeced846' },
    { description: 'RFC 9562 A.5: v6, upper case', options: { version: 'v6', msecs: RFC_TIME, uppercase: true }, random: RFC_SEED, output: '1EC9414C-232A-6B00-B3C8-9F6BDECED846' },
    {
      description: 'v7 with zero random bits: 48-bit timestamp, version 7, counter 0 then 1 (RFC 9562 §5.7, §6.2 method 1)',
      options: { version: 'v7', quantity: 2, msecs: 0x017f22e279b0 },
      random: [0],
      output: '017f22e2-79b0-7000-8000-000000000000\n017f22e2-79b0-7000-8000-040000000000',
    },
    { description: 'The NIL UUID as a URN', options: { version: 'NIL', wrapper: 'urn' }, output: 'urn:uuid:00000000-0000-0000-0000-000000000000' },
    { description: 'The Max UUID without hyphens, in braces', options: { version: 'Max', hyphens: false, wrapper: 'braces' }, output: '{ffffffffffffffffffffffffffffffff}' },
  ],
});

export const uuidDecode = defineOperation({
  id: 'uuid-decode',
  toolId: 'uuid-generator',
  input: 'text',
  output: 'data',
  options: z.object({}),
  run: (input) => {
    const decoded = decodeUuid(input);
    return {
      uuid: decoded.uuid,
      version: typeof decoded.kind === 'number' ? `v${decoded.kind}` : decoded.kind === 'nil' ? 'NIL' : 'Max',
      variant: decoded.variant,
      ...(decoded.timestamp ? { timestamp: decoded.timestamp.toISOString() } : {}),
      ...(decoded.clockSequence !== undefined ? { clockSequence: decoded.clockSequence, node: decoded.node } : {}),
    };
  },
  examples: [
    {
      description: 'RFC 9562 A.6 v7 example: 2022-02-22 14:22:22 -05:00',
      input: '017F22E2-79B0-7CC3-98C4-DC0C0C07398F',
      output: { uuid: '017f22e2-79b0-7cc3-98c4-dc0c0c07398f', version: 'v7', variant: 'rfc9562', timestamp: '2022-02-22T19:22:22.000Z' },
    },
    {
      description: 'RFC 9562 A.1 v1 example: clock sequence 0x33C8, node 9F6BDECED846',
      input: 'urn:uuid:c232ab00-9414-11ec-b3c8-9f6bdeced846',
      output: { uuid: 'c232ab00-9414-11ec-b3c8-9f6bdeced846', version: 'v1', variant: 'rfc9562', timestamp: '2022-02-22T19:22:22.000Z', clockSequence: 0x33c8, node: '9f6bdeced846' },
    },
  ],
});

export default [uuidGenerator, uuidDecode];
