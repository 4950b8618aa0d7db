/**
 * The camera's frames, scanned in the operation workers (the page only grabs the pixels): one call
 * a frame, ZXing kept loaded in the worker between calls.
 */
import type { CodeFamily } from './qr-code-reader.operations';
import { scanRaster, type DecodedCode } from './qr-code-reader.service';

export interface Frame {
  width: number;
  height: number;
  data: Uint8ClampedArray<ArrayBuffer>;
  formats?: CodeFamily;
}

/** The codes in one camera frame, quick pass only (an empty list when there are none: the next frame is the next try). */
export function scanFrame(frame: Frame): Promise<DecodedCode[]> {
  return scanRaster(frame, { formats: frame.formats ?? 'all', quickOnly: true });
}
