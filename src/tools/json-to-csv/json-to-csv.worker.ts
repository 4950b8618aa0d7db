import { expose } from 'comlink';
import { jsonToCsvOutcome } from './json-to-csv.service';

/** Large documents are converted here, off the main thread. */
const api = { convert: jsonToCsvOutcome };

export type JsonToCsvWorkerApi = typeof api;

expose(api);
