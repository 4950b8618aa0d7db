import { expose } from 'comlink';
import type { CipherSettings } from './encryption.options';
import { decryptText, encryptText } from './encryption.service';

/** Ciphers off the main thread: crypto-js is loaded here only, and megabytes of text never block the page. */
const encryptionWorker = {
  encrypt: (text: string, settings: CipherSettings) => encryptText(text, settings),
  decrypt: (ciphertext: string, settings: CipherSettings) => decryptText(ciphertext, settings),
};

export type EncryptionWorker = typeof encryptionWorker;

expose(encryptionWorker);
