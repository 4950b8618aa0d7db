import { expose } from 'comlink';
import { convertToAll, type BaseConversion } from './base-converter.service';

/** Numbers of thousands of digits are converted here, off the main thread. */
const api = {
  convert(text: string, inputBase: number, customBase: number | undefined): BaseConversion {
    return convertToAll(text, inputBase, customBase);
  },
};

export type BaseConverterWorkerApi = typeof api;

expose(api);
