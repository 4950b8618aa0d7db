import { z } from '../../engine/zod';
import { defineOperation, runOnBytes, type OperationContext } from '../../engine/operation';
import type { FileValue } from '../../engine/values';
import { base64ToBytes } from '../../lib/base64/base64';
import { squaresBmp, turnedBmp } from './video-to-gif.example';

/** gifenc, libwebp and mediabunny load with the first run (in the worker on the page), never with the screen. */
const service = () => import('./video-to-gif.service');

export const ANIMATION_FORMATS = ['gif', 'webp'] as const;
export const PALETTE_QUALITIES = ['low', 'medium', 'high'] as const;

/** What both operations share: the format, the palette quality and the loop count. */
const animation = {
  format: z._default(z.enum(ANIMATION_FORMATS), 'gif'),
  /** Palette quality: low (64 colours), medium (256 shared), high (256 per frame); WebP quality 50/75/90. */
  quality: z._default(z.enum(PALETTE_QUALITIES), 'medium'),
  /** How many times it plays: 0 for ever. */
  loop: z._default(z.int().check(z.minimum(0), z.maximum(65535)), 0),
};

export const videoToGifOptions = z.object({
  ...animation,
  fps: z._default(z.int().check(z.minimum(1), z.maximum(30)), 10),
  /** Pixels; the height keeps the aspect ratio. */
  width: z._default(z.int().check(z.minimum(16), z.maximum(1920)), 480),
  /** Seconds from the start of the video. */
  start: z._default(z.number().check(z.minimum(0)), 0),
  /** Seconds from the start of the video; 0 for its end. */
  end: z._default(z.number().check(z.minimum(0)), 0),
});

export const imagesToGifOptions = z.object({
  ...animation,
  /** Milliseconds each image shows. */
  delay: z._default(z.int().check(z.minimum(20), z.maximum(60000)), 500),
  /** Pixels (the height follows the first image's shape, the others are fitted into it); 0 keeps the first image's width. */
  width: z._default(z.int().check(z.minimum(0), z.maximum(1920)), 480),
});

const progressOf = (context: OperationContext) => ({ ...(context.progress ? { progress: context.progress } : {}), ...(context.signal ? { signal: context.signal } : {}) });

const convertVideo = async (file: File, options: z.output<typeof videoToGifOptions>, context: OperationContext): Promise<FileValue> => (await service()).videoToGif(file, options, progressOf(context));

/**
 * A clip (MP4, WebM, MOV, MKV) → an animated GIF or WebP: frame rate, width, start and end, loop
 * count and palette quality. Decoding video needs WebCodecs (a browser; the command line exits 4);
 * a still image given here becomes a one-frame animation, everywhere.
 */
export const videoToGif = defineOperation({
  id: 'video-to-gif',
  toolId: 'video-to-gif',
  input: 'file',
  output: 'file',
  options: videoToGifOptions,
  runFile: convertVideo,
  run: runOnBytes<'file', z.output<typeof videoToGifOptions>>(convertVideo),
  examples: [
    {
      description: 'A still 16 × 16 image (four colour squares, a BMP) → a one-frame GIF of its four colours, played once',
      input: { name: 'squares.bmp', type: 'image/bmp', bytes: squaresBmp(16) },
      options: { width: 16, loop: 1 },
      output: {
        name: 'squares.gif',
        type: 'image/gif',
        bytes: base64ToBytes('R0lGODlhEAAQAPIAAB5a3CjIPOYoKPr6+gAAAAAAAAAAAAAAACH5BAQKAAQALAAAAAAQABAAAAhGAAUIHCgwgMGDBgkSRIhQ4UCGBx0WhBhAogCKFSVitLhRI0UAIEOCHECyJEmRIk2aRBlSZUmWI10OgAlA5kyYNmnmxCkzIAA7'),
      },
    },
  ],
});

const convertImages = async (files: FileValue[], options: z.output<typeof imagesToGifOptions>, context: OperationContext): Promise<FileValue> => (await service()).imagesToGif(files, options, progressOf(context));

/** Images (PNG, JPEG, WebP, GIF, BMP…) → one animated GIF or WebP, each image a frame, in the order given. */
export const imagesToGif = defineOperation({
  id: 'images-to-gif',
  toolId: 'video-to-gif',
  input: 'files',
  output: 'file',
  options: imagesToGifOptions,
  run: convertImages,
  examples: [
    {
      description: 'Two 4 × 4 images (colour squares, then the same turned) → a two-frame GIF looping for ever, 0.2 s a frame',
      input: [
        { name: 'one.bmp', type: 'image/bmp', bytes: squaresBmp() },
        { name: 'two.bmp', type: 'image/bmp', bytes: turnedBmp() },
      ],
      options: { delay: 200, width: 0 },
      output: { name: 'one.gif', type: 'image/gif', bytes: base64ToBytes('R0lGODlhBAAEAPIAAB5a3CjIPOYoKPr6+gAAAAAAAAAAAAAAACH/C05FVFNDQVBFMi4wAwEAAAAh+QQEFAAEACwAAAAABAAEAAAIEAAFCAgQQCBBAAAGDECoMCAAIfkEBRQABAAsAAAAAAQABAAACBAAAwQYMEAgQQECAABAqDAgADs=') },
    },
  ],
});

export default [videoToGif, imagesToGif];
