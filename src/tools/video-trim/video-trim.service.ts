import {
  BufferTarget,
  canEncodeVideo,
  Conversion,
  ConversionCanceledError,
  EncodedPacketSink,
  MatroskaInputFormat,
  MkvOutputFormat,
  MovOutputFormat,
  Mp4InputFormat,
  Mp4OutputFormat,
  MpegTsInputFormat,
  MpegTsOutputFormat,
  Output,
  QuickTimeInputFormat,
  WebMInputFormat,
  WebMOutputFormat,
  type Input,
  type InputVideoTrack,
  type OutputFormat,
} from 'mediabunny';
import type { OperationContext } from '../../engine/operation';
import type { FileValue } from '../../engine/values';
import { withFrameDurations } from '../../engine/media/frame-durations';
import { mediaError, openMedia, primaryVideoTrack, readMedia, requireWebCodecs, type MediaFile } from '../../engine/media/media-file';
import { ToolInputError } from '../../lib/errors';
import { formatTime, parseTime, SAME_TIME } from './video-trim.time';

/**
 * Video trim: a cut from `start` to `end` of a video, in the container it came in (MP4 → MP4,
 * WebM → WebM, MOV → MOV, MKV → MKV, MPEG-TS → MPEG-TS), with mediabunny.
 *
 * - `keyframe` (lossless, anywhere — Node too): the packets are copied as they are. A picture
 *   between keyframes cannot be decoded without the keyframe before it, so the cut starts at the
 *   keyframe at or before `start` (said in a warning when it is earlier). The end is exact to the
 *   frame: the frames before it depend only on frames before them.
 * - `exact`: a start on a keyframe is copied losslessly as above; any other start re-encodes the
 *   video track of the clip with WebCodecs (browsers only: Node throws NeedsBrowserError, exit 4),
 *   in the same codec where this browser can encode it. The audio is still copied. mediabunny's
 *   Conversion copies or re-encodes a whole track; it has no "smart cut" that would re-encode only
 *   the pictures from the cut to the next keyframe and copy the rest (an H.264 head encoded here
 *   would carry its own SPS/PPS, which one track's single decoder configuration cannot hold beside
 *   the source's), so the whole clip's video is what it must re-encode.
 *
 * Audio packets straddling the cut are kept whole, so the sound never starts late: in MP4 and MOV
 * the first one may begin a few milliseconds before 0 (an edit list hides them); Matroska and WebM,
 * which prefer no negative time, shift every track by those milliseconds instead (in step).
 */
export type TrimMode = 'keyframe' | 'exact';

export interface TrimOptions {
  /** Seconds or hh:mm:ss.mmm; empty: the beginning. */
  start: string;
  /** Seconds or hh:mm:ss.mmm; empty: the end of the video. */
  end: string;
  mode: TrimMode;
}

/** What the screen shows before a trim: the timeline and where the cuts can be lossless. */
export interface VideoFacts {
  name: string;
  /** Seconds, of the longest track. */
  duration: number;
  /** Presentation times of the video's keyframes, in seconds, sorted (at most MAX_KEYFRAMES). */
  keyframes: number[];
  /** True when the list stopped at MAX_KEYFRAMES. */
  keyframesCut: boolean;
  /** The container, as mediabunny names it: MP4, QuickTime File Format, WebM, Matroska, MPEG-TS. */
  container: string;
  videoCodec: string;
  width: number;
  height: number;
  audioCodecs: string[];
  /** Whether the container can be written back (the trim works on this file). */
  writable: boolean;
}

/** Beyond this many keyframes (hours of video with a keyframe a second) the list stops. */
export const MAX_KEYFRAMES = 20_000;
/** How far audio may move to keep its packets whole at the cut (longer than any audio packet). */
const SHIFT_TOLERANCE = 0.25;

/** The same container for the output, or undefined for one mediabunny cannot write (Ogg, …). */
function outputFormatFor(format: unknown): OutputFormat | undefined {
  // WebM is a kind of Matroska and QuickTime's reader a kind of ISO BMFF: the narrower first.
  if (format instanceof WebMInputFormat) return new WebMOutputFormat();
  if (format instanceof MatroskaInputFormat) return new MkvOutputFormat();
  if (format instanceof QuickTimeInputFormat) return new MovOutputFormat({ fastStart: 'in-memory' });
  if (format instanceof Mp4InputFormat) return new Mp4OutputFormat({ fastStart: 'in-memory' });
  if (format instanceof MpegTsInputFormat) return new MpegTsOutputFormat();
  return undefined;
}

