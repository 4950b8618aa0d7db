import { expose } from 'comlink';
import { computeHmac, computeHmacOfBlob, type HmacAlgorithm } from './hmac-generator.service';

/** HMAC off the main thread, so a multi-megabyte message or a large file never blocks the page. */
const hmacWorker = {
  /** The message arrives as transferred UTF-8 bytes (cloning a large string costs the page more). */
  hmacBytes(algorithm: HmacAlgorithm, key: Uint8Array, message: Uint8Array): Uint8Array {
    return computeHmac(algorithm, key, message);
  },
  hmacFile(algorithm: HmacAlgorithm, key: Uint8Array, file: Blob): Promise<Uint8Array> {
    return computeHmacOfBlob(algorithm, key, file);
  },
};

export type HmacWorker = typeof hmacWorker;

expose(hmacWorker);
