/**
 * A clip or a series of images → an animated GIF (gifenc: a palette quantiser, palette mapping and
 * the LZW writer) or an animated WebP (libwebp per frame, our own RIFF container).
 *
 * Frames come from a `FrameSource`: a video decoded by WebCodecs through mediabunny's CanvasSink
 * (browser only: Node says so, exit 4), or images decoded by the app's image engine (the browser's
 * decoder in a worker, WebAssembly in Node). Each frame is drawn at the output size, then written:
 * a GIF frame keeps only the pixels that changed from what is shown (the rest transparent, which
 * LZW packs to almost nothing), and a frame identical to the one before lengthens that one.
 */
import { applyPalette, GIFEncoder, quantize, type GifColorFormat, type GifEncoderInstance, type GifPalette } from 'gifenc';
import { encodeImage, decodeImage, resizeRaster } from '../../engine/image/codec';
import { sniffImageFormat } from '../../engine/image/formats';
import { createRaster, flatten, flip, rotate, type Raster } from '../../engine/image/raster';
import { VideoSampleSink, type VideoSample } from 'mediabunny';
import { mediaError, openMedia, primaryVideoTrack, readMedia, requireWebCodecs } from '../../engine/media/media-file';
import type { OperationContext } from '../../engine/operation';
import { deriveFileName, type FileValue } from '../../engine/values';
import { isToolInputError, ToolInputError } from '../../lib/errors';
import { animatedWebp, type WebpFrame } from './video-to-gif.webp';

export type AnimationFormat = 'gif' | 'webp';
export type PaletteQuality = 'low' | 'medium' | 'high';

export interface AnimationOptions {
  format: AnimationFormat;
  quality: PaletteQuality;
  /** How many times it plays: 0 for ever. */
  loop: number;
}

export interface VideoToGifOptions extends AnimationOptions {
  fps: number;
  /** Output width in pixels (the height keeps the aspect ratio). */
  width: number;
  /** Seconds from the start of the video. */
  start: number;
  /** Seconds; 0 for the end of the video. */
  end: number;
}

export interface ImagesToGifOptions extends AnimationOptions {
  /** Milliseconds each image shows. */
  delay: number;
  /** Output width in pixels; 0 for the first image's width. */
  width: number;
}

/** More frames than this is a film, not a GIF: the clip must be shortened or the frame rate lowered. */
export const MAX_FRAMES = 1500;
/** The widest output. */
export const MAX_WIDTH = 1920;

/**
 * Palette quality: low is 64 colours from 4 bits a channel, one palette for the whole animation;
 * medium 256 colours (5-6-5 bits) shared; high a palette of its own for each frame (best colours,
 * larger file).
 */
const PALETTES: Record<PaletteQuality, { colors: number; format: GifColorFormat; perFrame: boolean }> = {
  low: { colors: 64, format: 'rgb444', perFrame: false },
  medium: { colors: 256, format: 'rgb565', perFrame: false },
  high: { colors: 256, format: 'rgb565', perFrame: true },
};

/** WebP frames: libwebp's lossy quality per palette quality. */
const WEBP_QUALITY: Record<PaletteQuality, number> = { low: 50, medium: 75, high: 90 };

/** Frames to build a shared palette from, spread over the animation. */
const PALETTE_SAMPLES = 6;
/** The most pixels the shared palette is computed from. */
const PALETTE_PIXELS = 400_000;
/** The most pixels a palette of one frame is computed from. */
const FRAME_PALETTE_PIXELS = 150_000;

// ---------------------------------------------------------------------------------------------
// Writers

/** Writes frames as they come; `add` takes a frame and the times it starts and ends (ms from the start). */
export interface AnimationWriter {
  add(raster: Raster, startMs: number, endMs: number): Promise<void>;
  finish(): Promise<Uint8Array<ArrayBuffer>>;
}

const sameBytes = (a: Uint8ClampedArray, b: Uint8ClampedArray) => {
  if (a.length !== b.length) return false;
  const wordsA = new Uint32Array(a.buffer, a.byteOffset, a.length >> 2);
  const wordsB = new Uint32Array(b.buffer, b.byteOffset, b.length >> 2);
  for (let at = 0; at < wordsA.length; at++) if (wordsA[at] !== wordsB[at]) return false;
  return true;
};

