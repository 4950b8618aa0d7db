/**
 * Reads a Blob ahead for `blobChunks` (blob-chunks.ts): chunks of `chunkBytes` are transferred to
 * the thread that asked, at most `window` of them not yet given back. Given-back buffers are read
 * into again: no fresh memory after the first `window` chunks.
 */
import type { ReadAheadMessage, ReadAheadRequest } from './blob-chunks';

/** The worker's global scope, as much of it as is used (the project's types are the DOM's). */
const scope = self as unknown as {
  postMessage(message: ReadAheadMessage, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<ReadAheadRequest | { back: ArrayBuffer }>) => void) | null;
};

/** Buffers given back, to read into again. */
const pool: ArrayBuffer[] = [];
/** Chunks handed over and not given back yet. */
let handedOut = 0;
let windowSize = 1;
let chunkBytes = 1;
let wake: (() => void) | undefined;

scope.onmessage = ({ data }) => {
  if ('back' in data) {
    handedOut -= 1;
    if (data.back.byteLength === chunkBytes) pool.push(data.back);
    wake?.();
    return;
  }
  ({ window: windowSize, chunkBytes } = data);
  void read(data.blob);
};

/** Waits until fewer than `windowSize` chunks are out. */
async function slot(): Promise<void> {
  while (handedOut >= windowSize) await new Promise<void>((resolve) => (wake = resolve));
  wake = undefined;
}

function send(message: ReadAheadMessage, transfer: Transferable[] = []): void {
  if ('chunk' in message) handedOut += 1;
  scope.postMessage(message, transfer);
}

/**
 * Reads `blob` into pooled buffers with a BYOB reader, where its stream is a byte stream (Chromium,
 * Firefox). The loop does nothing but read: measured in Chromium on this machine, 1 GB of a File
 * came in 1.9–3.7 s this way, in 5–8 s when each megabyte went into fresh memory (every page of it
 * faulted in) or was copied out before the next read.
 */
async function read(blob: Blob): Promise<void> {
  try {
    const reader = byobReader(blob);
    if (!reader) return await readDefault(blob);
    for (let done = false; !done; ) {
      await slot();
      let buffer = pool.pop() ?? new ArrayBuffer(chunkBytes);
      let filled = 0;
      while (filled < chunkBytes && !done) {
        const result = await reader.read(new Uint8Array(buffer, filled, chunkBytes - filled));
        done = result.done;
        // The view read into comes back (its buffer transferred), also when done.
        if (result.value) {
          buffer = result.value.buffer as ArrayBuffer;
          filled += result.value.byteLength;
        }
      }
      if (filled === 0) break;
      send({ chunk: buffer, length: filled }, [buffer]);
    }
    send({ done: true });
  } catch (error) {
    const { name, message } = error instanceof Error ? error : new Error(String(error));
    send({ error: { name: name === 'Error' ? 'NotReadableError' : name, message } });
  }
}

/** A BYOB reader of the blob's stream, where it is a byte stream; else undefined. */
function byobReader(blob: Blob): ReadableStreamBYOBReader | undefined {
  try {
    return blob.stream().getReader({ mode: 'byob' });
  } catch {
    return undefined;
  }
}

/** The chunks of the stream's default reader, as they come. */
async function readDefault(blob: Blob): Promise<void> {
  const reader = blob.stream().getReader();
  for (;;) {
    await slot();
    const { done, value } = await reader.read();
    if (done) break;
    const whole = value.byteOffset === 0 && value.byteLength === value.buffer.byteLength;
    const chunk = (whole ? value.buffer : value.slice().buffer) as ArrayBuffer;
    send({ chunk, length: chunk.byteLength }, [chunk]);
  }
  send({ done: true });
}
