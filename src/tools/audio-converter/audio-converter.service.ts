import type { FileValue } from '../../engine/values';
import { convertAudio, encodableTargets, type AudioConvertOptions, type AudioRunControl, type AudioTarget } from '../../engine/media/audio-convert';

/** The Audio converter's run: a file converted by the shared audio conversion (audio-convert.ts). */
export function convertAudioFile(file: File, options: AudioConvertOptions, control: AudioRunControl = {}): Promise<FileValue> {
  return convertAudio(file, options, control, 'Audio converter');
}

/** The formats this platform can encode (the page offers only those). */
export function encodableFormats(): Promise<AudioTarget[]> {
  return encodableTargets();
}
