/**
 * Raw DEFLATE (RFC 1951) with the platform's CompressionStream / DecompressionStream (browsers and
 * Node 20): no library to ship for the few hundred bytes of a recipe link. Inflating stops as soon
 * as the output passes a limit, so a small "bomb" never grows into memory.
 */

/** Raw DEFLATE of `bytes`. */
export async function deflateRaw(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Compressed data that is not valid raw DEFLATE (damaged, truncated). */
export class InflateError extends Error {
  constructor(message = 'The compressed data is damaged.') {
    super(message);
    this.name = 'InflateError';
  }
}

/** Compressed data that decompresses to more than the limit. */
export class InflateLimitError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The compressed data decompresses to more than ${maxBytes} bytes.`);
    this.name = 'InflateLimitError';
  }
}

/**
 * Inflates raw DEFLATE `bytes`, reading the output piece by piece: an `InflateLimitError` as soon
 * as it passes `maxBytes` (the rest is never decompressed), an `InflateError` for damaged data.
 */
export async function inflateRawWithLimit(bytes: Uint8Array, maxBytes: number): Promise<Uint8Array> {
  const reader = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      throw new InflateError();
    }
    if (chunk.done) break;
    total += chunk.value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new InflateLimitError(maxBytes);
    }
    chunks.push(chunk.value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}
