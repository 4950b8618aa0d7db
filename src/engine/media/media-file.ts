import { ALL_FORMATS, BlobSource, Input, type InputAudioTrack, type InputVideoTrack } from 'mediabunny';
import { NeedsBrowserError, ToolInputError } from '../../lib/errors';

/**
 * The audio, video and file tools' shared ground: a media file opened with mediabunny (containers
 * read in JavaScript, the same in the page, a worker and Node; codecs through WebCodecs where the
 * platform has them), and their shared messages — keys of the shell's `media` strings
 * (src/locales/*.json), each naming the file, so every tool, a batch list and the command line word
 * them alike.
 */
export type MediaErrorKey = 'empty' | 'unsupported' | 'damaged' | 'noVideo' | 'noAudio' | 'cannotDecode' | 'cannotEncode';

export function mediaError(key: MediaErrorKey, params: Record<string, string | number>, detail?: string): ToolInputError {
  return new ToolInputError(`media.${key}`, { params, ...(detail ? { detail } : {}) });
}

/** A media file read through mediabunny, and its name for messages. */
export interface MediaFile {
  input: Input;
  name: string;
  size: number;
}

/**
 * Opens `file` for reading: only what is asked is read (a 2 GB MP4's index, not its media data),
 * in slices of the Blob — a page's File, or a file on disk in the command line (`fs.openAsBlob`).
 * An empty file, a file of no format read here and a damaged one each throw their message.
 */
export async function openMedia(file: Blob, name = (file as File).name ?? 'file'): Promise<MediaFile> {
  if (file.size === 0) throw mediaError('empty', { name });
  const input = new Input({ source: new BlobSource(file), formats: ALL_FORMATS });
  let known: boolean;
  try {
    known = await input.canRead();
  } catch (error) {
    throw mediaError('damaged', { name }, error instanceof Error ? error.message : String(error));
  }
  if (!known) throw mediaError('unsupported', { name });
  let tracks: unknown[];
  try {
    // The tracks are the least every tool needs: reading them checks the container's index.
    tracks = await input.getTracks();
  } catch (error) {
    throw mediaError('damaged', { name }, error instanceof Error ? error.message : String(error));
  }
  // A container whose index is cut off (an MP4 truncated inside its moov) has no track left.
  if (tracks.length === 0) throw mediaError('damaged', { name }, 'no track could be read');
  return { input, name, size: file.size };
}

/** Runs `read` on the opened file, turning a container error met on the way into the "damaged" message. */
export async function readMedia<T>(media: MediaFile, read: (input: Input) => Promise<T>): Promise<T> {
  try {
    return await read(media.input);
  } catch (error) {
    if (error instanceof ToolInputError || (error instanceof Error && (error.name === 'NeedsBrowserError' || error.name === 'AbortError'))) throw error;
    throw mediaError('damaged', { name: media.name }, error instanceof Error ? error.message : String(error));
  }
}

export async function primaryVideoTrack(media: MediaFile): Promise<InputVideoTrack> {
  const track = await media.input.getPrimaryVideoTrack();
  if (!track) throw mediaError('noVideo', { name: media.name });
  return track;
}

export async function primaryAudioTrack(media: MediaFile): Promise<InputAudioTrack> {
  const track = await media.input.getPrimaryAudioTrack();
  if (!track) throw mediaError('noAudio', { name: media.name });
  return track;
}

/** Whether this platform has WebCodecs encoders (a browser does; Node does not). */
export function hasWebCodecs(kind: 'video' | 'audio'): boolean {
  return kind === 'video' ? typeof VideoEncoder !== 'undefined' : typeof AudioEncoder !== 'undefined';
}

/**
 * Throws, where WebCodecs is missing (Node), the one-line error the command line prints with exit
 * code 4, naming what needs it and the page that can do it.
 */
export function requireWebCodecs(kind: 'video' | 'audio', what: string, page: string): void {
  if (!hasWebCodecs(kind)) throw new NeedsBrowserError(`${what} needs WebCodecs, which Node lacks: use the ${page} page of IT Tools in a browser.`);
}
