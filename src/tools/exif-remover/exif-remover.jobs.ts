import type { StripOptions } from '../../engine/image/metadata';
import { removeMetadata } from './exif-remover.service';

/**
 * Run in the operation workers (never loaded on the page): one dropped file cleaned, with what was
 * removed for the screen to list. The file comes unread and the cleaned one goes back as a File.
 */
export async function clean({ file, options }: { file: File; options: StripOptions }): Promise<{ file: File; removed: { kind: string; bytes: number }[] }> {
  const result = await removeMetadata({ name: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) }, options);
  return { file: new File([result.file.bytes as Uint8Array<ArrayBuffer>], result.file.name, { type: result.file.type }), removed: result.removed };
}
