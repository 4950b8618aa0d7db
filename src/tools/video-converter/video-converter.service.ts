import {
  BufferTarget,
  Conversion,
  ConversionCanceledError,
  getFirstEncodableVideoCodec,
  canEncodeVideo,
  Mp4OutputFormat,
  Output,
  Quality,
  WebMOutputFormat,
  type ConversionAudioOptions,
  type ConversionVideoOptions,
  type InputAudioTrack,
  type InputVideoTrack,
  type VideoCodec,
} from 'mediabunny';
import type { OperationContext } from '../../engine/operation';
import type { FileValue } from '../../engine/values';
import { withFrameDurations } from '../../engine/media/frame-durations';
import { hasWebCodecs, mediaError, openMedia, primaryVideoTrack, readMedia, requireWebCodecs, type MediaFile } from '../../engine/media/media-file';
import { ToolInputError } from '../../lib/errors';
import { checkOptions, codecName, CONTAINER_CODECS, CONTAINER_TYPES, ENCODED_CODECS, even, outputName, outputSize, parseCrop, qualityBitrate, videoBitrate, type Container, type ConvertOptions, type EncodedCodec } from './video-converter.options';

/**
 * A video re-encoded with the platform's WebCodecs through mediabunny's Conversion: MP4 (H.264,
 * or VP9/AV1) or WebM (VP9/AV1), scaled, cropped, rotated, at a bitrate or a quality level, at a
 * frame rate, with or without its sound. "copy" keeps the video stream as it is (a new container,
 * the sound removed): the one path that needs no encoder, so it works in Node too.
 */

const formatOf = (container: Container) => (container === 'mp4' ? new Mp4OutputFormat({ fastStart: 'in-memory' }) : new WebMOutputFormat());

/** The Opus bitrate used when the sound must be re-encoded (the container cannot hold it as it is). */
export const OPUS_BITRATE = 128_000;

/** What the page shows before converting: the source, the output size, the bitrates and the size to expect. */
export interface ConversionPlan {
  source: { width: number; height: number; rotation: number; duration: number; fps: number; videoCodec: string; audioCodec: string | undefined; bytes: number };
  output: { width: number; height: number; fps: number };
  /** The codec "auto" or the choice means, undefined for a copy. */
  codec: EncodedCodec | undefined;
  videoBitrate: number;
  audio: 'none' | 'muted' | 'copy' | 'opus';
  audioBitrate: number;
  estimatedBytes: number;
}

async function sourceFps(track: InputVideoTrack): Promise<number> {
  try {
    const stats = await track.computePacketStats(120);
    return stats.averagePacketRate > 0 ? Math.round(stats.averagePacketRate * 1000) / 1000 : 30;
  } catch {
    return 30;
  }
}

/** Whether `container` holds the audio track's codec as it is. */
const holdsAudio = (container: Container, codec: string | null) => !!codec && (formatOf(container).getSupportedAudioCodecs() as string[]).includes(codec);

/**
 * Reads what a conversion of `file` with `options` will be (only the file's index is read), and
 * picks the codec for "auto" among those this browser encodes at the output size.
 */
export async function planConversion(file: Blob, options: ConvertOptions, name = (file as File).name ?? 'video'): Promise<ConversionPlan> {
  checkOptions(options);
  const media = await openMedia(file, name);
  return readMedia(media, () => planOf(media, options));
}

