import {
  BufferTarget,
  canEncodeAudio,
  Conversion,
  ConversionCanceledError,
  FlacOutputFormat,
  Mp3OutputFormat,
  Mp4OutputFormat,
  OggOutputFormat,
  Output,
  PCM_AUDIO_CODECS,
  Quality,
  WavOutputFormat,
  type AudioCodec,
  type ConversionAudioOptions,
  type DiscardedTrack,
  type InputAudioTrack,
  type OutputFormat,
} from 'mediabunny';
import { openMedia, primaryAudioTrack, readMedia, hasWebCodecs, mediaError, type MediaFile } from './media-file';
import { NeedsBrowserError, ToolInputError } from '../../lib/errors';
import type { FileValue } from '../values';

/**
 * Audio conversion with mediabunny: one audio track (of an audio file, or a video's primary audio
 * track) decoded, remixed, resampled, trimmed and encoded into the container its codec belongs in.
 *
 * Shared by the Audio converter and Extract audio: nothing here is specific to one page. What
 * runs where:
 * - PCM in and PCM out (WAV → WAV, with a new rate, channels or a trim) is mediabunny's own
 *   JavaScript: it works in Node too;
 * - MP3, FLAC and AAC are encoded by mediabunny's encoder extensions (WebAssembly, see
 *   `registerEncoderExtensions`) where the platform has no encoder of its own: in Node too;
 * - anything else decodes or encodes through WebCodecs (browsers): in Node it throws
 *   `NeedsBrowserError` (the command line's exit 4). Encoders are probed (`canEncodeAudio`), never
 *   assumed.
 */

export const AUDIO_TARGETS = ['opus', 'mp3', 'wav', 'flac', 'aac'] as const;
export type AudioTarget = (typeof AUDIO_TARGETS)[number];

interface TargetInfo {
  codec: AudioCodec;
  extension: string;
  type: string;
  lossy: boolean;
  label: string;
  format: () => OutputFormat;
}

/** Each target: the codec asked of the encoder, and the container and name of the file made. */
export const TARGETS: Record<AudioTarget, TargetInfo> = {
  // RFC 7845: an Ogg Opus file is named .opus.
  opus: { codec: 'opus', extension: '.opus', type: 'audio/ogg', lossy: true, label: 'Opus', format: () => new OggOutputFormat() },
  mp3: { codec: 'mp3', extension: '.mp3', type: 'audio/mpeg', lossy: true, label: 'MP3', format: () => new Mp3OutputFormat() },
  wav: { codec: 'pcm-s16', extension: '.wav', type: 'audio/wav', lossy: false, label: 'WAV', format: () => new WavOutputFormat() },
  flac: { codec: 'flac', extension: '.flac', type: 'audio/flac', lossy: false, label: 'FLAC', format: () => new FlacOutputFormat() },
  aac: { codec: 'aac', extension: '.m4a', type: 'audio/mp4', lossy: true, label: 'AAC', format: () => new Mp4OutputFormat({ fastStart: 'in-memory' }) },
};

/** The sample rates offered (0: the input's). */
export const SAMPLE_RATES = [0, 8000, 11025, 16000, 22050, 24000, 32000, 44100, 48000] as const;

export interface AudioConvertOptions {
  format: AudioTarget;
  /** kbit/s, for the lossy targets. */
  bitrate: number;
  channels: 'keep' | 'mono' | 'stereo';
  /** Hz; 0 keeps the input's. */
  sampleRate: number;
  /** Seconds from the start; 0 is the start. */
  start: number;
  /** Seconds from the start; 0 is the end. */
  end: number;
}

