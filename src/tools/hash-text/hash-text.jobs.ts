import type { JobContext } from '../../engine/worker/jobs';
import { hashBlob, type Digests } from './hash-text.service';

/**
 * Run in the operation workers (never loaded on the page). A file is streamed from its Blob in
 * slices, never read whole; "Cancel" terminates the worker that hashes it (the pool starts another).
 */
export function hashFile(file: Blob, { progress }: JobContext): Promise<Digests> {
  return hashBlob(file, { onProgress: progress });
}
