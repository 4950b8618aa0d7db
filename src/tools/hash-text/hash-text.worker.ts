import { expose } from 'comlink';
import { hashBlob, hashBytes, hashText, type Digests, type HashAlgorithm } from './hash-text.service';

/**
 * Hashing off the main thread: text of any size (a 10 MB paste) and files, streamed in slices.
 * The screen keeps one worker for text and starts another per file, so a file can be cancelled
 * (terminated) without touching text hashing.
 */
const hashTextWorker = {
  hashText(text: string): Promise<Digests> {
    return hashText(text);
  },
  /**
   * UTF-8 bytes, transferred (not copied): cloning a multi-megabyte string costs the page far more.
   * `algorithms`: only those digests (a large text is split between two workers).
   */
  hashBytes(bytes: Uint8Array, algorithms?: readonly HashAlgorithm[]): Promise<Partial<Digests>> {
    return hashBytes(bytes, algorithms);
  },
  /** `onProgress` arrives as a Comlink proxy: each call is a message back to the page. */
  hashFile(file: Blob, onProgress?: (bytesDone: number, totalBytes: number) => void): Promise<Digests> {
    return hashBlob(file, { onProgress });
  },
};

export type HashTextWorker = typeof hashTextWorker;

expose(hashTextWorker);