/** GIF delays are in hundredths of a second: each frame's is the difference of rounded times, so the total never drifts. */
const hundredths = (startMs: number, endMs: number) => Math.max(1, Math.round(endMs / 10) - Math.round(startMs / 10));

/** Every pixel on white (a GIF holds one transparent colour, which this writer keeps for unchanged pixels). */
const opaque = (raster: Raster) => {
  const data = new Uint32Array(raster.data.buffer, raster.data.byteOffset, raster.width * raster.height);
  for (let at = 0; at < data.length; at++) if (data[at]! >>> 24 !== 0xff) return flatten(raster, '#ffffff');
  return raster;
};

/** The raster with pixels in a buffer of their own: gifenc reads the whole buffer of the array it is given. */
const whole = (raster: Raster): Raster =>
  raster.data.byteOffset === 0 && raster.data.byteLength === raster.data.buffer.byteLength ? raster : { ...raster, data: new Uint8ClampedArray(raster.data) };

/** A shared palette from sample frames (their pixels taken together); undefined for palettes per frame. */
export function sharedPalette(samples: readonly Raster[], quality: PaletteQuality): GifPalette | undefined {
  if (PALETTES[quality].perFrame || samples.length === 0) return undefined;
  return paletteOf(samples.map(opaque), quality, PALETTE_PIXELS);
}

/**
 * A palette for `rasters` from at most `limit` of their pixels, taken evenly: the quantiser's time
 * grows with the pixels (2.8 million take about a second), its palette hardly changes past a few
 * hundred thousand. One colour is kept free for transparency (the pixels that did not change).
 */
function paletteOf(rasters: readonly Raster[], quality: PaletteQuality, limit: number): GifPalette {
  const settings = PALETTES[quality];
  const total = rasters.reduce((sum, raster) => sum + raster.width * raster.height, 0);
  const step = Math.max(1, Math.ceil(total / limit));
  const only = rasters.length === 1 ? rasters[0]!.data : undefined;
  if (step === 1 && only && only.byteOffset === 0 && only.byteLength === only.buffer.byteLength) return quantize(only, settings.colors - 1, { format: settings.format });
  // Exactly the pixels taken: gifenc reads the whole buffer of the array it is given.
  const pixels = new Uint32Array(rasters.reduce((sum, raster) => sum + Math.ceil((raster.width * raster.height) / step), 0));
  let count = 0;
  for (const raster of rasters) {
    const words = new Uint32Array(raster.data.buffer, raster.data.byteOffset, raster.data.length >> 2);
    for (let at = 0; at < words.length; at += step) pixels[count++] = words[at]!;
  }
  return quantize(new Uint8ClampedArray(pixels.buffer), settings.colors - 1, { format: settings.format });
}

export function gifWriter(width: number, height: number, options: AnimationOptions, palette?: GifPalette): AnimationWriter {
  const settings = PALETTES[options.quality];
  const gif: GifEncoderInstance = GIFEncoder({ initialCapacity: 1 << 16 });
  const pixels = width * height;
  /** What a viewer shows now, as 0xRRGGBB per pixel. */
  const shown = new Int32Array(pixels).fill(-1);
  let written = 0;
  let pending: { index: Uint8Array; palette: GifPalette; transparentIndex: number; start: number; end: number } | undefined;
  // Plays `loop` times: the loop extension counts the repeats after the first play, and is left out to play once.
  const repeat = options.loop === 0 ? 0 : options.loop === 1 ? -1 : Math.min(0xffff, options.loop - 1);

  const flush = () => {
    if (!pending) return;
    const first = written === 0;
    gif.writeFrame(pending.index, width, height, {
      palette: first || settings.perFrame ? pending.palette : undefined,
      delay: hundredths(pending.start, pending.end) * 10,
      repeat,
      transparent: !first,
      transparentIndex: pending.transparentIndex,
      // Do not dispose: the next frame draws over this one.
      dispose: 1,
    });
    written += 1;
    pending = undefined;
  };

  return {
    add: async (frame, start, end) => {
      if (frame.width !== width || frame.height !== height) throw new Error(`frame of ${frame.width}×${frame.height} in a ${width}×${height} animation`);
      const raster = whole(opaque(frame));
      const colours = palette ?? paletteOf([raster], options.quality, FRAME_PALETTE_PIXELS);
      const transparentIndex = colours.length;
      const index = applyPalette(raster.data, colours, settings.format);
      const packed = colours.map(([r = 0, g = 0, b = 0]) => (r << 16) | (g << 8) | b);
      let changed = 0;
      for (let at = 0; at < pixels; at++) {
        const colour = packed[index[at]!]!;
        if (colour === shown[at]) index[at] = transparentIndex;
        else {
          shown[at] = colour;
          changed += 1;
        }
      }
      if (changed === 0 && pending) {
        // Nothing changed on screen: the frame shown lasts longer.
        pending.end = end;
        return;
      }
      flush();
      pending = { index, palette: [...colours, [0, 0, 0]], transparentIndex, start, end };
    },
    finish: async () => {
      flush();
      gif.finish();
      return new Uint8Array(gif.bytes());
    },
  };
}

