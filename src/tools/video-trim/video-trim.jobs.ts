import { readVideoFacts } from './video-trim.service';

/** The page's timeline of a dropped video (its index only), read in an operation worker. */
export async function facts(file: File) {
  return readVideoFacts(file, file.name);
}
