import type { Raster } from '../../engine/image/raster';
import type { AnimationOptions } from './video-to-gif.service';
import { estimateFromSamples, estimateSampleIndices, imageSource, videoSource, type FrameSource } from './video-to-gif.service';

/**
 * Run in the operation workers (never loaded on the page): the size estimate shown as options
 * change. The sample frames of the last few inputs stay decoded in the worker, so changing the
 * format, the palette or the loop count only encodes them again (a few milliseconds).
 */
export interface EstimateRequest {
  /** One video, or the images of an animation. */
  files: File[];
  kind: 'video' | 'images';
  /** Frames per second (video) and the clip; or the delay per image (ms). */
  fps?: number;
  start?: number;
  end?: number;
  delay?: number;
  width: number;
  animation: AnimationOptions;
}

export interface Estimate {
  bytes: number;
  frames: number;
  width: number;
  height: number;
}

interface Samples {
  frames: number;
  width: number;
  height: number;
  /** The frames of the shared palette, and the pairs of consecutive frames. */
  palette: Raster[];
  pairs: Raster[];
}

const cache = new Map<string, Promise<Samples>>();
const KEEP = 3;

const identity = (file: File) => `${file.name}\u0000${file.size}\u0000${file.lastModified}`;

async function samplesOf(request: EstimateRequest): Promise<Samples> {
  let source: FrameSource;
  if (request.kind === 'video') {
    source = await videoSource(request.files[0]!, { fps: request.fps ?? 10, width: request.width, start: request.start ?? 0, end: request.end ?? 0 }, request.files[0]!.name);
  } else {
    const files = await Promise.all(request.files.map(async (file) => ({ name: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) })));
    source = await imageSource(files, request.delay ?? 500, request.width);
  }
  const frames = source.times.length - 1;
  const indices = estimateSampleIndices(frames);
  const decoded = await source.framesAt(indices.all);
  const at = (index: number) => decoded[indices.all.indexOf(index)]!;
  return { frames, width: source.width, height: source.height, palette: indices.palette.map(at), pairs: indices.pairs.map(at) };
}

export async function estimate(request: EstimateRequest): Promise<Estimate> {
  const key = [request.kind, ...request.files.map(identity), request.fps, request.start, request.end, request.delay, request.width].join('\u0001');
  let entry = cache.get(key);
  if (!entry) {
    entry = samplesOf(request);
    cache.set(key, entry);
    entry.catch(() => cache.delete(key));
    while (cache.size > KEEP) cache.delete(cache.keys().next().value!);
  }
  const { frames, width, height, palette, pairs } = await entry;
  return { bytes: await estimateFromSamples(palette, pairs, frames, request.animation), frames, width, height };
}
