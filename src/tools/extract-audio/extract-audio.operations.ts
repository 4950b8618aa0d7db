import { z } from '../../engine/zod';
import { defineOperation, runOnBytes, type OperationContext } from '../../engine/operation';
import type { FileValue } from '../../engine/values';
import { base64ToBytes } from '../../lib/base64/base64';

/** mediabunny loads with the first run (in the worker on the page), never with the screen. */
const service = () => import('./extract-audio.service');

export const EXTRACT_FORMATS = ['copy', 'opus', 'mp3', 'wav'] as const;

type ExtractOptions = { format: (typeof EXTRACT_FORMATS)[number]; bitrate: number };

const extract = async (file: File, options: ExtractOptions, context: OperationContext): Promise<FileValue> =>
  (await service()).extractAudio(file, options, { ...(context.progress ? { progress: context.progress } : {}), ...(context.signal ? { signal: context.signal } : {}) });

/**
 * A Matroska file (made with mediabunny 1.61 for this example) holding a 32 × 32 H.264 track and
 * 20 ms of 16-bit mono PCM at 8 kHz: a 500 Hz square wave at ±8192.
 */
const PCM_MKV =
  'GkXfoxAAACNChoEBQveBAULygQRC84EIQoKIbWF0cm9za2FCh4EEQoWBAhhTgGcEAAAAAuIRTZt0EAAAP027EAAAD1OrhBVJqWZTrIUAAAAAR027EAAAD1OrhBZUrmtTrIUAAAAAi027EAAAD1OrhBxTu2tTrIUAAAACuhVJqWYQAAA8Ktexgw9CQE2Akk1lZGlhYnVubnkgdjEuNjEuMFdBkk1lZGlhYnVubnkgdjEuNjEuMESJiEA0AAAAAAAAFlSuaxAAAJCuEAAAUdeBAXPFgQGDgQGcgQAitZyDdW5kho9WX01QRUc0L0lTTy9BVkNjopYBQsAf/+EAB2dCwB/aJZABAARozjyAI+ODhAExLQDgEAAABrCBILqBIK4QAAA114ECc8WBAoOBApyBACK1nIN1bmSGjUFfUENNL0lOVC9MSVThEAAADbWERfoAAJ+BAWJkgRAfQ7Z1CAAAAY7ngQCjEAAANIEAAIAAAAAsZQWdE48tJRl3rZ9ZtQUFyTXHE/+P41PZA12REz2lA8sDrVk7z0UxeXm1SY+jEAAApIIAAIAAIAAgACAAIAAgACAAIAAgAOAA4ADgAOAA4ADgAOAA4AAgACAAIAAgACAAIAAgACAA4ADgAOAA4ADgAOAA4ADgACAAIAAgACAAIAAgACAAIADgAOAA4ADgAOAA4ADgAOAAIAAgACAAIAAgACAAIAAgAOAA4ADgAOAA4ADgAOAA4AAgACAAIAAgACAAIAAgACAA4ADgAOAA4ADgAOAA4ADgoxAAAKSCAAqAACAAIAAgACAAIAAgACAAIADgAOAA4ADgAOAA4ADgAOAAIAAgACAAIAAgACAAIAAgAOAA4ADgAOAA4ADgAOAA4AAgACAAIAAgACAAIAAgACAA4ADgAOAA4ADgAOAA4ADgACAAIAAgACAAIAAgACAAIADgAOAA4ADgAOAA4ADgAOAAIAAgACAAIAAgACAAIAAgAOAA4ADgAOAA4ADgAOAA4BxTu2sQAAAguxAAABuzgQC3EAAAB/eBAfGCASO3EAAAB/eBAvGCASM=';

/** The same samples in a WAV file: the 44-byte header (PCM, mono, 8000 Hz, 16 bits) and the 320 data bytes, unchanged. */
function squareWav(): Uint8Array {
  const bytes = new Uint8Array(44 + 320);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) => [...text].forEach((char, index) => (bytes[at + index] = char.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + 320, true);
  ascii(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 8000, true);
  view.setUint32(28, 16000, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, 320, true);
  // 8 samples of +8192, 8 of -8192 (500 Hz at 8 kHz), 160 samples.
  for (let sample = 0; sample < 160; sample += 1) view.setInt16(44 + sample * 2, Math.floor(sample / 8) % 2 === 0 ? 8192 : -8192, true);
  return bytes;
}

/**
 * The audio track of a video taken out as a file of its own: by default copied without
 * re-encoding into the container its codec belongs in (AAC → .m4a, Opus → .opus, Vorbis → .ogg,
 * MP3 → .mp3, FLAC → .flac, PCM → .wav), which works in Node too; or converted to Opus, MP3 or
 * WAV (decoding compressed sound, and encoding Opus, need WebCodecs: a browser; the command line
 * exits 4).
 */
export const extractAudio = defineOperation({
  id: 'extract-audio',
  toolId: 'extract-audio',
  input: 'file',
  output: 'file',
  options: z.object({
    format: z._default(z.enum(EXTRACT_FORMATS), 'copy'),
    /** kbit/s, for Opus and MP3. */
    bitrate: z._default(z.int().check(z.minimum(8), z.maximum(320)), 128),
  }),
  runFile: extract,
  run: runOnBytes<'file', ExtractOptions>(extract),
  examples: [
    {
      description: "A Matroska clip's PCM audio copied out: a WAV holding the same samples, byte for byte",
      input: { name: 'clip.mkv', type: 'video/x-matroska', bytes: base64ToBytes(PCM_MKV) },
      output: { name: 'clip.wav', type: 'audio/wav', bytes: squareWav() },
    },
  ],
});

export default [extractAudio];
