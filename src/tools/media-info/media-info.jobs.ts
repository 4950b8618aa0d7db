import { readCoverArt } from './media-info.service';

/**
 * Run in the operation workers (never loaded on the page): the embedded images of a dropped file,
 * for the report to show (the JSON report only describes them). The file comes unread.
 */
export async function coverArt({ file }: { file: File }): Promise<Blob[]> {
  return (await readCoverArt(file)).map((image) => new Blob([image.bytes as Uint8Array<ArrayBuffer>], { type: image.mimeType }));
}
