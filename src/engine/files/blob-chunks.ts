/**
 * The bytes of a Blob in order, as chunks: how the file hasher and the file inspector read a whole
 * file, on the page, in the operation workers and in Node.
 *
 * In a browser, reading a file is not free for the thread that reads it: each chunk of a File's
 * stream is copied out of the browser process, and while the thread hashes a chunk no new one
 * arrives. So a blob of `READ_AHEAD_BYTES` or more is read by a helper worker
 * (blob-chunks.worker.ts) into `WINDOW` buffers of `CHUNK_BYTES` that go back and forth: transferred
 * to this thread, given back when the next chunk is asked for, read into again. A chunk is therefore
 * the consumer's only until it asks for the next one — copy what must be kept. The File hasher's
 * SHA-256 of 1 GB on the page (scripts/bench.mjs): 9.6 s read here, 6.1–6.7 s through a helper
 * handing over the stream's default chunks, 4.5–5.5 s with reused buffers (hashing alone 3.3 s; see
 * the worker for the reading figures). Node (the command line) has no global `Worker`; there, and when
 * the helper cannot start, the blob is read as a stream here.
 */

/** Below this, starting a worker costs more than it saves. */
const READ_AHEAD_BYTES = 16 * 1024 * 1024;
/** Buffers in use between the helper and the consumer. */
const WINDOW = 16;
/** Their size. */
const CHUNK_BYTES = 1024 * 1024;

export type ReadAheadRequest = { blob: Blob; window: number; chunkBytes: number };
export type ReadAheadMessage = { chunk: ArrayBuffer; length: number } | { done: true } | { error: { name: string; message: string } };

/** Progress is reported at most once per this many bytes, and once at the end. */
const PROGRESS_STEP_BYTES = 4 * 1024 * 1024;

export interface BlobChunksOptions {
  signal?: AbortSignal | undefined;
  /**
   * Told the bytes consumed so far and the blob's size, after the consumer has taken a chunk: at most
   * once per 4 MB, and once when the blob has been read to its end (an empty one too). A consumer
   * that stops early gets no end report.
   */
  onProgress?: ((bytesDone: number, totalBytes: number) => void) | undefined;
}

export async function* blobChunks(blob: Blob, { signal, onProgress }: BlobChunksOptions = {}): AsyncGenerator<Uint8Array, void, undefined> {
  if (!onProgress) return yield* chunksOf(blob, signal);
  let done = 0;
  let reported = 0;
  for await (const chunk of chunksOf(blob, signal)) {
    const length = chunk.byteLength;
    yield chunk;
    done += length;
    if (done - reported >= PROGRESS_STEP_BYTES) {
      reported = done;
      onProgress(done, blob.size);
    }
  }
  if (done !== reported || done === 0) onProgress(done, blob.size);
}

async function* chunksOf(blob: Blob, signal: AbortSignal | undefined): AsyncGenerator<Uint8Array, void, undefined> {
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
        ahead.giveBack(next);
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
  worker.postMessage({ blob, window: WINDOW, chunkBytes: CHUNK_BYTES } satisfies ReadAheadRequest);
  return {
    async next(): Promise<Uint8Array | 'done' | 'unavailable'> {
      while (arrived.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      wake = undefined;
      const message = arrived.shift()!;
      if (message === 'unavailable') return message;
      if ('chunk' in message) return new Uint8Array(message.chunk, 0, message.length);
      if ('done' in message) return 'done';
      throw new DOMException(message.error.message, message.error.name);
    },
    /** The chunk's buffer back to the helper, to read into again (the chunk is detached here). */
    giveBack: (chunk: Uint8Array) => worker.postMessage({ back: chunk.buffer }, [chunk.buffer]),
    stop: () => worker.terminate(),
  };
}
