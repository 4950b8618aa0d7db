import { expose } from 'comlink';
import { convertAllCases, type CaseOptions } from './case-converter.service';

/** Long texts (tens of thousands of characters and more) are converted here, off the main thread. */
const api = {
  convertAll(text: string, options: CaseOptions) {
    return convertAllCases(text, options);
  },
};

export type CaseConverterWorkerApi = typeof api;

expose(api);