async function planOf(media: MediaFile, options: ConvertOptions): Promise<ConversionPlan> {
  const video = await primaryVideoTrack(media);
  const audioTrack = await media.input.getPrimaryAudioTrack();
  const duration = await media.input.computeDuration();
  const fps = await sourceFps(video);
  const source = {
    width: await video.getDisplayWidth(),
    height: await video.getDisplayHeight(),
    rotation: await video.getRotation(),
    duration,
    fps,
    videoCodec: codecName(await video.getCodec()),
    audioCodec: audioTrack ? codecName(await audioTrack.getCodec()) : undefined,
    bytes: media.size,
  };
  const output = { ...outputSize(source, options), fps: options.fps || fps };
  let codec: EncodedCodec | undefined;
  let bitrate: number;
  if (options.codec === 'copy') {
    if (!(formatOf(options.container).getSupportedVideoCodecs() as string[]).includes((await video.getCodec()) ?? '')) {
      throw new ToolInputError('errors.copyNotInContainer', { params: { codec: source.videoCodec, container: options.container.toUpperCase() } });
    }
    bitrate = (await video.getAverageBitrate()) ?? (await video.getBitrate()) ?? 0;
  } else {
    const chosen = options.codec === 'auto' ? await firstEncodable(options, output) : options.codec;
    codec = chosen;
    bitrate = videoBitrate(options, chosen, output.width, output.height, output.fps);
  }
  let audio: ConversionPlan['audio'] = 'none';
  let audioBitrate = 0;
  if (audioTrack && options.mute) audio = 'muted';
  else if (audioTrack) {
    audio = holdsAudio(options.container, await audioTrack.getCodec()) ? 'copy' : 'opus';
    audioBitrate = audio === 'opus' ? OPUS_BITRATE : ((await audioTrack.getAverageBitrate()) ?? (await audioTrack.getBitrate()) ?? OPUS_BITRATE);
  }
  // The container's own bytes: about 1 % of the media.
  const estimatedBytes = Math.round(((bitrate + audioBitrate) * duration) / 8 * 1.01);
  return { source, output, codec, videoBitrate: bitrate, audio, audioBitrate, estimatedBytes };
}

/** "auto": the first codec of the container this platform encodes at that size (none: the shared message). */
async function firstEncodable(options: ConvertOptions, output: { width: number; height: number; fps: number }): Promise<EncodedCodec> {
  const candidates = CONTAINER_CODECS[options.container];
  if (!hasWebCodecs('video')) return candidates[0]!;
  const codec = await getFirstEncodableVideoCodec([...candidates], { width: output.width, height: output.height, frameRate: output.fps, quality: new Quality({ bitrate: videoBitrate(options, candidates[0]!, output.width, output.height, output.fps) }) });
  if (!codec) throw mediaError('cannotEncode', { codec: candidates.map(codecName).join(', ') });
  return codec as EncodedCodec;
}

/** Which of the codecs this platform can encode for a picture of that size (the page offers only those). */
export async function encodableCodecs(size: { width: number; height: number; fps?: number }): Promise<EncodedCodec[]> {
  if (!hasWebCodecs('video')) return [];
  const found = await Promise.all(ENCODED_CODECS.map(async (codec) => ((await canEncodeVideo(codec as VideoCodec, { width: even(size.width), height: even(size.height), ...(size.fps ? { frameRate: size.fps } : {}), quality: new Quality({ bitrate: qualityBitrate(codec, size.width, size.height, size.fps ?? 30, 'high') }) })) ? codec : undefined)));
  return found.filter((codec): codec is EncodedCodec => codec !== undefined);
}

const PAGE = 'Video converter';

/**
 * Converts `file`: the whole video re-encoded (or copied, with codec "copy"), the sound copied when
 * the container holds it, else re-encoded to Opus, or removed. Progress as the share of the
 * duration done; the signal cancels the conversion. Nothing is returned half-written: a failure or
 * a cancel throws.
 */
