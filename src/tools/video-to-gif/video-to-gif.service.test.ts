import { decompressFrames, parseGIF } from 'gifuct-js';
import { describe, expect, it } from 'vitest';
import { decodeImage } from '../../engine/image/codec';
import { createRaster, type Raster } from '../../engine/image/raster';
import { fakeVideo, mediaFile } from '../../test/media-fixtures';
import { BLUE, exampleBmp, GREEN, RED, squaresBmp, turnedBmp, WHITE } from './video-to-gif.example';
import { estimateFromSamples, estimateIndices, gifWriter, imagesToGif, sharedPalette, spread, videoToGif, webpWriter, yuvToRaster, type AnimationOptions, type PaletteQuality } from './video-to-gif.service';
import { readAnimatedWebp, stillWebp } from './video-to-gif.webp';

type Rgb = readonly [number, number, number];

/** A frame drawn in the test: `colour(x, y)` for every pixel, opaque. */
function draw(width: number, height: number, colour: (x: number, y: number) => Rgb): Raster {
  const raster = createRaster(width, height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [r, g, b] = colour(x, y);
      raster.data.set([r, g, b, 255], (y * width + x) * 4);
    }
  return raster;
}

/** A moving scene: a gradient and a square that moves `phase` of the way across. */
const scene = (width: number, height: number, phase: number) =>
  draw(width, height, (x, y) => {
    const inSquare = Math.abs(x - width * (0.2 + 0.6 * phase)) < width / 10 && Math.abs(y - height / 2) < height / 5;
    return inSquare ? [255, 255, 255] : [Math.round((255 * x) / width), Math.round((255 * y) / height), Math.round(128 + 100 * phase)];
  });

interface DecodedGif {
  width: number;
  height: number;
  /** The loop extension's repeat count; undefined without one (the GIF plays once). */
  repeat: number | undefined;
  delays: number[];
  /** Each frame as shown (frames composed over the ones before, as a viewer does). */
  frames: Uint8ClampedArray[];
  palettes: number[];
}

/** Reads a GIF back with gifuct-js, composing its frames as a viewer shows them. */
function readGif(bytes: Uint8Array): DecodedGif {
  const gif = parseGIF(new Uint8Array(bytes).buffer);
  const frames = decompressFrames(gif, true);
  const { width, height } = gif.lsd;
  const canvas = new Uint8ClampedArray(width * height * 4);
  const shown: Uint8ClampedArray[] = [];
  for (const frame of frames) {
    const { left, top, width: w, height: h } = frame.dims;
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const from = (y * w + x) * 4;
        if (frame.patch[from + 3] === 0) continue;
        canvas.set(frame.patch.subarray(from, from + 4), ((top + y) * width + left + x) * 4);
      }
    shown.push(canvas.slice());
  }
  const text = new TextDecoder('latin1').decode(bytes);
  const at = text.indexOf('NETSCAPE2.0');
  return {
    width,
    height,
    repeat: at < 0 ? undefined : bytes[at + 13]! | (bytes[at + 14]! << 8),
    delays: frames.map((frame) => frame.delay),
    frames: shown,
    palettes: frames.map((frame) => frame.colorTable.length),
  };
}

const pixel = (data: Uint8ClampedArray, width: number, x: number, y: number) => [...data.subarray((y * width + x) * 4, (y * width + x) * 4 + 3)];
const near = (actual: number[], expected: readonly number[], tolerance: number) => actual.every((value, index) => Math.abs(value - expected[index]!) <= tolerance);

const gif = (options: Partial<AnimationOptions> = {}): AnimationOptions => ({ format: 'gif', quality: 'medium', loop: 0, ...options });

async function writeAll(writer: ReturnType<typeof gifWriter>, frames: readonly Raster[], frameMs: number) {
  for (const [index, frame] of frames.entries()) await writer.add(frame, index * frameMs, (index + 1) * frameMs);
  return writer.finish();
}

