// Not an operation run: a file is streamed from its Blob in slices with progress, in a worker of its own that "Cancel" terminates (text is hashed by the operation workers).
import { expose } from 'comlink';
import { hashBlob, type Digests } from './hash-text.service';

const hashTextWorker = {
  /** `onProgress` arrives as a Comlink proxy: each call is a message back to the page. */
  hashFile(file: Blob, onProgress?: (bytesDone: number, totalBytes: number) => void): Promise<Digests> {
    return hashBlob(file, { onProgress });
  },
};

export type HashTextWorker = typeof hashTextWorker;

expose(hashTextWorker);
