import { expose } from 'comlink';
import { obfuscateString, type ObfuscateOptions } from './string-obfuscator.service';

/** Large texts are masked here, off the main thread. */
const api = {
  obfuscate(text: string, options: ObfuscateOptions): string {
    return obfuscateString(text, options);
  },
};

export type StringObfuscatorWorkerApi = typeof api;

expose(api);