describe('GIF writer', () => {
  it.each<[string, number, number | undefined]>([
    ['0 loops for ever', 0, 0],
    ['1 plays once (no loop extension)', 1, undefined],
    ['3 plays three times (two repeats)', 3, 2],
  ])('loop %s', async (_, loop, repeat) => {
    const frames = [0, 0.5, 1].map((phase) => scene(40, 30, phase));
    const palette = sharedPalette(frames, 'medium');
    const decoded = readGif(await writeAll(gifWriter(40, 30, gif({ loop }), palette), frames, 100));
    expect([decoded.width, decoded.height, decoded.repeat, decoded.delays]).toEqual([40, 30, repeat, [100, 100, 100]]);
  });

  it.each<[PaletteQuality, number, number, number]>([
    // [quality, largest colour table, colour tolerance per channel, share of pixels allowed beyond it]
    ['low', 64, 40, 0.05],
    ['medium', 256, 24, 0.02],
    ['high', 256, 24, 0.02],
  ])('palette quality %s: colours within the table size, each frame close to its source', async (quality, tableSize, tolerance, allowed) => {
    const frames = [0, 0.25, 0.5, 0.75, 1].map((phase) => scene(64, 48, phase));
    const decoded = readGif(await writeAll(gifWriter(64, 48, gif({ quality }), sharedPalette(frames, quality)), frames, 100));
    expect(decoded.frames).toHaveLength(5);
    expect(Math.max(...decoded.palettes)).toBeLessThanOrEqual(tableSize);
    // A shared palette is written once; "high" writes a table per frame.
    if (quality === 'high') expect(decoded.palettes.every((size) => size > 64)).toBe(true);
    for (const [index, shown] of decoded.frames.entries()) {
      let far = 0;
      for (let at = 0; at < shown.length; at += 4) {
        if ([0, 1, 2].some((channel) => Math.abs(shown[at + channel]! - frames[index]!.data[at + channel]!) > tolerance)) far += 1;
      }
      // Nearly every pixel is close to the source (the gradient's 3,000 colours in 64–256).
      expect(far / (64 * 48), `frame ${index}`).toBeLessThan(allowed);
    }
    // The square moved: the middle of it is white in the last frame, gradient in the first.
    expect(near(pixel(decoded.frames[4]!, 64, 51, 24), [255, 255, 255], tolerance)).toBe(true);
    expect(near(pixel(decoded.frames[0]!, 64, 51, 24), [255, 255, 255], tolerance)).toBe(false);
  });

  it('keeps the exact colours of flat images, and lengthens a frame that does not change', async () => {
    const red = draw(8, 8, () => RED);
    const split = draw(8, 8, (x) => (x < 4 ? RED : BLUE));
    const decoded = readGif(await writeAll(gifWriter(8, 8, gif(), sharedPalette([red, split], 'medium')), [red, red, red, split], 100));
    // The three red frames are one of 0.3 s.
    expect(decoded.delays).toEqual([300, 100]);
    expect([pixel(decoded.frames[1]!, 8, 1, 1), pixel(decoded.frames[1]!, 8, 6, 6)]).toEqual([[...RED], [...BLUE]]);
  });

  it('spreads hundredths of a second so that 30 frames a second last exactly 1 s', async () => {
    const frames = Array.from({ length: 30 }, (_, index) => draw(4, 4, () => [index * 8, 0, 0]));
    const decoded = readGif(await writeAll(gifWriter(4, 4, gif({ quality: 'high' })), frames, 1000 / 30));
    expect(decoded.delays).toHaveLength(30);
    expect(decoded.delays.reduce((sum, delay) => sum + delay, 0)).toBe(1000);
    expect(new Set(decoded.delays)).toEqual(new Set([30, 40]));
  });
});

