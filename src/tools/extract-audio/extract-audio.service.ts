import {
  BufferTarget,
  Conversion,
  FlacOutputFormat,
  MkvOutputFormat,
  Mp3OutputFormat,
  Mp4OutputFormat,
  OggOutputFormat,
  Output,
  WavOutputFormat,
  type AudioCodec,
  type OutputFormat,
} from 'mediabunny';
import { convertAudio, explainDiscarded, outputName, runConversion } from '../../engine/media/audio-convert';
import { mediaError, openMedia, primaryAudioTrack, readMedia } from '../../engine/media/media-file';
import type { FileValue } from '../../engine/values';

/**
 * The audio track of a video (or of any media file) taken out as a file of its own.
 *
 * - `copy` (default): the encoded packets as they are, remuxed into the container their codec
 *   belongs in (AAC → .m4a, Opus → .opus, Vorbis → .ogg, MP3 → .mp3, FLAC → .flac, PCM → .wav,
 *   anything else → .mka): no quality lost, no decoder needed, so it runs in Node too.
 * - `opus`, `mp3`, `wav`: decoded and encoded again by the Audio converter's `convertAudio`
 *   (src/engine/media/audio-convert.ts; decoding compressed audio needs WebCodecs: a browser).
 */
export type ExtractFormat = 'copy' | 'opus' | 'mp3' | 'wav';

export interface ExtractOptions {
  format: ExtractFormat;
  /** kbit/s, for Opus and MP3. */
  bitrate: number;
}

export interface ExtractControl {
  progress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

interface Container {
  extension: string;
  type: string;
  format: () => OutputFormat;
}

const M4A: Container = { extension: '.m4a', type: 'audio/mp4', format: () => new Mp4OutputFormat({ fastStart: 'in-memory' }) };
const OPUS: Container = { extension: '.opus', type: 'audio/ogg', format: () => new OggOutputFormat() };
const OGG: Container = { extension: '.ogg', type: 'audio/ogg', format: () => new OggOutputFormat() };
const MP3: Container = { extension: '.mp3', type: 'audio/mpeg', format: () => new Mp3OutputFormat() };
const FLAC: Container = { extension: '.flac', type: 'audio/flac', format: () => new FlacOutputFormat() };
const WAV: Container = { extension: '.wav', type: 'audio/wav', format: () => new WavOutputFormat() };
const MKA: Container = { extension: '.mka', type: 'audio/x-matroska', format: () => new MkvOutputFormat() };

/** The container an audio codec is copied into (PCM kinds WAV cannot hold go to .mka). */
export function containerFor(codec: AudioCodec | null): Container {
  switch (codec) {
    case 'aac':
    case 'ac3':
    case 'eac3':
      return M4A;
    case 'opus':
      return OPUS;
    case 'vorbis':
      return OGG;
    case 'mp3':
      return MP3;
    case 'flac':
      return FLAC;
    case 'pcm-s16':
    case 'pcm-s24':
    case 'pcm-s32':
    case 'pcm-f32':
    case 'pcm-u8':
    case 'ulaw':
    case 'alaw':
      return WAV;
    default:
      return MKA;
  }
}

/** The audio of `file` as a file of its own (see ExtractFormat). */
export async function extractAudio(file: File, options: ExtractOptions, control: ExtractControl = {}): Promise<FileValue> {
  if (options.format !== 'copy') return convertAudio(file, { format: options.format, bitrate: options.bitrate, channels: 'keep', sampleRate: 0, start: 0, end: 0 }, control, 'Extract audio');
  const media = await openMedia(file, file.name);
  const track = await primaryAudioTrack(media);
  return readMedia(media, async (input) => {
    const container = containerFor(track.codec);
    const label = track.codec ?? 'audio';
    const output = new Output({ format: container.format(), target: new BufferTarget() });
    const conversion = await Conversion.init({
      input,
      output,
      tracks: 'primary',
      video: { discard: true },
      audio: (audio) => (audio !== track ? { discard: true } : {}),
      // A copy never re-encodes: a track that cannot be copied is refused, not transcoded.
      copy: { mode: 'forced' as const },
      showWarnings: false,
    });
    const dropped = conversion.discardedTracks.find((entry) => entry.track === track);
    if (dropped && track.codec) explainDiscarded(dropped, media, { label, codec: track.codec }, 'Extract audio', 'Extracting audio');
    if (dropped || !conversion.isValid) throw mediaError('cannotEncode', { codec: label });
    await runConversion(conversion, control);
    return { name: outputName(media.name, container.extension), type: container.type, bytes: new Uint8Array(output.target.buffer!) };
  });
}
