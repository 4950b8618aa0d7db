/**
 * The animated WebP container (RIFF), written from still WebP frames: the file begins with
 * `RIFF <size> WEBP`, then `VP8X` (canvas size and the animation flag), `ANIM` (background colour
 * and loop count), and one `ANMF` chunk per frame holding its offset, size, duration, blending and
 * disposal, then the frame's own `ALPH` and `VP8 `/`VP8L` chunks — as the WebP container
 * specification (Google, "WebP Container Specification", Extended File Format) lays it out.
 */

export interface RiffChunk {
  fourcc: string;
  data: Uint8Array;
}

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
const fourcc = (bytes: Uint8Array, at: number) => String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);

function uint24(target: Uint8Array, at: number, value: number): void {
  target[at] = value & 0xff;
  target[at + 1] = (value >>> 8) & 0xff;
  target[at + 2] = (value >>> 16) & 0xff;
}

/** The chunks of a WebP file (`RIFF … WEBP` then chunks, each padded to an even size). */
export function readWebpChunks(bytes: Uint8Array): RiffChunk[] {
  if (bytes.length < 12 || fourcc(bytes, 0) !== 'RIFF' || fourcc(bytes, 8) !== 'WEBP') throw new Error('not a WebP file');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = Math.min(bytes.length, 8 + view.getUint32(4, true));
  return readChunks(bytes, 12, end);
}

/** The chunks from `start` to `end` (the payload of an `ANMF` after its 16-byte header, or a file's after `WEBP`). */
export function readChunks(bytes: Uint8Array, start: number, end: number): RiffChunk[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: RiffChunk[] = [];
  let at = start;
  while (at + 8 <= end) {
    const size = view.getUint32(at + 4, true);
    if (at + 8 + size > end) throw new Error('a chunk runs past the end of the file');
    chunks.push({ fourcc: fourcc(bytes, at), data: bytes.subarray(at + 8, at + 8 + size) });
    at += 8 + size + (size & 1);
  }
  return chunks;
}

function chunk(name: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(8 + data.length + (data.length & 1));
  out.set(ascii(name), 0);
  new DataView(out.buffer).setUint32(4, data.length, true);
  out.set(data, 8);
  return out;
}

function concat(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export interface WebpFrame {
  /** A still WebP file (as libwebp writes it): its `ALPH` and `VP8 `/`VP8L` chunks become the frame. */
  image: Uint8Array;
  width: number;
  height: number;
  /** Milliseconds, at most 2^24 − 1. */
  duration: number;
}

/**
 * One animated WebP of `frames`, each covering the whole canvas and drawn without blending (so a
 * frame's own transparency shows through to the background, as in the source).
 * `loop` is the number of times the animation plays, 0 for ever.
 */
export function animatedWebp(frames: readonly WebpFrame[], canvas: { width: number; height: number; loop: number }): Uint8Array<ArrayBuffer> {
  if (frames.length === 0) throw new Error('no frame');
  let alpha = false;
  const anmf = frames.map((frame) => {
    const inner = readWebpChunks(frame.image).filter((part) => part.fourcc === 'ALPH' || part.fourcc === 'VP8 ' || part.fourcc === 'VP8L');
    if (!inner.some((part) => part.fourcc === 'VP8 ' || part.fourcc === 'VP8L')) throw new Error('a frame has no image data');
    if (inner.some((part) => part.fourcc === 'ALPH' || part.fourcc === 'VP8L')) alpha = true;
    const header = new Uint8Array(16);
    // Frame X and Y (in units of two pixels) stay 0: every frame covers the canvas.
    uint24(header, 6, frame.width - 1);
    uint24(header, 9, frame.height - 1);
    uint24(header, 12, Math.max(0, Math.min(0xffffff, Math.round(frame.duration))));
    // Bit 1: do not blend (the frame replaces the canvas); bit 0: no disposal.
    header[15] = 0b10;
    return chunk('ANMF', concat([header, ...inner.map((part) => chunk(part.fourcc, part.data))]));
  });
  const vp8x = new Uint8Array(10);
  // Flags: alpha (0x10) when a frame has transparency, animation (0x02).
  vp8x[0] = (alpha ? 0x10 : 0) | 0x02;
  uint24(vp8x, 4, canvas.width - 1);
  uint24(vp8x, 7, canvas.height - 1);
  const anim = new Uint8Array(6);
  // Background colour (B, G, R, A) transparent white; the loop count, 0 for ever.
  anim.set([0xff, 0xff, 0xff, 0x00], 0);
  new DataView(anim.buffer).setUint16(4, Math.max(0, Math.min(0xffff, canvas.loop)), true);
  const body = concat([ascii('WEBP'), chunk('VP8X', vp8x), chunk('ANIM', anim), ...anmf]);
  const header = new Uint8Array(8);
  header.set(ascii('RIFF'), 0);
  new DataView(header.buffer).setUint32(4, body.length, true);
  return concat([header, body]);
}

/** What a reader needs of an animated WebP: canvas, loop count and each frame's header and chunks. */
export function readAnimatedWebp(bytes: Uint8Array): {
  chunks: string[];
  width: number;
  height: number;
  flags: number;
  loop: number;
  frames: { width: number; height: number; duration: number; flags: number; chunks: RiffChunk[] }[];
} {
  const chunks = readWebpChunks(bytes);
  const vp8x = chunks.find((part) => part.fourcc === 'VP8X')?.data;
  const anim = chunks.find((part) => part.fourcc === 'ANIM')?.data;
  if (!vp8x || !anim) throw new Error('not an animated WebP');
  const u24 = (data: Uint8Array, at: number) => data[at]! | (data[at + 1]! << 8) | (data[at + 2]! << 16);
  return {
    chunks: chunks.map((part) => part.fourcc),
    width: u24(vp8x, 4) + 1,
    height: u24(vp8x, 7) + 1,
    flags: vp8x[0]!,
    loop: anim[4]! | (anim[5]! << 8),
    frames: chunks
      .filter((part) => part.fourcc === 'ANMF')
      .map(({ data }) => ({ width: u24(data, 6) + 1, height: u24(data, 9) + 1, duration: u24(data, 12), flags: data[15]!, chunks: readChunks(data, 16, data.length) })),
  };
}

/** A frame of an animated WebP as a still WebP file (a decoder of still images reads it). */
export function stillWebp(frameChunks: readonly RiffChunk[], width: number, height: number): Uint8Array<ArrayBuffer> {
  const parts = frameChunks.map((part) => chunk(part.fourcc, part.data));
  const hasAlpha = frameChunks.some((part) => part.fourcc === 'ALPH');
  let body: Uint8Array;
  if (hasAlpha) {
    const vp8x = new Uint8Array(10);
    vp8x[0] = 0x10;
    uint24(vp8x, 4, width - 1);
    uint24(vp8x, 7, height - 1);
    body = concat([ascii('WEBP'), chunk('VP8X', vp8x), ...parts]);
  } else body = concat([ascii('WEBP'), ...parts]);
  const header = new Uint8Array(8);
  header.set(ascii('RIFF'), 0);
  new DataView(header.buffer).setUint32(4, body.length, true);
  return concat([header, body]);
}
