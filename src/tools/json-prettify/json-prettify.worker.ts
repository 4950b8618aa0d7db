import { expose } from 'comlink';
import { formatJsonOutcome, type FormatJsonOptions, type FormatJsonOutcome } from './json-prettify.service';

/** Large documents are parsed, sorted and printed here, off the main thread. */
const api = {
  format(text: string, options: FormatJsonOptions): FormatJsonOutcome {
    return formatJsonOutcome(text, options);
  },
};

export type JsonPrettifyWorkerApi = typeof api;

expose(api);
