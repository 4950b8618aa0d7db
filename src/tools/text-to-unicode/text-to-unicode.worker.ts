import { expose } from 'comlink';
import { textToUnicode, unicodeToText, type DecodeOptions, type UnicodeNotation } from './text-to-unicode.service';

/** Texts of tens of thousands of characters and more are converted here, off the main thread. */
const api = {
  encode: (text: string, notation: UnicodeNotation) => textToUnicode(text, notation),
  decode: (text: string, options: DecodeOptions) => unicodeToText(text, options),
};

export type TextToUnicodeWorkerApi = typeof api;

expose(api);
