import { defineOperation, runOnBytes, type OperationContext } from '../../engine/operation';
import { z } from '../../engine/zod';
import { base64ToBytes } from '../../lib/base64/base64';
import type { FileValue } from '../../engine/values';

/** mediabunny loads with the first run (in the operation worker on the page), never with the screen. */
const service = () => import('./video-trim.service');

/** A time as typed (seconds or hh:mm:ss.mmm) or as a number of seconds (a recipe, JSON); empty for "the beginning" or "the end". */
const time = z._default(z.pipe(z.transform((value: unknown) => (typeof value === 'number' ? String(value) : value)), z.string()), '');

export const TRIM_MODES = ['keyframe', 'exact'] as const;

interface Options {
  start: string;
  end: string;
  mode: (typeof TRIM_MODES)[number];
}

const trim = async (file: File, options: Options, context: OperationContext): Promise<FileValue> => (await service()).trimVideo(file, options, context, file.name);

/**
 * A video cut from `start` to `end`, in its own container (MP4, MOV, WebM, MKV, MPEG-TS). `keyframe`
 * (the default) copies the packets, losslessly, from the keyframe at or before `start` (a warning
 * says so when it is earlier), in Node too; `exact` starts at `start` itself, re-encoding the
 * clip's video with WebCodecs when `start` is not a keyframe (a browser: in Node it exits with 4).
 * An end past the video's end is the end (with a warning). The file is read in slices, never whole.
 */
export const videoTrim = defineOperation({
  id: 'video-trim',
  toolId: 'video-trim',
  input: 'file',
  output: 'file',
  options: z.object({
    start: time,
    end: time,
    mode: z._default(z.enum(TRIM_MODES), 'keyframe'),
  }),
  runFile: trim,
  run: runOnBytes<'file', Options>(trim),
  costly: () => true,
  examples: [
    {
      description:
        'Seconds 1 to 2 of a 3-second WebM (VP9, 16 × 16, 2 frames a second, a keyframe each second): the two packets from 1 s, copied and starting at 0 (the container as mediabunny 1.61 writes it)',
      input: {
        name: 'tiny.webm',
        type: 'video/webm',
        bytes: base64ToBytes(
          'GkXfoxAAAB9ChoEBQveBAULygQRC84EIQoKEd2VibUKHgQRChYECGFOAZwQAAAAB4RFNm3QQAAA/TbsQAAAPU6uEFUmpZlOshQAAAABHTbsQAAAPU6uEFlSua1OshQAAAACLTbsQAAAPU6uEHFO7a1OshQAAAAGcFUmpZhAAADwq17GDD0JATYCSTWVkaWFidW5ueSB2MS42MS4wV0GSTWVkaWFidW5ueSB2MS42MS4wRImIQKdwAAAAAAAWVK5rEAAAQq4QAAA914EBc8WBAYOBAZyBACK1nIN1bmSGhVZfVlA5Y6KMAQEAAgEfAwEIBAEBI+ODhB3NZQDgEAAABrCBELqBEB9DtnUIAAAANeeBAKMQAAAcgQAAgAAAAAAABZ0Tjy0lGXetn1m1BQXJNccT/6MQAAAMgQH0AAAAAAAA41PZH0O2dQgAAAA254ID6KMQAAAcgQAAgAAAAAAAXZETPaUDywOtWTvPRTF5ebVJj6MQAAAMgQH0AAAAAAAAuc2NH0O2dQgAAABB54IH0KMQAAAngQAAgAAAAAAAn1XRGctdBSt5F8c3GSk3D63d4XvT7VX1lYtZ76VXoxAAAAyBAfQAAAAAAAC1zescU7trEAAAPbsQAAAOs4EAtxAAAAb3gQHxgdW7EAAAELOCA+i3EAAAB/eBAfGCARO7EAAAELOCB9C3EAAAB/eBAfGCAVI=',
        ),
      },
      options: { start: '1', end: '00:00:02.000' },
      output: {
        name: 'tiny-trimmed.webm',
        type: 'video/webm',
        bytes: base64ToBytes(
          'GkXfoxAAAB9ChoEBQveBAULygQRC84EIQoKEd2VibUKHgQRChYECGFOAZwQAAAABJhFNm3QQAAA/TbsQAAAPU6uEFUmpZlOshQAAAABHTbsQAAAPU6uEFlSua1OshQAAAACLTbsQAAAPU6uEHFO7a1OshQAAAAELFUmpZhAAADwq17GDD0JATYCSTWVkaWFidW5ueSB2MS42MS4wV0GSTWVkaWFidW5ueSB2MS42MS4wRImIQI9AAAAAAAAWVK5rEAAAOq4QAAA114EBc8WBAYOBAZyBACK1nIN1bmSGhVZfVlA5Y6KMAQEAAgEKAwEIBAEB4BAAAAawgRC6gRAfQ7Z1CAAAADXngQCjEAAAHIEAAIAAAAAAAF2REz2lA8sDrVk7z0UxeXm1SY+jEAAADIEB9AAAAAAAALnNjRxTu2sQAAATuxAAAA6zgQC3EAAABveBAfGBzQ==',
        ),
      },
    },
  ],
});

export default [videoTrim];
