import { describe, expect, it } from 'vitest';
import { blobChunks } from './blob-chunks';

/** Seeded bytes: every position differs from its neighbours, so a lost or repeated chunk shows. */
function seeded(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let seed = 0x1234567;
  for (let index = 0; index < length; index += 1) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    bytes[index] = seed >>> 24;
  }
  return bytes;
}

async function collect(blob: Blob, signal?: AbortSignal): Promise<{ bytes: Uint8Array }> {
  const parts: Uint8Array[] = [];
  for await (const chunk of blobChunks(blob, { signal })) parts.push(chunk.slice());
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.byteLength;
  }
  return { bytes };
}

describe('blobChunks (in Node: the stream, no helper worker)', () => {
  it.each([
    ['empty', 0],
    ['one byte', 1],
    ['a few chunks', 300_001],
    ['above the read-ahead size', 17 * 1024 * 1024 + 5],
  ])('gives back every byte in order: %s', async (_, length) => {
    const source = seeded(length);
    const { bytes } = await collect(new Blob([source as Uint8Array<ArrayBuffer>, new Uint8Array(0)]));
    expect(bytes.byteLength).toBe(length);
    expect(Buffer.from(bytes).equals(Buffer.from(source))).toBe(true);
  });

  it('stops at an aborted signal', async () => {
    const controller = new AbortController();
    const seen: number[] = [];
    await expect(
      (async () => {
        for await (const chunk of blobChunks(new Blob([seeded(1_000_000) as Uint8Array<ArrayBuffer>]), { signal: controller.signal })) {
          seen.push(chunk.byteLength);
          controller.abort(new DOMException('Stopped.', 'AbortError'));
        }
      })(),
    ).rejects.toThrow('Stopped.');
    expect(seen).toHaveLength(1);
  });
});