describe('images → GIF (operation images-to-gif)', () => {
  it('makes one frame of each image, in order, with its delay, size and colours', async () => {
    const out = await imagesToGif(
      [
        { name: 'one.bmp', type: 'image/bmp', bytes: squaresBmp(16) },
        { name: 'two.bmp', type: 'image/bmp', bytes: turnedBmp(16) },
        { name: 'three.bmp', type: 'image/bmp', bytes: squaresBmp(16) },
      ],
      { format: 'gif', quality: 'medium', loop: 2, delay: 250, width: 0 },
    );
    expect([out.name, out.type]).toEqual(['one.gif', 'image/gif']);
    const decoded = readGif(out.bytes);
    expect([decoded.width, decoded.height, decoded.repeat, decoded.delays]).toEqual([16, 16, 1, [250, 250, 250]]);
    const corners = (frame: Uint8ClampedArray) => [pixel(frame, 16, 2, 2), pixel(frame, 16, 13, 2), pixel(frame, 16, 2, 13), pixel(frame, 16, 13, 13)];
    expect(corners(decoded.frames[0]!)).toEqual([RED, GREEN, BLUE, WHITE].map((colour) => [...colour]));
    expect(corners(decoded.frames[1]!)).toEqual([GREEN, WHITE, RED, BLUE].map((colour) => [...colour]));
    expect(corners(decoded.frames[2]!)).toEqual(corners(decoded.frames[0]!));
  });

  it('scales to the width asked and fits images of another shape into the first one (white around)', async () => {
    const wide = exampleBmp(40, 20, () => RED);
    const tall = exampleBmp(10, 20, () => BLUE);
    const decoded = readGif((await imagesToGif([{ name: 'a.bmp', type: '', bytes: wide }, { name: 'b.bmp', type: '', bytes: tall }], { format: 'gif', quality: 'medium', loop: 0, delay: 100, width: 20 })).bytes);
    expect([decoded.width, decoded.height]).toEqual([20, 10]);
    // The tall image is 5 × 10 in the middle; the sides are white.
    expect(near(pixel(decoded.frames[1]!, 20, 10, 5), BLUE, 8)).toBe(true);
    expect(pixel(decoded.frames[1]!, 20, 1, 5)).toEqual([255, 255, 255]);
  });

  it('never enlarges: a width over the first image’s keeps its size', async () => {
    const small = exampleBmp(40, 20, () => RED);
    const decoded = readGif((await imagesToGif([{ name: 'a.bmp', type: '', bytes: small }], { format: 'gif', quality: 'medium', loop: 0, delay: 100, width: 480 })).bytes);
    expect([decoded.width, decoded.height]).toEqual([40, 20]);
  });

  it.each([
    ['no image', [], { messageKey: 'noImages' }],
    ['an empty file', [{ name: 'a.png', type: 'image/png', bytes: new Uint8Array(0) }], { messageKey: 'image.empty', detail: 'a.png' }],
    ['a text file', [{ name: 'notes.txt', type: 'text/plain', bytes: new TextEncoder().encode('not an image at all') }], { messageKey: 'image.unknownFormat' }],
  ])('refuses %s with its message', async (_, files, expected) => {
    await expect(imagesToGif(files, { format: 'gif', quality: 'medium', loop: 0, delay: 100, width: 0 })).rejects.toMatchObject(expected);
  });
});

