import { z } from '../../engine/zod';
import { defineOperation, runOnBytes, type OperationContext } from '../../engine/operation';
import type { FileValue } from '../../engine/values';
import { exampleWav } from './audio-converter.example';

/** mediabunny loads with the first run (in the worker on the page), never with the screen. */
const service = () => import('./audio-converter.service');

/** The targets, in the order the page shows them (the same as audio-convert.ts's AUDIO_TARGETS). */
export const AUDIO_FORMATS = ['opus', 'mp3', 'wav', 'flac', 'aac'] as const;

export const audioConverterOptions = z.object({
  format: z._default(z.enum(AUDIO_FORMATS), 'opus'),
  /** kbit/s for Opus, MP3 and AAC (the lossless formats ignore it). */
  bitrate: z._default(z.int().check(z.minimum(8), z.maximum(320)), 128),
  channels: z._default(z.enum(['keep', 'mono', 'stereo']), 'keep'),
  /** Hz; 0 keeps the input's. */
  sampleRate: z._default(z.int().check(z.minimum(0), z.maximum(192000), z.refine((rate) => rate === 0 || rate >= 8000, 'Sample rate: 0 (keep) or 8000 Hz and more')), 0),
  /** Seconds from the start of the input (0: its start). */
  start: z._default(z.number().check(z.minimum(0)), 0),
  /** Seconds from the start of the input (0: its end). */
  end: z._default(z.number().check(z.minimum(0)), 0),
});

const convert = async (file: File, options: z.output<typeof audioConverterOptions>, context: OperationContext): Promise<FileValue> =>
  (await service()).convertAudioFile(file, options, { ...(context.progress ? { progress: context.progress } : {}), ...(context.signal ? { signal: context.signal } : {}) });

/**
 * MP3, AAC/M4A, FLAC, WAV, Ogg/Opus (or a video's sound) → Opus, MP3, WAV, FLAC or AAC, with a
 * bitrate, mono/stereo, a sample rate and a trim. Encoding and decoding compressed audio use
 * WebCodecs (a browser; the command line exits 4); WAV → WAV runs everywhere.
 */
export const audioConverter = defineOperation({
  id: 'audio-converter',
  toolId: 'audio-converter',
  input: 'file',
  output: 'file',
  options: audioConverterOptions,
  runFile: convert,
  run: runOnBytes<'file', z.output<typeof audioConverterOptions>>(convert),
  examples: [
    {
      description: 'A 20 ms stereo WAV (a 500 Hz square wave, the same on both channels) → mono WAV: the samples come back exact',
      input: { name: 'square.wav', type: 'audio/wav', bytes: exampleWav({ seconds: 0.02, sampleRate: 8000, channels: 2 }) },
      options: { format: 'wav', channels: 'mono' },
      output: { name: 'square.wav', type: 'audio/wav', bytes: exampleWav({ seconds: 0.02, sampleRate: 8000, channels: 1 }) },
    },
  ],
});

export default [audioConverter];
