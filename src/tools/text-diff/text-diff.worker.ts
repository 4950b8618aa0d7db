import { expose } from 'comlink';
import { createUnifiedPatch, diffTexts, type LineDiff, type LineDiffOptions } from './text-diff.service';

export interface TextDiffResult extends LineDiff {
  /** The unified patch of the exact texts ('' when they have no line difference). */
  patch: string;
}

/** The line diff and its unified patch, off the main thread. */
const api = {
  compare(original: string, modified: string, options: LineDiffOptions): TextDiffResult {
    const diff = diffTexts(original, modified, options);
    const patch = diff.added === 0 && diff.removed === 0 ? '' : createUnifiedPatch(original, modified);
    return { ...diff, patch };
  },
};

export type TextDiffWorkerApi = typeof api;

expose(api);