export function webpWriter(width: number, height: number, options: AnimationOptions): AnimationWriter {
  const frames: WebpFrame[] = [];
  let pending: { raster: Raster; start: number; end: number } | undefined;
  const flush = async () => {
    if (!pending) return;
    const image = await encodeImage(pending.raster, 'webp', { quality: WEBP_QUALITY[options.quality] });
    frames.push({ image, width, height, duration: Math.max(1, Math.round(pending.end) - Math.round(pending.start)) });
    pending = undefined;
  };
  return {
    add: async (raster, start, end) => {
      if (pending && sameBytes(pending.raster.data, raster.data)) {
        pending.end = end;
        return;
      }
      await flush();
      pending = { raster, start, end };
    },
    finish: async () => {
      await flush();
      return animatedWebp(frames, { width, height, loop: options.loop });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Frame sources

/** Frames at the output size, in order, and their times. */
export interface FrameSource {
  width: number;
  height: number;
  /** `count + 1` times in milliseconds: frame i shows from times[i] to times[i + 1]. */
  times: number[];
  frames(signal?: AbortSignal): AsyncIterable<Raster>;
  /** The frames at these indices (for a shared palette, or the size estimate). */
  framesAt(indices: readonly number[]): Promise<Raster[]>;
}

const outputHeight = (width: number, sourceWidth: number, sourceHeight: number) => Math.max(1, Math.round((width * sourceHeight) / sourceWidth));

/** Evenly spread indices of `count` frames, at most `wanted` of them. */
export function spread(count: number, wanted: number): number[] {
  if (count <= wanted) return Array.from({ length: count }, (_, index) => index);
  return Array.from({ length: wanted }, (_, index) => Math.round(((index + 0.5) * count) / wanted - 0.5));
}

/** `raster` drawn in the middle of a `width` × `height` frame, as large as fits (transparent around). */
async function fitInto(raster: Raster, width: number, height: number): Promise<Raster> {
  if (raster.width === width && raster.height === height) return raster;
  const scale = Math.min(width / raster.width, height / raster.height);
  const fitted = await resizeRaster(raster, Math.max(1, Math.round(raster.width * scale)), Math.max(1, Math.round(raster.height * scale)));
  if (fitted.width === width && fitted.height === height) return fitted;
  const frame = createRaster(width, height);
  const left = Math.floor((width - fitted.width) / 2);
  const top = Math.floor((height - fitted.height) / 2);
  for (let y = 0; y < fitted.height && top + y < height; y++) {
    frame.data.set(fitted.data.subarray(y * fitted.width * 4, (y + 1) * fitted.width * 4).subarray(0, Math.min(fitted.width, width - left) * 4), ((top + y) * width + left) * 4);
  }
  return frame;
}

async function decodeNamed(file: FileValue) {
  try {
    return (await decodeImage(file.bytes)).raster;
  } catch (error) {
    // The image engine's message (empty, damaged, not an image…), with the file's name.
    if (isToolInputError(error)) throw new ToolInputError(error.messageKey, { ...(error.params ? { params: error.params } : {}), detail: [file.name, error.detail].filter(Boolean).join(': ') });
    throw error;
  }
}

/** Images as frames, each shown `delay` ms, drawn into the first image's shape at `width` (0, or more than the first image's: its own width). */
export async function imageSource(files: readonly FileValue[], delay: number, width: number): Promise<FrameSource> {
  if (files.length === 0) throw new ToolInputError('noImages');
  if (files.length > MAX_FRAMES) throw new ToolInputError('tooManyFrames', { params: { frames: files.length, max: MAX_FRAMES } });
  const first = await decodeNamed(files[0]!);
  // Never wider than the first image: enlarging adds bytes, not detail.
  const outWidth = Math.min(MAX_WIDTH, first.width, width > 0 ? width : first.width);
  const outHeight = outputHeight(outWidth, first.width, first.height);
  const frame = async (index: number) => fitInto(index === 0 ? first : await decodeNamed(files[index]!), outWidth, outHeight);
  return {
    width: outWidth,
    height: outHeight,
    times: Array.from({ length: files.length + 1 }, (_, index) => index * delay),
    frames: async function* (signal) {
      for (let index = 0; index < files.length; index++) {
        signal?.throwIfAborted();
        yield await frame(index);
      }
    },
    framesAt: (indices) => Promise.all(indices.map(frame)),
  };
}

/** A clip of a video as frames at `fps`, `width` wide: WebCodecs decodes (a browser; Node says it cannot). */
export async function videoSource(file: Blob, options: Pick<VideoToGifOptions, 'fps' | 'width' | 'start' | 'end'>, name?: string): Promise<FrameSource> {
  const media = await openMedia(file, name);
  const track = await primaryVideoTrack(media);
  requireWebCodecs('video', 'video-to-gif', 'Video to GIF');
  return readMedia(media, async () => {
    if (!(await track.canDecode())) throw mediaError('cannotDecode', { codec: track.codec ?? 'unknown', name: media.name });
    const [first, last] = [await track.getFirstTimestamp(), await track.computeDuration()];
    const duration = Math.max(0, last - first);
    const start = Math.min(Math.max(0, options.start), duration);
    const end = options.end > 0 ? Math.min(options.end, duration) : duration;
    if (!(end > start)) throw new ToolInputError('emptyClip', { params: { start: round(start), end: round(end), duration: round(duration) } });
    const count = Math.max(1, Math.ceil((end - start) * options.fps - 1e-6));
    if (count > MAX_FRAMES) throw new ToolInputError('tooManyFrames', { params: { frames: count, max: MAX_FRAMES } });
    // Never wider than the video: enlarging adds bytes, not detail.
    const width = Math.max(1, Math.min(MAX_WIDTH, track.displayWidth, Math.round(options.width)));
    const height = outputHeight(width, track.displayWidth, track.displayHeight);
    const timestamp = (index: number) => first + start + index / options.fps;
    /**
     * The frames at `indices` (ascending), in one pass over the clip in order (the sink decodes
     * ahead): each frame time shows the last decoded frame that starts at or before it; only those
     * are converted.
     */
    const inOrder = async function* (indices: readonly number[], signal?: AbortSignal): AsyncGenerator<Raster> {
      if (indices.length === 0) return;
      const sink = new VideoSampleSink(track);
      const EPSILON = 1e-6;
      let next = 0;
      let held: VideoSample | null = null;
      let last: Raster | undefined;
      const take = async () => {
        if (held) {
          last = await samplePixels(held, width, height);
          held.close();
          held = null;
        }
        return last ?? blackFrame(width, height);
      };
      try {
        for await (const sample of sink.samples(timestamp(indices[0]!), timestamp(indices.at(-1)!) + EPSILON)) {
          signal?.throwIfAborted();
          while (next < indices.length && sample.timestamp > timestamp(indices[next]!) + EPSILON && (held || last)) {
            yield await take();
            next += 1;
          }
          if (next >= indices.length) {
            sample.close();
            break;
          }
          (held as VideoSample | null)?.close();
          held = sample;
        }
        while (next < indices.length) {
          yield await take();
          next += 1;
        }
      } finally {
        (held as VideoSample | null)?.close();
      }
    };
    return {
      width,
      height,
      times: Array.from({ length: count + 1 }, (_, index) => (index * 1000) / options.fps),
      frames: (signal) => inOrder(Array.from({ length: count }, (_, index) => index), signal),
      framesAt: async (indices) => {
        // A few frames far apart: each looked up (decoding from its key frame). A file whose frames
        // declare no duration (MediaRecorder's WebM, screen recordings) has no frame "at" a time
        // between two frames' starts: the lookup gives nothing, and the frames are read in order.
        const out: Raster[] = [];
        const sink = new VideoSampleSink(track);
        for await (const sample of sink.samplesAtTimestamps(indices.map(timestamp))) {
          if (!sample) break;
          try {
            out.push(await samplePixels(sample, width, height));
          } finally {
            sample.close();
          }
        }
        if (out.length === indices.length) return out;
        const sorted = [...new Set(indices)].sort((a, b) => a - b);
        const read: Raster[] = [];
        for await (const raster of inOrder(sorted)) read.push(raster);
        return indices.map((index) => read[sorted.indexOf(index)]!);
      },
    };
  });
}

/** The YUV → RGB matrices (BT.601 for SD and unknown, BT.709 for HD): [red from V, green from U, green from V, blue from U]. */
const MATRICES = {
  bt601: [1.402, 0.344136, 0.714136, 1.772],
  bt709: [1.5748, 0.187324, 0.468124, 1.8556],
} as const;

/** Source positions [from, to) for each output position: a box of the source for each output pixel (one source pixel when enlarging). */
function boxes(source: number, output: number): Int32Array {
  const bounds = new Int32Array(output * 2);
  for (let at = 0; at < output; at++) {
    const from = Math.min(source - 1, Math.floor((at * source) / output));
    bounds[at * 2] = from;
    bounds[at * 2 + 1] = Math.max(from + 1, Math.min(source, Math.floor(((at + 1) * source) / output)));
  }
  return bounds;
}

/**
 * A frame in YUV 4:2:0 (I420, or NV12 with U and V interleaved) → RGBA at `width` × `height`: the
 * luma averaged over each output pixel's box of the source, the chroma taken at its middle. Done
 * here, off the frame's memory copy, because the browser's own paths (a canvas, or copyTo RGBA)
 * cost 15–30 ms a frame in a headless browser where this costs 2–4.
 */
export function yuvToRaster(buffer: Uint8Array, layout: readonly PlaneLayout[], format: 'I420' | 'NV12', sourceWidth: number, sourceHeight: number, width: number, height: number, colour: { matrix?: string | null; fullRange?: boolean | null }): Raster {
  const [m0, m1, m2, m3] = MATRICES[colour.matrix === 'bt709' ? 'bt709' : 'bt601'];
  const full = colour.fullRange === true;
  const yScale = full ? 1 : 255 / 219;
  const yOffset = full ? 0 : 16;
  const cScale = full ? 1 : 255 / 224;
  const raster = createRaster(width, height);
  const out = raster.data;
  const xs = boxes(sourceWidth, width);
  const ys = boxes(sourceHeight, height);
  const yPlane = layout[0]!;
  const uPlane = layout[1]!;
  const vPlane = format === 'NV12' ? layout[1]! : layout[2]!;
  const chromaStep = format === 'NV12' ? 2 : 1;
  const vShift = format === 'NV12' ? 1 : 0;
  let at = 0;
  if (width === sourceWidth && height === sourceHeight) {
    // The same size: one source pixel each.
    for (let y = 0; y < height; y++) {
      const row = yPlane.offset + y * yPlane.stride;
      const uRow = uPlane.offset + (y >> 1) * uPlane.stride;
      const vRow = vPlane.offset + (y >> 1) * vPlane.stride + vShift;
      for (let x = 0; x < width; x++) {
        const luma = (buffer[row + x]! - yOffset) * yScale;
        const u = (buffer[uRow + (x >> 1) * chromaStep]! - 128) * cScale;
        const v = (buffer[vRow + (x >> 1) * chromaStep]! - 128) * cScale;
        out[at] = luma + m0 * v;
        out[at + 1] = luma - m1 * u - m2 * v;
        out[at + 2] = luma + m3 * u;
        out[at + 3] = 255;
        at += 4;
      }
    }
    return raster;
  }
  for (let oy = 0; oy < height; oy++) {
    const y0 = ys[oy * 2]!;
    const y1 = ys[oy * 2 + 1]!;
    const cy = ((y0 + y1 - 1) >> 1) >> 1;
    const uRow = uPlane.offset + cy * uPlane.stride;
    const vRow = vPlane.offset + cy * vPlane.stride + vShift;
    for (let ox = 0; ox < width; ox++) {
      const x0 = xs[ox * 2]!;
      const x1 = xs[ox * 2 + 1]!;
      let sum = 0;
      for (let sy = y0; sy < y1; sy++) {
        const row = yPlane.offset + sy * yPlane.stride;
        for (let sx = x0; sx < x1; sx++) sum += buffer[row + sx]!;
      }
      const luma = (sum / ((y1 - y0) * (x1 - x0)) - yOffset) * yScale;
      const cx = ((x0 + x1 - 1) >> 1) >> 1;
      const u = (buffer[uRow + cx * chromaStep]! - 128) * cScale;
      const v = (buffer[vRow + cx * chromaStep]! - 128) * cScale;
      out[at] = luma + m0 * v;
      out[at + 1] = luma - m1 * u - m2 * v;
      out[at + 2] = luma + m3 * u;
      out[at + 3] = 255;
      at += 4;
    }
  }
  return raster;
}

/**
 * A decoded frame's pixels at `width` × `height` (the display size), upright: YUV frames converted
 * here while scaling; other formats converted by the browser to RGBA (copyTo) and scaled by the
 * WebAssembly resampler; a canvas as the last resort.
 */
async function samplePixels(sample: VideoSample, width: number, height: number): Promise<Raster> {
  const turned = sample.rotation === 90 || sample.rotation === 270;
  const [drawWidth, drawHeight] = turned ? [height, width] : [width, height];
  const upright = (raster: Raster) => {
    let out = sample.rotation ? rotate(raster, sample.rotation) : raster;
    if (sample.flip) out = flip(out, 'horizontal');
    return out;
  };
  const { width: visibleWidth, height: visibleHeight } = sample.visibleRect;
  if (sample.format === 'I420' || sample.format === 'NV12') {
    const buffer = new Uint8Array(sample.allocationSize());
    const layout = await sample.copyTo(buffer);
    return upright(yuvToRaster(buffer, layout, sample.format, visibleWidth, visibleHeight, drawWidth, drawHeight, sample.colorSpace));
  }
  try {
    const options = { format: 'RGBA', colorSpace: 'srgb' } as VideoFrameCopyToOptions;
    const data = new Uint8ClampedArray(sample.allocationSize(options));
    await sample.copyTo(data, options);
    return upright(await resizeRaster({ width: visibleWidth, height: visibleHeight, data }, drawWidth, drawHeight, 'triangle'));
  } catch {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2D canvas');
    sample.drawWithFit(context, { fit: 'fill' });
    return { width, height, data: context.getImageData(0, 0, width, height).data };
  }
}

const round = (seconds: number) => Math.round(seconds * 100) / 100;

function blackFrame(width: number, height: number): Raster {
  const raster = createRaster(width, height);
  new Uint32Array(raster.data.buffer).fill(0xff000000);
  return raster;
}

// ---------------------------------------------------------------------------------------------
// Runs

export function createWriter(source: Pick<FrameSource, 'width' | 'height'>, options: AnimationOptions, palette?: GifPalette): AnimationWriter {
  return options.format === 'webp' ? webpWriter(source.width, source.height, options) : gifWriter(source.width, source.height, options, palette);
}

/** Decoded frames kept in memory at most, so that a shared palette needs no second decoding pass. */
const BUFFER_BYTES = 384 * 1024 * 1024;

/**
 * Every frame of `source` through the writer, with progress (frames) and the abort signal. A GIF
 * with a shared palette needs frames from the whole animation before its first frame is written:
 * when they all fit in BUFFER_BYTES they are decoded once and kept; otherwise the palette's frames
 * are decoded first, then every frame as it is written.
 */
export async function encodeAnimation(source: FrameSource, options: AnimationOptions, context: Partial<Pick<OperationContext, 'progress' | 'signal'>> = {}): Promise<Uint8Array<ArrayBuffer>> {
  const count = source.times.length - 1;
  const shared = options.format === 'gif' && !PALETTES[options.quality].perFrame;
  const buffered = shared && count * source.width * source.height * 4 <= BUFFER_BYTES;
  // Progress counts the frames decoded, then (when they are kept) the frames written.
  const total = buffered ? 2 * count : count;
  let done = 0;
  let frames: AsyncIterable<Raster> | Raster[];
  let palette: GifPalette | undefined;
  if (buffered) {
    const kept: Raster[] = [];
    for await (const raster of source.frames(context.signal)) {
      if (kept.length >= count) break;
      kept.push(raster);
      context.progress?.(++done, total);
    }
    palette = sharedPalette(spread(kept.length, PALETTE_SAMPLES).map((index) => kept[index]!), options.quality);
    frames = kept;
  } else {
    if (shared) palette = sharedPalette(await source.framesAt(spread(count, PALETTE_SAMPLES)), options.quality);
    frames = source.frames(context.signal);
  }
  const writer = createWriter(source, options, palette);
  let index = 0;
  for await (const raster of frames) {
    if (index >= count) break;
    context.signal?.throwIfAborted();
    await writer.add(raster, source.times[index]!, source.times[index + 1]!);
    if (Array.isArray(frames)) frames[index] = undefined as unknown as Raster;
    index += 1;
    context.progress?.(++done, total);
  }
  return writer.finish();
}

const MIME: Record<AnimationFormat, string> = { gif: 'image/gif', webp: 'image/webp' };

/** Whether some bytes are an image the image engine reads (then a one-frame animation is made of it). */
async function isImage(file: Blob): Promise<boolean> {
  return file.size > 0 && sniffImageFormat(new Uint8Array(await file.slice(0, 64).arrayBuffer())) !== undefined;
}

/** A video (or a still image, as one frame) → an animated GIF or WebP named after it. */
export async function videoToGif(file: File, options: VideoToGifOptions, context: Partial<Pick<OperationContext, 'progress' | 'signal'>> = {}): Promise<FileValue> {
  const source = (await isImage(file))
    ? await imageSource([{ name: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) }], 1000 / options.fps, Math.min(options.width, MAX_WIDTH))
    : await videoSource(file, options, file.name);
  const bytes = await encodeAnimation(source, options, context);
  return { name: deriveFileName(file.name || 'video', options.format), type: MIME[options.format], bytes };
}

/** Images → one animated GIF or WebP, each image a frame, named after the first. */
export async function imagesToGif(files: readonly FileValue[], options: ImagesToGifOptions, context: Partial<Pick<OperationContext, 'progress' | 'signal'>> = {}): Promise<FileValue> {
  const source = await imageSource(files, options.delay, options.width);
  const bytes = await encodeAnimation(source, options, context);
  return { name: deriveFileName(files[0]?.name || 'animation', options.format), type: MIME[options.format], bytes };
}

// ---------------------------------------------------------------------------------------------
// Size estimate

/** Pairs of consecutive frames (a frame and the one after it) at a few places of the animation. */
export function estimateIndices(count: number): number[] {
  if (count <= 1) return [0];
  const spots = count >= 6 ? [Math.floor(count / 3), Math.floor((2 * count) / 3)] : [0];
  return [...new Set(spots.flatMap((spot) => [Math.min(spot, count - 2), Math.min(spot, count - 2) + 1]))];
}

/**
 * The size of the whole animation, learned from sample frames: each pair of consecutive frames
 * (`pairs`, flat: a frame then the one after it) is written as a one-frame animation and as a
 * two-frame one, which gives what a first frame costs and what each following frame adds; the
 * total is one plus `count − 1` of those. A shared palette is made as the run makes it, from
 * `paletteFrames` (frames spread over the animation: `spread(count, PALETTE_SAMPLES)`).
 */
export async function estimateFromSamples(paletteFrames: readonly Raster[], pairs: readonly Raster[], count: number, options: AnimationOptions): Promise<number> {
  if (pairs.length === 0) return 0;
  const size = { width: pairs[0]!.width, height: pairs[0]!.height };
  const palette = options.format === 'gif' ? sharedPalette(paletteFrames, options.quality) : undefined;
  const encode = async (frames: readonly Raster[]) => {
    const writer = createWriter(size, options, palette);
    for (const [index, frame] of frames.entries()) await writer.add(frame, index * 100, (index + 1) * 100);
    return (await writer.finish()).length;
  };
  const firsts: number[] = [];
  const nexts: number[] = [];
  for (let at = 0; at < pairs.length; at += 2) {
    const one = await encode([pairs[at]!]);
    firsts.push(one);
    if (pairs[at + 1]) nexts.push((await encode([pairs[at]!, pairs[at + 1]!])) - one);
  }
  const mean = (values: number[]) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0);
  return Math.round(mean(firsts) + Math.max(0, count - 1) * mean(nexts.length ? nexts : firsts));
}

/** The frames an estimate reads: those of the shared palette, and the pairs. */
export function estimateSampleIndices(count: number): { palette: number[]; pairs: number[]; all: number[] } {
  const palette = spread(count, PALETTE_SAMPLES);
  const pairs = estimateIndices(count);
  return { palette, pairs, all: [...new Set([...palette, ...pairs])].sort((a, b) => a - b) };
}
