import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { decodeUlidOrUuid, DEFAULT_QUANTITY, formatUlids, generateUlids, MAX_QUANTITY, MAX_TIME, MIN_QUANTITY, ULID_FORMATS } from './ulid-generator.service';

/** 1469918176385 ms is the ULID specification's example time, encoded 01ARYZ6S41. */
export const ulidGenerator = defineOperation({
  id: 'ulid-generator',
  toolId: 'ulid-generator',
  input: 'none',
  output: 'text',
  options: z.object({
    quantity: z._default(z.int().check(z.minimum(MIN_QUANTITY), z.maximum(MAX_QUANTITY)), DEFAULT_QUANTITY),
    format: z._default(z.enum(ULID_FORMATS), 'raw'),
    /** Unix milliseconds; omitted = now. */
    time: z.optional(z.int().check(z.minimum(0), z.maximum(MAX_TIME))),
  }),
  run: (_input, { quantity, format, time }, { random }) => formatUlids(generateUlids(quantity, { random, time }), format),
  examples: [
    {
      description: 'The spec example time with zero random bits; the second ULID of the millisecond is incremented by one',
      options: { quantity: 2, time: 1469918176385 },
      random: [0],
      output: '01ARYZ6S410000000000000000\n01ARYZ6S410000000000000001',
    },
    {
      description: 'JSON array, 2-space indentation; random byte 255 → Z (byte / 8 = 31)',
      options: { format: 'json', time: 1469918176385 },
      random: [255],
      output: '[\n  "01ARYZ6S41ZZZZZZZZZZZZZZZZ"\n]',
    },
  ],
});

export const ulidDecode = defineOperation({
  id: 'ulid-decode',
  toolId: 'ulid-generator',
  input: 'text',
  output: 'data',
  options: z.object({}),
  run: (input) => {
    const { ulid, uuid, time } = decodeUlidOrUuid(input);
    return { ulid, uuid, timestamp: time.toISOString() };
  },
  examples: [
    {
      description: 'The ULID specification example; its 128 bits as a UUID',
      input: '01ARYZ6S41TSV4RRFFQ69G5FAV',
      output: { ulid: '01ARYZ6S41TSV4RRFFQ69G5FAV', uuid: '01563df3-6481-d676-4c61-efb99302bd5b', timestamp: '2016-07-30T22:36:16.385Z' },
    },
    {
      description: 'A UUID converted into a ULID',
      input: '01563DF3-6481-D676-4C61-EFB99302BD5B',
      output: { ulid: '01ARYZ6S41TSV4RRFFQ69G5FAV', uuid: '01563df3-6481-d676-4c61-efb99302bd5b', timestamp: '2016-07-30T22:36:16.385Z' },
    },
  ],
});

export default [ulidGenerator, ulidDecode];