export async function convertVideo(file: File, options: ConvertOptions, context: Partial<OperationContext> = {}): Promise<FileValue> {
  checkOptions(options);
  if (options.codec !== 'copy') requireWebCodecs('video', 'video-converter', PAGE);
  const media = await openMedia(file, file.name || 'video');
  const plan = await readMedia(media, () => planOf(media, options));
  const video = await primaryVideoTrack(media);
  const name = media.name;

  if (plan.codec) {
    if (!(await video.canDecode())) throw mediaError('cannotDecode', { codec: plan.source.videoCodec, name });
    const ok = await canEncodeVideo(plan.codec, { width: plan.output.width, height: plan.output.height, frameRate: plan.output.fps, quality: new Quality({ bitrate: plan.videoBitrate }) });
    if (!ok) throw mediaError('cannotEncode', { codec: `${codecName(plan.codec)} ${plan.output.width} × ${plan.output.height}` });
  }
  if (plan.audio === 'opus') requireWebCodecs('audio', `Re-encoding the ${plan.source.audioCodec ?? ''} sound to Opus for ${options.container.toUpperCase()}`, PAGE);

  const crop = parseCrop(options.crop);
  const videoOptions: ConversionVideoOptions = plan.codec
    ? {
        codec: plan.codec,
        quality: new Quality({ bitrate: plan.videoBitrate }),
        forceTranscode: true,
        // Turned pixels, not a rotation flag some players ignore.
        allowTransformationMetadata: false,
        ...(options.rotate ? { rotate: options.rotate } : {}),
        ...(crop ? { crop } : {}),
        ...(options.width ? { width: plan.output.width } : {}),
        ...(options.height ? { height: plan.output.height } : {}),
        ...(options.width && options.height ? { fit: options.fit } : {}),
        ...(options.fps ? { frameRate: options.fps } : {}),
      }
    : { ...(options.rotate ? { rotate: options.rotate } : {}) };
  const audioOptions = (track: InputAudioTrack): ConversionAudioOptions => {
    if (options.mute) return { discard: true };
    return holdsAudio(options.container, track.codec) ? {} : { codec: 'opus', quality: new Quality({ bitrate: OPUS_BITRATE }) };
  };

  const output = new Output({ format: formatOf(options.container), target: new BufferTarget() });
  // A re-encoded MediaRecorder WebM would lose frames (see withFrameDurations).
  const source = plan.codec ? await readMedia(media, () => withFrameDurations(media)) : media;
  const conversion = await readMedia(source, (input) => Conversion.init({ input, output, tracks: 'primary', video: videoOptions, audio: audioOptions, showWarnings: false }));
  for (const { track, reason } of conversion.discardedTracks) {
    if (reason === 'discarded_by_user' || reason === 'max_track_count_of_type_reached' || reason === 'max_track_count_reached') continue;
    const codec = codecName(track.codec);
    if (track.isVideoTrack()) {
      if (reason === 'undecodable_source_codec' || reason === 'unknown_source_codec') throw mediaError('cannotDecode', { codec, name });
      throw mediaError('cannotEncode', { codec: codecName(plan.codec) });
    }
    context.warn?.({ key: 'warnings.audioDropped', message: `The ${codec} sound of ${name} could not be ${reason === 'undecodable_source_codec' ? 'decoded' : 'converted'}: the video has no sound.`, data: { codec, name } });
  }
  if (!conversion.isValid) throw mediaError('cannotEncode', { codec: codecName(plan.codec) });
  if (plan.audio === 'opus' && conversion.utilizedTracks.some((track) => track.isAudioTrack())) {
    context.warn?.({ key: 'warnings.audioReencoded', message: `The ${plan.source.audioCodec} sound was re-encoded to Opus (${options.container.toUpperCase()} cannot hold ${plan.source.audioCodec}).`, data: { codec: plan.source.audioCodec, container: options.container.toUpperCase() } });
  }

  const total = 1000;
  conversion.onProgress = (progress) => context.progress?.(Math.min(total, Math.round(progress * total)), total);
  const cancel = () => void conversion.cancel();
  context.signal?.addEventListener('abort', cancel, { once: true });
  try {
    if (context.signal?.aborted) throw new DOMException('The conversion was cancelled.', 'AbortError');
    await conversion.execute();
  } catch (error) {
    if (error instanceof ConversionCanceledError || context.signal?.aborted) throw new DOMException('The conversion was cancelled.', 'AbortError');
    if (error instanceof ToolInputError) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    // An encoder that gives up mid-way is not the file's fault.
    if (error instanceof Error && /encod/i.test(`${error.name} ${detail}`) && !/decod/i.test(detail)) throw mediaError('cannotEncode', { codec: codecName(plan.codec ?? plan.source.videoCodec) }, detail);
    throw mediaError('damaged', { name }, detail);
  } finally {
    context.signal?.removeEventListener('abort', cancel);
  }
  const buffer = output.target.buffer;
  if (!buffer) throw mediaError('damaged', { name }, 'no output was written');
  return { name: outputName(name, options.container), type: CONTAINER_TYPES[options.container], bytes: new Uint8Array(buffer) };
}
