import { expose } from 'comlink';
import { decodeBinary, encodeText, type BinarySeparator } from './text-to-binary.service';

/** Texts of tens of thousands of characters and more are converted here, off the main thread. */
const api = {
  encode: (text: string, separator: BinarySeparator, withViews: boolean) => encodeText(text, separator, withViews),
  decode: (binary: string) => decodeBinary(binary),
};

export type TextToBinaryWorkerApi = typeof api;

expose(api);