async function keyframeTimes(track: InputVideoTrack): Promise<{ times: number[]; cut: boolean }> {
  const sink = new EncodedPacketSink(track);
  const times: number[] = [];
  let packet = await sink.getFirstKeyPacket({ metadataOnly: true });
  while (packet && times.length < MAX_KEYFRAMES) {
    times.push(packet.timestamp);
    packet = await sink.getNextKeyPacket(packet, { metadataOnly: true });
  }
  return { times: times.sort((a, b) => a - b), cut: packet !== null };
}

/** The timeline of `file` (only its index is read). */
export async function readVideoFacts(file: Blob, name?: string): Promise<VideoFacts> {
  const media = await openMedia(file, name);
  const video = await primaryVideoTrack(media);
  return readMedia(media, async (input) => {
    const { times, cut } = await keyframeTimes(video);
    const format = await input.getFormat();
    const audio = await input.getAudioTracks();
    return {
      name: media.name,
      duration: await input.computeDuration(),
      keyframes: times,
      keyframesCut: cut,
      container: format.name,
      videoCodec: video.codec ?? 'unknown',
      width: video.displayWidth,
      height: video.displayHeight,
      audioCodecs: audio.map((track) => track.codec ?? 'unknown'),
      writable: outputFormatFor(format) !== undefined,
    };
  });
}

/** `clip.mp4` → `clip-trimmed.mp4` (the input's own extension, or the container's). */
export function trimmedName(name: string, extension: string): string {
  const slash = name.lastIndexOf('/');
  const base = name.slice(slash + 1) || 'video';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? `${base.slice(0, dot)}-trimmed${base.slice(dot)}` : `${base}-trimmed${extension}`;
}

/** The cut's start and end in seconds, checked against the video's duration (a past-the-end end is clamped). */
export function resolveCut({ start, end }: Pick<TrimOptions, 'start' | 'end'>, duration: number, warn?: OperationContext['warn']): { start: number; end: number } {
  const from = start.trim() === '' ? 0 : parseTime(start);
  if (from === undefined) throw new ToolInputError('badStart', { params: { value: start } });
  let to = end.trim() === '' ? duration : parseTime(end);
  if (to === undefined) throw new ToolInputError('badEnd', { params: { value: end } });
  if (from >= duration - SAME_TIME) throw new ToolInputError('startPastEnd', { params: { start: formatTime(from), duration: formatTime(duration) } });
  if (to > duration + SAME_TIME) {
    warn?.({
      key: 'warnEndClamped',
      message: `The end ${formatTime(to)} is past the end of the video (${formatTime(duration)}): the clip runs to the end.`,
      data: { end: formatTime(to), duration: formatTime(duration) },
    });
    to = duration;
  }
  if (to <= from + SAME_TIME) throw new ToolInputError('endNotAfterStart', { params: { start: formatTime(from), end: formatTime(to) } });
  return { start: from, end: to };
}

function aborted(): Error {
  return new DOMException('The trim was cancelled.', 'AbortError');
}

/** The trimmed video, as a file in the input's container. */
export async function trimVideo(file: Blob, options: TrimOptions, context: Pick<OperationContext, 'progress' | 'signal' | 'warn'> = {}, name?: string): Promise<FileValue> {
  const media = await openMedia(file, name);
  const video = await primaryVideoTrack(media);
  return readMedia(media, (input) => trimInput(media, input, video, options, context));
}

