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

  it.each<[string, number[], [number, number][]]>([
    ['an empty blob: one report, at the end', [0], [[0, 0]]],
    ['under the step: one report, at the end', [1000, 2000], [[3000, 3000]]],
    // The step is 4 MiB: a report once at least that much more has been taken, and the end once.
    ['across several steps', [3 << 20, 2 << 20, 2 << 20, 1 << 20, 5, 4 << 20], [[5 << 20, (12 << 20) + 5], [(12 << 20) + 5, (12 << 20) + 5]]],
    ['ending on a step: no second end report', [4 << 20], [[4 << 20, 4 << 20]]],
  ])('reports progress after the consumer took the bytes: %s', async (_, parts, expected) => {
    const blob = new Blob(parts.map((length) => new Uint8Array(length)));
    const reports: [number, number][] = [];
    let taken = 0;
    for await (const chunk of blobChunks(blob, { onProgress: (done, total) => reports.push([done, total]) })) {
      // Nothing is reported beyond what the consumer has finished with.
      expect(reports.at(-1)?.[0] ?? 0).toBeLessThanOrEqual(taken);
      taken += chunk.byteLength;
    }
    expect(reports).toEqual(expected);
  });

  it('gives no end report to a consumer that stops early', async () => {
    const reports: number[] = [];
    for await (const chunk of blobChunks(new Blob([new Uint8Array(1000), new Uint8Array(1000)]), { onProgress: (done) => reports.push(done) })) {
      expect(chunk.byteLength).toBeGreaterThan(0);
      break;
    }
    expect(reports).toEqual([]);
  });
});
