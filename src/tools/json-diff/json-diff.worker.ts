import { expose } from 'comlink';
import { compareJsonTexts, type JsonDiffOptions, type JsonDiffOutcome } from './json-diff.service';

/** Large documents are parsed and compared here, off the main thread. */
const api = {
  compare(left: string, right: string, options: JsonDiffOptions): JsonDiffOutcome {
    return compareJsonTexts(left, right, options);
  },
};

export type JsonDiffWorkerApi = typeof api;

expose(api);