async function trimInput(media: MediaFile, input: Input, video: InputVideoTrack, options: TrimOptions, { progress, signal, warn }: Pick<OperationContext, 'progress' | 'signal' | 'warn'>): Promise<FileValue> {
  const format = outputFormatFor(await input.getFormat());
  if (!format) throw mediaError('unsupported', { name: media.name });
  const duration = await input.computeDuration();
  const { start, end } = resolveCut(options, duration, warn);

  // The keyframe the copy starts on (checked in the packet's data, as the copy itself checks it).
  const sink = new EncodedPacketSink(video);
  const key = (await sink.getKeyPacket(start, { verifyKeyPackets: true })) ?? (await sink.getFirstKeyPacket({ verifyKeyPackets: true }));
  const keyTime = key?.timestamp ?? start;
  const onKeyframe = Math.abs(keyTime - start) <= SAME_TIME || keyTime > start;
  const reencode = options.mode === 'exact' && !onKeyframe;
  if (reencode) requireWebCodecs('video', `An exact cut at ${formatTime(start)}, not a keyframe (--mode exact), re-encodes the video and`, 'Video trim');
  // A copy starts on the keyframe itself, so the clip starts at 0 with a picture.
  const cutAt = reencode || keyTime > start ? start : keyTime;
  if (options.mode === 'keyframe' && !onKeyframe) {
    warn?.({
      key: 'warnSnapped',
      message: `Started at ${formatTime(keyTime)}, the keyframe before ${formatTime(start)}: a lossless cut starts on a keyframe (--mode exact re-encodes from ${formatTime(start)} in a browser).`,
      data: { keyframe: formatTime(keyTime), start: formatTime(start) },
    });
  }

  let videoCodec = video.codec ?? undefined;
  if (reencode && videoCodec && !(await canEncodeVideo(videoCodec, { width: video.codedWidth, height: video.codedHeight }))) videoCodec = undefined;
  const output = new Output({ format, target: new BufferTarget() });
  // A re-encoded MediaRecorder WebM would lose frames (see withFrameDurations).
  const source = reencode ? (await withFrameDurations(media)).input : input;
  const conversion = await Conversion.init({
    input: source,
    output,
    trim: { start: cutAt, end },
    copy: { mode: reencode ? 'preferred' : 'forced', shiftTolerance: SHIFT_TOLERANCE },
    ...(reencode ? { video: { forceTranscode: true, ...(videoCodec ? { codec: videoCodec } : {}) } } : {}),
    showWarnings: false,
  });
  const lostVideo = conversion.discardedTracks.find((entry) => entry.track.id === video.id);
  if (lostVideo) {
    if (lostVideo.reason === 'undecodable_source_codec') throw mediaError('cannotDecode', { codec: video.codec ?? 'unknown', name: media.name });
    if (lostVideo.reason === 'no_encodable_target_codec') throw mediaError('cannotEncode', { codec: video.codec ?? 'unknown' });
    throw new ToolInputError('cannotTrim', { params: { name: media.name }, detail: lostVideo.reason });
  }
  if (!conversion.isValid) throw new ToolInputError('cannotTrim', { params: { name: media.name }, detail: conversion.discardedTracks.map((entry) => entry.reason).join(', ') });
  const dropped = conversion.discardedTracks.filter((entry) => entry.reason !== 'discarded_by_user');
  if (dropped.length > 0) {
    const tracks = dropped.map((entry) => `${entry.track.type} ${entry.track.codec ?? ''}`.trim()).join(', ');
    warn?.({ key: 'warnDropped', message: `Left out, as they could not be copied: ${tracks}.`, data: { tracks } });
  }
  if (reencode) {
    warn?.({
      key: 'warnReencoded',
      message: `The video was re-encoded from ${formatTime(start)} (the start is not on a keyframe); the audio was copied.`,
      data: { start: formatTime(start), codec: videoCodec ?? '' },
    });
  }

  if (signal?.aborted) throw aborted();
  const onAbort = () => void conversion.cancel();
  signal?.addEventListener('abort', onAbort, { once: true });
  // mediabunny reports after every packet (thousands): passed on only when the percentage moves.
  let reported = -1;
  if (progress)
    conversion.onProgress = (fraction) => {
      const percent = Math.floor(fraction * 100);
      if (percent !== reported) progress((reported = percent), 100);
    };
  try {
    await conversion.execute();
  } catch (error) {
    if (error instanceof ConversionCanceledError || signal?.aborted) throw aborted();
    throw error;
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
  const bytes = new Uint8Array(output.target.buffer!);
  return { name: trimmedName(media.name, format.fileExtension), type: format.mimeType, bytes };
}
