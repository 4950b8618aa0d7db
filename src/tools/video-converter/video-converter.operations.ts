import { z } from '../../engine/zod';
import { defineOperation, runOnBytes } from '../../engine/operation';
import type { OperationContext } from '../../engine/operation';
import type { FileValue } from '../../engine/values';
import { CODEC_CHOICES, CONTAINERS, FITS, QUALITIES, TURNS, type ConvertOptions } from './video-converter.options';
import { EXAMPLE_MUTED, EXAMPLE_WEBM } from './video-converter.example';

const service = () => import('./video-converter.service');

const convert = async (file: File, options: ConvertOptions, context: OperationContext): Promise<FileValue> => (await service()).convertVideo(file, options, context);

/**
 * A video converted to MP4 or WebM, re-encoded with the browser's WebCodecs (Node has none: there
 * it says so, exit code 4), or with codec "copy" put into the other container as it is (that works
 * everywhere). The output is named after the input with the container's extension.
 */
export const videoConverter = defineOperation({
  id: 'video-converter',
  toolId: 'video-converter',
  input: 'file',
  output: 'file',
  options: z.object({
    container: z._default(z.enum(CONTAINERS), 'mp4'),
    codec: z._default(z.enum(CODEC_CHOICES), 'auto'),
    width: z._default(z.int().check(z.minimum(0), z.maximum(7680)), 0),
    height: z._default(z.int().check(z.minimum(0), z.maximum(4320)), 0),
    fit: z._default(z.enum(FITS), 'contain'),
    quality: z._default(z.enum(QUALITIES), 'high'),
    bitrate: z._default(z.int().check(z.minimum(0), z.maximum(200_000)), 0),
    fps: z._default(z.number().check(z.minimum(0), z.maximum(240)), 0),
    rotate: z._default(z.literal(TURNS), 0),
    crop: z._default(z.string(), ''),
    mute: z._default(z.boolean(), false),
  }),
  runFile: convert,
  run: runOnBytes<'file', ConvertOptions>(convert),
  examples: [
    {
      description: 'A WebM (VP9 video, Opus sound) without its sound: codec "copy" re-encodes nothing, so it also runs without a browser',
      input: { name: 'clip.webm', type: 'video/webm', bytes: EXAMPLE_WEBM },
      options: { container: 'webm', codec: 'copy', mute: true },
      output: { name: 'clip.webm', type: 'video/webm', bytes: EXAMPLE_MUTED },
      detect: false,
    },
  ],
});

export default [videoConverter];
