import { expose } from 'comlink';
import { compareWithHash, hashString, parseBcryptHash, type HashResult, type ProgressCallback } from './bcrypt.service';

/**
 * From this cost on, hashing takes about a second or more (cost 10: ~60 ms, each step doubles it)
 * and reports its progress; below it the hash runs in one go, which is faster (bcrypt.service.ts).
 */
export const PROGRESS_FROM_ROUNDS = 13;

const withProgress = (rounds: number, onProgress?: ProgressCallback) => (rounds >= PROGRESS_FROM_ROUNDS ? onProgress : undefined);

/**
 * Bcrypt off the main thread. The screen runs hashing and comparing in two workers of their own,
 * so a newer request (or "Cancel") terminates only the job it replaces.
 */
const bcryptWorker = {
  hash(text: string, rounds: number, onProgress?: ProgressCallback): Promise<HashResult> {
    return hashString(text, rounds, { onProgress: withProgress(rounds, onProgress) });
  },
  compare(text: string, hash: string, onProgress?: ProgressCallback): Promise<boolean> {
    let cost = 0;
    try {
      cost = parseBcryptHash(hash)?.cost ?? 0;
    } catch {
      // compareWithHash reports the malformed hash
    }
    return compareWithHash(text, hash, withProgress(cost, onProgress));
  },
};

export type BcryptWorker = typeof bcryptWorker;

expose(bcryptWorker);
