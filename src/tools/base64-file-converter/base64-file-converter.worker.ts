import { expose } from 'comlink';
import { fileToDataUrl } from './base64-file-converter.service';

/** Files of tens of megabytes are read and encoded here, off the main thread. */
const api = {
  encodeFile(file: Blob): Promise<string> {
    return fileToDataUrl(file);
  },
};

export type Base64FileWorkerApi = typeof api;

expose(api);
