/**
 * The bytes of a Blob in order, as chunks: how the file hasher and the file inspector read a whole
 * file, on the page, in the operation workers and in Node.
 *
 * In a browser, reading a file is not free for the thread that reads it: each chunk of a File's
 * stream is copied out of the browser process into that thread (measured here: 1 GB in 4.3 s with
 * nothing else to do), and while the thread hashes a chunk no new one arrives. So a blob of
 * `READ_AHEAD_BYTES` or more is read by a helper worker that hands its chunks over (transferred, not
 * copied) while this thread works on the previous ones: the File hasher's SHA-256 of 1 GB on the page
 * took 9.6 s read here and 6.1–6.7 s read ahead (hashing alone 3.3 s). At most `WINDOW` chunks (about a
 * megabyte each) wait, however slow the consumer. Node (the command line) has no global `Worker`;
 * there, and when the helper cannot start, the blob is read as a stream here.
 */

/** Below this, starting a worker costs more than it saves. */
const READ_AHEAD_BYTES = 16 * 1024 * 1024;
/** Chunks read ahead and not yet taken. */
const WINDOW = 16;

export type ReadAheadMessage = { chunk: ArrayBuffer } | { done: true } | { error: { name: string; message: string } };

export async function* blobChunks(blob: Blob, { signal }: { signal?: AbortSignal | undefined } = {}): AsyncGenerator<Uint8Array, void, undefined> {
  let consumed = 0;
  if (blob.size >= READ_AHEAD_BYTES && typeof Worker === 'function') {
    const ahead = readAhead(blob);
    try {
      for (;;) {
        signal?.throwIfAborted();
        const next = await ahead.next();
        if (next === 'unavailable') break;
        if (next === 'done') return;
        consumed += next.byteLength;
        yield next;
        ahead.more();
      }
    } finally {
      ahead.stop();
    }
  }
  // Here: a small blob, no Worker (Node), or a helper that could not start (what it had read is kept).
  const reader = blob.slice(consumed).stream().getReader();
  try {
    for (;;) {
      signal?.throwIfAborted();
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/** The helper worker's side of the exchange, seen from the consumer. */
function readAhead(blob: Blob) {
  const worker = new Worker(new URL('./blob-chunks.worker.ts', import.meta.url), { type: 'module', name: 'read-ahead' });
  const arrived: (ReadAheadMessage | 'unavailable')[] = [];
  let wake: (() => void) | undefined;
  let started = false;
  const push = (message: ReadAheadMessage | 'unavailable') => {
    arrived.push(message);
    wake?.();
  };
  worker.onmessage = ({ data }: MessageEvent<ReadAheadMessage>) => {
    started = true;
    push(data);
  };
  // A worker that fails to load (no nested workers, a blocked script) reports an error event before
  // any message: the consumer reads the rest itself. An error after it started is a real one.
  worker.onerror = (event) => {
    event.preventDefault();
    push(started ? { error: { name: 'NotReadableError', message: event.message || 'The file could not be read.' } } : 'unavailable');
  };
  worker.postMessage({ blob, window: WINDOW });
  return {
    async next(): Promise<Uint8Array | 'done' | 'unavailable'> {
      while (arrived.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      wake = undefined;
      const message = arrived.shift()!;
      if (message === 'unavailable') return message;
      if ('chunk' in message) return new Uint8Array(message.chunk);
      if ('done' in message) return 'done';
      throw new DOMException(message.error.message, message.error.name);
    },
    more: () => worker.postMessage('more'),
    stop: () => worker.terminate(),
  };
}
