import { z } from '../../engine/zod';
import { defineOperation, runOnBytes, type OperationContext } from '../../engine/operation';
import { exampleWav } from './media-info.example';

/** mediabunny loads with the first run (in the worker), not with the screen, which only needs the schema. */
const service = () => import('./media-info.service');

/** The report, read from the file's index (never the whole file: `-i` of 2 GB is read in a few slices). */
async function report(file: File, _options: unknown, context: OperationContext) {
  const info = await (await service()).readMediaInfo(file);
  if (info.truncated) {
    context.warn?.({ key: 'truncated', message: `${file.name} is cut off: its index lists more media than the file holds (the end is missing).`, data: { name: file.name } });
  }
  return info;
}

/**
 * Container, duration, overall and per-track bitrate, codecs (with their parameter strings and
 * profiles), resolution, rotation, frame rate, colour, audio channels and rate, tags and cover art
 * (described, not included) of an audio or video file, read from its index.
 */
export const mediaInfo = defineOperation({
  id: 'media-info',
  toolId: 'media-info',
  input: 'file',
  output: 'data',
  options: z.object({}),
  runFile: report,
  run: runOnBytes(report),
  examples: [
    {
      description: 'A 0.25 s WAV written in code: 440 Hz, 8 kHz mono 16-bit PCM, with a title and an artist in its INFO list',
      input: { name: 'tuning-a.wav', type: 'audio/wav', bytes: exampleWav() },
      output: {
        name: 'tuning-a.wav',
        size: 4092,
        container: 'WAVE',
        mimeType: 'audio/wav',
        duration: 0.25,
        durationText: '0:00:00.250',
        bitrate: 130944,
        tracks: [{ number: 1, type: 'audio', codec: 'pcm-s16', codecString: 'pcm-s16', codecName: 'PCM 16-bit', duration: 0.25, bitrate: 128000, packetRate: 4, packets: 1, channels: 1, sampleRate: 8000 }],
        tags: { title: 'Tuning A', artist: 'IT Tools' },
        rawTags: { INAM: 'Tuning A', IART: 'IT Tools' },
        coverArt: [],
      },
    },
  ],
});

export default [mediaInfo];
