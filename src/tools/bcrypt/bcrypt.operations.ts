import bcrypt from 'bcryptjs';
import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { compareWithHash, DEFAULT_ROUNDS, hashString, MAX_ROUNDS, MIN_ROUNDS, parseBcryptHash, type ProgressCallback } from './bcrypt.service';

/** The random bytes behind a reference vector's salt, so the example reproduces it exactly. */
const saltBytes = (salt: string) => bcrypt.decodeBase64(salt, 16);

/**
 * From this cost on, hashing takes about a second or more (cost 10: ~60 ms, each step doubles it)
 * and reports its progress; below it the hash runs in one go, which is faster (bcrypt.service.ts).
 */
export const PROGRESS_FROM_ROUNDS = 13;

/** A run's progress is counted in per-mille of bcrypt's rounds. */
const PROGRESS_TOTAL = 1000;

/**
 * The progress callback the service gets: only at costs that take seconds. Every run first says it
 * has started (0 done), so a screen can time the hash itself, without the wait for a worker.
 */
function progressFor(cost: number, progress: ProgressCallback | undefined): ProgressCallback | undefined {
  progress?.(0, PROGRESS_TOTAL);
  return cost >= PROGRESS_FROM_ROUNDS ? progress : undefined;
}

function costOf(hash: string): number {
  try {
    return parseBcryptHash(hash)?.cost ?? 0;
  } catch {
    return 0; // compareWithHash reports the malformed hash
  }
}

/** Expected values: jBCrypt's reference vectors (from OpenBSD bcrypt), with the `$2b$` prefix we emit. */
export const bcryptHash = defineOperation({
  id: 'bcrypt-hash',
  toolId: 'bcrypt',
  input: 'text',
  output: 'text',
  options: z.object({ rounds: z._default(z.int().check(z.minimum(MIN_ROUNDS), z.maximum(MAX_ROUNDS)), DEFAULT_ROUNDS) }),
  run: async (input, { rounds }, { random, progress }) => (await hashString(input, rounds, { random, onProgress: progressFor(rounds, progress) })).hash,
  costly: ({ rounds }) => rounds >= PROGRESS_FROM_ROUNDS,
  examples: [
    {
      description: 'jBCrypt vector: "abc", cost 6, salt If6bvum7DFjUnE9p2uDeDu',
      input: 'abc',
      options: { rounds: 6 },
      random: saltBytes('If6bvum7DFjUnE9p2uDeDu'),
      output: '$2b$06$If6bvum7DFjUnE9p2uDeDu0YHzrHM6tf.iqN8.yx.jNN1ILEf7h0i',
    },
    {
      description: 'jBCrypt vector: the empty string, cost 6, salt DCq7YPn5Rq63x1Lad4cll.',
      input: '',
      options: { rounds: 6 },
      random: saltBytes('DCq7YPn5Rq63x1Lad4cll.'),
      output: '$2b$06$DCq7YPn5Rq63x1Lad4cll.TV4S6ytwfsfvkgY8jIucDrjc8deX1s.',
    },
  ],
});

export const bcryptCompare = defineOperation({
  id: 'bcrypt-compare',
  toolId: 'bcrypt',
  input: 'text',
  output: 'text',
  options: z.object({ hash: z._default(z.string(), '') }),
  run: async (input, { hash }, { progress }) => ((await compareWithHash(input, hash, progressFor(costOf(hash), progress))) ? 'Yes' : 'No'),
  costly: ({ hash }) => costOf(hash) >= PROGRESS_FROM_ROUNDS,
  examples: [
    { description: 'jBCrypt vector, $2a$ form', detect: false, input: 'abcdefghijklmnopqrstuvwxyz', options: { hash: '$2a$06$.rCVZVOThsIa97pEDOxvGuRRgzG64bvtJ0938xuqzv18d3ZpQhstC' }, output: 'Yes' },
    { description: 'Same vector written $2y$ (PHP)', detect: false, input: 'abcdefghijklmnopqrstuvwxyz', options: { hash: '$2y$06$.rCVZVOThsIa97pEDOxvGuRRgzG64bvtJ0938xuqzv18d3ZpQhstC' }, output: 'Yes' },
    { description: 'Another string', detect: false, input: 'abcdefghijklmnopqrstuvwxy', options: { hash: '$2a$06$.rCVZVOThsIa97pEDOxvGuRRgzG64bvtJ0938xuqzv18d3ZpQhstC' }, output: 'No' },
  ],
});

export default [bcryptHash, bcryptCompare];
