/**
 * Reads a Blob ahead for `blobChunks` (blob-chunks.ts): its stream's chunks are transferred to the
 * thread that asked, at most `window` of them not yet taken ("more" gives one back).
 */
import type { ReadAheadMessage } from './blob-chunks';

/** The worker's global scope, as much of it as is used (the project's types are the DOM's). */
const scope = self as unknown as {
  postMessage(message: ReadAheadMessage, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<{ blob: Blob; window: number } | 'more'>) => void) | null;
};
let credits = 0;
let wake: (() => void) | undefined;

const send = (message: ReadAheadMessage, transfer: Transferable[] = []) => scope.postMessage(message, transfer);

scope.onmessage = ({ data }) => {
  if (data === 'more') {
    credits += 1;
    wake?.();
    return;
  }
  credits = data.window;
  void read(data.blob);
};

async function read(blob: Blob): Promise<void> {
  try {
    const reader = blob.stream().getReader();
    for (;;) {
      while (credits === 0) await new Promise<void>((resolve) => (wake = resolve));
      const { done, value } = await reader.read();
      if (done) break;
      credits -= 1;
      const whole = value.byteOffset === 0 && value.byteLength === value.buffer.byteLength;
      const chunk = (whole ? value.buffer : value.slice().buffer) as ArrayBuffer;
      send({ chunk }, [chunk]);
    }
    send({ done: true });
  } catch (error) {
    const { name, message } = error instanceof Error ? error : new Error(String(error));
    send({ error: { name: name === 'Error' ? 'NotReadableError' : name, message } });
  }
}