describe('animated WebP writer', () => {
  it('writes VP8X, ANIM and one ANMF per frame, with durations and loop count; a frame decodes back', async () => {
    const frames = [draw(32, 16, () => RED), draw(32, 16, () => RED), draw(32, 16, () => BLUE), draw(32, 16, (x) => (x < 16 ? GREEN : WHITE))];
    const writer = webpWriter(32, 16, { format: 'webp', quality: 'high', loop: 3 });
    for (const [index, frame] of frames.entries()) await writer.add(frame, index * 120, (index + 1) * 120);
    const bytes = await writer.finish();
    const webp = readAnimatedWebp(bytes);
    expect(webp.chunks).toEqual(['VP8X', 'ANIM', 'ANMF', 'ANMF', 'ANMF']);
    expect([webp.width, webp.height, webp.loop, webp.flags & 0x02]).toEqual([32, 16, 3, 0x02]);
    // The two red frames are one of 240 ms.
    expect(webp.frames.map((frame) => [frame.width, frame.height, frame.duration, frame.chunks.map((chunk) => chunk.fourcc).join()])).toEqual([
      [32, 16, 240, 'VP8 '],
      [32, 16, 120, 'VP8 '],
      [32, 16, 120, 'VP8 '],
    ]);
    // The RIFF size covers the file.
    expect(new DataView(bytes.buffer).getUint32(4, true)).toBe(bytes.length - 8);
    // libwebp decodes still images only: each frame, made a still WebP, decodes to its colours.
    const last = webp.frames[2]!;
    const { raster } = await decodeImage(stillWebp(last.chunks, last.width, last.height));
    expect(near(pixel(raster.data, 32, 4, 8), GREEN, 12) && near(pixel(raster.data, 32, 28, 8), WHITE, 12)).toBe(true);
    const first = webp.frames[0]!;
    expect(near(pixel((await decodeImage(stillWebp(first.chunks, 32, 16))).raster.data, 32, 10, 10), RED, 12)).toBe(true);
  });

  it('images-to-gif writes WebP too, with the transparency flag for images with alpha', async () => {
    const out = await imagesToGif([{ name: 'a.bmp', type: '', bytes: squaresBmp(16) }, { name: 'b.bmp', type: '', bytes: exampleBmp(8, 16, () => RED) }], { format: 'webp', quality: 'medium', loop: 0, delay: 500, width: 0 });
    expect([out.name, out.type]).toEqual(['a.webp', 'image/webp']);
    const webp = readAnimatedWebp(out.bytes);
    expect([webp.frames.length, webp.loop, webp.frames.map((frame) => frame.duration)]).toEqual([2, 0, [500, 500]]);
    // The narrower second image leaves transparent sides: the frame has an alpha chunk, the file the alpha flag.
    expect(webp.flags & 0x10).toBe(0x10);
    expect(webp.frames[1]!.chunks.map((chunk) => chunk.fourcc)).toEqual(['ALPH', 'VP8 ']);
  });
});

describe('size estimate', () => {
  it.each<[AnimationOptions['format'], PaletteQuality]>([
    ['gif', 'low'],
    ['gif', 'medium'],
    ['gif', 'high'],
    ['webp', 'medium'],
  ])('%s %s: within 35 % of the real size', async (format, quality) => {
    const count = 24;
    const frames = Array.from({ length: count }, (_, index) => scene(120, 90, index / (count - 1)));
    const options = { format, quality, loop: 0 } as const;
    const palette = format === 'gif' ? sharedPalette(frames.filter((_, index) => spread(count, 6).includes(index)), quality) : undefined;
    const writer = format === 'gif' ? gifWriter(120, 90, options, palette) : webpWriter(120, 90, options);
    const real = (await writeAll(writer, frames, 100)).length;
    const estimated = await estimateFromSamples(
      spread(count, 6).map((index) => frames[index]!),
      estimateIndices(count).map((index) => frames[index]!),
      count,
      options,
    );
    expect(Math.abs(estimated - real) / real).toBeLessThan(0.35);
  });

  it('samples pairs of consecutive frames', () => {
    expect([estimateIndices(1), estimateIndices(3), estimateIndices(50)]).toEqual([[0], [0, 1], [16, 17, 33, 34]]);
    expect([spread(4, 6), spread(60, 3)]).toEqual([[0, 1, 2, 3], [10, 30, 50]]);
  });
});

