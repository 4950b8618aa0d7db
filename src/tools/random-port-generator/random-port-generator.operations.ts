import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { MAX_PORT, MIN_PORT, randomPort } from './random-port-generator.service';

/** A random port outside the well-known range, uniform over [min, max] (Web Crypto, rejection sampling). */
export const randomPortGenerator = defineOperation({
  id: 'random-port-generator',
  toolId: 'random-port-generator',
  input: 'none',
  output: 'text',
  options: z.object({ min: z._default(z.int().check(z.minimum(MIN_PORT), z.maximum(MAX_PORT)), MIN_PORT), max: z._default(z.int().check(z.minimum(MIN_PORT), z.maximum(MAX_PORT)), MAX_PORT) }).check(z.refine((range) => range.min <= range.max, { message: 'min must not exceed max' })),
  run: (_input, { min, max }, { random }) => String(randomPort(min, max, random)),
  examples: [
    { description: 'Word 0 → the lowest port of the range', random: [0], output: '1024' },
    { description: '64,512 possible ports: word 64,511 → 1024 + 64,511 = 65535', random: [64511], output: '65535' },
    { description: 'Word 64,512 wraps to 0 (64,512 mod 64,512)', random: [64512], output: '1024' },
    { description: 'Dynamic range 49152–65535 (16,384 ports): word 16,385 → 49152 + 1', options: { min: 49152 }, random: [16385], output: '49153' },
    { description: 'min = max', options: { min: 5000, max: 5000 }, random: [123456], output: '5000' },
  ],
});

export default [randomPortGenerator];
