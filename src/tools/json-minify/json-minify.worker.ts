import { expose } from 'comlink';
import { minifyJsonOutcome } from './json-minify.service';

/** Large documents are minified here, off the main thread. */
const api = { minify: minifyJsonOutcome };

export type JsonMinifyWorkerApi = typeof api;

expose(api);