describe('decoded video frames (YUV 4:2:0) → RGBA', () => {
  /** A 4 × 2 I420 frame: left half one colour, right half another (BT.601, limited range). */
  const frame = (left: readonly [number, number, number], right: readonly [number, number, number]) => {
    const buffer = new Uint8Array(8 + 2 + 2);
    for (let y = 0; y < 2; y++) for (let x = 0; x < 4; x++) buffer[y * 4 + x] = x < 2 ? left[0] : right[0];
    buffer.set([left[1], right[1]], 8);
    buffer.set([left[2], right[2]], 10);
    return buffer;
  };
  const layout = [
    { offset: 0, stride: 4 },
    { offset: 8, stride: 2 },
    { offset: 10, stride: 2 },
  ];
  // Y, U, V of red and blue in BT.601 limited range (ITU-R BT.601's studio levels).
  const red = [81, 90, 240] as const;
  const blue = [41, 240, 110] as const;

  it.each([
    ['the same size', 4, 2],
    ['half the size (each pixel the mean of its box)', 2, 1],
    ['twice the size', 8, 4],
  ])('%s', (_, width, height) => {
    const raster = yuvToRaster(frame(red, blue), layout, 'I420', 4, 2, width, height, { matrix: 'smpte170m', fullRange: false });
    expect([raster.width, raster.height]).toEqual([width, height]);
    expect(near(pixel(raster.data, width, 0, 0), [255, 0, 0], 3)).toBe(true);
    expect(near(pixel(raster.data, width, width - 1, height - 1), [0, 0, 255], 3)).toBe(true);
  });

  it('NV12 (U and V interleaved) reads the same', () => {
    const i420 = frame(red, blue);
    const nv12 = new Uint8Array([...i420.subarray(0, 8), red[1], red[2], blue[1], blue[2]]);
    const raster = yuvToRaster(nv12, [layout[0]!, { offset: 8, stride: 4 }], 'NV12', 4, 2, 4, 2, { matrix: 'smpte170m', fullRange: false });
    expect(raster.data).toEqual(yuvToRaster(i420, layout, 'I420', 4, 2, 4, 2, { matrix: 'smpte170m', fullRange: false }).data);
  });
});

describe('video → GIF (operation video-to-gif) in Node', () => {
  it('says a video needs a browser (WebCodecs): the command line exits 4', async () => {
    const mp4 = await mediaFile('mp4', [fakeVideo({ codec: 'avc', width: 320, height: 240, fps: 10, seconds: 1, keyframeEvery: 1 })]);
    await expect(videoToGif(new File([mp4 as Uint8Array<ArrayBuffer>], 'clip.mp4'), { format: 'gif', quality: 'medium', loop: 0, fps: 10, width: 160, start: 0, end: 0 })).rejects.toMatchObject({
      name: 'NeedsBrowserError',
      message: expect.stringContaining('video-to-gif needs WebCodecs'),
    });
  });

  it.each([
    ['an empty file', new Uint8Array(0), 'media.empty'],
    ['a text file', new TextEncoder().encode('hello, not a video'), 'media.unsupported'],
  ])('refuses %s with its message before anything else', async (_, bytes, key) => {
    await expect(videoToGif(new File([bytes as Uint8Array<ArrayBuffer>], 'x.mp4'), { format: 'gif', quality: 'medium', loop: 0, fps: 10, width: 160, start: 0, end: 0 })).rejects.toMatchObject({ messageKey: key, params: { name: 'x.mp4' } });
  });

  it('makes a one-frame animation of a still image', async () => {
    const still = new File([squaresBmp(16) as Uint8Array<ArrayBuffer>], 'still.bmp');
    const out = await videoToGif(still, { format: 'gif', quality: 'medium', loop: 0, fps: 10, width: 8, start: 0, end: 0 });
    const decoded = readGif(out.bytes);
    expect([out.name, decoded.width, decoded.height, decoded.frames.length]).toEqual(['still.gif', 8, 8, 1]);
    // A width over the image's does not enlarge it.
    expect(readGif((await videoToGif(still, { format: 'gif', quality: 'medium', loop: 0, fps: 10, width: 32, start: 0, end: 0 })).bytes).width).toBe(16);
  });
});
