import { expose } from 'comlink';
import { textToNato, type NatoOptions } from './text-to-nato-alphabet.service';

/** Long texts (tens of thousands of characters and more) are spelled here, off the main thread. */
const api = {
  spell(text: string, options: NatoOptions): string {
    return textToNato(text, options);
  },
};

export type NatoWorkerApi = typeof api;

expose(api);
