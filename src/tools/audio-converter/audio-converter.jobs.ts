import { encodableTargets, type AudioTarget } from '../../engine/media/audio-convert';

/**
 * Run in the operation workers (never loaded on the page): which formats the workers can encode,
 * probed where the conversion runs (mediabunny's `canEncodeAudio`: WebCodecs, plus any encoder
 * extension registered there).
 */
export function encodable(): Promise<AudioTarget[]> {
  return encodableTargets();
}