export interface AudioRunControl {
  progress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

const isPcm = (codec: string | null) => codec !== null && (PCM_AUDIO_CODECS as readonly string[]).includes(codec);

let extensions: Promise<void> | undefined;

/**
 * mediabunny's encoder extensions for what WebCodecs lacks (every browser MP3 and FLAC, most AAC):
 * LAME (LGPL), libFLAC (BSD) and FFmpeg's AAC encoder (LGPL), each compiled to WebAssembly. Each
 * is registered only where the platform has no encoder of its own; the modules are small, their
 * encoder (a worker holding the WebAssembly, a file of its own in the app: see
 * scripts/vite-plugin-encoder-workers.ts) starts only when a conversion encodes. In Node they run
 * in a worker thread, so the command line encodes MP3, FLAC and AAC from PCM too.
 */
export function registerEncoderExtensions(): Promise<void> {
  extensions ??= (async () => {
    const [mp3, flac, aac] = await Promise.all([import('@mediabunny/mp3-encoder'), import('@mediabunny/flac-encoder'), import('@mediabunny/aac-encoder')]);
    const own = await Promise.all((['mp3', 'flac', 'aac'] as const).map((codec) => canEncodeAudio(codec).catch(() => false)));
    if (!own[0]) mp3.registerMp3Encoder();
    if (!own[1]) flac.registerFlacEncoder();
    if (!own[2]) aac.registerAacEncoder();
  })();
  return extensions;
}

/** The targets this platform can encode now (probed with a stereo 48 kHz 128 kbit/s configuration). */
export async function encodableTargets(): Promise<AudioTarget[]> {
  await registerEncoderExtensions();
  const probes = await Promise.all(AUDIO_TARGETS.map((target) => canEncodeAudio(TARGETS[target].codec, { numberOfChannels: 2, sampleRate: 48000, ...(TARGETS[target].lossy ? { quality: new Quality({ bitrate: 128_000 }) } : {}) }).catch(() => false)));
  return AUDIO_TARGETS.filter((_, index) => probes[index]);
}

/** `song.mp3` → `song.opus` (a name without an extension gets one). */
export function outputName(name: string, extension: string): string {
  const base = name.replace(/\.[^./\\]{1,8}$/, '') || 'audio';
  return `${base}${extension}`;
}

/** Checks options the schema cannot (they depend on each other). */
export function checkTrim({ start, end }: Pick<AudioConvertOptions, 'start' | 'end'>): void {
  if (end > 0 && end <= start) throw new ToolInputError('endBeforeStart', { params: { start, end } });
}

/**
 * Throws the message for a track the conversion had to drop: no WebCodecs (Node) → NeedsBrowserError;
 * else the codec that cannot be decoded or encoded here.
 */
export function explainDiscarded(discarded: DiscardedTrack, media: MediaFile, target: { label: string; codec: AudioCodec }, page: string, what: string): never {
  const source = discarded.track.codec ?? 'unknown';
  switch (discarded.reason) {
    case 'undecodable_source_codec':
      if (!hasWebCodecs('audio')) throw new NeedsBrowserError(`${what} decodes ${source} with WebCodecs, which Node lacks: use the ${page} page of IT Tools in a browser.`);
      throw mediaError('cannotDecode', { codec: source, name: media.name });
    case 'unknown_source_codec':
      throw mediaError('cannotDecode', { codec: source, name: media.name });
    case 'no_encodable_target_codec':
      if (!hasWebCodecs('audio') && !isPcm(target.codec)) throw new NeedsBrowserError(`${what} encodes ${target.label} with WebCodecs, which Node lacks: use the ${page} page of IT Tools in a browser.`);
      throw mediaError('cannotEncode', { codec: target.label });
    default:
      throw mediaError('damaged', { name: media.name }, `the audio track could not be converted (${discarded.reason})`);
  }
}

/** Runs `conversion` with progress (in percent) and Cancel from `control`; maps a cancel to AbortError. */
export async function runConversion(conversion: Conversion, control: AudioRunControl): Promise<void> {
  const { progress, signal } = control;
  // mediabunny reports after every chunk (thousands of times a minute of audio): passed on at each whole
  // percent, so the page gets at most a hundred messages.
  let reported = -1;
  if (progress)
    conversion.onProgress = (done) => {
      const percent = Math.floor(done * 100);
      if (percent > reported) progress((reported = percent), 100);
    };
  const abort = () => void conversion.cancel();
  signal?.addEventListener('abort', abort, { once: true });
  try {
    if (signal?.aborted) throw new DOMException('The conversion was cancelled.', 'AbortError');
    await conversion.execute();
  } catch (error) {
    if (error instanceof ConversionCanceledError || signal?.aborted) throw new DOMException('The conversion was cancelled.', 'AbortError');
    throw error;
  } finally {
    signal?.removeEventListener('abort', abort);
  }
}

function audioOptions(track: InputAudioTrack, options: AudioConvertOptions, target: TargetInfo): ConversionAudioOptions {
  const channels = options.channels === 'mono' ? 1 : options.channels === 'stereo' ? 2 : undefined;
  return {
    codec: target.codec,
    ...(channels && channels !== track.numberOfChannels ? { numberOfChannels: channels } : {}),
    ...(options.sampleRate > 0 && options.sampleRate !== track.sampleRate ? { sampleRate: options.sampleRate } : {}),
    ...(target.lossy ? { quality: new Quality({ bitrate: options.bitrate * 1000 }), forceTranscode: true } : {}),
  };
}

/**
 * `file`'s audio (its primary audio track) converted to `options.format`: the file made, named
 * after the input (`song.mp3` → `song.opus`). `page` names the page to use when Node cannot.
 */
export async function convertAudio(file: File, options: AudioConvertOptions, control: AudioRunControl = {}, page = 'Audio converter'): Promise<FileValue> {
  checkTrim(options);
  await registerEncoderExtensions();
  const target = TARGETS[options.format];
  const media = await openMedia(file, file.name);
  const track = await primaryAudioTrack(media);
  return readMedia(media, async (input) => {
    const duration = await input.computeDuration();
    if (options.start > 0 && options.start >= duration) throw new ToolInputError('startAfterEnd', { params: { start: options.start, duration: Math.round(duration * 100) / 100, name: media.name } });
    const output = new Output({ format: target.format(), target: new BufferTarget() });
    const trim = options.start > 0 || (options.end > 0 && options.end < duration) ? { trim: { start: options.start, ...(options.end > 0 && options.end < duration ? { end: options.end } : {}) } } : {};
    const conversion = await Conversion.init({
      input,
      output,
      tracks: 'primary',
      video: { discard: true },
      audio: (audio) => (audio === track ? audioOptions(track, options, target) : { discard: true }),
      ...trim,
      showWarnings: false,
    });
    const dropped = conversion.discardedTracks.find((entry) => entry.track === track);
    if (dropped || !conversion.isValid) {
      if (dropped) explainDiscarded(dropped, media, target, page, `Converting to ${target.label}`);
      throw mediaError('cannotEncode', { codec: target.label });
    }
    await runConversion(conversion, control);
    return { name: outputName(media.name, target.extension), type: target.type, bytes: new Uint8Array(output.target.buffer!) };
  });
}
