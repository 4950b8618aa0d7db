import { expose } from 'comlink';
import { slugifyString, type SlugifyOptions } from './slugify-string.service';

/** Long texts (pasted documents) are slugified here, off the main thread. */
const api = {
  slugify(text: string, options: SlugifyOptions): string {
    return slugifyString(text, options);
  },
};

export type SlugifyWorkerApi = typeof api;

expose(api);
