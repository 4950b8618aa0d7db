import { expose } from 'comlink';
import { compareWithHash, hashString, type HashResult, type ProgressCallback } from './bcrypt.service';

/**
 * Bcrypt off the main thread. The screen runs hashing and comparing in two workers of their own,
 * so a newer request (or "Cancel") terminates only the job it replaces.
 */
const bcryptWorker = {
  hash(text: string, rounds: number, onProgress?: ProgressCallback): Promise<HashResult> {
    return hashString(text, rounds, { onProgress });
  },
  compare(text: string, hash: string, onProgress?: ProgressCallback): Promise<boolean> {
    return compareWithHash(text, hash, onProgress);
  },
};

export type BcryptWorker = typeof bcryptWorker;

expose(bcryptWorker);
