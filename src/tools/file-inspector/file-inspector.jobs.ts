import type { JobContext } from '../../engine/worker/jobs';
import { fileToHexInPieces, type ToHexOptions } from './file-inspector.service';

/** Characters of hex gathered before they become a Blob (the strings are then let go). */
const BLOB_CHARS = 32 * 1024 * 1024;

/**
 * Run in the operation workers (never loaded on the page): a file's hexadecimal text, made a slice
 * at a time into Blobs (the browser may keep large ones on disk), so a gigabyte file never becomes
 * a two-gigabyte string. "Cancel" terminates the worker.
 */
export async function hexFile({ file, options }: { file: Blob; options: ToHexOptions }, { progress }: JobContext): Promise<Blob> {
  const blobs: Blob[] = [];
  let pieces: string[] = [];
  let gathered = 0;
  await fileToHexInPieces(
    file,
    options,
    (piece) => {
      pieces.push(piece);
      gathered += piece.length;
      if (gathered >= BLOB_CHARS) {
        blobs.push(new Blob(pieces));
        pieces = [];
        gathered = 0;
      }
    },
    progress ? { progress } : {},
  );
  blobs.push(new Blob(pieces));
  return new Blob(blobs, { type: 'text/plain' });
}
